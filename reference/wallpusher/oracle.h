// The brute-force oracle: a plain breadth-first search, one level of moves at a time, over full
// states held in a std::set with the whole move sequence beside each. Slow and obvious on
// purpose, and sharing no search code with solver.cpp, so the tests can hold the reference
// solver's lengths (and its tie order) against it. It shares only the rules (rules.h).
#pragma once

#include <optional>
#include <string>

#include "reference/wallpusher/rules.h"

namespace gridjudge::wallpusher {

// A shortest escape from `start` (the smallest in the order N, E, S, W among the shortest);
// nullopt when no sequence of moves leaves the maze.
std::optional<std::string> oracle_escape(State start);

}  // namespace gridjudge::wallpusher
