#include "judge/contest/scoreboard_html.h"

#include <string_view>
#include <unordered_map>

#include "judge/contest/scoreboard_text.h"

namespace gridjudge::contest {
namespace {

// Length of the valid UTF-8 sequence at text[i], or 0 (overlong forms, surrogates and code
// points above U+10FFFF are invalid).
std::size_t utf8_length(std::string_view text, std::size_t i) {
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
    const unsigned char lead = byte(i);
    std::size_t length = 0;
    unsigned char low = 0x80, high = 0xBF;
    if (lead >= 0xC2 && lead <= 0xDF) {
        length = 2;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3;
        if (lead == 0xE0) low = 0xA0;
        if (lead == 0xED) high = 0x9F;
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4;
        if (lead == 0xF0) low = 0x90;
        if (lead == 0xF4) high = 0x8F;
    } else {
        return 0;
    }
    if (i + length > text.size() || byte(i + 1) < low || byte(i + 1) > high) return 0;
    for (std::size_t k = 2; k < length; ++k)
        if (byte(i + k) < 0x80 || byte(i + k) > 0xBF) return 0;
    return length;
}

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

std::string scoreboard_html_escape(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        const char c = text[i];
        if (static_cast<unsigned char>(c) >= 0x80) {
            const std::size_t length = utf8_length(text, i);
            out += length == 0 ? std::string_view("\xEF\xBF\xBD") : text.substr(i, length);
            i += length == 0 ? 1 : length;
            continue;
        }
        switch (c) {
            case '&':
                out += "&amp;";
                break;
            case '<':
                out += "&lt;";
                break;
            case '>':
                out += "&gt;";
                break;
            case '"':
                out += "&quot;";
                break;
            case '\'':
                out += "&#39;";
                break;
            default:
                out += c;
        }
        ++i;
    }
    return out;
}

std::string scoreboard_html(const Scoreboard& board, const ContestSettings& settings,
                            const std::vector<ContestProblem>& problems,
                            const std::vector<Team>& teams) {
    std::unordered_map<std::string_view, const ContestProblem*> problem_by_id;
    for (const ContestProblem& problem : problems) problem_by_id.emplace(problem.id, &problem);
    std::unordered_map<std::string_view, const Team*> team_by_id;
    for (const Team& team : teams) team_by_id.emplace(team.id, &team);
    const bool pass_fail = board.scoring == ScoringKind::pass_fail;
    const std::string title = scoreboard_html_escape(settings.name);

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
        out += "<th title=\"" + scoreboard_html_escape(problem.name) + "\">" +
               scoreboard_html_escape(problem.label.empty() ? problem.id : problem.label) + "</th>";
    }
    out += "</tr></thead>\n<tbody>\n";
    for (const ScoreboardRow& row : board.rows) {
        out += "<tr><td>" + std::to_string(row.rank) + "</td><td class=\"team\">" +
               scoreboard_html_escape(team_shown_name(*team_by_id.at(row.team_id))) + "</td>";
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
            out += scoreboard_html_escape(cell_text(board, cell)) + "</td>";
        }
        out += "</tr>\n";
    }
    out += "</tbody>\n</table>\n</body></html>\n";
    return out;
}

}  // namespace gridjudge::contest
