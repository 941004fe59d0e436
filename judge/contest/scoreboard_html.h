// The scoreboard as a standalone HTML page: the contest's name, the freeze notice the CCS rules
// prescribe while frozen, and one table row per team. Every name on it (contest, problems,
// teams) is escaped (html_escape, judge/util/html_text.h): a team called "<script>…" shows as text
// and runs nothing.
#pragma once

#include <string>
#include <vector>

#include "judge/contest/scoreboard.h"

namespace gridjudge::contest {

std::string scoreboard_html(const Scoreboard& board, const ContestSettings& settings,
                            const std::vector<ContestProblem>& problems,
                            const std::vector<Team>& teams);

}  // namespace gridjudge::contest
