#include "reference/huarongdao/grid.h"

namespace gridjudge::huarongdao {
namespace {
constexpr int kRowStep[kSides] = {-1, 0, 1, 0};
constexpr int kColStep[kSides] = {0, 1, 0, -1};
}  // namespace

Grid::Grid(const Board& board)
    : cols_(board.cols),
      cell_count_(board.cell_count()),
      neighbours_(static_cast<std::size_t>(board.cell_count()) * kSides, kNoCell) {
    for (int row = 0; row < board.rows; ++row)
        for (int col = 0; col < board.cols; ++col)
            for (int side = 0; side < kSides; ++side) {
                Cell next{row + kRowStep[side], col + kColStep[side]};
                if (board.contains(next) && board.is_movable(next))
                    neighbours_[index({row, col}) * kSides + side] = index(next);
            }
}

}  // namespace gridjudge::huarongdao
