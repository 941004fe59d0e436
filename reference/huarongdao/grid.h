// Grid: the board as a graph for the fast solver. Cells are row-major indices and every cell
// knows its movable neighbour on each side, so the hot loops never test bounds or fixed pieces.
#pragma once

#include <vector>

#include "reference/huarongdao/model.h"

namespace gridjudge::huarongdao {

// Sides of a cell: 0 up, 1 right, 2 down, 3 left; numbered so that the opposite side is s ^ 2.
inline constexpr int kSides = 4;
inline constexpr int kNoCell = -1;
constexpr int opposite(int side) {
    return side ^ 2;
}

class Grid {
  public:
    explicit Grid(const Board& board);

    int cell_count() const { return cell_count_; }
    int index(Cell cell) const { return cell.row * cols_ + cell.col; }
    // The movable cell next to `cell` on `side`; kNoCell at the board's edge or a fixed piece.
    int neighbour(int cell, int side) const { return neighbours_[cell * kSides + side]; }

  private:
    int cols_;
    int cell_count_;
    std::vector<int> neighbours_;  // cell * kSides + side
};

}  // namespace gridjudge::huarongdao
