// Logging in to a contest (judge/app/contest_login.h) on the store's accounts
// (StoreAccountBook): sessions, HTTP Basic, throttling, logout, and a per-team window opened by
// the team's first login.
#include "judge/app/contest_login.h"

#include "judge/app/contest_operations.h"
#include "tests/app/contest_fixture.h"

namespace gridjudge::testing {
namespace {

class HandClock final : public accounts::Clock {
  public:
    contest::TimePoint now() const override { return now_; }
    contest::TimePoint now_ = contest_t0;
};

class ContestLoginTest : public ContestAppTest {
  protected:
    void SetUp() override {
        ContestAppTest::SetUp();
        create_round();
        app::TeamEntry entry;
        entry.team = *contests.team("round", "t1");
        entry.username = "team1";
        entry.password = accounts::Password("correct horse");
        app::put_team(contests, "round", entry, contest_t0);
    }
    HandClock clock;
    accounts::LoginThrottle throttle{clock};
    app::ContestLogin login{contests, throttle, clock};
};

TEST_F(ContestLoginTest, ARightPasswordGivesASessionThatNamesTheTeam) {
    const auto answer = login.login("team1", accounts::Password("correct horse"), "10.0.0.1");
    ASSERT_EQ(answer.outcome, accounts::LoginOutcome::logged_in);
    ASSERT_TRUE(answer.viewer);
    EXPECT_EQ(answer.viewer->role, app::ViewerRole::team);
    EXPECT_EQ(answer.viewer->team_id, "t1");
    EXPECT_EQ(answer.viewer->contest_id, "round");
    EXPECT_FALSE(answer.session_token.empty());
    EXPECT_FALSE(answer.csrf_token.empty());

    const auto session = login.viewer_for_session(answer.session_token);
    ASSERT_TRUE(session);
    EXPECT_EQ(session->viewer.team_id, "t1");
    EXPECT_EQ(session->csrf_token, answer.csrf_token);
    login.logout(answer.session_token);
    EXPECT_FALSE(login.viewer_for_session(answer.session_token));
}

TEST_F(ContestLoginTest, AWrongPasswordAndAnUnknownNameGetTheSameAnswer) {
    const auto wrong = login.login("team1", accounts::Password("wrong"), "10.0.0.1");
    const auto unknown = login.login("nobody", accounts::Password("wrong"), "10.0.0.1");
    EXPECT_EQ(wrong.outcome, accounts::LoginOutcome::wrong_credentials);
    EXPECT_EQ(unknown.outcome, accounts::LoginOutcome::wrong_credentials);
    EXPECT_EQ(wrong.message, "Wrong username or password.");
    EXPECT_EQ(unknown.message, wrong.message);
    EXPECT_FALSE(wrong.viewer);
    EXPECT_TRUE(wrong.session_token.empty());
}

TEST_F(ContestLoginTest, RepeatedFailuresAreThrottledEvenForTheRightPassword) {
    // Five free failures, then one beyond them: the next try must wait 2 s.
    for (int i = 0; i < 6; ++i) login.login("team1", accounts::Password("wrong"), "10.0.0.1");
    const auto answer = login.login("team1", accounts::Password("correct horse"), "10.0.0.1");
    EXPECT_EQ(answer.outcome, accounts::LoginOutcome::throttled);
    EXPECT_EQ(answer.message, "Too many failed logins. Try again in 2 s (at 10:00:02 UTC).");
    EXPECT_FALSE(answer.viewer);
    EXPECT_EQ(answer.message.find("correct horse"), std::string::npos);
}

TEST_F(ContestLoginTest, BasicCredentialsGiveTheViewerWithoutASession) {
    const auto answer =
        login.viewer_for_basic("team1", accounts::Password("correct horse"), "10.0.0.2");
    ASSERT_EQ(answer.outcome, accounts::LoginOutcome::logged_in);
    EXPECT_EQ(answer.viewer->team_id, "t1");
    EXPECT_TRUE(answer.session_token.empty());
    EXPECT_FALSE(
        login.viewer_for_basic("team1", accounts::Password("nope"), "10.0.0.2").viewer.has_value());
}

TEST_F(ContestLoginTest, AJudgeAccountIsAJuryViewer) {
    app::add_staff_account(contests, {"j", "judge1", contest::AccountKind::judge, "", "Judge"},
                           accounts::Password("gavel"), contest_t0);
    const auto answer = login.login("judge1", accounts::Password("gavel"), "10.0.0.3");
    ASSERT_TRUE(answer.viewer);
    EXPECT_TRUE(answer.viewer->is_jury());
    EXPECT_EQ(app::audience_of(*answer.viewer), contest::Audience::judges);
}

TEST_F(ContestLoginTest, ATeamsFirstLoginOpensItsWindowInAPerTeamContest) {
    auto contest = *contests.contest("round");
    contest.settings.window = contest::WindowKind::per_team;
    contests.put_contest(contest);
    // Before the start: no window.
    login.login("team1", accounts::Password("correct horse"), "10.0.0.1");
    EXPECT_EQ(contests.team_window("round", "t1"), std::nullopt);
    app::start_contest(contests, "round", contest_t0);
    clock.now_ = contest_t0 + 2h;
    login.login("team1", accounts::Password("correct horse"), "10.0.0.1");
    EXPECT_EQ(contests.team_window("round", "t1"), contest_t0 + 2h);
    // A later login keeps the first.
    clock.now_ = contest_t0 + 3h;
    login.login("team1", accounts::Password("correct horse"), "10.0.0.1");
    EXPECT_EQ(contests.team_window("round", "t1"), contest_t0 + 2h);
}

// Counts the writes that open a team's window: an API client sends its credentials with every
// request, and each must not take the database's write lock once the window is open.
class WindowWritesCounted final : public db::testing::MemoryContestStore {
  public:
    contest::TimePoint start_team_window(const std::string& contest_id, const std::string& team_id,
                                         contest::TimePoint at) override {
        ++window_writes;
        return MemoryContestStore::start_team_window(contest_id, team_id, at);
    }
    int window_writes = 0;
};

TEST_F(ContestLoginTest, BasicRequestsOfATeamWhoseWindowIsOpenWriteNothing) {
    WindowWritesCounted counted;
    auto contest = *contests.contest("round");
    contest.settings.window = contest::WindowKind::per_team;
    counted.put_contest(contest);
    counted.put_team("round", *contests.team("round", "t1"));
    counted.create_account(*contests.account_by_username("team1"));
    app::start_contest(counted, "round", contest_t0);
    clock.now_ = contest_t0 + 2h;
    app::ContestLogin counted_login{counted, throttle, clock};
    for (int request = 0; request < 3; ++request) {
        const app::LoginAnswer answer = counted_login.viewer_for_basic(
            "team1", accounts::Password("correct horse"), "10.0.0.1");
        ASSERT_TRUE(answer.viewer);
        EXPECT_EQ(answer.viewer->team_id, "t1");
    }
    EXPECT_EQ(counted.window_writes, 1);
    EXPECT_EQ(counted.team_window("round", "t1"), contest_t0 + 2h);
}

TEST_F(ContestLoginTest, TheStoreAccountBookPutsATeamAccountInItsTeamsContest) {
    app::StoreAccountBook book(contests);
    book.create({"t2acc", "team2", contest::AccountKind::team, "t2", ""}, "$argon2id$x");
    EXPECT_EQ(contests.account_by_username("team2")->contest_id, "round");
    EXPECT_THROW(
        book.create({"t2acc", "other", contest::AccountKind::team, "t2", ""}, "$argon2id$x"),
        accounts::AccountExists);
    EXPECT_THROW(book.create({"x", "x", contest::AccountKind::team, "t9", ""}, "$argon2id$x"),
                 std::invalid_argument);
}

}  // namespace
}  // namespace gridjudge::testing
