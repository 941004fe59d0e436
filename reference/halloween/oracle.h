// The brute-force oracle: a textbook BFS over the ghosts' map coordinates with a std::map of
// distances. It shares no code with the fast solver (no cell numbering, no packing, no phantoms),
// so the tests can hold one against the other. Small maps only: it is as slow as it is plain.
#pragma once

#include <optional>

#include "reference/halloween/model.h"

namespace gridjudge::halloween {

enum class SwapRule {
    Forbidden,  // the problem's rule
    Allowed,    // not the problem: generators use it to find maps where the rule matters
};

// The least number of steps that brings every ghost of a validated case to its target;
// std::nullopt when no sequence of steps does.
std::optional<int> oracle_shortest_steps(const Case& one, SwapRule swaps = SwapRule::Forbidden);

}  // namespace gridjudge::halloween
