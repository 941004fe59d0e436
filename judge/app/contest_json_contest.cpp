#include "judge/app/contest_json_contest.h"

#include "judge/contest/contest_times.h"

namespace gridjudge::app {
namespace {

nlohmann::ordered_json time_or_null(const std::optional<contest::TimePoint>& time) {
    if (!time) return nullptr;
    return contest::format_abstime(*time);
}

const char* scoring_name(contest::ScoringKind kind) {
    switch (kind) {
        case contest::ScoringKind::pass_fail:
            return "pass_fail";
        case contest::ScoringKind::ioi:
            return "ioi";
        case contest::ScoringKind::oi:
            return "oi";
    }
    return "pass_fail";
}

}  // namespace

nlohmann::ordered_json api_information_json() {
    return {{"version", "2023-06"},
            {"version_url", "https://ccs-specs.icpc.io/2023-06/contest_api"},
            {"provider", {{"name", "gridjudge"}}}};
}

nlohmann::ordered_json contest_json(const db::ContestRecord& contest, bool strict) {
    const contest::ContestSettings& s = contest.settings;
    const bool pass_fail = s.scoring == contest::ScoringKind::pass_fail;
    nlohmann::ordered_json json{
        {"id", s.id},
        {"name", s.name},
        {"formal_name", s.formal_name.empty() ? s.name : s.formal_name},
        // The moment it really started, and its length with the operators' extensions.
        {"start_time", time_or_null(contest.state.started ? contest.state.started : s.start_time)},
        {"duration", contest::format_reltime(s.duration + contest.state.extended)},
        {"scoreboard_freeze_duration",
         s.scoreboard_freeze_duration
             ? nlohmann::ordered_json(contest::format_reltime(*s.scoreboard_freeze_duration))
             : nlohmann::ordered_json()},
        {"scoreboard_type", pass_fail ? "pass-fail" : "score"}};
    // The spec's schema forbids penalty_time on a "score" board.
    if (pass_fail) json["penalty_time"] = s.penalty_minutes;
    if (!strict) {
        json["scoring"] = scoring_name(s.scoring);
        json["window"] = s.window == contest::WindowKind::fixed ? "fixed" : "per_team";
    }
    return json;
}

nlohmann::ordered_json state_json(const contest::ContestStateTimes& state) {
    return {{"started", time_or_null(state.started)},
            {"frozen", time_or_null(state.frozen)},
            {"ended", time_or_null(state.ended)},
            {"thawed", time_or_null(state.thawed)},
            {"finalized", time_or_null(state.finalized)},
            {"end_of_updates", time_or_null(state.end_of_updates)}};
}

}  // namespace gridjudge::app
