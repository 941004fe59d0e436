// Replays a Wall Pusher move sequence with the reference rules (reference/wallpusher/rules.h)
// and says whether it is a legal escape: every move legal, the maze left on the last move and
// not before. When it is not, the fault says where a coach should look: the 1-based move and
// the cell it was made from, in words a contestant understands. The checker uses it on the
// contestant's and the jury's lines; tests use it on the solvers' answers.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "reference/wallpusher/rules.h"

namespace gridjudge::checkers {

struct EscapeFault {
    int move = 0;      // 1-based move at fault; 0: the fault is the sequence's end
    std::string what;  // "'N' from row 2, column 3 walks into a wall that cannot be pushed ..."

    // "move 7: <what>", or <what> alone for a fault at the end.
    std::string text() const;
    // "case 3, move 7: <what>", or "case 3: <what>".
    std::string in_case(std::string_view case_name) const;
};

// nullopt when `moves` leaves the maze from `start` on its last move and breaks no rule.
// The faults, by the move they happen on:
//   "'W' from row 1, column 2 walks into a wall that cannot be pushed (a wall lies behind it)"
//   "'S' from row 4, column 1 walks into an outer wall, which cannot be pushed out of the maze"
//   "'N' from row 1, column 3 leaves the maze, but 2 more moves follow"
//   "'x' is not one of N, E, S, W"
// and at the end (move 0): "the sequence ends inside the maze, at row 4, column 1, after 7 moves".
std::optional<EscapeFault> escape_fault(wallpusher::State start, std::string_view moves);

}  // namespace gridjudge::checkers
