#include "judge/contest/scoreboard_html.h"

#include <string_view>
#include <unordered_map>

#include "judge/contest/scoreboard_text.h"
#include "judge/util/html_text.h"

namespace gridjudge::contest {
namespace {

const char* cell_class(const Scoreboard& board, const ProblemCell& cell) {
    if (board.results_hidden || cell.num_pending > 0) return cell.num_pending > 0 ? "pending" : "";
    if (cell.first_to_solve) return "first";
    if (cell.solved || cell.score > 0) return "solved";
    return cell.num_judged > 0 ? "rejected" : "";
}

constexpr std::string_view kStyle =
    "body{font-family:sans-serif}table{border-collapse:collapse}"
    "td,th{border:1px solid #ccc;padding:2px 6px;text-align:center}td.team{text-align:left}"
    ".solved{background:#9e9}.first{background:#3a3;color:#fff}.rejected{background:#e99}"
    ".pending{background:#9cf}";

}  // namespace

std::string scoreboard_html(const Scoreboard& board, const ContestSettings& settings,
                            const std::vector<ContestProblem>& problems,
                            const std::vector<Team>& teams) {
    std::unordered_map<std::string_view, const ContestProblem*> problem_by_id;
    for (const ContestProblem& problem : problems) problem_by_id.emplace(problem.id, &problem);
    std::unordered_map<std::string_view, const Team*> team_by_id;
    for (const Team& team : teams) team_by_id.emplace(team.id, &team);
    const bool pass_fail = board.scoring == ScoringKind::pass_fail;
    const std::string title = html_escape(settings.name);

    std::string out = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>";
    out += title + " — scoreboard</title><style>";
    out += kStyle;
    out += "</style></head><body>\n<h1>" + title + "</h1>\n";
    if (board.frozen && board.frozen_with) {
        // The CCS requirements prescribe this phrase on a frozen board.
        const std::string minutes = std::to_string(board.frozen_with->count() / 60);
        out += "<p class=\"notice\">The scoreboard was frozen with " + minutes +
               " minutes remaining - submissions in the last " + minutes +
               " minutes of the contest are still shown as pending.</p>\n";
    }
    if (board.results_hidden)
        out += "<p class=\"notice\">Results are hidden until the contest is over.</p>\n";
    out += "<table>\n<thead><tr><th>rank</th><th>team</th>";
    out += pass_fail ? "<th>solved</th><th>time</th>" : "<th>score</th>";
    for (const std::string& id : board.problem_ids) {
        const ContestProblem& problem = *problem_by_id.at(id);
        out += "<th title=\"" + html_escape(problem.name) + "\">" +
               html_escape(problem.label.empty() ? problem.id : problem.label) + "</th>";
    }
    out += "</tr></thead>\n<tbody>\n";
    for (const ScoreboardRow& row : board.rows) {
        out += "<tr><td>" + std::to_string(row.rank) + "</td><td class=\"team\">" +
               html_escape(team_shown_name(*team_by_id.at(row.team_id))) + "</td>";
        if (pass_fail)
            out += "<td>" + std::to_string(row.num_solved) + "</td><td>" +
                   std::to_string(row.total_time) + "</td>";
        else
            out +=
                "<td>" + (board.results_hidden ? std::string() : score_text(row.score)) + "</td>";
        for (const ProblemCell& cell : row.problems) {
            const std::string_view style = cell_class(board, cell);
            out +=
                style.empty() ? std::string("<td>") : "<td class=\"" + std::string(style) + "\">";
            out += html_escape(cell_text(board, cell)) + "</td>";
        }
        out += "</tr>\n";
    }
    out += "</tbody>\n</table>\n</body></html>\n";
    return out;
}

}  // namespace gridjudge::contest
