#include "reference/huarongdao/solver.h"

#include <algorithm>
#include <limits>

namespace gridjudge::huarongdao {
namespace {
// Larger than any distance, so "not reached yet" needs no test of its own when relaxing.
constexpr int kNotReached = std::numeric_limits<int>::max();
}  // namespace

// The queue's span: a start key is a blank walk (fewer than cell_count moves), and every later
// key is the last popped key plus one swap or one turn (again a blank walk), so no pending key
// is ever cell_count or more above the last popped one.
FastSolver::FastSolver(const Board& board)
    : grid_(board),
      bfs_(grid_),
      turns_(grid_, bfs_),
      distance_(static_cast<std::size_t>(grid_.cell_count()) * kSides, kNotReached),
      queue_(grid_.cell_count()) {}

void FastSolver::improve(int state, int distance) {
    if (distance >= distance_[state]) return;
    distance_[state] = distance;
    queue_.push(distance, state);
}

int FastSolver::least_moves(const Game& game) {
    // Nothing to do; the search below would charge for bringing the blank over first.
    if (game.piece == game.target) return 0;
    const int piece = grid_.index(game.piece);
    const int target = grid_.index(game.target);

    std::fill(distance_.begin(), distance_.end(), kNotReached);
    queue_.clear();
    std::array<int, kSides> start = bfs_.distances_to_sides(grid_.index(game.blank), piece);
    for (int side = 0; side < kSides; ++side)
        if (start[side] != kUnreachable) improve(piece * kSides + side, start[side]);

    while (!queue_.empty()) {
        auto [distance, state] = queue_.pop();
        if (distance != distance_[state]) continue;  // superseded by a shorter push
        const int cell = state / kSides;
        const int side = state % kSides;
        if (cell == target) return distance;
        improve(grid_.neighbour(cell, side) * kSides + opposite(side), distance + 1);
        for (int to = 0; to < kSides; ++to) {
            int turn = turns_.cost(cell, side, to);
            if (to != side && turn != kUnreachable) improve(cell * kSides + to, distance + turn);
        }
    }
    return kImpossible;
}

}  // namespace gridjudge::huarongdao
