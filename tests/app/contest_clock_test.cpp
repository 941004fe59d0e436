// The contest clock (judge/app/contest_clock.h): every phase, the end moved by extensions,
// pauses (ended and in progress) and an operator's end, per-team windows, extra time, the
// freeze and the thaw, and the contest time of a moment.
#include "judge/app/contest_clock.h"

#include <gtest/gtest.h>

namespace gridjudge::app {
namespace {

using namespace std::chrono_literals;

const TimePoint t0 = TimePoint{std::chrono::sys_days{std::chrono::year{2026} / 11 / 24}} + 10h;

db::ContestRecord five_hours(std::optional<Seconds> freeze = 1h) {
    db::ContestRecord contest;
    contest.settings.id = "wf";
    contest.settings.name = "Finals";
    contest.settings.duration = 5h;
    contest.settings.scoreboard_freeze_duration = freeze;
    return contest;
}

db::ContestRecord started(std::optional<Seconds> freeze = 1h) {
    auto contest = five_hours(freeze);
    contest.state.started = t0;
    return contest;
}

TEST(ContestClock, NotScheduledNotStartedIsNotStartedWithTheWholeLengthLeft) {
    const auto clock = contest_clock(five_hours(), t0);
    EXPECT_EQ(clock.phase, ContestPhase::not_started);
    EXPECT_EQ(clock.start, std::nullopt);
    EXPECT_EQ(clock.end, std::nullopt);
    EXPECT_EQ(clock.elapsed, 0s);
    EXPECT_EQ(clock.remaining, Seconds{5h});
    EXPECT_FALSE(clock.accepts_submissions());
    EXPECT_FALSE(clock.scoreboard_frozen);
    EXPECT_STREQ(contest_phase_name(clock.phase), "not started");
}

TEST(ContestClock, AScheduledStartStartsTheContestByItself) {
    auto contest = five_hours();
    contest.settings.start_time = t0;
    EXPECT_EQ(contest_clock(contest, t0 - 1s).phase, ContestPhase::not_started);
    const auto clock = contest_clock(contest, t0 + 90s);
    EXPECT_EQ(clock.phase, ContestPhase::running);
    EXPECT_EQ(clock.start, t0);
    EXPECT_EQ(clock.end, t0 + 5h);
    EXPECT_EQ(clock.elapsed, 90s);
    EXPECT_EQ(clock.remaining, Seconds{5h} - 90s);
}

TEST(ContestClock, AnOperatorsStartBeatsTheSchedule) {
    auto contest = five_hours();
    contest.settings.start_time = t0 + 1h;
    contest.state.started = t0;
    const auto clock = contest_clock(contest, t0 + 10min);
    EXPECT_EQ(clock.phase, ContestPhase::running);
    EXPECT_EQ(clock.start, t0);
}

TEST(ContestClock, TheFreezeStartsAtTheEndMinusItsLengthAndTheThawLiftsIt) {
    auto contest = started();
    auto clock = contest_clock(contest, t0 + 4h - 1s);
    EXPECT_EQ(clock.phase, ContestPhase::running);
    EXPECT_EQ(clock.freeze_start, t0 + 4h);
    EXPECT_FALSE(clock.scoreboard_frozen);
    clock = contest_clock(contest, t0 + 4h);
    EXPECT_EQ(clock.phase, ContestPhase::frozen);
    EXPECT_TRUE(clock.scoreboard_frozen);
    EXPECT_TRUE(clock.accepts_submissions());
    // Over, still frozen until thawed.
    clock = contest_clock(contest, t0 + 5h);
    EXPECT_EQ(clock.phase, ContestPhase::over);
    EXPECT_TRUE(clock.scoreboard_frozen);
    EXPECT_FALSE(clock.accepts_submissions());
    EXPECT_EQ(clock.elapsed, Seconds{5h});
    EXPECT_EQ(clock.remaining, 0s);
    contest.state.thawed = t0 + 5h + 10min;
    clock = contest_clock(contest, t0 + 5h + 10min);
    EXPECT_FALSE(clock.scoreboard_frozen);
    EXPECT_EQ(clock.phase, ContestPhase::over);
}

TEST(ContestClock, NoFreezeNeverFreezes) {
    const auto clock = contest_clock(started(std::nullopt), t0 + 4h + 59min);
    EXPECT_EQ(clock.phase, ContestPhase::running);
    EXPECT_EQ(clock.freeze_start, std::nullopt);
    EXPECT_FALSE(clock.scoreboard_frozen);
}

TEST(ContestClock, APauseInProgressMovesTheEndOnAndStopsSubmissions) {
    auto contest = started();
    contest.state.paused_since = t0 + 1h;
    auto clock = contest_clock(contest, t0 + 1h + 20min);
    EXPECT_EQ(clock.phase, ContestPhase::paused);
    EXPECT_FALSE(clock.accepts_submissions());
    EXPECT_EQ(clock.end, t0 + 5h + 20min);
    EXPECT_EQ(clock.remaining, Seconds{4h});
    EXPECT_EQ(clock.freeze_start, t0 + 4h + 20min);
    EXPECT_EQ(clock.effective_duration, Seconds{5h + 20min});
    // Paused past the planned end: not over, the end keeps moving.
    clock = contest_clock(contest, t0 + 6h);
    EXPECT_EQ(clock.phase, ContestPhase::paused);
    EXPECT_EQ(clock.end, t0 + 10h);
}

TEST(ContestClock, EndedPausesAndExtensionsAddToTheEnd) {
    auto contest = started();
    contest.state.paused_total = 15min;
    contest.state.extended = 30min;
    const auto clock = contest_clock(contest, t0 + 5h + 44min);
    EXPECT_EQ(clock.end, t0 + 5h + 45min);
    EXPECT_EQ(clock.phase, ContestPhase::frozen);
    EXPECT_EQ(clock.remaining, 1min);
    EXPECT_EQ(clock.freeze_start, t0 + 4h + 45min);
    EXPECT_EQ(contest_clock(contest, t0 + 5h + 45min).phase, ContestPhase::over);
}

TEST(ContestClock, AnOperatorsEndEndsItEarly) {
    auto contest = started();
    contest.state.ended = t0 + 2h;
    const auto clock = contest_clock(contest, t0 + 2h);
    EXPECT_EQ(clock.phase, ContestPhase::over);
    EXPECT_EQ(clock.end, t0 + 2h);
    EXPECT_EQ(clock.elapsed, Seconds{2h});
    EXPECT_EQ(clock.effective_duration, Seconds{2h});
    EXPECT_EQ(contest_clock(contest, t0 + 2h - 1s).phase, ContestPhase::running);
    // Ended before the freeze: none, ever.
    EXPECT_EQ(clock.freeze_start, std::nullopt);
    EXPECT_FALSE(contest_clock(contest, t0 + 4h + 30min).scoreboard_frozen);
    // Ended in the freeze: the freeze stays where it was.
    contest.state.ended = t0 + 4h + 30min;
    EXPECT_EQ(contest_clock(contest, t0 + 6h).freeze_start, t0 + 4h);
    EXPECT_TRUE(contest_clock(contest, t0 + 6h).scoreboard_frozen);
}

TEST(ContestClock, FinalizedWinsOverEveryOtherPhase) {
    auto contest = started();
    contest.state.finalized = t0 + 6h;
    EXPECT_EQ(contest_clock(contest, t0 + 6h).phase, ContestPhase::finalized);
    EXPECT_TRUE(contest_clock(contest, t0 + 6h).is_over());
    EXPECT_STREQ(contest_phase_name(ContestPhase::finalized), "finalized");
}

TEST(ContestClock, ATeamsExtraTimeEndsItsWindowLaterButNotItsFreeze) {
    const auto contest = started();
    const TeamTime team{std::nullopt, 10min};
    auto clock = team_clock(contest, team, t0 + 5h + 5min);
    EXPECT_EQ(clock.phase, ContestPhase::frozen);
    EXPECT_EQ(clock.end, t0 + 5h + 10min);
    EXPECT_EQ(clock.freeze_start, t0 + 4h);
    EXPECT_EQ(clock.effective_duration, Seconds{5h});
    EXPECT_TRUE(clock.accepts_submissions());
    EXPECT_EQ(team_clock(contest, team, t0 + 5h + 10min).phase, ContestPhase::over);
    // An operator's end ends the extra time too.
    auto ended = contest;
    ended.state.ended = t0 + 5h;
    EXPECT_EQ(team_clock(ended, team, t0 + 5h + 1min).phase, ContestPhase::over);
}

TEST(ContestClock, PerTeamWindowsStartAtTheTeamsFirstLogin) {
    auto contest = started();
    contest.settings.window = contest::WindowKind::per_team;
    // Not logged in: not started while the contest runs, over once it is.
    EXPECT_EQ(team_clock(contest, {}, t0 + 1h).phase, ContestPhase::not_started);
    EXPECT_EQ(team_clock(contest, {}, t0 + 5h).phase, ContestPhase::over);
    const TeamTime late{t0 + 3h, 0s};
    const auto clock = team_clock(contest, late, t0 + 6h);
    EXPECT_EQ(clock.phase, ContestPhase::running);
    EXPECT_EQ(clock.start, t0 + 3h);
    EXPECT_EQ(clock.end, t0 + 8h);
    EXPECT_EQ(clock.elapsed, Seconds{3h});
    EXPECT_EQ(clock.freeze_start, t0 + 7h);
    EXPECT_EQ(team_clock(contest, late, t0 + 8h).phase, ContestPhase::over);
    // The contest's own clock is not the team's.
    EXPECT_EQ(contest_clock(contest, t0 + 6h).phase, ContestPhase::over);
}

TEST(ContestClock, ContestTimeIsSinceTheWindowsStartAndNeverNegative) {
    EXPECT_EQ(contest_time_of(t0, t0 + 61s), 61s);
    EXPECT_EQ(contest_time_of(t0, t0), 0s);
    EXPECT_EQ(contest_time_of(t0, t0 - 5s), 0s);
}

}  // namespace
}  // namespace gridjudge::app
