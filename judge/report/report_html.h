// The ranking as one self-contained HTML file (`report --html`): styles inlined, no scripts,
// no links to fetch, so it opens offline and can be mailed to a coach.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "judge/report/ranking.h"

namespace gridjudge {

// What the ranking covers, for the page's title and subtitle; nullopt = every one.
struct ReportScope {
    std::optional<std::string> contest, problem;
};

std::string ranking_report_html(const Ranking& ranking, const ReportScope& scope);

// The shared stylesheet (assets/report.css), also served by the web UI.
std::string_view report_stylesheet();

}  // namespace gridjudge
