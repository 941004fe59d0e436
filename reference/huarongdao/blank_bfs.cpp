#include "reference/huarongdao/blank_bfs.h"

#include <algorithm>

namespace gridjudge::huarongdao {

BlankBfs::BlankBfs(const Grid& grid)
    : grid_(grid), stamp_(grid.cell_count(), 0), distance_(grid.cell_count(), 0) {
    queue_.reserve(grid.cell_count());
}

void BlankBfs::next_search() {
    if (++search_ == 0) {  // the counter wrapped: old stamps could look current
        std::fill(stamp_.begin(), stamp_.end(), 0);
        search_ = 1;
    }
}

std::array<int, kSides> BlankBfs::distances_to_sides(int from, int piece) {
    std::array<int, kSides> result;
    result.fill(kUnreachable);
    int sides_left = 0;
    for (int side = 0; side < kSides; ++side) sides_left += grid_.neighbour(piece, side) != kNoCell;

    next_search();
    stamp_[piece] = search_;  // the piece is a wall for the blank
    queue_.clear();
    auto reach = [&](int cell, int distance) {
        stamp_[cell] = search_;
        distance_[cell] = distance;
        queue_.push_back(cell);
        for (int side = 0; side < kSides; ++side)
            if (grid_.neighbour(piece, side) == cell) {
                result[side] = distance;
                --sides_left;
            }
    };
    reach(from, 0);
    for (std::size_t head = 0; head < queue_.size() && sides_left > 0; ++head) {
        int cell = queue_[head];
        for (int side = 0; side < kSides; ++side) {
            int next = grid_.neighbour(cell, side);
            if (next != kNoCell && !visited(next)) reach(next, distance_[cell] + 1);
        }
    }
    return result;
}

}  // namespace gridjudge::huarongdao
