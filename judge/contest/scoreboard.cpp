#include "judge/contest/scoreboard.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <span>
#include <stdexcept>
#include <string_view>
#include <tuple>
#include <unordered_map>

#include "judge/contest/scoreboard_text.h"

namespace gridjudge::contest {
namespace {

constexpr std::int64_t kNever = std::numeric_limits<std::int64_t>::max();

// Scores are compared in millionths of a point: sums of the same points in another order may
// differ in the last bit of a double, and two teams with the same points must tie.
std::int64_t score_key(double score) {
    return std::llround(score * 1e6);
}

// A judging error is the jury's fault, not the team's: the CCS rules treat the submission as
// still pending judgement (no penalty, not solved). A submission never ends "Skipped"; should one
// arrive, it is treated the same way rather than cost the team a try.
bool awaits_verdict(const ScoredSubmission& s) {
    return s.state != JudgingState::judged || s.verdict == Verdict::IE ||
           s.verdict == Verdict::Skipped;
}

double sum(const std::vector<double>& values) {
    return std::accumulate(values.begin(), values.end(), 0.0);
}

// What the view lets this board show.
struct Visibility {
    bool everyone = false;                    // the public board: no hidden teams
    std::optional<std::int64_t> freeze_from;  // ms: submissions from here show as pending
    bool results_hidden = false;              // OI before the end
};

Visibility visibility_of(const ContestSettings& settings, const std::vector<Team>& teams,
                         const ScoreboardView& view) {
    Visibility visibility;
    visibility.everyone = view.audience == Audience::everyone;
    if (!visibility.everyone) return visibility;
    if (settings.scoreboard_freeze_duration && *settings.scoreboard_freeze_duration > Seconds{0} &&
        !view.thawed) {
        visibility.freeze_from =
            Milliseconds(settings.duration - *settings.scoreboard_freeze_duration).count();
    }
    if (settings.scoring == ScoringKind::oi) {
        // Over for everyone: the last team's extra time has run out too, so no team still
        // working can learn another's results.
        Seconds longest_extra{0};
        for (const Team& team : teams) longest_extra = std::max(longest_extra, team.extra_time);
        visibility.results_hidden = view.now < settings.duration + longest_extra;
    }
    return visibility;
}

// One cell's submissions in time order, and what the cell became.
struct CellResult {
    ProblemCell cell;
    std::int64_t solved_at_ms = kNever;  // pass-fail: the first accepted
    // pass-fail: the first pending or accepted try, which first to solve compares across teams
    std::int64_t earliest_open_ms = kNever;
};

using CellSubmissions = std::span<const ScoredSubmission* const>;

CellResult pass_fail_cell(CellSubmissions in_order, const Visibility& visibility) {
    CellResult result;
    ProblemCell& cell = result.cell;
    for (const ScoredSubmission* s : in_order) {
        const std::int64_t at = std::max<std::int64_t>(0, s->contest_time.count());
        // During the freeze every try shows as pending, a compile error too: showing it as
        // "not counted" would tell that it failed.
        if ((visibility.freeze_from && at >= *visibility.freeze_from) || awaits_verdict(*s)) {
            ++cell.num_pending;
            result.earliest_open_ms = std::min(result.earliest_open_ms, at);
            continue;
        }
        if (s->verdict == Verdict::CE) continue;  // no penalty, and not a try (CCS, DOMjudge)
        ++cell.num_judged;
        if (s->verdict == Verdict::AC) {
            cell.solved = true;
            cell.time_minutes = contest_minutes(Milliseconds(at));
            result.solved_at_ms = at;
            result.earliest_open_ms = std::min(result.earliest_open_ms, at);
            break;  // what comes after the first accepted does not count
        }
    }
    return result;
}

// `best` is scratch space for the best score per subtask, reused from cell to cell.
CellResult ioi_cell(CellSubmissions in_order, const Visibility& visibility,
                    std::vector<double>& best) {
    CellResult result;
    ProblemCell& cell = result.cell;
    best.clear();
    std::int64_t best_key = 0;
    for (const ScoredSubmission* s : in_order) {
        const std::int64_t at = std::max<std::int64_t>(0, s->contest_time.count());
        if ((visibility.freeze_from && at >= *visibility.freeze_from) || awaits_verdict(*s)) {
            ++cell.num_pending;
            continue;
        }
        ++cell.num_judged;
        if (best.size() < s->subtask_scores.size()) best.resize(s->subtask_scores.size(), 0.0);
        for (std::size_t k = 0; k < s->subtask_scores.size(); ++k)
            best[k] = std::max(best[k], s->subtask_scores[k]);
        const double total = sum(best);
        if (score_key(total) > best_key) {
            best_key = score_key(total);
            cell.score = total;
            cell.time_minutes = contest_minutes(Milliseconds(at));
        }
    }
    return result;
}

CellResult oi_cell(CellSubmissions in_order, const Visibility& visibility) {
    CellResult result;
    ProblemCell& cell = result.cell;
    if (visibility.results_hidden) {
        cell.num_pending = static_cast<int>(in_order.size());
        return result;
    }
    const ScoredSubmission* last = nullptr;
    for (const ScoredSubmission* s : in_order) {
        const std::int64_t at = std::max<std::int64_t>(0, s->contest_time.count());
        if ((visibility.freeze_from && at >= *visibility.freeze_from) || awaits_verdict(*s)) {
            ++cell.num_pending;
            continue;
        }
        ++cell.num_judged;
        last = s;  // a compile error counts too: it is the last submission
    }
    if (last != nullptr) {
        cell.score = sum(last->subtask_scores);
        if (score_key(cell.score) > 0)
            cell.time_minutes = contest_minutes(
                Milliseconds(std::max<std::int64_t>(0, last->contest_time.count())));
        else
            cell.score = 0;
    }
    return result;
}

using Index = std::unordered_map<std::string_view, std::size_t>;

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
                           const Visibility& visibility, const Index& team_index,
                           const Index& problem_column) {
    const std::size_t columns = problem_column.size();
    constexpr std::size_t kNotCounted = std::numeric_limits<std::size_t>::max();
    std::vector<std::size_t> cell_of(submissions.size(), kNotCounted);
    CellBuckets buckets;
    buckets.start.assign(teams.size() * columns + 1, 0);
    for (std::size_t i = 0; i < submissions.size(); ++i) {
        const ScoredSubmission& s = submissions[i];
        const auto team = team_index.find(s.team_id);
        if (team == team_index.end())
            throw std::invalid_argument("submission \"" + s.id + "\": team_id \"" + s.team_id +
                                        "\" is not a team of the contest");
        const auto column = problem_column.find(s.problem_id);
        if (column == problem_column.end())
            throw std::invalid_argument("submission \"" + s.id + "\": problem_id \"" +
                                        s.problem_id + "\" is not a problem of the contest");
        const Team& owner = teams[team->second];
        if (visibility.everyone && owner.hidden) continue;
        // Made after the team's end (the contest's plus its extra time): too late, not counted.
        if (s.contest_time >= settings.duration + owner.extra_time) continue;
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

// Position: solved (desc), penalty (asc), last accepted (asc) for pass-fail; the total (desc)
// for ioi/oi. Equal keys share the rank; the name only orders the tied rows.
std::vector<ScoreboardRow> ranked(std::vector<ScoreboardRow> rows, ScoringKind scoring,
                                  const std::vector<Team>& teams) {
    using Key = std::tuple<std::int64_t, std::int64_t, std::int64_t>;
    const auto rank_key = [&](const ScoreboardRow& row) {
        if (scoring == ScoringKind::pass_fail)
            return Key{-std::int64_t{row.num_solved}, row.total_time,
                       row.last_improvement_minutes.value_or(0)};
        return Key{-score_key(row.score), 0, 0};
    };
    std::vector<Key> keys;
    for (const ScoreboardRow& row : rows) keys.push_back(rank_key(row));
    std::unordered_map<std::string_view, std::string_view> names;
    for (const Team& team : teams) names.emplace(team.id, team_shown_name(team));
    std::vector<std::size_t> order(rows.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        if (keys[a] != keys[b]) return keys[a] < keys[b];
        const std::string_view name_a = names.at(rows[a].team_id);
        const std::string_view name_b = names.at(rows[b].team_id);
        if (name_a != name_b) return name_a < name_b;
        return rows[a].team_id < rows[b].team_id;
    });
    std::vector<ScoreboardRow> out;
    out.reserve(order.size());
    for (std::size_t position = 0; position < order.size(); ++position) {
        ScoreboardRow row = std::move(rows[order[position]]);
        const bool tied = position > 0 && keys[order[position]] == keys[order[position - 1]];
        row.rank = tied ? out.back().rank : static_cast<int>(position) + 1;
        out.push_back(std::move(row));
    }
    return out;
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
    Scoreboard board;
    board.scoring = settings.scoring;
    const Visibility visibility = visibility_of(settings, teams, view);
    board.results_hidden = visibility.results_hidden;
    if (visibility.freeze_from && view.now.count() >= *visibility.freeze_from) {
        board.frozen = true;
        board.frozen_with = settings.scoreboard_freeze_duration;
    }

    // Problems by ordinal (ties keep the given order); teams on this board by input order.
    std::vector<std::size_t> problem_order(problems.size());
    std::iota(problem_order.begin(), problem_order.end(), 0);
    std::stable_sort(problem_order.begin(), problem_order.end(), [&](std::size_t a, std::size_t b) {
        return problems[a].ordinal < problems[b].ordinal;
    });
    Index problem_column;
    for (std::size_t column = 0; column < problem_order.size(); ++column) {
        const ContestProblem& problem = problems[problem_order[column]];
        if (!problem_column.emplace(problem.id, column).second)
            throw std::invalid_argument("problems: id \"" + problem.id + "\" appears twice");
        board.problem_ids.push_back(problem.id);
    }
    Index team_index;
    for (std::size_t t = 0; t < teams.size(); ++t)
        if (!team_index.emplace(teams[t].id, t).second)
            throw std::invalid_argument("teams: id \"" + teams[t].id + "\" appears twice");

    const std::size_t columns = problems.size();
    const std::size_t cell_count = teams.size() * columns;
    const CellBuckets cells =
        bucket_by_cell(settings, teams, submissions, visibility, team_index, problem_column);

    std::vector<CellResult> results(cell_count);
    std::vector<double> scratch;
    for (std::size_t i = 0; i < cell_count; ++i) {
        switch (settings.scoring) {
            case ScoringKind::pass_fail:
                results[i] = pass_fail_cell(cells.of(i), visibility);
                break;
            case ScoringKind::ioi:
                results[i] = ioi_cell(cells.of(i), visibility, scratch);
                break;
            case ScoringKind::oi:
                results[i] = oi_cell(cells.of(i), visibility);
                break;
        }
    }

    // First to solve: solved, and no team shown with the problem solved or pending strictly
    // earlier (a pending try could still be the first). Hidden teams neither take nor block it.
    if (settings.scoring == ScoringKind::pass_fail) {
        for (std::size_t column = 0; column < columns; ++column) {
            std::int64_t earliest = kNever;
            for (std::size_t t = 0; t < teams.size(); ++t)
                if (!teams[t].hidden)
                    earliest = std::min(earliest, results[t * columns + column].earliest_open_ms);
            for (std::size_t t = 0; t < teams.size(); ++t) {
                CellResult& result = results[t * columns + column];
                result.cell.first_to_solve =
                    !teams[t].hidden && result.cell.solved && result.solved_at_ms <= earliest;
            }
        }
    }

    for (std::size_t t = 0; t < teams.size(); ++t) {
        if (visibility.everyone && teams[t].hidden) continue;
        ScoreboardRow row;
        row.team_id = teams[t].id;
        for (std::size_t column = 0; column < columns; ++column) {
            const ProblemCell& cell = results[t * columns + column].cell;
            if (settings.scoring == ScoringKind::pass_fail) {
                if (cell.solved) {
                    ++row.num_solved;
                    row.total_time += *cell.time_minutes + std::int64_t{settings.penalty_minutes} *
                                                               (cell.num_judged - 1);
                }
            } else {
                row.score += cell.score;
            }
            if (cell.time_minutes)
                row.last_improvement_minutes =
                    std::max(row.last_improvement_minutes.value_or(0), *cell.time_minutes);
            row.problems.push_back(cell);
        }
        board.rows.push_back(std::move(row));
    }

    board.rows = ranked(std::move(board.rows), settings.scoring, teams);
    return board;
}

}  // namespace gridjudge::contest
