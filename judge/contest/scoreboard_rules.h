// The scoreboard's rules, shared by the whole-board computation (scoreboard.cpp) and the
// live board that follows one verdict at a time (scoreboard_live.cpp), so both apply exactly
// the same rules. Internal to judge/contest: use scoreboard.h or scoreboard_live.h.
#pragma once

#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "judge/contest/scoreboard.h"

namespace gridjudge::contest::rules {

constexpr std::int64_t kNever = std::numeric_limits<std::int64_t>::max();

// Scores are compared in millionths of a point: sums of the same points in another order may
// differ in the last bit of a double, and two teams with the same points must tie.
std::int64_t score_key(double score);

// What the view lets this board show.
struct Visibility {
    bool everyone = false;                    // the public board: no hidden teams
    std::optional<std::int64_t> freeze_from;  // ms: submissions from here show as pending
    bool results_hidden = false;              // OI before the end
};

Visibility visibility_of(const ContestSettings& settings, const std::vector<Team>& teams,
                         const ScoreboardView& view);

// An empty board for this view: its kind, problem ids by ordinal, and whether it is frozen or
// hides OI results. Throws std::invalid_argument when a problem id is repeated.
Scoreboard empty_board(const ContestSettings& settings, const std::vector<ContestProblem>& problems,
                       const ScoreboardView& view, const Visibility& visibility);

// Ids to their position: the board's problem columns, the teams' input order. The views point
// into the board's problem_ids and the teams. Throws std::invalid_argument on a repeated id.
using Index = std::unordered_map<std::string_view, std::size_t>;
Index column_index(const Scoreboard& board);
Index team_index(const std::vector<Team>& teams);

// Whether a submission counts on this board at all: made before the team's end (the contest's
// plus its extra time), and not a hidden team's on the public board (whose row is left out
// anyway; this spares computing its cells).
bool counts(const ScoredSubmission& submission, const Team& owner, const ContestSettings& settings,
            const Visibility& visibility);

// One cell's submissions in time order (equal times in the store's order), and what the cell
// became.
using CellSubmissions = std::span<const ScoredSubmission* const>;
struct CellResult {
    ProblemCell cell;
    std::int64_t solved_at_ms = kNever;  // pass-fail: the first accepted
    // pass-fail: the first pending or accepted try, which first to solve compares across teams
    std::int64_t earliest_open_ms = kNever;
};

// `scratch` is reused from cell to cell (IOI's best score per subtask).
CellResult cell_result(ScoringKind scoring, CellSubmissions in_order, const Visibility& visibility,
                       std::vector<double>& scratch);

// First to solve in one problem column of `results` (row-major, `columns` wide): solved, and no
// team shown with the problem solved or pending strictly earlier (a pending try could still be
// the first). Hidden teams neither take nor block it.
void mark_first_to_solve(std::vector<CellResult>& results, std::size_t columns, std::size_t column,
                         const std::vector<Team>& teams);

// A team's row from its cells: totals, last improvement, the cells; rank not yet set.
ScoreboardRow team_row(const Team& team, std::span<const CellResult> cells,
                       const ContestSettings& settings);

// Position: solved (desc), penalty (asc), last accepted (asc) for pass-fail; the total (desc)
// for ioi/oi. Equal keys share the rank; the name only orders the tied rows.
std::vector<ScoreboardRow> ranked(std::vector<ScoreboardRow> rows, ScoringKind scoring,
                                  const std::vector<Team>& teams);

}  // namespace gridjudge::contest::rules
