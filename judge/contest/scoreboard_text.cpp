#include "judge/contest/scoreboard_text.h"

#include <cmath>
#include <cstdio>

namespace gridjudge::contest {

std::string score_text(double score) {
    char text[64];
    std::snprintf(text, sizeof text, "%.6f", std::round(score * 1e6) / 1e6);
    std::string out = text;
    out.erase(out.find_last_not_of('0') + 1);
    if (out.back() == '.') out.pop_back();
    if (out == "-0") out = "0";
    return out;
}

std::string cell_text(const Scoreboard& board, const ProblemCell& cell) {
    if (board.results_hidden)
        return cell.num_pending == 0 ? "" : std::to_string(cell.num_pending) + " submitted";
    if (cell.num_judged == 0 && cell.num_pending == 0) return "";
    std::string out;
    if (board.scoring == ScoringKind::pass_fail) {
        out = std::to_string(cell.num_judged) + "/" +
              (cell.solved ? std::to_string(*cell.time_minutes) : "-");
    } else {
        out = score_text(cell.score);
    }
    if (cell.num_pending > 0) out += " +" + std::to_string(cell.num_pending) + "?";
    return out;
}

std::string_view team_shown_name(const Team& team) {
    return team.display_name.empty() ? std::string_view(team.name)
                                     : std::string_view(team.display_name);
}

}  // namespace gridjudge::contest
