// The ICPC Contest API's (ccs-specs 2023-06) "API information", "contest" and "state" objects
// from gridjudge's records. Strict output has exactly the spec's properties; otherwise a few of
// gridjudge's own are added, prefixed nothing, named below.
#pragma once

#include <nlohmann/json.hpp>

#include "db/contest_store.h"
#include "judge/contest/scoreboard_json.h"

namespace gridjudge::app {

// GET /api: {"version": "2023-06", "version_url", "provider": {"name", "version"}}.
nlohmann::ordered_json api_information_json();

// A contest: id, name, formal_name, start_time (null when not scheduled), duration,
// scoreboard_freeze_duration (null when no freeze), scoreboard_type ("pass-fail" for ICPC,
// "score" for IOI and OI) and penalty_time (pass-fail only, as the spec's schema demands).
// Not strict: "scoring" ("pass_fail", "ioi", "oi") and "window" ("fixed", "per_team") are added.
nlohmann::ordered_json contest_json(const db::ContestRecord& contest, bool strict);

// The state object: each moment, or null while it has not happened.
nlohmann::ordered_json state_json(const contest::ContestStateTimes& state);

}  // namespace gridjudge::app
