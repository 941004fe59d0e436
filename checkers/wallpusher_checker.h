// The `wallpusher` checker. Any shortest escape is accepted, so each case's output line is
// replayed with the reference rules instead of compared with the answer file (a text difference
// from the jury's escape would point at valid moves):
//   PE    a line that is not one word of the letters N, E, S, W;
//   WA    a missing line, an illegal move, leaving too early or not at all, a longer escape than
//         the jury's, or non-blank output after the last case;
//   FAIL  a legal escape SHORTER than the jury's (the reference answer is wrong), or input and
//         answer files that are not valid (the jury's fault, never the contestant's).
// The first problem found, in case order, decides; its message names the 1-based case and move
// and says what the move did wrong, e.g.
//   "case 3, move 7: 'N' from row 2, column 3 walks into a wall that cannot be pushed (a wall
//    lies behind it)", "case 2: 17 moves, but 15 are enough",
//   "case 4: the sequence ends inside the maze, at row 1, column 4, after 9 moves".
#pragma once

#include <string_view>

#include "checkers/check_result.h"

namespace gridjudge::checkers {

CheckResult check_wallpusher(std::string_view input, std::string_view output,
                             std::string_view answer);

}  // namespace gridjudge::checkers
