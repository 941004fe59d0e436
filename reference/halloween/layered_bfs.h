// The building blocks of every breadth-first search over a StateSpace: a visited set that is a flat
// bitset indexed by packed state (a 16x16 map needs 2 MiB, where a hash set would need hundreds),
// and the expansion of one BFS layer into the next.
#pragma once

#include <cstdint>
#include <vector>

#include "reference/halloween/state_space.h"

namespace gridjudge::halloween {

class StateSet {
  public:
    explicit StateSet(std::size_t state_bound) : words_((state_bound + 63) / 64) {}

    bool contains(StateSpace::State state) const {
        return (words_[state >> 6] >> (state & 63)) & 1;
    }

    // Adds `state`; false if it was already there.
    bool insert(StateSpace::State state) {
        std::uint64_t& word = words_[state >> 6];
        const std::uint64_t bit = std::uint64_t{1} << (state & 63);
        if (word & bit) return false;
        word |= bit;
        return true;
    }

  private:
    std::vector<std::uint64_t> words_;
};

// Replaces `next` with the successors of `layer` that were not in `seen`, adding them to `seen`.
// Returns true, leaving the layer unfinished, as soon as a new state satisfies stop_at(state).
template <typename StopAt>
bool expand_layer(const StateSpace& space, const std::vector<StateSpace::State>& layer,
                  StateSet& seen, std::vector<StateSpace::State>& next, StopAt&& stop_at) {
    next.clear();
    bool stopped = false;
    for (StateSpace::State state : layer) {
        space.for_each_successor(state, [&](StateSpace::State successor) {
            if (stopped || !seen.insert(successor)) return;
            next.push_back(successor);
            stopped = stop_at(successor);
        });
        if (stopped) return true;
    }
    return false;
}

}  // namespace gridjudge::halloween
