// Hand-made mazes for the rules' corner cases, in the official input format, each with the
// reference answer worked out by hand (a shortest escape, the smallest in the order N, E, S, W).
// Apart from the walls named, each maze has only its outer boundary.
#pragma once

#include <string>
#include <string_view>

#include "reference/wallpusher/input_format.h"

namespace gridjudge::wallpusher::testing {

struct EdgeMaze {
    std::string_view input;   // one case, terminator included
    std::string_view answer;  // without the newline
};

// The start, row 1 column 3, has the only exit on its north side.
inline constexpr EdgeMaze kExitAdjacent{
    "3 1\n3 2 0 2 2 6\n1 0 0 0 0 4\n1 0 0 0 0 4\n9 8 8 8 8 12\n0 0\n", "N"};

// Start row 2 column 3; exits west of row 2 column 1 and north of row 1 column 4, both three
// moves away (WWW, NEN, ENN): the tie goes to the smallest in the order N, E, S, W.
inline constexpr EdgeMaze kTwoExitsTie{
    "3 2\n3 2 2 0 2 6\n0 0 0 0 0 4\n1 0 0 0 0 4\n9 8 8 8 8 12\n0 0\n", "NEN"};

// Start row 2 column 2, behind the east wall of the exit's cell (row 2 column 1, exit west).
// Pushing that wall west lands it on the gap and closes it, so the way out goes round.
inline constexpr EdgeMaze kPushClosesGap{
    "2 2\n3 2 2 2 2 6\n4 1 0 0 0 4\n1 0 0 0 0 4\n9 8 8 8 8 12\n0 0\n", "NWSW"};

// Start row 2 column 3; row 2 column 2 is walled west and east (a double wall to the exit west
// of row 2 column 1), so the way out goes round through row 1.
inline constexpr EdgeMaze kDoubleWall{
    "3 2\n3 2 2 2 2 6\n4 5 1 0 0 4\n1 0 0 0 0 4\n9 8 8 8 8 12\n0 0\n", "NWWSW"};

// Start row 2 column 1 against the outer wall; the only exit is north of row 1 column 6.
inline constexpr EdgeMaze kOuterWall{
    "1 2\n3 2 2 2 2 4\n1 0 0 0 0 4\n1 0 0 0 0 4\n9 8 8 8 8 12\n0 0\n", "NEEEEEN"};

// The first case of an edge maze's input.
inline State start_of(const EdgeMaze& maze) {
    return parse_input(maze.input, "edge maze")[0].start;
}

// The maze's case without the terminator, to put more cases after it.
inline std::string case_text(const EdgeMaze& maze) {
    return std::string(maze.input.substr(0, maze.input.size() - std::string_view("0 0\n").size()));
}

}  // namespace gridjudge::wallpusher::testing
