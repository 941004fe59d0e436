#include "judge/report/ranking.h"

#include <algorithm>
#include <set>

#include "judge/model/package.h"
#include "judge/report/table.h"

namespace gridjudge {

Ranking compute_ranking(const std::vector<db::SubmissionRecord>& submissions) {
    std::map<std::string, RankingRow> by_user;
    std::set<std::string> problems;
    for (const db::SubmissionRecord& s : submissions) {
        if (s.status != SubmissionStatus::Done || !s.verdict) continue;
        problems.insert(s.problem_id);
        RankingRow& row = by_user[s.user];
        row.user = s.user;
        RankingCell& cell = row.cells[s.problem_id];
        if (s.id > cell.submission_id) cell = {s.id, s.score, s.max_score, *s.verdict};
    }
    Ranking ranking;
    ranking.problems.assign(problems.begin(), problems.end());
    for (auto& [user, row] : by_user) {
        for (const auto& [problem, cell] : row.cells) row.total += cell.score;
        ranking.rows.push_back(std::move(row));
    }
    std::stable_sort(ranking.rows.begin(), ranking.rows.end(),
                     [](const RankingRow& a, const RankingRow& b) { return a.total > b.total; });
    for (std::size_t i = 0; i < ranking.rows.size(); ++i) {
        // Scores are compared as shown: two totals that print the same are a tie.
        const bool tied = i > 0 && format_points(ranking.rows[i].total) ==
                                       format_points(ranking.rows[i - 1].total);
        ranking.rows[i].rank = tied ? ranking.rows[i - 1].rank : static_cast<int>(i + 1);
    }
    return ranking;
}

std::string render_ranking(const Ranking& ranking) {
    std::vector<std::string> header{"rank", "contestant"};
    std::vector<bool> right{true, false};
    for (const std::string& problem : ranking.problems) {
        header.push_back(problem);
        right.push_back(true);
    }
    header.push_back("total");
    right.push_back(true);
    TextTable table(header, right);
    for (const RankingRow& row : ranking.rows) {
        std::vector<std::string> cells{std::to_string(row.rank), row.user};
        for (const std::string& problem : ranking.problems) {
            auto cell = row.cells.find(problem);
            cells.push_back(
                cell == row.cells.end()
                    ? "-"
                    : format_points(cell->second.score) +
                          (cell->second.verdict == Verdict::AC
                               ? ""
                               : " " + std::string(verdict_name(cell->second.verdict))));
        }
        cells.push_back(format_points(row.total));
        table.add_row(std::move(cells));
    }
    return table.render();
}

}  // namespace gridjudge
