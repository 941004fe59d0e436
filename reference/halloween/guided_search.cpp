#include "reference/halloween/guided_search.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <new>
#include <stdexcept>
#include <vector>

#include "reference/halloween/pair_distances.h"

namespace gridjudge::halloween {
namespace {

using State = StateSpace::State;

// The largest of the three pairs' distances of one state; kUnreachable when a pair cannot reach
// its targets.
class PairBound {
  public:
    explicit PairBound(const StateSpace& space)
        : space_(space), ab_(space, 0, 1), ac_(space, 0, 2), bc_(space, 1, 2) {}

    int operator()(State state) const {
        const unsigned a = space_.cell_number(state, 0), b = space_.cell_number(state, 1),
                       c = space_.cell_number(state, 2);
        return std::max({ab_.steps(a, b), ac_.steps(a, c), bc_.steps(b, c)});
    }

  private:
    const StateSpace& space_;
    PairDistances ab_, ac_, bc_;
};

// The least number of steps found so far to each state, by packed state. calloc leaves the pages
// of states never reached unmapped: a guided search touches few of the 2^24 entries of a 16x16
// map, and the whole table is 32 MiB when a search does reach everything.
class BestSteps {
  public:
    explicit BestSteps(std::size_t state_bound)
        : steps_plus_one_(
              static_cast<std::uint16_t*>(std::calloc(state_bound, sizeof(std::uint16_t)))) {
        if (!steps_plus_one_) throw std::bad_alloc();
    }
    // True, keeping `steps`, if no way to `state` in fewer or as few steps was known. Answers are
    // a few hundred steps; a count that would not fit is an error, never a wrapped number.
    bool improve(State state, int steps) {
        if (steps + 1 > UINT16_MAX)
            throw std::overflow_error("halloween search: more than 65534 steps to one state");
        std::uint16_t& kept = steps_plus_one_.get()[state];
        if (kept != 0 && kept <= steps + 1) return false;
        kept = static_cast<std::uint16_t>(steps + 1);
        return true;
    }
    bool is(State state, int steps) const { return steps_plus_one_.get()[state] == steps + 1; }

  private:
    struct Free {
        void operator()(std::uint16_t* table) const { std::free(table); }
    };
    std::unique_ptr<std::uint16_t, Free> steps_plus_one_;
};

}  // namespace

// Buckets by f = steps + bound. A state is pushed again only when a shorter way to it turns up
// (with a consistent bound, at most two steps shorter, so at most three times); a popped entry
// whose steps (f minus its bound) are no longer its least is stale and skipped. Each bucket is a
// stack: the deepest states of the last bucket come first, so the goal is met early. A successor
// that is the goal is the answer at once: its parent is one step from the goal, so its bound is
// at most 1, and its f, the goal's steps, is the lowest f still open.
std::optional<int> guided_search(const StateSpace& space) {
    const PairBound bound(space);
    const int start_bound = bound(space.start());
    if (start_bound == PairDistances::kUnreachable) return std::nullopt;
    BestSteps best(space.state_bound());
    std::vector<std::vector<State>> buckets(start_bound + 1);
    best.improve(space.start(), 0);
    buckets[start_bound].push_back(space.start());
    for (std::size_t f = start_bound; f < buckets.size(); ++f) {
        while (!buckets[f].empty()) {
            const State state = buckets[f].back();
            buckets[f].pop_back();
            const int steps = static_cast<int>(f) - bound(state);
            if (!best.is(state, steps)) continue;  // reached in fewer steps since it was pushed
            bool reached_goal = false;
            space.for_each_successor(state, [&](State next) {
                if (next == space.goal()) reached_goal = true;
                if (reached_goal) return;
                const int next_bound = bound(next);
                if (next_bound == PairDistances::kUnreachable || !best.improve(next, steps + 1))
                    return;
                const std::size_t next_f = static_cast<std::size_t>(steps + 1 + next_bound);
                if (next_f >= buckets.size()) buckets.resize(next_f + 1);
                buckets[next_f].push_back(next);
            });
            if (reached_goal) return steps + 1;
        }
    }
    return std::nullopt;
}

}  // namespace gridjudge::halloween
