// BlankBfs: how far the blank must walk to reach each side of the designated piece while the
// piece stays where it is. The piece's cell counts as a wall: the blank can never pass through
// the piece (a known wrong approach lets it, and finds moves that are too cheap or impossible).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "reference/huarongdao/grid.h"

namespace gridjudge::huarongdao {

inline constexpr int kUnreachable = -1;

class BlankBfs {
  public:
    explicit BlankBfs(const Grid& grid);

    // Blank moves from `from` to each side of `piece` (from != piece); kUnreachable where the
    // side is off the board, fixed, or cut off from `from`. Stops as soon as every side is found.
    std::array<int, kSides> distances_to_sides(int from, int piece);

  private:
    // Starts a search: every cell becomes unvisited without touching the whole array.
    void next_search();
    bool visited(int cell) const { return stamp_[cell] == search_; }

    const Grid& grid_;
    std::vector<std::uint32_t> stamp_;  // cell was visited by search number stamp_[cell]
    std::uint32_t search_ = 0;
    std::vector<int> queue_;  // cells, each pushed once: visited is marked on push
    std::vector<int> distance_;
};

}  // namespace gridjudge::huarongdao
