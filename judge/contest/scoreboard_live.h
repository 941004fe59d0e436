// A scoreboard that follows a live contest one submission at a time: each new submission or
// new verdict updates only its cell, the first to solve of its problem and its team's row, then
// re-ranks the rows. It applies the same rules as compute_scoreboard (scoreboard_rules.h) and
// always holds the board compute_scoreboard would give for the submissions seen so far (in the
// order first seen), for one view; a new view (the freeze lifted, the contest over) needs a
// new LiveScoreboard.
#pragma once

#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "judge/contest/scoreboard.h"
#include "judge/contest/scoreboard_rules.h"

namespace gridjudge::contest {

class LiveScoreboard {
  public:
    // Starts from `submissions` (as if each were applied in turn, at the cost of one whole
    // board). Throws std::invalid_argument on a repeated team or problem id, and as apply does.
    LiveScoreboard(ContestSettings settings, std::vector<ContestProblem> problems,
                   std::vector<Team> teams, const ScoreboardView& view,
                   const std::vector<ScoredSubmission>& submissions = {});
    // The indexes point into the members: neither copied nor moved.
    LiveScoreboard(const LiveScoreboard&) = delete;
    LiveScoreboard& operator=(const LiveScoreboard&) = delete;

    // A new submission, or a new state of one already applied (the same id): queued, judging,
    // judged, rejudged. Throws std::invalid_argument, as compute_scoreboard does, for a team or
    // problem that is not in the contest (and then changes nothing).
    void apply(const ScoredSubmission& submission);

    const Scoreboard& board() const { return board_; }

  private:
    static constexpr std::size_t kNotCounted = static_cast<std::size_t>(-1);

    // Files the submission in its cell (or none: not counted); returns its old and new cells.
    std::pair<std::size_t, std::size_t> place(const ScoredSubmission& submission);
    void recompute_cell(std::size_t cell);
    void rerank();

    ContestSettings settings_;
    std::vector<ContestProblem> problems_;
    std::vector<Team> teams_;
    rules::Visibility visibility_;
    Scoreboard board_;
    rules::Index columns_;
    rules::Index teams_by_id_;
    std::size_t column_count_ = 0;
    std::vector<std::vector<ScoredSubmission>> cells_;      // team × problem, in time order
    std::unordered_map<std::string, std::size_t> cell_of_;  // submission id → cell
    std::vector<rules::CellResult> results_;                // per cell
    std::vector<ScoreboardRow> rows_;                       // per team, unranked
    std::vector<double> scratch_;
};

}  // namespace gridjudge::contest
