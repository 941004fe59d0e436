// The official input format of the Wall Pusher: a strict parser (every error names the file,
// line and field) and the writer the generators use, so the two cannot drift apart.
//
//   col row          start cell, column first, 1-based (1..6, 1..4)
//   m m m m m m      4 lines of 6 cell masks 0..15 (1 = west, 2 = north, 4 = east, 8 = south)
//   ...              more cases
//   0 0              terminator; only blank lines may follow
//
// The parser checks everything that a look at the text can decide: the ranges, that neighbours
// agree about shared walls and that the boundary has a gap. Whether a way out exists needs a
// search; the facade (wallpusher.cpp) checks that with the solver.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "reference/wallpusher/rules.h"

namespace gridjudge::wallpusher {

// A product limit (the original is silent): keeps a test file within the 1 s time limit.
inline constexpr int kMaxCases = 100;

struct MazeCase {
    int line;  // the line of the case's start cell, for errors about the case as a whole
    State start;
};

std::vector<MazeCase> parse_input(std::string_view text, std::string_view source);

// The input text for `cases` in the official format, terminator included.
std::string format_input(const std::vector<State>& cases);

}  // namespace gridjudge::wallpusher
