#include "reference/huarongdao/turn_costs.h"

namespace gridjudge::huarongdao {

TurnCosts::TurnCosts(const Grid& grid, BlankBfs& bfs)
    : costs_(static_cast<std::size_t>(grid.cell_count()) * kSides * kSides, kUnreachable) {
    for (int cell = 0; cell < grid.cell_count(); ++cell) {
        // Blank walks are reversible, so a search from side a also gives every b -> a; the
        // last side needs no search of its own.
        for (int from = 0; from + 1 < kSides; ++from) {
            int start = grid.neighbour(cell, from);
            if (start == kNoCell) continue;
            std::array<int, kSides> distance = bfs.distances_to_sides(start, cell);
            for (int to = from + 1; to < kSides; ++to) {
                costs_[(cell * kSides + from) * kSides + to] = distance[to];
                costs_[(cell * kSides + to) * kSides + from] = distance[to];
            }
        }
    }
}

}  // namespace gridjudge::huarongdao
