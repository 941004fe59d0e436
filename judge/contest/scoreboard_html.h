// The scoreboard as a standalone HTML page: the contest's name, the freeze notice the CCS rules
// prescribe while frozen, and one table row per team. Every name on it (contest, problems,
// teams) is escaped: a team called "<script>…" shows as text and runs nothing.
#pragma once

#include <string>
#include <vector>

#include "judge/contest/scoreboard.h"

namespace gridjudge::contest {

std::string scoreboard_html(const Scoreboard& board, const ContestSettings& settings,
                            const std::vector<ContestProblem>& problems,
                            const std::vector<Team>& teams);

// & < > " ' as character references; bytes that are not UTF-8 as U+FFFD (a name in another
// encoding must not change how the rest of the page decodes).
std::string scoreboard_html_escape(std::string_view text);

}  // namespace gridjudge::contest
