#include "judge/contest/scoreboard.h"

#include <algorithm>
#include <limits>
#include <numeric>
#include <stdexcept>

#include "judge/contest/scoreboard_rules.h"

namespace gridjudge::contest {
namespace {

using namespace rules;

// The counted submissions grouped by cell (team × problem, row-major) in one flat array (a
// counting sort: no allocation per cell), each cell in time order; equal times keep the input
// order (the store's submission order).
struct CellBuckets {
    std::vector<std::size_t> start;  // cell c is [start[c], start[c + 1])
    std::vector<const ScoredSubmission*> submissions;
    CellSubmissions of(std::size_t cell) const {
        return CellSubmissions(submissions.data() + start[cell], start[cell + 1] - start[cell]);
    }
};

CellBuckets bucket_by_cell(const ContestSettings& settings, const std::vector<Team>& teams,
                           const std::vector<ScoredSubmission>& submissions,
                           const Visibility& visibility, const Index& teams_by_id,
                           const Index& problem_column) {
    const std::size_t columns = problem_column.size();
    constexpr std::size_t kNotCounted = std::numeric_limits<std::size_t>::max();
    std::vector<std::size_t> cell_of(submissions.size(), kNotCounted);
    CellBuckets buckets;
    buckets.start.assign(teams.size() * columns + 1, 0);
    for (std::size_t i = 0; i < submissions.size(); ++i) {
        const ScoredSubmission& s = submissions[i];
        const auto team = teams_by_id.find(s.team_id);
        if (team == teams_by_id.end())
            throw std::invalid_argument("submission \"" + s.id + "\": team_id \"" + s.team_id +
                                        "\" is not a team of the contest");
        const auto column = problem_column.find(s.problem_id);
        if (column == problem_column.end())
            throw std::invalid_argument("submission \"" + s.id + "\": problem_id \"" +
                                        s.problem_id + "\" is not a problem of the contest");
        if (!counts(s, teams[team->second], settings, visibility)) continue;
        cell_of[i] = team->second * columns + column->second;
        ++buckets.start[cell_of[i] + 1];
    }
    std::partial_sum(buckets.start.begin(), buckets.start.end(), buckets.start.begin());
    buckets.submissions.resize(buckets.start.back());
    std::vector<std::size_t> next(buckets.start.begin(), buckets.start.end() - 1);
    for (std::size_t i = 0; i < submissions.size(); ++i)
        if (cell_of[i] != kNotCounted) buckets.submissions[next[cell_of[i]]++] = &submissions[i];
    const auto by_time = [](const ScoredSubmission* a, const ScoredSubmission* b) {
        return a->contest_time < b->contest_time;
    };
    for (std::size_t cell = 0; cell + 1 < buckets.start.size(); ++cell)
        std::stable_sort(
            buckets.submissions.begin() + static_cast<std::ptrdiff_t>(buckets.start[cell]),
            buckets.submissions.begin() + static_cast<std::ptrdiff_t>(buckets.start[cell + 1]),
            by_time);
    return buckets;
}

}  // namespace

std::int64_t contest_minutes(Milliseconds contest_time) {
    return std::max<std::int64_t>(0, contest_time.count()) / 60000;
}

Scoreboard compute_scoreboard(const ContestSettings& settings,
                              const std::vector<ContestProblem>& problems,
                              const std::vector<Team>& teams,
                              const std::vector<ScoredSubmission>& submissions,
                              const ScoreboardView& view) {
    const Visibility visibility = visibility_of(settings, teams, view);
    Scoreboard board = empty_board(settings, problems, view, visibility);
    const Index problem_column = column_index(board);
    const Index teams_by_id = team_index(teams);
    const std::size_t columns = board.problem_ids.size();
    const CellBuckets cells =
        bucket_by_cell(settings, teams, submissions, visibility, teams_by_id, problem_column);

    std::vector<CellResult> results(teams.size() * columns);
    std::vector<double> scratch;
    for (std::size_t i = 0; i < results.size(); ++i)
        results[i] = cell_result(settings.scoring, cells.of(i), visibility, scratch);
    if (settings.scoring == ScoringKind::pass_fail)
        for (std::size_t column = 0; column < columns; ++column)
            mark_first_to_solve(results, columns, column, teams);

    for (std::size_t t = 0; t < teams.size(); ++t) {
        if (visibility.everyone && teams[t].hidden) continue;
        board.rows.push_back(
            team_row(teams[t], std::span<const CellResult>(results).subspan(t * columns, columns),
                     settings));
    }
    board.rows = ranked(std::move(board.rows), settings.scoring, teams);
    return board;
}

}  // namespace gridjudge::contest
