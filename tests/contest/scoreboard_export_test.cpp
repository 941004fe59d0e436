// The scoreboard's exports: the Contest API JSON (exact text, strict and not), its TIME and
// RELTIME strings, CSV (quoting, formula-looking names) and HTML (hostile names come out inert).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "judge/contest/scoreboard_csv.h"
#include "judge/contest/scoreboard_html.h"
#include "judge/contest/scoreboard_json.h"
#include "judge/contest/scoreboard_text.h"
#include "tests/contest/scoreboard_fixtures.h"

namespace gridjudge::contest {
namespace {

using namespace testing;
using namespace std::chrono_literals;

std::chrono::sys_time<Milliseconds> utc(int y, unsigned mo, unsigned d, int h, int mi, int s,
                                        int ms = 0) {
    return std::chrono::sys_days{std::chrono::year{y} / mo / d} + std::chrono::hours(h) +
           std::chrono::minutes(mi) + std::chrono::seconds(s) + Milliseconds(ms);
}

Scoreboard small_pass_fail_board() {
    return compute_scoreboard(
        five_hour_contest(), problems({"p1", "p2"}), {team("t1", "One"), team("t2", "Two")},
        {judged("t1", "p1", at(0, 9, 0), Verdict::WA),
         judged("t1", "p1", at(0, 12, 30), Verdict::AC),
         judged("t2", "p1", at(0, 30, 0), Verdict::AC), pending("t2", "p2", at(0, 40, 0))},
        judges_at(at(1, 0, 0)));
}

ScoreboardJsonContext context(bool strict) {
    ScoreboardJsonContext out;
    out.time = utc(2026, 11, 24, 15, 0, 0, 832);
    out.contest_time = at(1, 0, 0, 832);
    out.state.started =
        std::chrono::sys_seconds{utc(2026, 11, 24, 14, 0, 0).time_since_epoch() / 1s * 1s};
    out.event_id = "ev-17";
    out.strict = strict;
    return out;
}

TEST(ScoreboardJson, StrictHasExactlyTheSpecsProperties) {
    EXPECT_EQ(
        scoreboard_json(small_pass_fail_board(), context(true)),
        R"({"time":"2026-11-24T15:00:00.832Z","contest_time":"1:00:00.832",)"
        R"("state":{"started":"2026-11-24T14:00:00Z","frozen":null,"ended":null,"thawed":null,)"
        R"("finalized":null,"end_of_updates":null},"rows":[)"
        // t2: 30 minutes; t1: 12 + 20 = 32, so second although it solved first.
        R"({"rank":1,"team_id":"t2","score":{"num_solved":1,"total_time":30,"time":30},)"
        R"("problems":[{"problem_id":"p1","num_judged":1,"num_pending":0,"solved":true,"time":30},)"
        R"({"problem_id":"p2","num_judged":0,"num_pending":1,"solved":false}]},)"
        R"({"rank":2,"team_id":"t1","score":{"num_solved":1,"total_time":32,"time":12},)"
        R"("problems":[{"problem_id":"p1","num_judged":2,"num_pending":0,"solved":true,"time":12},)"
        R"({"problem_id":"p2","num_judged":0,"num_pending":0,"solved":false}]}]})");
}

TEST(ScoreboardJson, WithoutStrictAddsEventIdAndFirstToSolve) {
    const auto json =
        nlohmann::json::parse(scoreboard_json(small_pass_fail_board(), context(false)));
    EXPECT_EQ(json.at("event_id"), "ev-17");
    // t1 (second row) solved p1 first; t2 (first row) did not.
    EXPECT_EQ(json.at("rows")[1].at("team_id"), "t1");
    EXPECT_EQ(json.at("rows")[1].at("problems")[0].at("first_to_solve"), true);
    EXPECT_EQ(json.at("rows")[0].at("problems")[0].at("first_to_solve"), false);
    EXPECT_EQ(json.at("rows")[0].at("problems")[1].at("first_to_solve"), false);
}

TEST(ScoreboardJson, ScoreBoardsWriteScoreAndTimeOnlyWhenScored) {
    const auto board = compute_scoreboard(
        five_hour_contest(ScoringKind::ioi), problems({"p1", "p2"}), {team("t1", "One")},
        {judged("t1", "p1", at(0, 42, 0), Verdict::WA, {12.5, 50}),
         judged("t1", "p2", at(0, 43, 0), Verdict::WA, {0, 0})},
        judges_at(at(1, 0, 0)));
    const std::string json = scoreboard_json(board, context(true));
    EXPECT_NE(json.find(R"("rows":[{"rank":1,"team_id":"t1","score":{"score":62.5,"time":42},)"
                        R"("problems":[{"problem_id":"p1","num_judged":1,"num_pending":0,)"
                        R"("score":62.5,"time":42},)"
                        R"({"problem_id":"p2","num_judged":1,"num_pending":0,"score":0}]}]})"),
              std::string::npos)
        << json;
}

TEST(ScoreboardJson, IdsAreEscapedAndInvalidUtf8Replaced) {
    // Contest API ids are plain, but the board does not check them: whatever comes in must still
    // make valid JSON.
    auto s = judged("t\"1", "p1", at(0, 1, 0), Verdict::AC);
    const auto board =
        compute_scoreboard(five_hour_contest(), problems({"p1"}),
                           {team("t\"1", "x"), team("t\xff", "y")}, {s}, judges_at(at(1, 0, 0)));
    const auto json = nlohmann::json::parse(scoreboard_json(board, context(true)));
    EXPECT_EQ(json.at("rows")[0].at("team_id"), "t\"1");
    EXPECT_EQ(json.at("rows")[1].at("team_id"), "t\xEF\xBF\xBD");
}

TEST(ScoreboardJson, TimesAndRelativeTimesAsTheSpecWritesThem) {
    EXPECT_EQ(contest_api_time(utc(2014, 6, 25, 14, 13, 7, 832)), "2014-06-25T14:13:07.832Z");
    EXPECT_EQ(contest_api_time(utc(2026, 1, 2, 3, 4, 5)), "2026-01-02T03:04:05Z");
    EXPECT_EQ(contest_api_reltime(at(4, 13, 7, 832)), "4:13:07.832");
    EXPECT_EQ(contest_api_reltime(Milliseconds(0)), "0:00:00");
    EXPECT_EQ(contest_api_reltime(Milliseconds(-30000)), "-0:00:30");
    EXPECT_EQ(contest_api_reltime(at(123, 0, 59)), "123:00:59");
}

TEST(ScoreboardText, CellsSayTriesTimeAndPending) {
    Scoreboard board;
    ProblemCell cell;
    EXPECT_EQ(cell_text(board, cell), "");
    cell.num_judged = 3;
    cell.solved = true;
    cell.time_minutes = 55;
    EXPECT_EQ(cell_text(board, cell), "3/55");
    cell.solved = false;
    cell.num_pending = 2;
    EXPECT_EQ(cell_text(board, cell), "3/- +2?");
    cell.num_judged = 0;
    EXPECT_EQ(cell_text(board, cell), "0/- +2?");
    board.scoring = ScoringKind::oi;
    board.results_hidden = true;
    EXPECT_EQ(cell_text(board, cell), "2 submitted");
    EXPECT_EQ(score_text(100), "100");
    EXPECT_EQ(score_text(0.1 + 0.2), "0.3");
    EXPECT_EQ(score_text(100.0 / 3), "33.333333");
}

TEST(ScoreboardCsv, QuotesSeparatorsAndDisarmsFormulas) {
    const std::vector<Team> teams{team("t1", "One, \"the\" first"),
                                  team("t2", "=HYPERLINK(\"x\")")};
    const auto board = compute_scoreboard(
        five_hour_contest(), problems({"p1", "p2"}), teams,
        {judged("t1", "p1", at(0, 9, 0), Verdict::WA),
         judged("t1", "p1", at(0, 12, 30), Verdict::AC), pending("t2", "p2", at(0, 40, 0))},
        judges_at(at(1, 0, 0)));
    EXPECT_EQ(scoreboard_csv(board, problems({"p1", "p2"}), teams),
              "rank,team_id,team,num_solved,total_time,A,B\r\n"
              "1,t1,\"One, \"\"the\"\" first\",1,32,2/12,\r\n"
              "2,t2,\"'=HYPERLINK(\"\"x\"\")\",0,0,,0/- +1?\r\n");
}

TEST(ScoreboardHtml, HostileNamesComeOutInert) {
    auto settings = five_hour_contest();
    settings.name = "Cup \"<b>\"";
    settings.scoreboard_freeze_duration = Seconds(3600);
    auto list = problems({"p1"});
    list[0].name = "<img src=x onerror=alert(1)>";
    const std::vector<Team> teams{team("t1", "<script>alert('x')</script>"),
                                  team("t2", "bad \xff\xfe bytes & more")};
    const auto board =
        compute_scoreboard(settings, list, teams, {judged("t1", "p1", at(0, 12, 30), Verdict::AC)},
                           public_at(at(4, 30, 0)));
    const std::string html = scoreboard_html(board, settings, list, teams);
    EXPECT_EQ(html.find("<script"), std::string::npos);
    EXPECT_EQ(html.find("<img"), std::string::npos);
    EXPECT_EQ(html.find("<b>"), std::string::npos);
    EXPECT_NE(html.find("<td class=\"team\">&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;</td>"),
              std::string::npos);
    EXPECT_NE(html.find("<td class=\"team\">bad \xEF\xBF\xBD\xEF\xBF\xBD bytes &amp; more</td>"),
              std::string::npos);
    EXPECT_NE(html.find("<title>Cup &quot;&lt;b&gt;&quot; — scoreboard</title>"),
              std::string::npos);
    EXPECT_NE(html.find("<th title=\"&lt;img src=x onerror=alert(1)&gt;\">A</th>"),
              std::string::npos);
    EXPECT_NE(html.find("The scoreboard was frozen with 60 minutes remaining - submissions in the "
                        "last 60 minutes of the contest are still shown as pending."),
              std::string::npos);
    EXPECT_NE(html.find("<td class=\"first\">1/12</td>"), std::string::npos);
}

}  // namespace
}  // namespace gridjudge::contest
