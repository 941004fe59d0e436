// The ranking as an HTML table, shared by the web UI's ranking page and the offline HTML
// report, so both look the same (styles in assets/report.css). Every name is escaped.
#pragma once

#include <string>

#include "judge/report/ranking.h"

namespace gridjudge {

// Site: names, problems and scores link to the web UI's pages; None: plain text, for a file
// opened offline.
enum class RankingLinks { None, Site };

std::string ranking_table_html(const Ranking& ranking, RankingLinks links);

}  // namespace gridjudge
