#include "judge/app/contest_events.h"

#include <nlohmann/json.hpp>

#include "judge/contest/contest_times.h"
#include "judge/contest/scoreboard_json.h"

namespace gridjudge::app {

using nlohmann::json;

namespace {

json text_or_null(const std::string& text) {
    return text.empty() ? json(nullptr) : json(text);
}

json time_or_null(const std::optional<TimePoint>& time) {
    return time ? json(iso_time(*time)) : json(nullptr);
}

const char* account_type(contest::AccountKind kind) {
    switch (kind) {
        case contest::AccountKind::team:
            return "team";
        case contest::AccountKind::judge:
            return "judge";
        case contest::AccountKind::admin:
            return "admin";
    }
    return "team";
}

// The Contest API's judgement type ids (ccs-specs "Judgement Types"); PE has none of its own
// there and is a wrong answer, the judge's own failures are JE.
const char* judgement_type_id(Verdict verdict) {
    switch (verdict) {
        case Verdict::AC:
            return "AC";
        case Verdict::WA:
        case Verdict::PE:
            return "WA";
        case Verdict::TLE:
            return "TLE";
        case Verdict::MLE:
            return "MLE";
        case Verdict::OLE:
            return "OLE";
        case Verdict::RE:
            return "RTE";
        case Verdict::CE:
            return "CE";
        case Verdict::IE:
        case Verdict::Skipped:
            return "JE";
    }
    return "JE";
}

}  // namespace

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
    const auto& s = contest.settings;
    json object = {
        {"id", s.id},
        {"name", s.name},
        {"formal_name", s.formal_name.empty() ? s.name : s.formal_name},
        {"start_time", time_or_null(contest.state.started ? contest.state.started : s.start_time)},
        {"duration", contest_reltime(s.duration + contest.state.extended)},
        {"scoreboard_freeze_duration", s.scoreboard_freeze_duration
                                           ? json(contest_reltime(*s.scoreboard_freeze_duration))
                                           : json(nullptr)},
        {"scoreboard_type", s.scoring == contest::ScoringKind::pass_fail ? "pass-fail" : "score"},
        {"penalty_time", contest_reltime(Seconds{s.penalty_minutes * 60})},
    };
    return object.dump();
}

std::string state_object_json(const db::ContestRecord& contest, TimePoint now) {
    const auto times = contest_state_times(contest, now);
    json object = {
        {"started", time_or_null(times.started)},
        {"frozen", time_or_null(times.frozen)},
        {"ended", time_or_null(times.ended)},
        {"thawed", time_or_null(times.thawed)},
        {"finalized", time_or_null(times.finalized)},
        {"end_of_updates", time_or_null(times.end_of_updates)},
    };
    return object.dump();
}

std::string problem_object_json(const contest::ContestProblem& problem) {
    json object = {{"id", problem.id},
                   {"label", problem.label},
                   {"name", problem.name},
                   {"ordinal", problem.ordinal},
                   {"rgb", text_or_null(problem.rgb)},
                   {"color", text_or_null(problem.color)}};
    return object.dump();
}

std::string team_object_json(const contest::Team& team) {
    json object = {{"id", team.id},
                   {"name", team.name},
                   {"display_name", text_or_null(team.display_name)},
                   {"organization_id", text_or_null(team.organization_id)},
                   {"hidden", team.hidden}};
    return object.dump();
}

std::string organization_object_json(const contest::Organization& organization) {
    json object = {{"id", organization.id},
                   {"name", organization.name},
                   {"formal_name", text_or_null(organization.formal_name)},
                   {"country", text_or_null(organization.country)}};
    return object.dump();
}

std::string account_object_json(const contest::Account& account) {
    json object = {{"id", account.id},
                   {"username", account.username},
                   {"type", account_type(account.kind)},
                   {"team_id", text_or_null(account.team_id)},
                   {"name", text_or_null(account.name)}};
    return object.dump();
}

std::string submission_object_json(const db::SubmissionRecord& submission, Seconds contest_time,
                                   TimePoint time) {
    json object = {{"id", std::to_string(submission.id)},
                   {"language_id", submission.language},
                   {"problem_id", submission.problem_id},
                   {"team_id", submission.user},
                   {"time", iso_time(time)},
                   {"contest_time", contest_reltime(contest_time)}};
    return object.dump();
}

std::string judgement_object_json(const db::SubmissionRecord& result, std::int64_t submission_id,
                                  Seconds contest_time, TimePoint time) {
    json object = {{"id", std::to_string(result.id)},
                   {"submission_id", std::to_string(submission_id)},
                   {"judgement_type_id",
                    result.verdict ? json(judgement_type_id(*result.verdict)) : json(nullptr)},
                   {"score", result.score},
                   {"start_time", iso_time(time)},
                   {"start_contest_time", contest_reltime(contest_time)},
                   {"end_time", iso_time(time)},
                   {"end_contest_time", contest_reltime(contest_time)}};
    return object.dump();
}

std::string clarification_object_json(const db::ClarificationRecord& clarification,
                                      Seconds contest_time) {
    json object = {
        {"id", std::to_string(clarification.id)},
        {"from_team_id", text_or_null(clarification.from_team_id)},
        {"to_team_ids", clarification.to_team_id.empty() ? json(nullptr)
                                                         : json::array({clarification.to_team_id})},
        {"reply_to_id",
         clarification.reply_to ? json(std::to_string(*clarification.reply_to)) : json(nullptr)},
        {"problem_id", text_or_null(clarification.problem_id)},
        {"text", clarification.text},
        {"time", iso_time(clarification.time)},
        {"contest_time", contest_reltime(contest_time)},
    };
    return object.dump();
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
