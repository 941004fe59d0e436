#include "judge/app/contest_viewer.h"

#include <algorithm>

#include "judge/app/contest_error.h"
#include "judge/app/contest_operations.h"
#include "judge/app/contest_runs.h"

namespace gridjudge::app {

using Kind = ContestError::Kind;

Viewer Viewer::of_account(const db::AccountRecord& record) {
    Viewer viewer;
    switch (record.account.kind) {
        case contest::AccountKind::team:
            viewer.role = ViewerRole::team;
            break;
        case contest::AccountKind::judge:
            viewer.role = ViewerRole::judge;
            break;
        case contest::AccountKind::admin:
            viewer.role = ViewerRole::admin;
            break;
    }
    viewer.account_id = record.account.id;
    viewer.username = record.account.username;
    viewer.name = record.account.name;
    viewer.team_id = record.account.team_id;
    viewer.contest_id = record.contest_id;
    return viewer;
}

contest::Audience audience_of(const Viewer& viewer) {
    return viewer.is_jury() ? contest::Audience::judges : contest::Audience::everyone;
}

db::ContestRecord contest_for_viewer(db::ContestStore& contests, const std::string& contest_id,
                                     const Viewer& viewer) {
    auto contest = require_contest(contests, contest_id);
    if (!viewer.belongs_to(contest_id))
        throw ContestError(Kind::forbidden, "this account is not in contest '" + contest_id + "'");
    return contest;
}

ContestClock clock_for_viewer(db::ContestStore& contests, const db::ContestRecord& contest,
                              const Viewer& viewer, TimePoint now) {
    if (viewer.is_team() && viewer.contest_id == contest.settings.id)
        if (const auto team = contests.team(contest.settings.id, viewer.team_id))
            return team_clock(contest, team_time(contests, contest, *team), now);
    return contest_clock(contest, now);
}

namespace {

// Whether the team may see its results yet: pass-fail and ioi as soon as judged (during the
// freeze too: the freeze hides other teams' results, not a team's own); oi once over for all.
bool team_sees_results(db::ContestStore& contests, const db::ContestRecord& contest,
                       TimePoint now) {
    if (contest.settings.scoring != contest::ScoringKind::oi) return true;
    if (!contest_clock(contest, now).is_over()) return false;
    for (const auto& team : contests.teams(contest.settings.id))
        if (!team_clock(contest, team_time(contests, contest, team), now).is_over()) return false;
    return true;
}

VisibleSubmission visible(const ContestRun& run, const db::ContestRecord& contest,
                          const std::vector<contest::ContestProblem>& problems, bool jury,
                          bool results_shown) {
    VisibleSubmission shown;
    shown.id = run.submission.id;
    shown.contest_id = contest.settings.id;
    shown.team_id = run.submission.user;
    shown.problem_id = run.submission.problem_id;
    for (const auto& problem : problems)
        if (problem.id == shown.problem_id) shown.problem_label = problem.label;
    shown.language = run.submission.language;
    shown.source_name = run.submission.source_name;
    shown.submitted_at = run.submission.submitted_at;
    shown.contest_time = run.contest_time;
    switch (run.result.status) {
        case SubmissionStatus::Queued:
            shown.state = contest::JudgingState::queued;
            break;
        case SubmissionStatus::Judging:
            shown.state = contest::JudgingState::judging;
            if (jury || contest.settings.scoring != contest::ScoringKind::oi) {
                shown.progress_test = run.result.progress_test;
                shown.progress_tests = run.result.progress_tests;
            }
            break;
        case SubmissionStatus::Done:
            shown.state = contest::JudgingState::judged;
            break;
    }
    if (shown.state != contest::JudgingState::judged) return shown;
    if (!jury && !results_shown) {
        shown.result_hidden = true;
        return shown;
    }
    shown.verdict = run.result.verdict.value_or(Verdict::IE);
    const bool scored = contest.settings.scoring != contest::ScoringKind::pass_fail;
    if (jury || scored) {
        shown.score = run.result.score;
        shown.max_score = run.result.max_score;
        for (const auto& group : run.result.groups)
            shown.subtasks.push_back({group.group, group.score, group.max_score});
    }
    return shown;
}

}  // namespace

std::vector<VisibleSubmission> submissions_for_viewer(db::Store& store, db::ContestStore& contests,
                                                      const std::string& contest_id,
                                                      const Viewer& viewer, TimePoint now) {
    const auto contest = contest_for_viewer(contests, contest_id, viewer);
    std::vector<VisibleSubmission> shown;
    if (!viewer.is_jury() && !viewer.is_team()) return shown;
    const auto problems = contests.problems(contest_id);
    const bool results_shown = viewer.is_jury() || team_sees_results(contests, contest, now);
    for (const auto& run : contest_runs(store, contests, contest)) {
        if (!viewer.is_jury() && run.submission.user != viewer.team_id) continue;
        shown.push_back(visible(run, contest, problems, viewer.is_jury(), results_shown));
    }
    return shown;
}

VisibleSubmission submission_for_viewer(db::Store& store, db::ContestStore& contests,
                                        const std::string& contest_id, std::int64_t submission_id,
                                        const Viewer& viewer, TimePoint now) {
    for (auto& shown : submissions_for_viewer(store, contests, contest_id, viewer, now))
        if (shown.id == submission_id) return shown;
    throw ContestError(Kind::not_found, "no submission " + std::to_string(submission_id) +
                                            " in contest '" + contest_id + "'");
}

std::string submission_source_for_viewer(db::Store& store, db::ContestStore& contests,
                                         const std::string& contest_id, std::int64_t submission_id,
                                         const Viewer& viewer) {
    contest_for_viewer(contests, contest_id, viewer);
    const auto record = store.submission(submission_id);
    const bool visible = record && record->contest == contest_id && !record->rejudge_of &&
                         (viewer.is_jury() || (viewer.is_team() && record->user == viewer.team_id));
    if (!visible)
        throw ContestError(Kind::not_found, "no submission " + std::to_string(submission_id) +
                                                " in contest '" + contest_id + "'");
    return record->source;
}

std::vector<contest::ContestProblem> problems_for_viewer(db::ContestStore& contests,
                                                         const std::string& contest_id,
                                                         const Viewer& viewer, TimePoint now) {
    const auto contest = contest_for_viewer(contests, contest_id, viewer);
    auto problems = contests.problems(contest_id);
    std::stable_sort(problems.begin(), problems.end(),
                     [](const auto& a, const auto& b) { return a.ordinal < b.ordinal; });
    if (viewer.is_jury()) return problems;
    // The problem set is secret until the contest starts (for a per-team contest, until the
    // contest itself opens: a team that has not logged in yet may read them then).
    if (!contest_clock(contest, now).start) return {};
    return problems;
}

std::vector<contest::Team> teams_for_viewer(db::ContestStore& contests,
                                            const std::string& contest_id, const Viewer& viewer) {
    contest_for_viewer(contests, contest_id, viewer);
    auto teams = contests.teams(contest_id);
    if (viewer.is_jury()) return teams;
    std::erase_if(teams, [&](const contest::Team& team) {
        return team.hidden && !(viewer.is_team() && team.id == viewer.team_id);
    });
    return teams;
}

}  // namespace gridjudge::app
