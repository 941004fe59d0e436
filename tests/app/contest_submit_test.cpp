// A team's submission (judge/app/contest_submit.h): queued as an ordinary submission with the
// contest and team, logged, and refused with the team's message when it cannot be taken.
#include "judge/app/contest_submit.h"

#include "judge/app/contest_error.h"
#include "judge/app/contest_operations.h"
#include "tests/app/contest_fixture.h"

namespace gridjudge::testing {
namespace {

using app::ContestError;
using Kind = ContestError::Kind;

class ContestSubmit : public ContestAppTest {
  protected:
    void SetUp() override {
        ContestAppTest::SetUp();
        create_round();
    }
    app::TeamSubmission sum_in_cpp() {
        return {"round", "t1", "A", "cpp17", "int main() { return 0; }\n", "sum.cpp"};
    }
    void expect_refused(const app::TeamSubmission& submission, contest::TimePoint at, Kind kind,
                        const std::string& message,
                        const app::SubmissionRateLimit* rate = nullptr) {
        try {
            app::submit_for_team(store, contests, submission, at, rate);
            ADD_FAILURE() << "taken; expected: " << message;
        } catch (const ContestError& error) {
            EXPECT_EQ(error.kind(), kind);
            EXPECT_EQ(std::string(error.what()), message);
        }
    }
};

TEST_F(ContestSubmit, ARunningContestQueuesTheSubmissionForTheTeamAndLogsIt) {
    app::start_contest(contests, "round", contest_t0);
    const auto run = app::submit_for_team(store, contests, sum_in_cpp(), contest_t0 + 61s);
    const auto queued = store.submission(run.id);
    ASSERT_TRUE(queued);
    EXPECT_EQ(queued->contest, "round");
    EXPECT_EQ(queued->user, "t1");
    EXPECT_EQ(queued->problem_id, "sum");  // the label A names it
    EXPECT_EQ(queued->language, "cpp17");
    EXPECT_EQ(queued->source_name, "sum.cpp");
    EXPECT_EQ(queued->test_set_id, store.active_test_set("sum")->id);
    EXPECT_EQ(queued->status, SubmissionStatus::Queued);
    EXPECT_EQ(run.contest_time, 61s);
    const auto events = contests.events("round", 0, 1000);
    ASSERT_FALSE(events.empty());
    EXPECT_EQ(events.back().type, "submissions");
    EXPECT_EQ(events.back().object_id, std::to_string(run.id));
    EXPECT_EQ(events.back().time, contest_t0 + 61s);
    EXPECT_EQ(events.back().data_json,
              R"({"id":")" + std::to_string(run.id) +
                  R"(","language_id":"cpp17","problem_id":"sum","team_id":"t1",)"
                  R"("time":"2026-11-24T10:01:01Z","contest_time":"0:01:01",)"
                  R"("files":[{"href":"contests/round/submissions/)" +
                  std::to_string(run.id) +
                  R"(/files","mime":"application/zip"}],"source_name":"sum.cpp"})");
}

TEST_F(ContestSubmit, OnlyWhileTheContestRunsForTheTeam) {
    expect_refused(sum_in_cpp(), contest_t0, Kind::wrong_state, "the contest has not started yet");
    app::start_contest(contests, "round", contest_t0);
    app::pause_contest(contests, "round", contest_t0 + 1h);
    expect_refused(sum_in_cpp(), contest_t0 + 1h + 1s, Kind::wrong_state,
                   "the contest is paused: submissions wait until it resumes");
    app::resume_contest(contests, "round", contest_t0 + 2h);
    // 5 h + the hour paused: the last second still counts, the end does not.
    EXPECT_NO_THROW(app::submit_for_team(store, contests, sum_in_cpp(), contest_t0 + 6h - 1s));
    expect_refused(sum_in_cpp(), contest_t0 + 6h, Kind::wrong_state,
                   "the contest is over: no more submissions");
    // A team with extra time may still.
    app::TeamEntry slow;
    slow.team = *contests.team("round", "t2");
    slow.team.extra_time = 10min;
    app::put_team(contests, "round", slow, contest_t0 + 6h);
    auto t2 = sum_in_cpp();
    t2.team_id = "t2";
    EXPECT_NO_THROW(app::submit_for_team(store, contests, t2, contest_t0 + 6h + 9min));
}

TEST_F(ContestSubmit, WhatTheContestDoesNotTakeIsRefusedWithItsReason) {
    app::start_contest(contests, "round", contest_t0);
    auto s = sum_in_cpp();
    s.problem_id = "C";
    expect_refused(s, contest_t0 + 1min, Kind::invalid, "problem 'C' is not in this contest");
    s = sum_in_cpp();
    s.language = "cobol";
    expect_refused(s, contest_t0 + 1min, Kind::invalid, "unknown language 'cobol'");
    s = sum_in_cpp();
    s.source = "";
    expect_refused(s, contest_t0 + 1min, Kind::invalid, "the source is empty");
    s.source = std::string(
        "\x7f"
        "ELF\0\0",
        6);
    expect_refused(s, contest_t0 + 1min, Kind::invalid,
                   "the source is not a text file (it has NUL bytes or is not UTF-8)");
    s.source = "caf\xe9\n";
    expect_refused(s, contest_t0 + 1min, Kind::invalid,
                   "the source is not a text file (it has NUL bytes or is not UTF-8)");
    s.source = std::string(app::default_contest_source_cap + 1, 'x');
    expect_refused(s, contest_t0 + 1min, Kind::invalid,
                   "the source is 262145 bytes, over the limit of 262144 bytes");
    s = sum_in_cpp();
    s.team_id = "t9";
    expect_refused(s, contest_t0 + 1min, Kind::not_found, "no team 't9' in contest 'round'");
    EXPECT_TRUE(store.submissions({}).empty());
}

