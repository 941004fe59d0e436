// The scoreboard as CSV (RFC 4180): one header line, then one line per row in rank order:
// rank, team_id, team, the totals (num_solved, total_time for pass-fail; score for ioi/oi), then
// one column per problem, headed by its label, holding cell_text (scoreboard_text.h).
#pragma once

#include <string>
#include <vector>

#include "judge/contest/scoreboard.h"

namespace gridjudge::contest {

// `problems` and `teams` give the labels and names (the board holds only ids). A team name that
// a spreadsheet would take for a formula (=, +, -, @, tab, CR first) is written with a leading
// apostrophe, so opening the file runs nothing.
std::string scoreboard_csv(const Scoreboard& board, const std::vector<ContestProblem>& problems,
                           const std::vector<Team>& teams);

}  // namespace gridjudge::contest
