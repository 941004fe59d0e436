// TurnCosts: for every movable cell p and two of its sides a and b, the fewest blank moves that
// take the blank from p's a-side to its b-side while a piece stands on p. It depends only on the
// layout, so it is computed once per input and shared by all q games.
#pragma once

#include <vector>

#include "reference/huarongdao/blank_bfs.h"

namespace gridjudge::huarongdao {

class TurnCosts {
  public:
    TurnCosts(const Grid& grid, BlankBfs& bfs);

    // kUnreachable when the blank cannot get round, or either side is not a movable cell.
    int cost(int cell, int from_side, int to_side) const {
        return costs_[(cell * kSides + from_side) * kSides + to_side];
    }

  private:
    std::vector<int> costs_;  // (cell * kSides + from_side) * kSides + to_side
};

}  // namespace gridjudge::huarongdao
