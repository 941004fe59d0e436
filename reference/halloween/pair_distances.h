// PairDistances: for two of the three ghosts (phantoms included), the exact number of steps that
// brings those two alone to their targets, from every pair of cells, found by one breadth-first
// search back from the targets over pairs (a few ten thousand pairs on a 16x16 map). Whatever the
// third ghost does, the two of them take at least that many steps: the rules between the two
// (no shared cell, no swap) hold in every step of a three-ghost solution too. So the largest of
// the three pairs' distances is a lower bound on the answer that changes by at most one per step,
// the heuristic of the guided search (guided_search.h).
#pragma once

#include <cstdint>
#include <vector>

#include "reference/halloween/state_space.h"

namespace gridjudge::halloween {

class PairDistances {
  public:
    // The pair cannot reach its targets from these cells (then neither can all three ghosts).
    static constexpr std::uint8_t kUnreachable = 255;
    // Longer distances are stored as this: still a lower bound, still changing by at most one.
    static constexpr std::uint8_t kCapped = 254;

    // Ghosts `first` and `second` of `space`, whose targets are their cells in space.goal().
    PairDistances(const StateSpace& space, int first, int second);

    std::uint8_t steps(unsigned first_cell, unsigned second_cell) const {
        return steps_[first_cell << bits_ | second_cell];
    }

  private:
    int bits_;
    std::vector<std::uint8_t> steps_;  // by first_cell << bits | second_cell
};

}  // namespace gridjudge::halloween
