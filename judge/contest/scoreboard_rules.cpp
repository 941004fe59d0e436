#include "judge/contest/scoreboard_rules.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <stdexcept>
#include <string>
#include <tuple>

#include "judge/contest/scoreboard_text.h"

namespace gridjudge::contest::rules {
namespace {

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

}  // namespace

std::int64_t score_key(double score) {
    return std::llround(score * 1e6);
}

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

Scoreboard empty_board(const ContestSettings& settings, const std::vector<ContestProblem>& problems,
                       const ScoreboardView& view, const Visibility& visibility) {
    Scoreboard board;
    board.scoring = settings.scoring;
    board.results_hidden = visibility.results_hidden;
    if (visibility.freeze_from && view.now.count() >= *visibility.freeze_from) {
        board.frozen = true;
        board.frozen_with = settings.scoreboard_freeze_duration;
    }
    // Problems by ordinal (ties keep the given order).
    std::vector<std::size_t> order(problems.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return problems[a].ordinal < problems[b].ordinal;
    });
    for (const std::size_t p : order) board.problem_ids.push_back(problems[p].id);
    return board;
}

Index column_index(const Scoreboard& board) {
    Index columns;
    for (std::size_t column = 0; column < board.problem_ids.size(); ++column)
        if (!columns.emplace(board.problem_ids[column], column).second)
            throw std::invalid_argument("problems: id \"" + board.problem_ids[column] +
                                        "\" appears twice");
    return columns;
}

Index team_index(const std::vector<Team>& teams) {
    Index index;
    for (std::size_t t = 0; t < teams.size(); ++t)
        if (!index.emplace(teams[t].id, t).second)
            throw std::invalid_argument("teams: id \"" + teams[t].id + "\" appears twice");
    return index;
}

bool counts(const ScoredSubmission& submission, const Team& owner, const ContestSettings& settings,
            const Visibility& visibility) {
    if (visibility.everyone && owner.hidden) return false;
    return submission.contest_time < settings.duration + owner.extra_time;
}

CellResult cell_result(ScoringKind scoring, CellSubmissions in_order, const Visibility& visibility,
                       std::vector<double>& scratch) {
    switch (scoring) {
        case ScoringKind::ioi:
            return ioi_cell(in_order, visibility, scratch);
        case ScoringKind::oi:
            return oi_cell(in_order, visibility);
        case ScoringKind::pass_fail:
            break;
    }
    return pass_fail_cell(in_order, visibility);
}

void mark_first_to_solve(std::vector<CellResult>& results, std::size_t columns, std::size_t column,
                         const std::vector<Team>& teams) {
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

ScoreboardRow team_row(const Team& team, std::span<const CellResult> cells,
                       const ContestSettings& settings) {
    ScoreboardRow row;
    row.team_id = team.id;
    for (const CellResult& result : cells) {
        const ProblemCell& cell = result.cell;
        if (settings.scoring == ScoringKind::pass_fail) {
            if (cell.solved) {
                ++row.num_solved;
                row.total_time += *cell.time_minutes +
                                  std::int64_t{settings.penalty_minutes} * (cell.num_judged - 1);
            }
        } else {
            row.score += cell.score;
        }
        if (cell.time_minutes)
            row.last_improvement_minutes =
                std::max(row.last_improvement_minutes.value_or(0), *cell.time_minutes);
        row.problems.push_back(cell);
    }
    return row;
}

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

}  // namespace gridjudge::contest::rules
