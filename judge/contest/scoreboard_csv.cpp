#include "judge/contest/scoreboard_csv.h"

#include <string_view>
#include <unordered_map>

#include "judge/contest/scoreboard_text.h"

namespace gridjudge::contest {
namespace {

// Quoted when it holds a separator, a quote or a line break; quotes doubled (RFC 4180).
std::string csv_field(std::string_view text) {
    std::string value(text);
    if (!value.empty() &&
        std::string_view("=+-@\t\r").find(value.front()) != std::string_view::npos)
        value.insert(value.begin(), '\'');
    if (value.find_first_of(",\"\r\n") == std::string::npos) return value;
    std::string quoted = "\"";
    for (const char c : value) {
        if (c == '"') quoted += '"';
        quoted += c;
    }
    return quoted + "\"";
}

}  // namespace

std::string scoreboard_csv(const Scoreboard& board, const std::vector<ContestProblem>& problems,
                           const std::vector<Team>& teams) {
    std::unordered_map<std::string_view, std::string_view> labels;
    for (const ContestProblem& problem : problems)
        labels.emplace(problem.id, problem.label.empty() ? problem.id : problem.label);
    std::unordered_map<std::string_view, const Team*> team_by_id;
    for (const Team& team : teams) team_by_id.emplace(team.id, &team);

    const bool pass_fail = board.scoring == ScoringKind::pass_fail;
    std::string out =
        pass_fail ? "rank,team_id,team,num_solved,total_time" : "rank,team_id,team,score";
    for (const std::string& id : board.problem_ids) out += "," + csv_field(labels.at(id));
    out += "\r\n";
    for (const ScoreboardRow& row : board.rows) {
        out += std::to_string(row.rank) + "," + csv_field(row.team_id) + ",";
        out += csv_field(team_shown_name(*team_by_id.at(row.team_id)));
        if (pass_fail)
            out += "," + std::to_string(row.num_solved) + "," + std::to_string(row.total_time);
        else
            out += "," + (board.results_hidden ? std::string() : score_text(row.score));
        for (const ProblemCell& cell : row.problems) out += "," + csv_field(cell_text(board, cell));
        out += "\r\n";
    }
    return out;
}

}  // namespace gridjudge::contest
