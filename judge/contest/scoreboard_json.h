// The scoreboard in the ICPC Contest API's shape (ccs-specs 2023-06, "Scoreboard"): time,
// contest_time, state, and rows of rank, team_id, score and problems. Strict output has exactly
// the spec's properties; otherwise event_id and each cell's first_to_solve are added, as
// DOMjudge's API adds them for the tools that read it.
#pragma once

#include <chrono>
#include <optional>
#include <string>

#include "judge/contest/scoreboard.h"

namespace gridjudge::contest {

// The contest state object (the spec's /state endpoint, repeated in the scoreboard). Each is
// the moment it happened, or nullopt while it has not.
struct ContestStateTimes {
    std::optional<TimePoint> started;
    std::optional<TimePoint> frozen;
    std::optional<TimePoint> ended;
    std::optional<TimePoint> thawed;
    std::optional<TimePoint> finalized;
    std::optional<TimePoint> end_of_updates;
};

struct ScoreboardJsonContext {
    // The event after which the board was computed: its wall time and contest time.
    std::chrono::sys_time<Milliseconds> time;
    Milliseconds contest_time{0};
    ContestStateTimes state;
    std::string event_id;  // written only when not strict and not empty
    bool strict = false;
};

// The JSON text, properties in the spec's order (time, contest_time, state, rows; rank,
// team_id, score, problems).
std::string scoreboard_json(const Scoreboard& board, const ScoreboardJsonContext& context);

// The spec's TIME ("2026-11-24T17:05:00Z", milliseconds written when not zero) and RELTIME
// ("-0:00:30", "4:13:07.832") strings.
std::string contest_api_time(std::chrono::sys_time<Milliseconds> time);
std::string contest_api_reltime(Milliseconds duration);

}  // namespace gridjudge::contest
