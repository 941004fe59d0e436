// The operators' actions (judge/app/contest_operations.h): what each changes, the event it
// logs, and what each refuses with which message.
#include "judge/app/contest_operations.h"

#include "judge/app/contest_error.h"
#include "judge/app/contest_events.h"
#include "tests/app/contest_fixture.h"

namespace gridjudge::testing {
namespace {

using app::ContestError;
using Kind = ContestError::Kind;
using ContestOperations = ContestAppTest;
using contest::Seconds;

// Runs `action`, expects a ContestError of `kind` with exactly `message`.
template <typename Action>
void expect_refused(Action action, Kind kind, const std::string& message) {
    try {
        action();
        ADD_FAILURE() << "not refused; expected: " << message;
    } catch (const ContestError& error) {
        EXPECT_EQ(error.kind(), kind);
        EXPECT_EQ(std::string(error.what()), message);
    }
}

TEST_F(ContestOperations, CreateStoresTheContestItsProblemsAndLogsThem) {
    create_round();
    const auto contest = contests.contest("round");
    ASSERT_TRUE(contest);
    EXPECT_EQ(contest->settings.name, "Round");
    const auto problems = contests.problems("round");
    ASSERT_EQ(problems.size(), 2u);
    EXPECT_EQ(problems[0].id, "sum");
    EXPECT_EQ(problems[0].name, "Sum");  // the stored title
    EXPECT_EQ(problems[0].ordinal, 1);
    EXPECT_EQ(problems[1].label, "B");
    EXPECT_EQ(problems[1].ordinal, 2);
    const std::vector<std::pair<std::string, std::string>> expected = {{"contests", "round"},
                                                                       {"problems", "sum"},
                                                                       {"problems", "pairs"},
                                                                       {"teams", "t1"},
                                                                       {"teams", "t2"}};
    EXPECT_EQ(event_keys(), expected);
}

TEST_F(ContestOperations, CreateRefusesWhatCannotBeAContest) {
    create_round();
    app::NewContest again;
    again.settings.id = "round";
    again.settings.name = "Again";
    again.settings.duration = 1h;
    again.problems = {{"sum", "A", "", "", "", 0}};
    expect_refused([&] { app::create_contest(store, contests, again, contest_t0); }, Kind::conflict,
                   "contest 'round' already exists");
    again.settings.id = "other";
    again.problems = {{"nope", "A", "", "", "", 0}};
    expect_refused([&] { app::create_contest(store, contests, again, contest_t0); }, Kind::invalid,
                   "problem 'nope' is not in the store");
    again.problems = {{"sum", "A", "", "", "", 0}, {"pairs", "A", "", "", "", 0}};
    expect_refused([&] { app::create_contest(store, contests, again, contest_t0); }, Kind::invalid,
                   "label 'A' is used twice");
    again.problems = {{"sum", "A", "", "", "", 0}};
    again.settings.scoreboard_freeze_duration = 2h;
    expect_refused([&] { app::create_contest(store, contests, again, contest_t0); }, Kind::invalid,
                   "scoreboard freeze must be between 0 and the contest's duration");
    again.settings.scoreboard_freeze_duration.reset();
    again.settings.id = "../x";
    expect_refused([&] { app::create_contest(store, contests, again, contest_t0); }, Kind::invalid,
                   "contest id '../x' is not an id (letters, digits, '_', '.', '-'; at most 36)");
    again.settings.id = "other";
    again.languages = {"cobol"};
    try {
        app::create_contest(store, contests, again, contest_t0);
        ADD_FAILURE() << "an unknown language was taken";
    } catch (const ContestError& error) {
        EXPECT_EQ(error.kind(), Kind::invalid);
        EXPECT_EQ(std::string(error.what()).rfind("unknown language 'cobol' (known: ", 0), 0u)
            << error.what();
    }
    EXPECT_FALSE(contests.contest("other"));
}

TEST_F(ContestOperations, TheClockOperationsChangeTheStateInOrder) {
    create_round();
    auto state = app::start_contest(contests, "round", contest_t0);
    EXPECT_EQ(state.started, contest_t0);
    state = app::pause_contest(contests, "round", contest_t0 + 1h);
    EXPECT_EQ(state.paused_since, contest_t0 + 1h);
    state = app::resume_contest(contests, "round", contest_t0 + 1h + 10min);
    EXPECT_EQ(state.paused_since, std::nullopt);
    EXPECT_EQ(state.paused_total, 10min);
    state = app::extend_contest(contests, "round", 15min, contest_t0 + 2h);
    EXPECT_EQ(state.extended, 15min);
    // The end is now 5 h + 10 min + 15 min after the start.
    const auto clock = app::contest_clock(*contests.contest("round"), contest_t0 + 2h);
    EXPECT_EQ(clock.end, contest_t0 + 5h + 25min);
    // The freeze started at 4 h 25 min; ended 5 min later.
    state = app::end_contest(contests, "round", contest_t0 + 4h + 30min);
    EXPECT_EQ(state.ended, contest_t0 + 4h + 30min);
    state = app::thaw_contest(contests, "round", contest_t0 + 5h);
    EXPECT_EQ(state.thawed, contest_t0 + 5h);
    state = app::finalize_contest(contests, "round", contest_t0 + 6h);
    EXPECT_EQ(state.finalized, contest_t0 + 6h);
    EXPECT_EQ(contests.contest("round")->state.finalized, contest_t0 + 6h);

    // The state object changed (and was logged) at the start, the end, the thaw and the
    // finalization; pause, resume and extend change only the contest object's duration.
    int state_events = 0, contest_events = 0;
    for (const auto& [type, id] : event_keys()) {
        state_events += type == "state";
        contest_events += type == "contests";
    }
    EXPECT_EQ(state_events, 4);
    EXPECT_EQ(contest_events, 3);  // created, started (its start_time), extended
    const auto events = contests.events("round", 0, 1000);
    const auto last_state = std::find_if(events.rbegin(), events.rend(),
                                         [](const auto& e) { return e.type == "state"; });
    EXPECT_EQ(last_state->data_json,
              R"({"started":"2026-11-24T10:00:00Z","frozen":"2026-11-24T14:25:00Z",)"
              R"("ended":"2026-11-24T14:30:00Z","thawed":"2026-11-24T15:00:00Z",)"
              R"("finalized":"2026-11-24T16:00:00Z","end_of_updates":"2026-11-24T16:00:00Z"})");
}

TEST_F(ContestOperations, WhatMakesNoSenseIsRefusedWithItsReason) {
    create_round();
    expect_refused([&] { app::pause_contest(contests, "round", contest_t0); }, Kind::wrong_state,
                   "contest 'round' is not running (it is not started)");
    expect_refused([&] { app::end_contest(contests, "round", contest_t0); }, Kind::wrong_state,
                   "contest 'round' has not started");
    expect_refused([&] { app::resume_contest(contests, "round", contest_t0); }, Kind::wrong_state,
                   "contest 'round' is not paused");
    expect_refused([&] { app::finalize_contest(contests, "round", contest_t0); }, Kind::wrong_state,
                   "contest 'round' is not over yet (it is not started)");
    app::start_contest(contests, "round", contest_t0);
    expect_refused([&] { app::start_contest(contests, "round", contest_t0 + 1min); },
                   Kind::wrong_state,
                   "contest 'round' has already started (at 2026-11-24T10:00:00Z)");
    expect_refused([&] { app::thaw_contest(contests, "round", contest_t0 + 1h); },
                   Kind::wrong_state, "contest 'round''s scoreboard is not frozen yet");
    expect_refused([&] { app::extend_contest(contests, "round", 0s, contest_t0 + 1h); },
                   Kind::invalid, "an extension must be positive");
    app::pause_contest(contests, "round", contest_t0 + 1h);
    expect_refused([&] { app::pause_contest(contests, "round", contest_t0 + 2h); },
                   Kind::wrong_state,
                   "contest 'round' is already paused (since 2026-11-24T11:00:00Z)");
    app::resume_contest(contests, "round", contest_t0 + 2h);
    app::end_contest(contests, "round", contest_t0 + 3h);
    expect_refused([&] { app::end_contest(contests, "round", contest_t0 + 3h); }, Kind::wrong_state,
                   "contest 'round' is already over (ended 2026-11-24T13:00:00Z)");
    expect_refused([&] { app::extend_contest(contests, "round", 10min, contest_t0 + 3h); },
                   Kind::wrong_state,
                   "contest 'round' was ended (at 2026-11-24T13:00:00Z): it cannot be extended");
    app::finalize_contest(contests, "round", contest_t0 + 4h);
    expect_refused([&] { app::finalize_contest(contests, "round", contest_t0 + 4h); },
                   Kind::wrong_state,
                   "contest 'round' is already finalized (at 2026-11-24T14:00:00Z)");
    expect_refused([&] { app::thaw_contest(contests, "round", contest_t0 + 4h); },
                   Kind::wrong_state, "contest 'round' is finalized");
}

TEST_F(ContestOperations, EndedBeforeTheFreezeThereIsNoFreezeToThaw) {
    create_round();
    app::start_contest(contests, "round", contest_t0);
    app::end_contest(contests, "round", contest_t0 + 3h);
    EXPECT_FALSE(app::contest_clock(*contests.contest("round"), contest_t0 + 6h).scoreboard_frozen);
    expect_refused([&] { app::thaw_contest(contests, "round", contest_t0 + 6h); },
                   Kind::wrong_state, "contest 'round''s scoreboard is not frozen yet");
    expect_refused([&] { app::start_contest(contests, "nope", contest_t0); }, Kind::not_found,
                   "no contest 'nope'");
}

TEST_F(ContestOperations, ATeamWithAnAccountCanBeReplacedAndItsPasswordChanged) {
    create_round();
    app::TeamEntry entry;
    entry.team.id = "t3";
    entry.team.name = "Third";
    entry.team.extra_time = 10min;
    entry.organization = contest::Organization{"uni", "Uni", "The University", "NLD"};
    entry.username = "third";
    entry.password = accounts::Password("first secret");
    app::put_team(contests, "round", entry, contest_t0);
    const auto account = contests.account_by_username("third");
    ASSERT_TRUE(account);
    EXPECT_EQ(account->account.team_id, "t3");
    EXPECT_EQ(account->contest_id, "round");
    EXPECT_TRUE(
        accounts::verify_password(account->password_hash, accounts::Password("first secret")));
    EXPECT_EQ(account->password_hash.find("first secret"), std::string::npos);
    EXPECT_EQ(contests.team("round", "t3")->organization_id, "uni");
    EXPECT_EQ(contests.team("round", "t3")->extra_time, 10min);

    entry.team.name = "Third, renamed";
    entry.password = accounts::Password("second secret");
    app::put_team(contests, "round", entry, contest_t0 + 1min);
    EXPECT_EQ(contests.team("round", "t3")->name, "Third, renamed");
    const auto changed = contests.account_by_username("third");
    EXPECT_TRUE(
        accounts::verify_password(changed->password_hash, accounts::Password("second secret")));

    // Another team cannot take the username.
    app::TeamEntry thief;
    thief.team.id = "t4";
    thief.team.name = "Fourth";
    thief.username = "third";
    thief.password = accounts::Password("x");
    expect_refused([&] { app::put_team(contests, "round", thief, contest_t0); }, Kind::conflict,
                   "username 'third' is taken");
    EXPECT_FALSE(contests.team("round", "t4"));
    thief.username = "a:b";
    try {
        app::put_team(contests, "round", thief, contest_t0);
        ADD_FAILURE() << "a username with ':' was taken";
    } catch (const ContestError& error) {
        EXPECT_EQ(error.kind(), Kind::invalid);
    }
}

TEST_F(ContestOperations, StaffAccountsAreJudgesOrAdminsWithAHashedPassword) {
    contest::Account judge{"jury1", "jury1", contest::AccountKind::judge, "", "Jury"};
    app::add_staff_account(contests, judge, accounts::Password("jury pass"), contest_t0);
    const auto stored = contests.account_by_username("jury1");
    ASSERT_TRUE(stored);
    EXPECT_EQ(stored->contest_id, "");
    EXPECT_TRUE(accounts::verify_password(stored->password_hash, accounts::Password("jury pass")));
    expect_refused(
        [&] { app::add_staff_account(contests, judge, accounts::Password("x"), contest_t0); },
        Kind::conflict, "account 'jury1' or username 'jury1' is taken");
    contest::Account team{"t", "t", contest::AccountKind::team, "t1", ""};
    expect_refused(
        [&] { app::add_staff_account(contests, team, accounts::Password("x"), contest_t0); },
        Kind::invalid, "a team account is added with its team (add-team)");
}

TEST(ContestDuration, TheCliFormsParseAndOthersAreRefused) {
    EXPECT_EQ(app::parse_contest_duration("1:30:00"), Seconds{90min});
    EXPECT_EQ(app::parse_contest_duration("10:00"), Seconds{10min});
    EXPECT_EQ(app::parse_contest_duration("90m"), Seconds{90min});
    EXPECT_EQ(app::parse_contest_duration("2h"), Seconds{2h});
    EXPECT_EQ(app::parse_contest_duration("45s"), 45s);
    EXPECT_EQ(app::parse_contest_duration("600"), 600s);
    for (const char* bad : {"", "1:60:00", "1::0", "x", "-5m", "1:2:3:4", "5 m"}) {
        try {
            app::parse_contest_duration(bad);
            ADD_FAILURE() << "took '" << bad << "'";
        } catch (const app::ContestError& error) {
            EXPECT_EQ(std::string(error.what()),
                      "duration '" + std::string(bad) +
                          "' is not h:mm:ss, a number with s, m or h, or seconds");
        }
    }
}

}  // namespace
}  // namespace gridjudge::testing
