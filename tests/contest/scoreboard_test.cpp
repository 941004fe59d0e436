// The scoring and ranking rules, each on a board computed by hand: penalty minutes, compile
// errors, ties and the last-accepted tiebreak, first to solve (equal times, an earlier pending
// try, hidden teams), the freeze and unfreeze, IOI's best per subtask, OI's last submission and
// its hiding until the end, hidden teams and extra time.
#include <gtest/gtest.h>

#include <stdexcept>

#include "judge/contest/scoreboard.h"
#include "tests/contest/scoreboard_fixtures.h"

namespace gridjudge::contest {
namespace {

using namespace testing;

const ScoreboardRow& row_of(const Scoreboard& board, const std::string& team_id) {
    for (const ScoreboardRow& row : board.rows)
        if (row.team_id == team_id) return row;
    throw std::logic_error("no row for team " + team_id);
}

// "rank team solved total" per row, in board order: one line says the whole ranking.
std::vector<std::string> ranking(const Scoreboard& board) {
    std::vector<std::string> out;
    for (const ScoreboardRow& row : board.rows)
        out.push_back(std::to_string(row.rank) + " " + row.team_id + " " +
                      std::to_string(row.num_solved) + " " + std::to_string(row.total_time));
    return out;
}

TEST(ScoreboardPassFail, PenaltyIsMinuteOfFirstAcceptedPlusTwentyPerRejectedTryBefore) {
    const auto settings = five_hour_contest();
    const auto board = compute_scoreboard(
        settings, problems({"p1", "p2"}), {team("t1", "One")},
        {judged("t1", "p1", at(0, 10, 0), Verdict::WA),
         judged("t1", "p1", at(0, 15, 30), Verdict::TLE),
         // 40:59.999 is still minute 40: minutes are rounded down.
         judged("t1", "p1", at(0, 40, 59, 999), Verdict::AC),
         // After the first accepted nothing counts, neither a try nor a pending one.
         judged("t1", "p1", at(0, 50, 0), Verdict::WA), pending("t1", "p1", at(0, 55, 0)),
         judged("t1", "p2", at(1, 0, 0), Verdict::AC)},
        judges_at(at(2, 0, 0)));
    const ScoreboardRow& row = row_of(board, "t1");
    EXPECT_EQ(row.rank, 1);
    EXPECT_EQ(row.num_solved, 2);
    EXPECT_EQ(row.total_time, (40 + 2 * 20) + 60);
    EXPECT_EQ(row.last_improvement_minutes, 60);
    EXPECT_EQ(row.problems[0].num_judged, 3);
    EXPECT_EQ(row.problems[0].num_pending, 0);
    EXPECT_TRUE(row.problems[0].solved);
    EXPECT_EQ(row.problems[0].time_minutes, 40);
    EXPECT_EQ(row.problems[1].num_judged, 1);
    EXPECT_EQ(row.problems[1].time_minutes, 60);
}

TEST(ScoreboardPassFail, PenaltyFollowsTheContestsPenaltyTime) {
    auto settings = five_hour_contest();
    settings.penalty_minutes = 7;
    const auto board = compute_scoreboard(settings, problems({"p1"}), {team("t1", "One")},
                                          {judged("t1", "p1", at(0, 1, 0), Verdict::RE),
                                           judged("t1", "p1", at(0, 2, 0), Verdict::MLE),
                                           judged("t1", "p1", at(0, 3, 0), Verdict::OLE),
                                           judged("t1", "p1", at(0, 4, 0), Verdict::PE),
                                           judged("t1", "p1", at(0, 9, 0), Verdict::AC)},
                                          judges_at(at(1, 0, 0)));
    EXPECT_EQ(row_of(board, "t1").total_time, 9 + 4 * 7);
}

TEST(ScoreboardPassFail, CompileErrorsAreNeitherTriesNorPenalty) {
    const auto board = compute_scoreboard(
        five_hour_contest(), problems({"p1", "p2"}), {team("t1", "One")},
        {judged("t1", "p1", at(0, 5, 0), Verdict::CE), judged("t1", "p1", at(0, 6, 0), Verdict::CE),
         judged("t1", "p1", at(0, 7, 0), Verdict::WA),
         judged("t1", "p1", at(0, 30, 0), Verdict::AC),
         judged("t1", "p2", at(0, 8, 0), Verdict::CE)},
        judges_at(at(1, 0, 0)));
    const ScoreboardRow& row = row_of(board, "t1");
    EXPECT_EQ(row.problems[0].num_judged, 2);
    EXPECT_EQ(row.total_time, 30 + 20);
    EXPECT_EQ(row.problems[1].num_judged, 0);
    EXPECT_EQ(row.problems[1].num_pending, 0);
    EXPECT_FALSE(row.problems[1].solved);
}

// The shape of a cell in a published regional final's standings: ten rejected tries with a
// compile error among them, accepted at 4:35:xx. The published cell says 11 tries, 475 minutes.
TEST(ScoreboardPassFail, ManyTriesWithACompileErrorAmongThemAsPublishedStandingsCountThem) {
    std::vector<ScoredSubmission> submissions;
    const Verdict tries[] = {Verdict::WA,  Verdict::TLE, Verdict::WA, Verdict::TLE,
                             Verdict::TLE, Verdict::TLE, Verdict::CE, Verdict::TLE,
                             Verdict::TLE, Verdict::TLE, Verdict::TLE};
    int minute = 100;
    for (const Verdict verdict : tries)
        submissions.push_back(judged("t1", "p1", at(0, minute += 10, 0), verdict));
    submissions.push_back(judged("t1", "p1", at(4, 35, 31, 250), Verdict::AC));
    const auto board = compute_scoreboard(five_hour_contest(), problems({"p1"}),
                                          {team("t1", "One")}, submissions, judges_at(at(5, 0, 0)));
    EXPECT_EQ(row_of(board, "t1").problems[0].num_judged, 11);
    EXPECT_EQ(row_of(board, "t1").problems[0].time_minutes, 275);
    EXPECT_EQ(row_of(board, "t1").total_time, 475);
}

TEST(ScoreboardPassFail, JudgingErrorAndUnjudgedArePendingWithoutPenalty) {
    const auto board = compute_scoreboard(
        five_hour_contest(), problems({"p1"}), {team("t1", "One")},
        {judged("t1", "p1", at(0, 5, 0), Verdict::IE), pending("t1", "p1", at(0, 6, 0)),
         pending("t1", "p1", at(0, 7, 0), JudgingState::judging),
         judged("t1", "p1", at(0, 10, 0), Verdict::AC)},
        judges_at(at(1, 0, 0)));
    const ProblemCell& cell = row_of(board, "t1").problems[0];
    EXPECT_EQ(cell.num_judged, 1);
    EXPECT_EQ(cell.num_pending, 3);
    EXPECT_EQ(row_of(board, "t1").total_time, 10);
}

TEST(ScoreboardPassFail, RanksBySolvedThenPenaltyThenLastAcceptedAndTiesShareTheRank) {
    const auto board = compute_scoreboard(
        five_hour_contest(), problems({"p1", "p2"}),
        {team("p", "Papaya"), team("q", "Quince"), team("s", "Sloe"), team("r", "Rowan"),
         team("t", "Tamarind"), team("u", "Ugli")},
        {// p and q: 2 solved, 100 minutes each; q's last accepted (60) is earlier than p's (70).
         judged("p", "p1", at(0, 30, 0), Verdict::AC), judged("p", "p2", at(1, 10, 0), Verdict::AC),
         judged("q", "p1", at(0, 40, 0), Verdict::AC), judged("q", "p2", at(1, 0, 0), Verdict::AC),
         // r and s: 1 solved at minute 50, nothing else: tied, listed by name (Rowan, Sloe).
         judged("s", "p1", at(0, 50, 10), Verdict::AC),
         judged("r", "p2", at(0, 50, 50), Verdict::AC),
         // t: 1 solved, 30 + 20 = 50 minutes too, but accepted at minute 30: ahead of r and s.
         judged("t", "p1", at(0, 10, 0), Verdict::WA),
         judged("t", "p1", at(0, 30, 0), Verdict::AC)},
        judges_at(at(2, 0, 0)));
    EXPECT_EQ(ranking(board), (std::vector<std::string>{"1 q 2 100", "2 p 2 100", "3 t 1 50",
                                                        "4 r 1 50", "4 s 1 50", "6 u 0 0"}));
}

TEST(ScoreboardPassFail, EqualLastAcceptedMinuteTies) {
    // Both 2 solved, 90 minutes, last accepted in minute 60 (seconds apart): one rank.
    const auto board = compute_scoreboard(
        five_hour_contest(), problems({"p1", "p2"}), {team("b", "Beta"), team("a", "Alpha")},
        {judged("a", "p1", at(0, 30, 0), Verdict::AC), judged("a", "p2", at(1, 0, 59), Verdict::AC),
         judged("b", "p1", at(0, 30, 0), Verdict::AC), judged("b", "p2", at(1, 0, 1), Verdict::AC)},
        judges_at(at(2, 0, 0)));
    EXPECT_EQ(ranking(board), (std::vector<std::string>{"1 a 2 90", "1 b 2 90"}));
}

TEST(ScoreboardPassFail, FirstToSolveIsSharedByEqualTimesAndNotByALaterMillisecond) {
    const auto board = compute_scoreboard(
        five_hour_contest(), problems({"p1"}),
        {team("a", "A"), team("b", "B"), team("c", "C"), team("h", "Jury", /*hidden=*/true)},
        {judged("a", "p1", at(0, 12, 34, 500), Verdict::AC),
         judged("b", "p1", at(0, 12, 34, 500), Verdict::AC),
         judged("c", "p1", at(0, 12, 34, 501), Verdict::AC),
         // A hidden team's earlier solve neither takes first to solve nor blocks it.
         judged("h", "p1", at(0, 1, 0), Verdict::AC)},
        judges_at(at(1, 0, 0)));
    EXPECT_TRUE(row_of(board, "a").problems[0].first_to_solve);
    EXPECT_TRUE(row_of(board, "b").problems[0].first_to_solve);
    EXPECT_FALSE(row_of(board, "c").problems[0].first_to_solve);
    EXPECT_FALSE(row_of(board, "h").problems[0].first_to_solve);
    EXPECT_TRUE(row_of(board, "h").problems[0].solved);
}

TEST(ScoreboardPassFail, AnEarlierPendingTryHoldsBackFirstToSolveUntilJudged) {
    auto submissions = std::vector<ScoredSubmission>{pending("d", "p1", at(0, 5, 0)),
                                                     judged("e", "p1", at(0, 10, 0), Verdict::AC)};
    const auto teams = std::vector<Team>{team("d", "D"), team("e", "E")};
    auto board = compute_scoreboard(five_hour_contest(), problems({"p1"}), teams, submissions,
                                    judges_at(at(1, 0, 0)));
    EXPECT_FALSE(row_of(board, "e").problems[0].first_to_solve);

    submissions[0].state = JudgingState::judged;
    submissions[0].verdict = Verdict::WA;
    board = compute_scoreboard(five_hour_contest(), problems({"p1"}), teams, submissions,
                               judges_at(at(1, 0, 0)));
    EXPECT_TRUE(row_of(board, "e").problems[0].first_to_solve);
}

// Freeze an hour before the end of five hours: from 4:00:00 the public sees pending tries.
std::vector<ScoredSubmission> freeze_submissions() {
    return {judged("a", "p1", at(3, 59, 59, 999), Verdict::AC),
            judged("a", "p2", at(4, 0, 0), Verdict::WA),
            judged("a", "p2", at(4, 30, 0), Verdict::AC),
            judged("a", "p2", at(4, 40, 0), Verdict::WA),  // after the accepted
            judged("b", "p1", at(4, 10, 0), Verdict::CE),
            judged("b", "p2", at(3, 0, 0), Verdict::WA)};
}

ContestSettings frozen_contest() {
    auto settings = five_hour_contest();
    settings.scoreboard_freeze_duration = Seconds(3600);
    return settings;
}

TEST(ScoreboardFreeze, ThePublicSeesTriesInTheFreezeAsPending) {
    const auto board = compute_scoreboard(frozen_contest(), problems({"p1", "p2"}),
                                          {team("a", "A"), team("b", "B")}, freeze_submissions(),
                                          public_at(at(4, 45, 0)));
    EXPECT_TRUE(board.frozen);
    EXPECT_EQ(board.frozen_with, Seconds(3600));
    const ScoreboardRow& a = row_of(board, "a");
    EXPECT_EQ(a.num_solved, 1);
    EXPECT_EQ(a.total_time, 239);
    EXPECT_EQ(a.problems[1].num_judged, 0);
    // Every try from the freeze on, the one after the (hidden) accepted too: no leak.
    EXPECT_EQ(a.problems[1].num_pending, 3);
    EXPECT_FALSE(a.problems[1].solved);
    EXPECT_FALSE(a.problems[1].time_minutes.has_value());
    // A compile error in the freeze is pending too (showing it uncounted would say it failed).
    const ScoreboardRow& b = row_of(board, "b");
    EXPECT_EQ(b.problems[0].num_pending, 1);
    EXPECT_EQ(b.problems[1].num_judged, 1);
    EXPECT_EQ(ranking(board), (std::vector<std::string>{"1 a 1 239", "2 b 0 0"}));
}

TEST(ScoreboardFreeze, JudgesSeeTheLiveBoardDuringTheFreeze) {
    const auto board = compute_scoreboard(frozen_contest(), problems({"p1", "p2"}),
                                          {team("a", "A"), team("b", "B")}, freeze_submissions(),
                                          judges_at(at(4, 45, 0)));
    EXPECT_FALSE(board.frozen);
    const ScoreboardRow& a = row_of(board, "a");
    EXPECT_EQ(a.num_solved, 2);
    EXPECT_EQ(a.total_time, 239 + 270 + 20);
    EXPECT_EQ(a.problems[1].num_judged, 2);
    EXPECT_EQ(a.problems[1].num_pending, 0);
    EXPECT_EQ(row_of(board, "b").problems[0].num_pending, 0);
}

TEST(ScoreboardFreeze, UnfreezeShowsThePublicTheLiveBoard) {
    const auto teams = std::vector<Team>{team("a", "A"), team("b", "B")};
    const auto thawed = compute_scoreboard(frozen_contest(), problems({"p1", "p2"}), teams,
                                           freeze_submissions(), public_at(at(5, 30, 0), true));
    const auto live = compute_scoreboard(frozen_contest(), problems({"p1", "p2"}), teams,
                                         freeze_submissions(), judges_at(at(5, 30, 0)));
    EXPECT_FALSE(thawed.frozen);
    EXPECT_EQ(ranking(thawed), ranking(live));
    EXPECT_EQ(ranking(thawed), (std::vector<std::string>{"1 a 2 529", "2 b 0 0"}));
    EXPECT_EQ(row_of(thawed, "a").problems[1].num_judged, 2);
    EXPECT_EQ(row_of(thawed, "a").problems[1].num_pending, 0);
}

TEST(ScoreboardFreeze, BeforeTheFreezeThePublicBoardIsNotFrozen) {
    const auto board = compute_scoreboard(
        frozen_contest(), problems({"p1", "p2"}), {team("a", "A"), team("b", "B")},
        {judged("a", "p1", at(3, 0, 0), Verdict::AC)}, public_at(at(3, 59, 59)));
    EXPECT_FALSE(board.frozen);
    EXPECT_EQ(row_of(board, "a").num_solved, 1);
}

TEST(ScoreboardIoi, BestScorePerSubtaskOverAllSubmissions) {
    const auto board = compute_scoreboard(
        five_hour_contest(ScoringKind::ioi), problems({"p1", "p2"}),
        {team("a", "A"), team("b", "B")},
        {judged("a", "p1", at(0, 10, 0), Verdict::WA, {20, 0, 0}),
         judged("a", "p1", at(0, 20, 0), Verdict::WA, {0, 30, 0}),   // 50: minute 20
         judged("a", "p1", at(0, 30, 0), Verdict::WA, {20, 30, 0}),  // no better: still minute 20
         judged("a", "p1", at(0, 40, 0), Verdict::TLE, {0, 0, 50}),  // 100: minute 40
         judged("a", "p2", at(0, 50, 0), Verdict::CE), pending("a", "p2", at(0, 55, 0)),
         judged("b", "p1", at(0, 5, 0), Verdict::WA, {20, 30, 0}),
         judged("b", "p2", at(1, 0, 0), Verdict::AC, {12.5, 50})},
        judges_at(at(2, 0, 0)));
    const ScoreboardRow& a = row_of(board, "a");
    EXPECT_DOUBLE_EQ(a.problems[0].score, 100);
    EXPECT_EQ(a.problems[0].time_minutes, 40);
    EXPECT_EQ(a.problems[0].num_judged, 4);
    EXPECT_DOUBLE_EQ(a.problems[1].score, 0);
    EXPECT_FALSE(a.problems[1].time_minutes.has_value());
    EXPECT_EQ(a.problems[1].num_judged, 1);
    EXPECT_EQ(a.problems[1].num_pending, 1);
    EXPECT_DOUBLE_EQ(a.score, 100);
    EXPECT_EQ(a.last_improvement_minutes, 40);
    const ScoreboardRow& b = row_of(board, "b");
    EXPECT_DOUBLE_EQ(b.score, 112.5);
    EXPECT_EQ(b.last_improvement_minutes, 60);
    EXPECT_EQ(board.rows[0].team_id, "b");
    EXPECT_EQ(board.rows[0].rank, 1);
    EXPECT_EQ(board.rows[1].rank, 2);
}

TEST(ScoreboardIoi, EqualTotalsTieEvenWhenTheSumsRoundDifferently) {
    // 0.1 + 0.2 is not 0.3 in doubles; the board must still call it a tie.
    const auto board = compute_scoreboard(five_hour_contest(ScoringKind::ioi), problems({"p1"}),
                                          {team("a", "A"), team("b", "B")},
                                          {judged("a", "p1", at(0, 1, 0), Verdict::WA, {0.1, 0.2}),
                                           judged("b", "p1", at(0, 2, 0), Verdict::WA, {0.3})},
                                          judges_at(at(1, 0, 0)));
    EXPECT_EQ(board.rows[0].rank, 1);
    EXPECT_EQ(board.rows[1].rank, 1);
}

std::vector<ScoredSubmission> oi_submissions() {
    return {judged("a", "p1", at(0, 10, 0), Verdict::AC, {100}),
            judged("a", "p1", at(0, 50, 0), Verdict::WA, {40}),  // the last counts: 40
            judged("b", "p1", at(1, 0, 0), Verdict::WA, {60}),
            judged("b", "p2", at(1, 5, 0), Verdict::AC, {30, 70}),
            judged("b", "p2", at(1, 6, 0), Verdict::CE)};  // the last, and it scores 0
}

TEST(ScoreboardOi, TheLastSubmissionOfEachProblemCounts) {
    const auto board = compute_scoreboard(five_hour_contest(ScoringKind::oi),
                                          problems({"p1", "p2"}), {team("a", "A"), team("b", "B")},
                                          oi_submissions(), judges_at(at(2, 0, 0)));
    EXPECT_FALSE(board.results_hidden);
    const ScoreboardRow& a = row_of(board, "a");
    EXPECT_DOUBLE_EQ(a.problems[0].score, 40);
    EXPECT_EQ(a.problems[0].time_minutes, 50);
    EXPECT_EQ(a.problems[0].num_judged, 2);
    const ScoreboardRow& b = row_of(board, "b");
    EXPECT_DOUBLE_EQ(b.problems[1].score, 0);
    EXPECT_FALSE(b.problems[1].time_minutes.has_value());
    EXPECT_DOUBLE_EQ(b.score, 60);
    EXPECT_EQ(board.rows[0].team_id, "b");
    EXPECT_EQ(board.rows[1].rank, 2);
}

TEST(ScoreboardOi, ResultsAreHiddenFromThePublicUntilTheEndForEveryTeam) {
    const auto teams = std::vector<Team>{team("a", "A"), team("b", "B", false, Seconds(600))};
    const auto settings = five_hour_contest(ScoringKind::oi);
    for (const Milliseconds now : {at(2, 0, 0), at(5, 0, 0), at(5, 9, 59, 999)}) {
        const auto board = compute_scoreboard(settings, problems({"p1", "p2"}), teams,
                                              oi_submissions(), public_at(now));
        EXPECT_TRUE(board.results_hidden);
        const ScoreboardRow& a = row_of(board, "a");
        EXPECT_EQ(a.problems[0].num_pending, 2);
        EXPECT_EQ(a.problems[0].num_judged, 0);
        EXPECT_DOUBLE_EQ(a.problems[0].score, 0);
        EXPECT_FALSE(a.problems[0].time_minutes.has_value());
        EXPECT_EQ(row_of(board, "b").problems[1].num_pending, 2);
        EXPECT_EQ(board.rows[0].rank, 1);
        EXPECT_EQ(board.rows[1].rank, 1);
    }
    // b's ten extra minutes are over: the results show.
    const auto after = compute_scoreboard(settings, problems({"p1", "p2"}), teams, oi_submissions(),
                                          public_at(at(5, 10, 0)));
    EXPECT_FALSE(after.results_hidden);
    EXPECT_DOUBLE_EQ(row_of(after, "a").score, 40);
    EXPECT_DOUBLE_EQ(row_of(after, "b").score, 60);
}

TEST(ScoreboardTeams, HiddenTeamsAreLeftOutOfThePublicBoardOnly) {
    const auto teams = std::vector<Team>{team("a", "A"), team("h", "Hidden", true), team("b", "B")};
    const auto submissions = std::vector<ScoredSubmission>{
        judged("h", "p1", at(0, 1, 0), Verdict::AC), judged("a", "p1", at(0, 20, 0), Verdict::AC)};
    const auto everyone = compute_scoreboard(five_hour_contest(), problems({"p1"}), teams,
                                             submissions, public_at(at(1, 0, 0)));
    EXPECT_EQ(ranking(everyone), (std::vector<std::string>{"1 a 1 20", "2 b 0 0"}));
    EXPECT_TRUE(row_of(everyone, "a").problems[0].first_to_solve);
    const auto judges = compute_scoreboard(five_hour_contest(), problems({"p1"}), teams,
                                           submissions, judges_at(at(1, 0, 0)));
    EXPECT_EQ(ranking(judges), (std::vector<std::string>{"1 h 1 1", "2 a 1 20", "3 b 0 0"}));
    EXPECT_TRUE(row_of(judges, "a").problems[0].first_to_solve);
}

TEST(ScoreboardTeams, ExtraTimeKeepsATeamsLateSubmissionsInTheContest) {
    const auto board = compute_scoreboard(
        five_hour_contest(), problems({"p1"}),
        {team("a", "A"), team("x", "Extra", false, Seconds(600)), team("z", "Z")},
        {judged("a", "p1", at(5, 0, 0), Verdict::AC),         // at the end: too late
         judged("z", "p1", at(4, 59, 59, 999), Verdict::AC),  // just in time
         judged("x", "p1", at(5, 5, 0), Verdict::WA),         // within x's extra time
         judged("x", "p1", at(5, 9, 59, 999), Verdict::AC),
         judged("x", "p1", at(5, 10, 0), Verdict::AC)},  // after x's end
        judges_at(at(6, 0, 0)));
    EXPECT_EQ(row_of(board, "a").problems[0].num_judged, 0);
    EXPECT_EQ(row_of(board, "z").total_time, 299);
    EXPECT_EQ(row_of(board, "x").total_time, 309 + 20);
    EXPECT_EQ(row_of(board, "x").problems[0].num_judged, 2);
    EXPECT_EQ(ranking(board), (std::vector<std::string>{"1 z 1 299", "2 x 1 329", "3 a 0 0"}));
}

TEST(ScoreboardTeams, ProblemsFollowTheirOrdinalNotTheInputOrder) {
    auto list = problems({"p1", "p2", "p3"});
    list[0].ordinal = 2;
    list[2].ordinal = 0;
    const auto board =
        compute_scoreboard(five_hour_contest(), list, {team("a", "A")}, {}, judges_at(at(0, 0, 0)));
    EXPECT_EQ(board.problem_ids, (std::vector<std::string>{"p3", "p2", "p1"}));
}

TEST(ScoreboardInput, ASubmissionOfAnUnknownTeamOrProblemIsAClearError) {
    const auto expect_error = [](const ScoredSubmission& s, const std::string& message) {
        try {
            compute_scoreboard(five_hour_contest(), problems({"p1"}), {team("a", "A")}, {s},
                               judges_at(at(1, 0, 0)));
            ADD_FAILURE() << "no error for " << message;
        } catch (const std::invalid_argument& error) {
            EXPECT_EQ(std::string(error.what()), message);
        }
    };
    auto s = judged("ghost", "p1", at(0, 1, 0), Verdict::AC);
    s.id = "42";
    expect_error(s, "submission \"42\": team_id \"ghost\" is not a team of the contest");
    s.team_id = "a";
    s.problem_id = "zz";
    expect_error(s, "submission \"42\": problem_id \"zz\" is not a problem of the contest");
    EXPECT_THROW(compute_scoreboard(five_hour_contest(), problems({"p1", "p1"}), {}, {},
                                    judges_at(at(0, 0, 0))),
                 std::invalid_argument);
}

}  // namespace
}  // namespace gridjudge::contest
