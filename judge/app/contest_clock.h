// The contest clock: where a contest (or one team's window of it) stands at a moment, computed
// from what the store keeps (the settings and the operators' actions) and nothing else. Pure
// functions: the caller says what time it is.
//
// The rules (docs/contests.md, "The contest clock"):
//  - The contest starts when an operator starts it (state.started), or by itself at the
//    scheduled settings.start_time once that has passed if no operator started it earlier.
//  - Its end is start + duration + extended + the time spent paused (a pause in progress
//    counts up to `now`: the end moves on while the contest is paused). An operator's "end"
//    ends it earlier (state.ended).
//  - Per-team windows (WindowKind::per_team): a team's window starts at its first login
//    (ContestStore::start_team_window) and lasts as the contest does, with the same extension
//    and pauses; a team may first log in while the contest itself is running. A team that has
//    not logged in has not started. An operator's "end" ends every window.
//  - A team's extra_time is added to its window's end.
//  - The freeze starts at (the window's end without the team's extra time) −
//    scoreboard_freeze_duration (the planned end: an operator's early "end" does not move it;
//    ended before it, there is no freeze) and lasts until an operator thaws it (state.thawed).
//  - Contest time (of a submission, on the scoreboard) is the wall time since the window's start,
//    pauses included (the store keeps the pauses' total, not when each was), never negative.
#pragma once

#include <optional>

#include "db/contest_store.h"

namespace gridjudge::app {

using contest::Seconds;
using contest::TimePoint;

enum class ContestPhase {
    not_started,  // before the start (or, per-team, before the team's first login)
    running,      // submissions accepted, the public board live
    paused,       // an operator paused it: no submissions, the end moves on
    frozen,       // running, but the public board is frozen (the last minutes)
    over,         // the window ended; results may still change (rejudges) until finalized
    finalized,    // results final
};

// "not started", "running", "paused", "frozen", "over", "finalized".
const char* contest_phase_name(ContestPhase phase);

// One team's own part of the clock: its window's start (per-team windows only; nullopt: not
// logged in yet) and its extra time.
struct TeamTime {
    std::optional<TimePoint> window_start;
    Seconds extra_time{0};
};

struct ContestClock {
    ContestPhase phase = ContestPhase::not_started;
    std::optional<TimePoint> start;  // the window's start, once started
    std::optional<TimePoint> end;    // the window's end as it stands now (moves while paused)
    std::optional<TimePoint> freeze_start;  // nullopt: no freeze (or not started)
    Seconds elapsed{0};                     // contest time now: now − start, 0 before the start
    Seconds remaining{0};  // end − now, 0 once over (or before the start: the whole length)
    bool scoreboard_frozen = false;  // the public board hides results (freeze started, no thaw)
    // The length the scoreboard's rules see: end − start (duration + extended + pauses, or up
    // to an operator's end; without the team's extra time).
    Seconds effective_duration{0};

    // A team may submit: running or frozen.
    bool accepts_submissions() const {
        return phase == ContestPhase::running || phase == ContestPhase::frozen;
    }
    // Over or finalized.
    bool is_over() const { return phase == ContestPhase::over || phase == ContestPhase::finalized; }
};

// The contest's own clock (no team: the fixed window, or for per-team contests the span in
// which teams may start their windows).
ContestClock contest_clock(const db::ContestRecord& contest, TimePoint now);

// A team's clock: its window (per-team contests: from its first login) and its extra time.
ContestClock team_clock(const db::ContestRecord& contest, const TeamTime& team, TimePoint now);

// The contest time of `moment` in a window that started at `window_start`: moment − start,
// 0 for a moment before the start.
Seconds contest_time_of(TimePoint window_start, TimePoint moment);

// The team's TeamTime as the store has it (its window start for a per-team contest, its extra
// time from the team record).
TeamTime team_time(db::ContestStore& store, const db::ContestRecord& contest,
                   const contest::Team& team);

}  // namespace gridjudge::app
