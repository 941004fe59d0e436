#include "judge/app/contest_clock.h"

#include <algorithm>

namespace gridjudge::app {

const char* contest_phase_name(ContestPhase phase) {
    switch (phase) {
        case ContestPhase::not_started:
            return "not started";
        case ContestPhase::running:
            return "running";
        case ContestPhase::paused:
            return "paused";
        case ContestPhase::frozen:
            return "frozen";
        case ContestPhase::over:
            return "over";
        case ContestPhase::finalized:
            return "finalized";
    }
    return "unknown";
}

namespace {

// When the contest itself started, if it has: an operator's start, else the schedule once due.
std::optional<TimePoint> contest_start(const db::ContestRecord& contest, TimePoint now) {
    if (contest.state.started) return contest.state.started;
    if (contest.settings.start_time && *contest.settings.start_time <= now)
        return contest.settings.start_time;
    return std::nullopt;
}

// Time spent paused up to `now`: the ended pauses and the one in progress.
Seconds paused_until(const db::ContestStateRecord& state, TimePoint now) {
    Seconds total = state.paused_total;
    if (state.paused_since && *state.paused_since < now) total += now - *state.paused_since;
    return total;
}

// The clock of a window starting at `window_start` (nullopt: not started), given the contest's
// own start (which must have passed for any window to run).
ContestClock clock_of(const db::ContestRecord& contest, std::optional<TimePoint> window_start,
                      Seconds extra_time, TimePoint now) {
    const auto& state = contest.state;
    const auto& settings = contest.settings;
    ContestClock clock;
    const Seconds length = settings.duration + state.extended + paused_until(state, now);
    if (!window_start) {
        clock.phase = state.finalized ? ContestPhase::finalized : ContestPhase::not_started;
        clock.remaining = settings.duration + state.extended + extra_time;
        clock.effective_duration = settings.duration + state.extended;
        return clock;
    }
    clock.start = window_start;
    TimePoint end_without_extra = *window_start + length;
    TimePoint end = end_without_extra + extra_time;
    if (state.ended && *state.ended < end) {
        // An operator's "end" ends every window, extra time too.
        end = std::max(*state.ended, *window_start);
        end_without_extra = std::min(end_without_extra, end);
    }
    clock.end = end;
    clock.effective_duration = end_without_extra - *window_start;
    if (settings.scoreboard_freeze_duration) {
        clock.freeze_start = *window_start + settings.duration + state.extended +
                             paused_until(state, now) - *settings.scoreboard_freeze_duration;
        if (clock.freeze_start < *window_start) clock.freeze_start = window_start;
        // Ended by an operator before the freeze: there was none (the board stayed live).
        if (*clock.freeze_start >= end_without_extra) clock.freeze_start.reset();
    }
    const TimePoint until = std::min(now, end);
    clock.elapsed = until > *window_start ? until - *window_start : Seconds{0};
    clock.remaining = end > now ? end - now : Seconds{0};
    const bool freeze_started = clock.freeze_start && now >= *clock.freeze_start;
    clock.scoreboard_frozen = freeze_started && !state.thawed;

    if (state.finalized)
        clock.phase = ContestPhase::finalized;
    else if (now >= end)
        clock.phase = ContestPhase::over;
    else if (state.paused_since)
        clock.phase = ContestPhase::paused;
    else if (freeze_started)
        clock.phase = ContestPhase::frozen;
    else
        clock.phase = ContestPhase::running;
    return clock;
}

}  // namespace

ContestClock contest_clock(const db::ContestRecord& contest, TimePoint now) {
    return clock_of(contest, contest_start(contest, now), Seconds{0}, now);
}

ContestClock team_clock(const db::ContestRecord& contest, const TeamTime& team, TimePoint now) {
    const auto start = contest_start(contest, now);
    if (contest.settings.window == contest::WindowKind::fixed || !start)
        return clock_of(contest, start, team.extra_time, now);
    if (!team.window_start) {
        // Not logged in yet: the team has not started, or can no longer once the contest is over.
        ContestClock clock = clock_of(contest, std::nullopt, team.extra_time, now);
        if (contest_clock(contest, now).is_over() && !contest.state.finalized)
            clock.phase = ContestPhase::over;
        return clock;
    }
    return clock_of(contest, std::max(*team.window_start, *start), team.extra_time, now);
}

Seconds contest_time_of(TimePoint window_start, TimePoint moment) {
    return moment > window_start ? moment - window_start : Seconds{0};
}

TeamTime team_time(db::ContestStore& store, const db::ContestRecord& contest,
                   const contest::Team& team) {
    TeamTime time;
    time.extra_time = team.extra_time;
    if (contest.settings.window == contest::WindowKind::per_team)
        time.window_start = store.team_window(contest.settings.id, team.id);
    return time;
}

}  // namespace gridjudge::app
