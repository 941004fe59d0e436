#include "judge/contest/scoreboard_live.h"

#include <algorithm>
#include <stdexcept>

namespace gridjudge::contest {

LiveScoreboard::LiveScoreboard(ContestSettings settings, std::vector<ContestProblem> problems,
                               std::vector<Team> teams, const ScoreboardView& view,
                               const std::vector<ScoredSubmission>& submissions)
    : settings_(std::move(settings)), problems_(std::move(problems)), teams_(std::move(teams)) {
    visibility_ = rules::visibility_of(settings_, teams_, view);
    board_ = rules::empty_board(settings_, problems_, view, visibility_);
    columns_ = rules::column_index(board_);
    teams_by_id_ = rules::team_index(teams_);
    column_count_ = board_.problem_ids.size();
    cells_.resize(teams_.size() * column_count_);
    results_.resize(cells_.size());
    for (const ScoredSubmission& submission : submissions) place(submission);
    for (std::size_t cell = 0; cell < cells_.size(); ++cell) recompute_cell(cell);
    if (settings_.scoring == ScoringKind::pass_fail)
        for (std::size_t column = 0; column < column_count_; ++column)
            rules::mark_first_to_solve(results_, column_count_, column, teams_);
    for (std::size_t t = 0; t < teams_.size(); ++t)
        rows_.push_back(rules::team_row(
            teams_[t],
            std::span<const rules::CellResult>(results_).subspan(t * column_count_, column_count_),
            settings_));
    rerank();
}

std::pair<std::size_t, std::size_t> LiveScoreboard::place(const ScoredSubmission& submission) {
    const auto team = teams_by_id_.find(submission.team_id);
    if (team == teams_by_id_.end())
        throw std::invalid_argument("submission \"" + submission.id + "\": team_id \"" +
                                    submission.team_id + "\" is not a team of the contest");
    const auto column = columns_.find(submission.problem_id);
    if (column == columns_.end())
        throw std::invalid_argument("submission \"" + submission.id + "\": problem_id \"" +
                                    submission.problem_id + "\" is not a problem of the contest");
    const std::size_t cell = rules::counts(submission, teams_[team->second], settings_, visibility_)
                                 ? team->second * column_count_ + column->second
                                 : kNotCounted;

    // Where the submission was, if anywhere: a new state of the same submission at the same
    // time keeps its place, so that equal times keep the order first seen (compute_scoreboard's
    // input order).
    const auto seen = cell_of_.find(submission.id);
    std::size_t old_cell = kNotCounted;
    bool replaced_in_place = false;
    if (seen != cell_of_.end() && seen->second != kNotCounted) {
        old_cell = seen->second;
        auto& old = cells_[old_cell];
        const auto at = std::find_if(old.begin(), old.end(), [&](const ScoredSubmission& s) {
            return s.id == submission.id;
        });
        if (old_cell == cell && at->contest_time == submission.contest_time) {
            *at = submission;
            replaced_in_place = true;
        } else {
            old.erase(at);
        }
    }
    if (cell != kNotCounted && !replaced_in_place) {
        auto& list = cells_[cell];
        const auto at = std::upper_bound(
            list.begin(), list.end(), submission.contest_time,
            [](Milliseconds time, const ScoredSubmission& s) { return time < s.contest_time; });
        list.insert(at, submission);
    }
    cell_of_[submission.id] = cell;
    return {old_cell, cell};
}

void LiveScoreboard::apply(const ScoredSubmission& submission) {
    const auto [old_cell, cell] = place(submission);

    // Recompute what the change can reach: its cells, first to solve in their problems (every
    // team's cell there), and the rows of the teams concerned.
    std::vector<std::size_t> changed;
    for (const std::size_t c : {old_cell, cell})
        if (c != kNotCounted && std::find(changed.begin(), changed.end(), c) == changed.end())
            changed.push_back(c);
    for (const std::size_t c : changed) recompute_cell(c);
    for (const std::size_t c : changed) {
        const std::size_t changed_column = c % column_count_;
        if (settings_.scoring == ScoringKind::pass_fail) {
            rules::mark_first_to_solve(results_, column_count_, changed_column, teams_);
            for (std::size_t t = 0; t < teams_.size(); ++t)
                rows_[t].problems[changed_column].first_to_solve =
                    results_[t * column_count_ + changed_column].cell.first_to_solve;
        }
        const std::size_t t = c / column_count_;
        rows_[t] = rules::team_row(
            teams_[t],
            std::span<const rules::CellResult>(results_).subspan(t * column_count_, column_count_),
            settings_);
    }
    if (!changed.empty()) rerank();
}

void LiveScoreboard::recompute_cell(std::size_t cell) {
    std::vector<const ScoredSubmission*> in_order;
    in_order.reserve(cells_[cell].size());
    for (const ScoredSubmission& s : cells_[cell]) in_order.push_back(&s);
    results_[cell] = rules::cell_result(settings_.scoring, in_order, visibility_, scratch_);
}

void LiveScoreboard::rerank() {
    std::vector<ScoreboardRow> shown;
    shown.reserve(rows_.size());
    for (std::size_t t = 0; t < teams_.size(); ++t)
        if (!(visibility_.everyone && teams_[t].hidden)) shown.push_back(rows_[t]);
    board_.rows = rules::ranked(std::move(shown), settings_.scoring, teams_);
}

}  // namespace gridjudge::contest
