// farthest_state: a full breadth-first search from one state of a case's StateSpace, returning an
// accepted state as many steps away as any accepted one. Steps are reversible, so the distance is
// symmetric: the farthest start from the targets is the hardest start for those targets. The `long`
// generator climbs on it.
#pragma once

#include <functional>
#include <optional>

#include "reference/halloween/state_space.h"

namespace gridjudge::halloween {

struct FarthestState {
    int steps = 0;
    StateSpace::State state = 0;  // the smallest accepted packed state at that distance
};

// std::nullopt when no state reachable from `from` is accepted.
std::optional<FarthestState> farthest_state(const StateSpace& space, StateSpace::State from,
                                            const std::function<bool(StateSpace::State)>& accept);

}  // namespace gridjudge::halloween
