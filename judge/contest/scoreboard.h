// The scoreboard as a pure function: a contest's rules, its problems and teams, and every judged
// (or still pending) submission in, the ranked board for one audience out. No clock, no store:
// the caller says what time it is and whether the freeze was lifted, so the same inputs always
// give the same board (and the web, the Contest API and the exports agree).
//
// The rules are the CCS requirements' "Scoring" section (ccs-specs 2023-06) as DOMjudge applies
// them; docs/contests.md ("Scoring and ranking") says where the two differ and which we follow.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "judge/contest/contest.h"
#include "judge/model/verdict.h"

namespace gridjudge::contest {

using Milliseconds = std::chrono::milliseconds;

// Where a submission is: waiting for a worker, being judged, or done with a verdict.
enum class JudgingState { queued, judging, judged };

// One submission as the scoreboard needs it.
struct ScoredSubmission {
    std::string id;
    std::string team_id;
    std::string problem_id;
    // Since the start of the team's window: the contest's start, or the team's first login when
    // the contest gives each team its own window. Before the start counts as the start.
    Milliseconds contest_time{0};
    JudgingState state = JudgingState::judged;
    Verdict verdict = Verdict::AC;  // when judged
    // ioi/oi: the points of each subtask, in the problem's subtask order (a submission's score is
    // their sum). Empty for a compile error. Unused for pass-fail.
    std::vector<double> subtask_scores;
};

// Who looks. Judges see the live board; teams and the public see the frozen one during the
// freeze (submissions made in the freeze as pending tries), OI results only once the contest is
// over for everyone, and no hidden team.
enum class Audience { judges, everyone };

struct ScoreboardView {
    Audience audience = Audience::everyone;
    Milliseconds now{0};  // contest time now, from the contest's start
    bool thawed = false;  // an operator lifted the freeze: everyone sees the live board
};

struct ProblemCell {
    int num_judged = 0;   // pass-fail: up to and including the first accepted; CE not counted
    int num_pending = 0;  // queued, judging, judging error, or hidden by the freeze / OI
    bool solved = false;  // pass-fail
    // pass-fail: minute of the first accepted; ioi/oi: minute of the submission that gave the
    // cell its score. Set iff solved (pass-fail) or score > 0 (ioi/oi).
    std::optional<std::int64_t> time_minutes;
    bool first_to_solve = false;  // pass-fail: no visible team solved it strictly earlier
    double score = 0;             // ioi/oi
    bool operator==(const ProblemCell&) const = default;
};

struct ScoreboardRow {
    int rank = 0;  // 1-based; tied teams share it and the next ranks stay empty
    std::string team_id;
    int num_solved = 0;           // pass-fail
    std::int64_t total_time = 0;  // pass-fail: penalty minutes
    double score = 0;             // ioi/oi
    // pass-fail: minute of the last accepted; ioi/oi: minute of the last score improvement.
    // nullopt when nothing is solved / scored.
    std::optional<std::int64_t> last_improvement_minutes;
    std::vector<ProblemCell> problems;  // in the order of Scoreboard::problem_ids
    bool operator==(const ScoreboardRow&) const = default;
};

struct Scoreboard {
    ScoringKind scoring = ScoringKind::pass_fail;
    std::vector<std::string> problem_ids;  // by ordinal
    std::vector<ScoreboardRow> rows;       // by rank, then team name, then team id
    bool frozen = false;                   // this board hides the freeze's results
    bool results_hidden = false;  // OI before the end: cells only say something was submitted
    std::optional<Seconds> frozen_with;  // when frozen: the freeze's length (for its notice)
    bool operator==(const Scoreboard&) const = default;
};

// Throws std::invalid_argument naming the submission and the field when a submission names a
// team or problem that is not in the contest, and when a team or problem id is repeated.
Scoreboard compute_scoreboard(const ContestSettings& settings,
                              const std::vector<ContestProblem>& problems,
                              const std::vector<Team>& teams,
                              const std::vector<ScoredSubmission>& submissions,
                              const ScoreboardView& view);

// Contest minutes as the CCS rules count them: rounded down, so 59.999 s is minute 0.
std::int64_t contest_minutes(Milliseconds contest_time);

}  // namespace gridjudge::contest
