// Building blocks shared by the wallpusher generators: random wall layouts, small edits of a
// layout, and the one question every strategy asks of a candidate maze: how long is its
// reference escape, if it has one. All randomness comes from the caller's Rng.
#pragma once

#include <optional>
#include <vector>

#include "generators/common/rng.h"
#include "reference/wallpusher/rules.h"

namespace gridjudge::wallpusher {

// The edges of the outer boundary, and the inner ones, in increasing order.
const std::vector<int>& outer_edges();
const std::vector<int>& inner_edges();

// A side of a cell that lies on the outer boundary: where an exit can be.
struct BoundarySide {
    int cell;
    Direction side;
};
const std::vector<BoundarySide>& boundary_sides();  // in cell order, then N, E, S, W

// Each inner edge holds a wall with probability wall_percent / 100; the boundary is walled
// except for `gaps` distinct gaps (0..20) picked at random.
WallSet random_walls(Rng& rng, int wall_percent, int gaps);

int random_cell(Rng& rng);

// The length of the reference escape from `maze`; nullopt when there is none, or when the
// search cannot tell within the generators' budget (such a maze is simply not used).
std::optional<int> escape_length(State maze);

// Calls draw(rng) until it returns a maze whose escape takes at least `min_length` moves.
// Every strategy's `draw` succeeds often, so this ends quickly.
template <typename Draw>
State draw_escapable(Rng& rng, int min_length, Draw draw) {
    for (;;) {
        const State maze = draw(rng);
        if (escape_length(maze).value_or(0) >= min_length) return maze;
    }
}

}  // namespace gridjudge::wallpusher
