// Replays a Wall Pusher move sequence with the reference rules (reference/wallpusher/rules.h)
// and says whether it is a legal escape: every move legal, the maze left on the last move and
// not before. The checker uses it on the contestant's and the jury's lines; tests use it on the
// solvers' answers.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "reference/wallpusher/rules.h"

namespace gridjudge::checkers {

// nullopt when `moves` leaves the maze from `start` on its last move and breaks no rule;
// otherwise where and what goes wrong: "move 5 (E): pushes two walls", "move 3 (N): leaves the
// maze, but 2 more moves follow", "after move 7 (S): still in the maze, at row 4, column 1".
std::optional<std::string> escape_problem(wallpusher::State start, std::string_view moves);

}  // namespace gridjudge::checkers
