// FastSolver: the reference solver. The search keeps only the states where the blank touches the
// designated piece, (piece cell, side of the blank): 4nm of them. A state moves on by swapping
// piece and blank (1 move; the blank ends on the opposite side) or by walking the blank round to
// another side (TurnCosts). A game is a BlankBfs from the blank to the piece's sides, then a
// shortest-path search over these states. Built once per layout; answers any number of games.
#pragma once

#include <vector>

#include "reference/huarongdao/blank_bfs.h"
#include "reference/huarongdao/bucket_queue.h"
#include "reference/huarongdao/grid.h"
#include "reference/huarongdao/model.h"
#include "reference/huarongdao/turn_costs.h"

namespace gridjudge::huarongdao {

class FastSolver {
  public:
    explicit FastSolver(const Board& board);
    FastSolver(const FastSolver&) = delete;  // members point into each other
    FastSolver& operator=(const FastSolver&) = delete;

    // The least number of moves bringing game.piece onto game.target, or kImpossible.
    int least_moves(const Game& game);

  private:
    void improve(int state, int distance);

    Grid grid_;
    BlankBfs bfs_;
    TurnCosts turns_;
    std::vector<int> distance_;  // per state, cell * kSides + side of the blank
    BucketQueue queue_;
};

}  // namespace gridjudge::huarongdao
