// The brute-force oracle: a plain breadth-first search over every (piece cell, blank cell) pair,
// O((nm)^2) per game. Slow but obviously right; the tests hold the fast solver to it. It shares
// nothing with the fast solver but the model.
#pragma once

#include "reference/huarongdao/model.h"

namespace gridjudge::huarongdao {

// The least number of moves bringing game.piece onto game.target, or kImpossible.
int oracle_least_moves(const Board& board, const Game& game);

}  // namespace gridjudge::huarongdao
