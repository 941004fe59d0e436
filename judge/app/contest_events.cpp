#include "judge/app/contest_events.h"

#include <nlohmann/json.hpp>

#include "judge/app/contest_json_clarification.h"
#include "judge/app/contest_json_contest.h"
#include "judge/app/contest_json_problem.h"
#include "judge/app/contest_json_submission.h"
#include "judge/app/contest_json_team.h"
#include "judge/contest/contest_times.h"

namespace gridjudge::app {

using nlohmann::json;

std::string iso_time(TimePoint time) {
    return contest::format_abstime(time);
}

std::string contest_reltime(Seconds time) {
    return contest::contest_api_reltime(std::chrono::duration_cast<contest::Milliseconds>(time));
}

contest::ContestStateTimes contest_state_times(const db::ContestRecord& contest, TimePoint now) {
    const ContestClock clock = contest_clock(contest, now);
    contest::ContestStateTimes times;
    times.started = clock.start;
    if (clock.freeze_start && *clock.freeze_start <= now) times.frozen = clock.freeze_start;
    if (clock.is_over()) times.ended = clock.end;
    times.thawed = contest.state.thawed;
    times.finalized = contest.state.finalized;
    times.end_of_updates = contest.state.finalized;
    return times;
}

std::string contest_object_json(const db::ContestRecord& contest) {
    return contest_json(contest, /*strict=*/false).dump();
}

std::string state_object_json(const db::ContestRecord& contest, TimePoint now) {
    return state_json(contest_state_times(contest, now)).dump();
}

std::string problem_object_json(const contest::ContestProblem& problem) {
    return problem_json(problem, ProblemFacts{}).dump();
}

std::string team_object_json(const contest::Team& team) {
    return team_json(team, /*strict=*/false).dump();
}

std::string organization_object_json(const contest::Organization& organization) {
    return organization_json(organization).dump();
}

std::string account_object_json(const contest::Account& account) {
    return account_json(account).dump();
}

std::string submission_object_json(const db::SubmissionRecord& submission, Seconds contest_time,
                                   TimePoint time) {
    return submission_json(submission, time, {time - contest_time}, /*strict=*/false).dump();
}

std::string judgement_object_json(const db::SubmissionRecord& result, Seconds contest_time,
                                  TimePoint submitted, TimePoint judged, bool score_contest) {
    return judgement_json(result, judging_began(result, submitted, judged), judged,
                          {submitted - contest_time}, score_contest)
        .dump();
}

std::string clarification_object_json(const db::ClarificationRecord& clarification,
                                      Seconds contest_time) {
    return clarification_json(clarification, {clarification.time - contest_time}).dump();
}

bool log_contest_event(db::ContestStore& contests, const std::string& contest_id,
                       const std::string& type, const std::string& object_id,
                       const std::string& data_json, TimePoint now) {
    db::ContestEventRecord event;
    event.contest_id = contest_id;
    event.type = type;
    event.object_id = object_id;
    event.data_json = data_json;
    event.time = now;
    return contests.append_event(event).has_value();
}

std::map<std::int64_t, TimePoint> submission_times(db::ContestStore& contests,
                                                   const std::string& contest_id) {
    std::map<std::int64_t, TimePoint> times;
    constexpr std::size_t page = 1000;
    std::int64_t after = 0;
    for (;;) {
        const auto events = contests.events(contest_id, after, page);
        for (const auto& event : events) {
            after = event.id;
            if (event.type != "submissions" || event.data_json.empty()) continue;
            try {
                const auto id = std::stoll(event.object_id);
                times.try_emplace(id, event.time);  // the first event is the submission's
            } catch (const std::exception&) {
                // Not one of ours: an id that is not a number has no Store submission.
            }
        }
        if (events.size() < page) break;
    }
    return times;
}

}  // namespace gridjudge::app
