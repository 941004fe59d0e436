// The scoreboard page: its table (also what the event stream sends whole on connect, and row by
// row as deltas when the board changes) and the page around it, which the script keeps live
// through /scoreboard/events.
#include <cstdio>
#include <map>

#include "judge/util/html_text.h"
#include "judge/web/contest_bar.h"
#include "judge/web/contest_pages.h"
#include "judge/web/layout.h"

namespace gridjudge::web {
namespace {

std::string score_number(double score) {
    char text[32];
    std::snprintf(text, sizeof text, "%g", score);
    return text;
}

std::string cell_html(const contest::ProblemCell& cell, contest::ScoringKind scoring,
                      bool results_hidden) {
    std::string css = "cell";
    std::string text;
    const int tries = cell.num_judged + cell.num_pending;
    if (results_hidden) {
        text = tries ? std::to_string(tries) + " submitted" : "";
    } else if (scoring == contest::ScoringKind::pass_fail) {
        if (cell.solved) {
            css += cell.first_to_solve ? " solved first" : " solved";
            text = std::to_string(cell.num_judged) + "/" + std::to_string(*cell.time_minutes);
        } else if (cell.num_judged > 0) {
            css += " tried";
            text = std::to_string(cell.num_judged) + "/-";
        }
    } else if (cell.num_judged > 0) {
        css += cell.score > 0 ? " scored" : " tried";
        text = score_number(cell.score);
    }
    if (cell.num_pending > 0 && !results_hidden) {
        css += " pending";
        text += (text.empty() ? "+" : " +") + std::to_string(cell.num_pending) + "?";
    }
    return "<td class=\"" + css + "\">" + html_escape(text) + "</td>";
}

}  // namespace

RenderedBoard rendered_board(const contest::Scoreboard& board,
                             const std::vector<contest::ContestProblem>& problems,
                             const std::vector<contest::Team>& teams) {
    std::map<std::string, const contest::ContestProblem*> problem_by_id;
    for (const contest::ContestProblem& p : problems) problem_by_id[p.id] = &p;
    std::map<std::string, const contest::Team*> team_by_id;
    for (const contest::Team& t : teams) team_by_id[t.id] = &t;
    const bool pass_fail = board.scoring == contest::ScoringKind::pass_fail;

    RenderedBoard rendered;
    rendered.view =
        std::string(board.frozen ? "frozen" : "live") + (board.results_hidden ? " hidden" : "");
    std::string& head = rendered.head;
    head = "<table class=\"scoreboard\"><thead><tr><th>Rank</th><th>Team</th>";
    head += pass_fail ? "<th>Solved</th><th>Time</th>" : "<th>Score</th>";
    for (const std::string& id : board.problem_ids) {
        const auto found = problem_by_id.find(id);
        head += "<th class=\"problem\" title=\"" +
                html_escape(found != problem_by_id.end() ? found->second->name : id) + "\">" +
                html_escape(found != problem_by_id.end() ? found->second->label : id) + "</th>";
    }
    head += "</tr></thead>";
    for (const contest::ScoreboardRow& row : board.rows) {
        const auto team = team_by_id.find(row.team_id);
        const std::string name = team == team_by_id.end() ? row.team_id
                                                          : (team->second->display_name.empty()
                                                                 ? team->second->name
                                                                 : team->second->display_name);
        std::string html = "<td class=\"team\">" + html_escape(name) + "</td>";
        html += pass_fail
                    ? "<td class=\"solved\">" + std::to_string(row.num_solved) +
                          "</td><td class=\"penalty\">" + std::to_string(row.total_time) + "</td>"
                    : "<td class=\"score\">" + score_number(row.score) + "</td>";
        for (const contest::ProblemCell& cell : row.problems)
            html += cell_html(cell, board.scoring, board.results_hidden);
        rendered.rows.push_back({row.team_id, row.rank, html + "</tr>"});
    }
    return rendered;
}

std::string scoreboard_table(const contest::Scoreboard& board,
                             const std::vector<contest::ContestProblem>& problems,
                             const std::vector<contest::Team>& teams) {
    return rendered_board(board, problems, teams).table();
}

std::string scoreboard_page(const ContestBar& bar, const std::string& table_html, bool frozen) {
    const std::string base = "/contests/" + html_escape(url_encode(bar.contest_id));
    std::string body = contest_bar_html(bar);
    body += "<h1>Scoreboard</h1>\n";
    if (frozen)
        body +=
            "<p class=\"frozen-notice\">The scoreboard is frozen: submissions made since the "
            "freeze show as pending.</p>\n";
    body += "<p class=\"exports\">Download: <a href=\"" + base +
            "/scoreboard.csv\">CSV</a> <a href=\"" + base +
            "/scoreboard.json\">JSON</a> <a href=\"" + base +
            "/scoreboard.html\">HTML</a></p>\n<div id=\"scoreboard\" data-events=\"" + base +
            "/scoreboard/events\">" + table_html + "</div>\n";
    return page_html("Scoreboard · " + bar.contest_name, Section::None, body);
}

std::string jury_page(const JuryView& view) {
    const ContestBar& bar = view.bar;
    const std::string base = "/contests/" + html_escape(url_encode(bar.contest_id));
    const std::string csrf =
        "<input type=\"hidden\" name=\"csrf\" value=\"" + html_escape(bar.csrf_token) + "\">";
    std::string body = contest_bar_html(bar) + "<h1>Jury</h1>\n<section class=\"operations\">";
    for (const std::string& operation : view.operations) {
        body += "<form method=\"post\" action=\"" + base + "/jury/" + html_escape(operation) +
                "\">" + csrf;
        if (operation == "extend")
            body +=
                "<label>minutes <input name=\"minutes\" type=\"number\" min=\"1\" "
                "value=\"10\"></label>";
        body += "<button type=\"submit\" name=\"operation\" value=\"" + html_escape(operation) +
                "\">" + html_escape(operation) + "</button></form>";
    }
    body +=
        "</section>\n<h2>Submissions</h2>\n<table class=\"jury-submissions\"><thead><tr>"
        "<th>#</th><th>Time</th><th>Team</th><th>Problem</th><th>Language</th><th>File</th>"
        "<th>Status</th><th></th></tr></thead><tbody>\n";
    for (const ContestSubmissionRow& row : view.submissions)
        body += "<tr><td><a href=\"" + base + "/submissions/" + std::to_string(row.id) + "\">" +
                std::to_string(row.id) + "</a></td><td>" + html_escape(row.contest_time) +
                "</td><td class=\"team\">" + html_escape(row.team_name) + "</td><td>" +
                html_escape(row.problem_label) + "</td><td>" + html_escape(row.language) +
                "</td><td class=\"file\">" + html_escape(row.file_name) + "</td><td>" +
                html_escape(row.status) + "</td><td><form method=\"post\" action=\"" + base +
                "/jury/rejudge\">" + csrf + "<input type=\"hidden\" name=\"submission\" value=\"" +
                std::to_string(row.id) +
                "\"><button type=\"submit\">Rejudge</button></form></td>"
                "</tr>\n";
    body +=
        "</tbody></table>\n<h2>Clarifications</h2>\n" + clarifications_list(view.clarifications);
    body += "<form class=\"answer\" method=\"post\" action=\"" + base + "/jury/clarifications\">" +
            csrf +
            "<label>Answering # <input name=\"reply_to\" type=\"number\" min=\"1\"></label> "
            "<label>To <select name=\"to\"><option value=\"\">everyone</option>";
    for (const contest::Team& team : view.teams)
        body += "<option value=\"" + html_escape(team.id) + "\">" + html_escape(team.name) +
                "</option>";
    body +=
        "</select></label> <label>Text <textarea name=\"text\" rows=\"3\" cols=\"60\" "
        "required></textarea></label> <button type=\"submit\">Send</button></form>\n";
    return page_html("Jury · " + bar.contest_name, Section::None, body);
}

}  // namespace gridjudge::web
