// The fast reference solver: breadth-first search over packed states (state_space.h), from both
// ends at once by default. The one-directional search is kept as the baseline the benchmark and
// the tests compare against.
#pragma once

#include <optional>

#include "reference/halloween/model.h"

namespace gridjudge::halloween {

enum class Search {
    Bidirectional,  // grows the smaller frontier of the two searches; the reference's choice
    Forward,        // plain BFS from the start
};

// The least number of steps that brings every ghost of a validated case to its target;
// std::nullopt when no sequence of steps does. In a case the start differs from the goal (a ghost's
// letter and its target's are different cells), so the answer is at least 1.
std::optional<int> shortest_steps(const Case& one, Search search = Search::Bidirectional);

}  // namespace gridjudge::halloween
