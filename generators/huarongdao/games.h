// Game pickers for the huarongdao generators: where the blank (E), the designated piece (S) and
// the target (T) go on a board. Every game they return is valid (all three on movable cells,
// E != S). `cells` is movable_cells(board) and holds at least two cells.
#pragma once

#include <vector>

#include "generators/common/rng.h"
#include "reference/huarongdao/model.h"

namespace gridjudge::huarongdao {

std::vector<Cell> movable_cells(const Board& board);

// A cell of `cells` other than `avoid`, uniformly.
Cell random_cell_except(const std::vector<Cell>& cells, Cell avoid, Rng& rng);

// E, S and T uniform (E != S).
Game random_game(const std::vector<Cell>& cells, Rng& rng);

// S uniform; T and E each the farthest from S of a few samples, so that both the blank and the
// piece have far to go: the costliest games for every search.
Game far_game(const std::vector<Cell>& cells, Rng& rng);

// The movable cells of the board's largest connected area (4-neighbour; the first found in
// reading order on a tie), in reading order. Games placed there make a search explore the
// most states: on a sparse board, most uniform games would start in a pocket of a few cells.
std::vector<Cell> largest_area(const Board& board);

// S = T (the answer is 0). The blank is not next to S unless no other cell is free, so a
// solution that forgets the case answers with the cost of bringing the blank over instead.
Game same_cell_game(const std::vector<Cell>& cells, Rng& rng);

// E = T: the piece must move onto the blank's starting cell.
Game blank_on_target_game(const std::vector<Cell>& cells, Rng& rng);

// T is a cell next to S when S has a movable neighbour (in a one-wide corridor the piece can
// only ever move one step, towards the side the blank is on).
Game next_door_game(const std::vector<Cell>& cells, Rng& rng);

}  // namespace gridjudge::huarongdao
