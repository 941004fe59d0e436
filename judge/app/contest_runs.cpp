#include "judge/app/contest_runs.h"

#include <algorithm>
#include <map>

#include "judge/app/contest_events.h"
#include "judge/contest/contest_times.h"

namespace gridjudge::app {

std::vector<ContestRun> contest_runs(db::Store& store, db::ContestStore& contests,
                                     const db::ContestRecord& contest) {
    const std::string& contest_id = contest.settings.id;
    const auto times = submission_times(contests, contest_id);
    std::map<std::string, contest::Team> teams;
    for (auto& team : contests.teams(contest_id)) teams.emplace(team.id, team);

    db::SubmissionFilter filter;
    filter.contest = contest_id;
    auto records = store.submissions(filter);
    std::sort(records.begin(), records.end(),
              [](const auto& a, const auto& b) { return a.id < b.id; });

    // The newest finished rejudge of each original.
    std::map<std::int64_t, std::int64_t> newest_rejudge;
    for (const auto& record : records)
        if (record.rejudge_of && record.status == SubmissionStatus::Done)
            newest_rejudge[*record.rejudge_of] = record.id;

    // Group results are read one submission at a time; only scored contests show them.
    const bool with_groups = contest.settings.scoring != contest::ScoringKind::pass_fail;
    std::vector<ContestRun> runs;
    for (const auto& record : records) {
        if (record.rejudge_of) continue;
        const auto team = teams.find(record.user);
        if (team == teams.end()) continue;
        ContestRun run;
        run.submission = record;
        const auto rejudge = newest_rejudge.find(record.id);
        const std::int64_t result_id =
            rejudge == newest_rejudge.end() ? record.id : rejudge->second;
        run.result = record;
        if (result_id != record.id || with_groups) {
            if (auto full = store.submission(result_id)) run.result = std::move(*full);
        }
        if (const auto time = times.find(record.id); time != times.end()) {
            run.time = time->second;
        } else if (const auto parsed = contest::parse_abstime(record.submitted_at); parsed.value) {
            run.time = *parsed.value;
        }
        std::optional<TimePoint> window_start =
            contest.state.started ? contest.state.started : contest.settings.start_time;
        if (contest.settings.window == contest::WindowKind::per_team)
            window_start = contests.team_window(contest_id, record.user);
        if (window_start) run.contest_time = contest_time_of(*window_start, run.time);
        runs.push_back(std::move(run));
    }
    return runs;
}

}  // namespace gridjudge::app
