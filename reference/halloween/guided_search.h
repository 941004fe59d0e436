// The reference's search: A* over packed states (state_space.h), guided by the largest of the three
// pairs' exact distances (pair_distances.h). That bound is admissible and changes by at most one
// per step (consistent), so a state expanded from the bucket of f = steps + bound has its least
// number of steps, and every state with f below the answer is expanded at most once; with the
// pairs' distances that is a small part of what a breadth-first search sweeps (docs/halloween.md).
#pragma once

#include <optional>

#include "reference/halloween/state_space.h"

namespace gridjudge::halloween {

// The least number of steps from space.start() to space.goal(); std::nullopt when there is none.
std::optional<int> guided_search(const StateSpace& space);

}  // namespace gridjudge::halloween
