// The reference solver: a breadth-first search over (player cell, wall layout) states, keyed by
// the packed State in an open-addressing hash table. Breadth-first order makes the first escape
// found a shortest one, and expanding moves in the order N, E, S, W makes it the
// lexicographically smallest shortest sequence in that order: a fixed tie rule, so the answer
// file is the same on every machine and after every refactoring.
#pragma once

#include <cstddef>
#include <string>

#include "reference/wallpusher/rules.h"

namespace gridjudge::wallpusher {

// A maze with a way out is solved within a few thousand states, but proving that a maze has
// none may mean enumerating millions of wall layouts. The budget bounds that time and memory
// (about 30 bytes a state); the product refuses a maze the search cannot decide within it.
inline constexpr std::size_t kStateBudget = 2'000'000;

struct SearchResult {
    enum class Outcome { Escaped, NoWayOut, GaveUp };
    Outcome outcome;
    std::string moves;   // the reference escape ("NESW" letters) when Escaped
    std::size_t states;  // distinct states reached
};

SearchResult shortest_escape(State start, std::size_t state_budget = kStateBudget);

}  // namespace gridjudge::wallpusher
