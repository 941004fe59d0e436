// Pieces the contest pages share: the bar on top (contest, clock, who, log out) and the list of
// clarifications.
#pragma once

#include <string>
#include <vector>

#include "judge/web/contest_views.h"

namespace gridjudge::web {

std::string contest_bar_html(const ContestBar& bar);
// "1 h 02 min 05 s"
std::string duration_text(contest::Seconds seconds);
std::string clarifications_list(const std::vector<ClarificationView>& clarifications);

}  // namespace gridjudge::web
