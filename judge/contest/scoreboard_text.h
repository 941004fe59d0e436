// What the exports (CSV, HTML) write for a scoreboard: each cell and total as a short text, so
// both formats say the same thing the same way.
#pragma once

#include <string>
#include <string_view>

#include "judge/contest/scoreboard.h"

namespace gridjudge::contest {

// pass-fail: "3/55" (tries / minute solved), "2/-" (unsolved), then " +1?" per pending tries;
// ioi/oi: the score ("71.5"), then " +1?"; an OI cell before the end: "2 submitted"; "" when the
// team never submitted. Never starts with a sign (spreadsheets would read a formula).
std::string cell_text(const Scoreboard& board, const ProblemCell& cell);

// A score as the board shows it: up to six decimals, no trailing zeros ("70", "33.333333").
std::string score_text(double score);

// The name a board shows for a team: its display name, else its name.
std::string_view team_shown_name(const Team& team);

}  // namespace gridjudge::contest
