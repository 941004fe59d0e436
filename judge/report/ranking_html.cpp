#include "judge/report/ranking_html.h"

#include "judge/model/package.h"
#include "judge/report/verdict_style.h"
#include "judge/util/html_text.h"

namespace gridjudge {
namespace {

std::string link_or_text(RankingLinks links, const std::string& href, const std::string& text) {
    if (links == RankingLinks::None) return html_escape(text);
    return "<a href=\"" + html_escape(href) + "\">" + html_escape(text) + "</a>";
}

std::string score_cell(const RankingCell& cell, RankingLinks links) {
    const std::string verdict_class = verdict_css_class(cell.verdict);
    const std::string verdict(verdict_name(cell.verdict));
    const std::string title = format_points(cell.score) + "/" + format_points(cell.max_score) +
                              " " + verdict + ", submission " + std::to_string(cell.submission_id);
    return "<td class=\"score " + verdict_class + "\" title=\"" + html_escape(title) + "\">" +
           link_or_text(links, "/submissions/" + std::to_string(cell.submission_id),
                        format_points(cell.score)) +
           " <span class=\"badge " + verdict_class + "\">" + html_escape(verdict) + "</span></td>";
}

}  // namespace

std::string ranking_table_html(const Ranking& ranking, RankingLinks links) {
    if (ranking.rows.empty()) return "<p class=\"empty\">No judged submissions yet.</p>\n";
    std::string html =
        "<table class=\"ranking\">\n<thead><tr><th class=\"num\">Rank</th>"
        "<th>Contestant</th>";
    for (const std::string& problem : ranking.problems)
        html +=
            "<th class=\"num\">" + link_or_text(links, "/problems/" + problem, problem) + "</th>";
    html += "<th class=\"num\">Total</th></tr></thead>\n<tbody>\n";
    for (const RankingRow& row : ranking.rows) {
        html += "<tr><td class=\"num\">" + std::to_string(row.rank) + "</td><td class=\"user\">" +
                link_or_text(links, "/submissions?user=" + url_encode(row.user), row.user) +
                "</td>";
        for (const std::string& problem : ranking.problems) {
            const auto cell = row.cells.find(problem);
            html += cell == row.cells.end() ? "<td class=\"score v-none\">&ndash;</td>"
                                            : score_cell(cell->second, links);
        }
        html += "<td class=\"num total\">" + format_points(row.total) + "</td></tr>\n";
    }
    return html + "</tbody>\n</table>\n";
}

}  // namespace gridjudge
