#include "judge/app/contest_scoreboard.h"

#include <algorithm>
#include <map>

#include "judge/app/contest_operations.h"
#include "judge/app/contest_runs.h"

namespace gridjudge::app {

namespace {

contest::JudgingState judging_state(SubmissionStatus status) {
    switch (status) {
        case SubmissionStatus::Queued:
            return contest::JudgingState::queued;
        case SubmissionStatus::Judging:
            return contest::JudgingState::judging;
        case SubmissionStatus::Done:
            return contest::JudgingState::judged;
    }
    return contest::JudgingState::queued;
}

contest::ScoredSubmission scored(const ContestRun& run) {
    contest::ScoredSubmission submission;
    submission.id = std::to_string(run.submission.id);
    submission.team_id = run.submission.user;
    submission.problem_id = run.submission.problem_id;
    submission.contest_time = std::chrono::duration_cast<contest::Milliseconds>(run.contest_time);
    submission.state = judging_state(run.result.status);
    if (submission.state == contest::JudgingState::judged) {
        // A finished submission without a verdict is the judge's failure, never the team's.
        submission.verdict = run.result.verdict.value_or(Verdict::IE);
        if (submission.verdict != Verdict::CE) {
            for (const auto& group : run.result.groups)
                submission.subtask_scores.push_back(group.score);
            // A problem without groups scores as one subtask: the submission's score.
            if (run.result.groups.empty()) submission.subtask_scores.push_back(run.result.score);
        }
    }
    return submission;
}

}  // namespace

std::vector<contest::ScoredSubmission> scored_submissions(db::Store& store,
                                                          db::ContestStore& contests,
                                                          const db::ContestRecord& contest) {
    std::map<std::string, bool> in_contest;
    for (const auto& problem : contests.problems(contest.settings.id))
        in_contest[problem.id] = true;
    std::vector<contest::ScoredSubmission> submissions;
    for (const auto& run : contest_runs(store, contests, contest))
        if (in_contest.count(run.submission.problem_id)) submissions.push_back(scored(run));
    return submissions;
}

ContestScoreboard contest_scoreboard(db::Store& store, db::ContestStore& contests,
                                     const std::string& contest_id, contest::Audience audience,
                                     TimePoint now) {
    ContestScoreboard result;
    result.contest = require_contest(contests, contest_id);
    result.problems = contests.problems(contest_id);
    std::stable_sort(result.problems.begin(), result.problems.end(),
                     [](const auto& a, const auto& b) { return a.ordinal < b.ordinal; });
    result.teams = contests.teams(contest_id);
    result.organizations = contests.organizations(contest_id);
    result.clock = contest_clock(result.contest, now);

    // The rules see the contest's length as it stands (extended, paused, ended early) and a
    // freeze that starts where the clock says, so submissions up to the end count and the
    // freeze does not move when an operator ends the contest early.
    contest::ContestSettings settings = result.contest.settings;
    settings.duration = result.clock.effective_duration;
    settings.scoreboard_freeze_duration.reset();
    if (result.clock.freeze_start && result.clock.start)
        settings.scoreboard_freeze_duration =
            settings.duration - (*result.clock.freeze_start - *result.clock.start);
    Seconds longest_extra{0};
    bool over_for_everyone = result.clock.is_over();
    for (const auto& team : result.teams) {
        longest_extra = std::max(longest_extra, team.extra_time);
        if (over_for_everyone &&
            (settings.window == contest::WindowKind::per_team || team.extra_time > Seconds{0}))
            over_for_everyone =
                team_clock(result.contest, team_time(contests, result.contest, team), now)
                    .is_over();
    }
    contest::ScoreboardView view;
    view.audience = audience;
    view.thawed = result.contest.state.thawed.has_value();
    const Seconds all_over = settings.duration + longest_extra;
    // A team still working (extra time, its own window) keeps the board "not over" for OI.
    const auto all_over_ms = std::chrono::duration_cast<contest::Milliseconds>(all_over);
    view.now =
        over_for_everyone
            ? all_over_ms
            : std::min(std::chrono::duration_cast<contest::Milliseconds>(result.clock.elapsed),
                       all_over_ms - contest::Milliseconds{1});
    result.board =
        contest::compute_scoreboard(settings, result.problems, result.teams,
                                    scored_submissions(store, contests, result.contest), view);
    return result;
}

}  // namespace gridjudge::app
