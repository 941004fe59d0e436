#include "judge/report/ranking_json.h"

namespace gridjudge {

nlohmann::ordered_json ranking_json(const Ranking& ranking,
                                    const std::optional<std::string>& contest) {
    nlohmann::ordered_json rows = nlohmann::ordered_json::array();
    for (const RankingRow& row : ranking.rows) {
        nlohmann::ordered_json scores = nlohmann::ordered_json::object();
        for (const auto& [problem, cell] : row.cells)
            scores[problem] = {{"submission", cell.submission_id},
                               {"score", cell.score},
                               {"max_score", cell.max_score},
                               {"verdict", verdict_name(cell.verdict)}};
        rows.push_back(
            {{"rank", row.rank}, {"user", row.user}, {"problems", scores}, {"total", row.total}});
    }
    return {{"contest", contest ? nlohmann::ordered_json(*contest) : nlohmann::ordered_json()},
            {"ranking", rows}};
}

}  // namespace gridjudge
