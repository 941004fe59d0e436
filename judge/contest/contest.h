// A contest as data: what the ICPC Contest Package format (contest.yaml, problems.yaml,
// accounts.yaml, teams.json, organizations.json) describes, and what the store keeps of a live
// round. Plain values; reading and writing the files, scoring and storing live elsewhere in
// judge/contest/ and db/.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace gridjudge::contest {

// Durations and times are whole seconds: the package format writes "h:mm:ss" and ISO 8601
// times, and no rule of a contest needs more than a second's resolution (penalty is minutes).
using Seconds = std::chrono::seconds;
using TimePoint = std::chrono::sys_seconds;

// How the scoreboard ranks teams. `pass_fail`: ICPC (solved, then penalty minutes, then the
// time of the last accepted). `ioi`: the best score per subtask over all of a team's
// submissions, shown live. `oi`: the last submission of each problem counts, its result hidden
// until the contest ends. The package format's scoreboard_type "score" is `ioi`.
enum class ScoringKind { pass_fail, ioi, oi };

// How long each team has: the same window for all (`fixed`), or `per_team`, starting at the
// team's first login (CMS's USACO-style window), `duration` long.
enum class WindowKind { fixed, per_team };

struct ContestSettings {
    std::string id;    // [a-zA-Z0-9_.-], at most 36 characters, as the Contest API's ids
    std::string name;  // shown on every page
    std::string formal_name;
    std::optional<TimePoint> start_time;  // nullopt: not scheduled yet
    Seconds duration{0};
    std::optional<Seconds> scoreboard_freeze_duration;  // before the end; nullopt: no freeze
    ScoringKind scoring = ScoringKind::pass_fail;
    int penalty_minutes = 20;  // per rejected try before the first accepted (pass-fail)
    WindowKind window = WindowKind::fixed;
};

struct ContestProblem {
    std::string id;     // the problem's id in the contest (and its folder in the package)
    std::string label;  // "A", "B", … shown on the scoreboard
    std::string name;
    std::string color;  // a CSS color name as given, may be empty
    std::string rgb;    // "#rrggbb", may be empty
    int ordinal = 0;    // the order on the scoreboard
};

struct Organization {
    std::string id;
    std::string name;
    std::string formal_name;
    std::string country;  // ISO 3166-1 alpha-3, may be empty
};

struct Team {
    std::string id;
    std::string name;
    std::string display_name;
    std::string organization_id;  // may be empty
    bool hidden = false;          // not on the public scoreboard
    Seconds extra_time{0};        // beyond the contest's (or the team's own) window
};

enum class AccountKind { team, judge, admin };

struct Account {
    std::string id;
    std::string username;
    AccountKind kind = AccountKind::team;
    std::string team_id;  // for a team account
    std::string name;
};

}  // namespace gridjudge::contest
