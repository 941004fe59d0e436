// Board layouts for the huarongdao generators: which cells are movable. Every maker is seeded
// only through the Rng it is given, so the same call gives the same board everywhere.
#pragma once

#include "generators/common/rng.h"
#include "reference/huarongdao/model.h"

namespace gridjudge::huarongdao {

// Exactly `movable_count` movable cells (at most rows * cols), at random places.
Board scattered_board(int rows, int cols, int movable_count, Rng& rng);

// A maze: rooms `width` x `width` cells in a lattice, walls one cell thick, joined by a random
// spanning tree (so the corridors make long detours); every wall left standing between two
// neighbouring rooms then opens with probability loops_percent / 100. Cells outside the last
// whole room stay fixed. Needs rows, cols >= width.
Board maze_board(int rows, int cols, int width, int loops_percent, Rng& rng);

// A one-cell-wide corridor snaking down the board: even rows are open, each odd row opens one
// cell, alternately at the right and the left end. `shortcuts` more cells of the odd rows then
// open at random (at most corridor_shortcut_room(rows, cols)).
Board corridor_board(int rows, int cols, int shortcuts, Rng& rng);
int corridor_shortcut_room(int rows, int cols);

}  // namespace gridjudge::huarongdao
