#include "reference/halloween/solver.h"

#include <utility>

#include "reference/halloween/guided_search.h"
#include "reference/halloween/layered_bfs.h"
#include "reference/halloween/state_space.h"

namespace gridjudge::halloween {
namespace {

using State = StateSpace::State;

// One end of a search: what it has seen and its newest layer, all at distance `depth` from its
// root.
struct Frontier {
    Frontier(const StateSpace& space, State root) : seen(space.state_bound()), layer{root} {
        seen.insert(root);
    }
    StateSet seen;
    std::vector<State> layer;
    std::vector<State> next;
    int depth = 0;
};

std::optional<int> forward_search(const StateSpace& space) {
    Frontier from_start(space, space.start());
    while (!from_start.layer.empty()) {
        bool found = expand_layer(space, from_start.layer, from_start.seen, from_start.next,
                                  [&](State state) { return state == space.goal(); });
        ++from_start.depth;
        if (found) return from_start.depth;
        std::swap(from_start.layer, from_start.next);
    }
    return std::nullopt;
}

// Invariant: no state has been seen by both ends (true at the outset: start and goal differ), so
// the answer exceeds the sum of their depths. When growing one end by a layer reaches a state the
// other end has seen, the answer is therefore exactly that sum plus one, whatever that state's
// distance from the other root.
std::optional<int> bidirectional_search(const StateSpace& space) {
    Frontier ends[2] = {Frontier(space, space.start()), Frontier(space, space.goal())};
    for (;;) {
        const int grow = ends[0].layer.size() <= ends[1].layer.size() ? 0 : 1;
        Frontier& growing = ends[grow];
        const Frontier& other = ends[1 - grow];
        // An end that runs out of states has seen its root's whole component without meeting.
        if (growing.layer.empty()) return std::nullopt;
        bool met = expand_layer(space, growing.layer, growing.seen, growing.next,
                                [&](State state) { return other.seen.contains(state); });
        if (met) return growing.depth + 1 + other.depth;
        std::swap(growing.layer, growing.next);
        ++growing.depth;
    }
}

}  // namespace

std::optional<int> shortest_steps(const Case& one, Search search) {
    const StateSpace space(one);
    switch (search) {
        case Search::Guided:
            return guided_search(space);
        case Search::Bidirectional:
            return bidirectional_search(space);
        case Search::Forward:
            break;
    }
    return forward_search(space);
}

}  // namespace gridjudge::halloween
