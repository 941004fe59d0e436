// The map shapes the halloween generators carve, each a connected corridor on a MapCanvas (so the
// 2x2 rule holds): the strategies in halloween_generators.cpp combine them with ghost placements.
#pragma once

#include "generators/common/rng.h"
#include "generators/halloween/map_canvas.h"

namespace gridjudge::halloween {

// Grows one corridor from a random cell, opening random walls next to it, until it holds
// `percent`% of the interior cells or no wall can be opened.
MapCanvas grown_map(Rng& rng, int width, int height, int percent);

// A perfect maze (tree-like corridors) on the cells with odd coordinates, plus `loops` extra
// openings that each close a cycle.
MapCanvas maze_map(Rng& rng, int width, int height, int loops);

// As open as the 2x2 rule allows: a wall on every second cell of every second row (a lattice of
// pillars), 147 corridor cells on a 16x16 map. The seed picks the lattice's parity.
MapCanvas open_map(Rng& rng, int width, int height);

// One long corridor snaking down the map (rows `row_gap` apart, 2 or 3, joined at alternating
// ends) with `pockets` dead-end cells beside it, the only places where ghosts can pass each other.
// Rows two apart make the longest corridor, with dead ends only above its first row.
MapCanvas snake_map(Rng& rng, int width, int height, int row_gap, int pockets);

}  // namespace gridjudge::halloween
