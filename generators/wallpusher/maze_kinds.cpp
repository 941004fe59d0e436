#include "generators/wallpusher/maze_kinds.h"

#include <vector>

#include "generators/wallpusher/maze_sampling.h"

namespace gridjudge::wallpusher {
namespace {

// A wall percentage or a count drawn from lo..hi.
int between(Rng& rng, int lo, int hi) {
    return static_cast<int>(rng.uniform(lo, hi));
}

// The sides at right angles to `direction` along which `cell` has a neighbour (at least one:
// the maze is wider and taller than one cell).
std::vector<Direction> inner_flanks(int cell, Direction direction) {
    std::vector<Direction> flanks;
    for (Direction side : kDirections)
        if (side != direction && side != opposite(direction) && neighbour(cell, side))
            flanks.push_back(side);
    return flanks;
}

WallSet with_wall(WallSet walls, int cell, Direction side) {
    return walls | edge_bit(edge_of(cell, side));
}
WallSet without_wall(WallSet walls, int cell, Direction side) {
    return walls & ~edge_bit(edge_of(cell, side));
}

}  // namespace

State random_maze(Rng& rng, int wall_percent, int gaps) {
    return draw_escapable(
        rng, 1, [&](Rng& r) { return State(random_cell(r), random_walls(r, wall_percent, gaps)); });
}

State exit_adjacent_maze(Rng& rng, int wall_percent, int gaps) {
    const WallSet walls = random_walls(rng, wall_percent, gaps);
    std::vector<int> exit_cells;
    for (const BoundarySide& place : boundary_sides())
        if (!(walls & edge_bit(edge_of(place.cell, place.side)))) exit_cells.push_back(place.cell);
    return State(rng.pick(exit_cells), walls);
}

State double_walls_maze(Rng& rng) {
    return draw_escapable(rng, 5, [](Rng& r) {
        WallSet walls = random_walls(r, between(r, 15, 35), between(r, 1, 3));
        for (int doubles = between(r, 4, 8); doubles > 0; --doubles) {
            const int cell = random_cell(r);
            const Direction axis = r.chance(1, 2) ? Direction::North : Direction::West;
            walls = with_wall(with_wall(walls, cell, axis), cell, opposite(axis));
        }
        return State(random_cell(r), walls);
    });
}

State boundary_push_maze(Rng& rng) {
    // Any legal way out enters the exit's cell from a flank: two moves to get beside it, one in,
    // one out.
    return draw_escapable(rng, 4, [](Rng& r) {
        const BoundarySide exit = r.pick(boundary_sides());
        const Direction inward = opposite(exit.side);
        WallSet walls = random_walls(r, between(r, 20, 50), 0);
        walls = without_wall(with_wall(walls, exit.cell, inward), exit.cell, exit.side);
        return State(*neighbour(exit.cell, inward), walls);
    });
}

State outer_wall_shortcut_maze(Rng& rng) {
    return draw_escapable(rng, 1 + kShortcutMargin, [](Rng& r) {
        const BoundarySide lean = r.pick(boundary_sides());
        const WallSet walls = random_walls(r, between(r, 20, 50), between(r, 1, 2));
        return State(lean.cell, with_wall(walls, lean.cell, lean.side));
    });
}

State double_wall_shortcut_maze(Rng& rng) {
    return draw_escapable(rng, 2 + kShortcutMargin, [](Rng& r) {
        const BoundarySide exit = r.pick(boundary_sides());
        const Direction flank = r.pick(inner_flanks(exit.cell, exit.side));
        WallSet walls = random_walls(r, between(r, 20, 45), between(r, 1, 2));
        walls = with_wall(walls, exit.cell, flank);            // the wall the start would push
        walls = with_wall(walls, exit.cell, opposite(flank));  // ... into the one behind it
        // Walled towards the inside too: the only legal entry would push that wall onto the gap.
        walls = with_wall(walls, exit.cell, opposite(exit.side));
        return State(*neighbour(exit.cell, flank), without_wall(walls, exit.cell, exit.side));
    });
}

}  // namespace gridjudge::wallpusher