TEST_F(ContestSubmit, OnlyTheContestsLanguagesAreTaken) {
    auto contest = *contests.contest("round");
    contest.languages = {"python3"};
    contests.put_contest(contest);
    app::start_contest(contests, "round", contest_t0);
    expect_refused(sum_in_cpp(), contest_t0 + 1min, Kind::invalid,
                   "language 'cpp17' is not allowed here (allowed: python3)");
    auto python = sum_in_cpp();
    python.language = "python3";
    python.source = "print(3)\n";
    EXPECT_NO_THROW(app::submit_for_team(store, contests, python, contest_t0 + 1min));
}

TEST_F(ContestSubmit, AHostileFileNameKeepsOnlyItsLastComponent) {
    app::start_contest(contests, "round", contest_t0);
    auto s = sum_in_cpp();
    s.source_name = "../../etc/passwd";
    auto run = app::submit_for_team(store, contests, s, contest_t0 + 1min);
    EXPECT_EQ(store.submission(run.id)->source_name, "passwd");
    s.source_name = "C:\\work\\..";
    run = app::submit_for_team(store, contests, s, contest_t0 + 2min);
    EXPECT_EQ(store.submission(run.id)->source_name, "main.cpp");
    s.source_name = "a\nb.cpp";
    run = app::submit_for_team(store, contests, s, contest_t0 + 3min);
    EXPECT_EQ(store.submission(run.id)->source_name, "main.cpp");
}

TEST_F(ContestSubmit, TheRateLimitRefusesABurstAndLetsTheNextInAsTheWindowSlides) {
    app::start_contest(contests, "round", contest_t0);
    app::SubmissionRateLimit rate{2, 60s};  // 2 in any minute
    const auto at = contest_t0 + 1min;
    app::submit_for_team(store, contests, sum_in_cpp(), at, &rate);
    app::submit_for_team(store, contests, sum_in_cpp(), at, &rate);
    expect_refused(sum_in_cpp(), at, Kind::rate_limited, "too many submissions: try again in 60 s",
                   &rate);
    // Another team has its own count.
    auto t2 = sum_in_cpp();
    t2.team_id = "t2";
    EXPECT_NO_THROW(app::submit_for_team(store, contests, t2, at, &rate));
    // A refused submission (an empty source) is not stored, so it does not count.
    auto empty = t2;
    empty.source = "";
    expect_refused(empty, at, Kind::invalid, "the source is empty", &rate);
    EXPECT_NO_THROW(app::submit_for_team(store, contests, t2, at, &rate));
    expect_refused(sum_in_cpp(), at + 30s, Kind::rate_limited,
                   "too many submissions: try again in 30 s", &rate);
    // A minute later both have left the window.
    EXPECT_NO_THROW(app::submit_for_team(store, contests, sum_in_cpp(), at + 60s, &rate));
    EXPECT_EQ(store.submissions({}).size(), 5u);
}

// Two `serve` processes on one database each hold their own limit: the count is the store's,
// so a team gets the rate once, not once per process.
TEST_F(ContestSubmit, TwoProcessesOnOneDatabaseShareATeamsRate) {
    app::start_contest(contests, "round", contest_t0);
    app::SubmissionRateLimit first_process{2, 60s}, second_process{2, 60s};
    const auto at = contest_t0 + 1min;
    app::submit_for_team(store, contests, sum_in_cpp(), at, &first_process);
    app::submit_for_team(store, contests, sum_in_cpp(), at, &first_process);
    expect_refused(sum_in_cpp(), at + 1s, Kind::rate_limited,
                   "too many submissions: try again in 59 s", &second_process);
    try {
        app::submit_for_team(store, contests, sum_in_cpp(), at + 1s, &second_process);
        ADD_FAILURE() << "taken over the rate";
    } catch (const ContestError& error) {
        EXPECT_EQ(error.retry_after(), 59s);  // the web's Retry-After
    }
    EXPECT_EQ(store.submissions({}).size(), 2u);
}

TEST_F(ContestSubmit, PerTeamWindowsTakeSubmissionsFromTheTeamsFirstLogin) {
    auto contest = *contests.contest("round");
    contest.settings.window = contest::WindowKind::per_team;
    contests.put_contest(contest);
    app::start_contest(contests, "round", contest_t0);
    expect_refused(sum_in_cpp(), contest_t0 + 1h, Kind::wrong_state,
                   "the contest has not started yet");
    contests.start_team_window("round", "t1", contest_t0 + 2h);
    const auto run = app::submit_for_team(store, contests, sum_in_cpp(), contest_t0 + 2h + 5min);
    EXPECT_EQ(run.contest_time, 5min);
    EXPECT_NO_THROW(app::submit_for_team(store, contests, sum_in_cpp(), contest_t0 + 7h - 1s));
    expect_refused(sum_in_cpp(), contest_t0 + 7h, Kind::wrong_state,
                   "the contest is over: no more submissions");
}

}  // namespace
}  // namespace gridjudge::testing
