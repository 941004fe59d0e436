// The fast reference solver: A* over packed states (state_space.h) guided by the exact distances
// of every pair of ghosts (guided_search.h), by default. The two breadth-first searches, from
// both ends at once and from the start only, are kept as the baselines the benchmark and the
// tests compare against.
#pragma once

#include <optional>

#include "reference/halloween/model.h"

namespace gridjudge::halloween {

enum class Search {
    Guided,         // A* on the pairs' distances; the reference's choice
    Bidirectional,  // BFS growing the smaller frontier of the two ends
    Forward,        // plain BFS from the start
};

// The least number of steps that brings every ghost of a validated case to its target;
// std::nullopt when no sequence of steps does. In a case the start differs from the goal (a ghost's
// letter and its target's are different cells), so the answer is at least 1.
std::optional<int> shortest_steps(const Case& one, Search search = Search::Guided);

}  // namespace gridjudge::halloween
