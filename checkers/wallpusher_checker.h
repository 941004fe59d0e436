// The `wallpusher` checker. Any shortest escape is accepted, so each case's output line is
// replayed with the reference rules instead of compared with the answer file:
//   PE    a line that is not one word of the letters N, E, S, W;
//   WA    a missing line, an illegal move, leaving too early or not at all, a longer escape than
//         the jury's, or non-blank output after the last case;
//   FAIL  a legal escape SHORTER than the jury's (the reference answer is wrong), or input and
//         answer files that are not valid (the jury's fault, never the contestant's).
// The first problem found, in case order, decides; its message names the case and the move.
#pragma once

#include <string_view>

#include "checkers/check_result.h"

namespace gridjudge::checkers {

CheckResult check_wallpusher(std::string_view input, std::string_view output,
                             std::string_view answer);

}  // namespace gridjudge::checkers
