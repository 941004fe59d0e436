// The ContestStore contract (db/contest_store.h), checked on every backend: contests and their
// state, problems, organizations, teams and their windows, accounts and sessions,
// clarifications (what a team may read), and the event log (idempotent, ids increasing).
#include <gtest/gtest.h>

#include <atomic>
#include <barrier>
#include <thread>

#include "tests/db/contest_store_backends.h"
#include "tests/db/contest_store_fixture.h"

namespace gridjudge::db::testing {
namespace {

using namespace std::chrono_literals;

TimePoint at(std::int64_t seconds) {
    return TimePoint{Seconds{seconds}};
}

// Runs `write` and expects a ContestConflict whose message names `needle`.
template <typename Write>
void expect_conflict_naming(Write write, const std::string& needle) {
    try {
        write();
        ADD_FAILURE() << "no ContestConflict (expected one naming " << needle << ")";
    } catch (const ContestConflict& conflict) {
        EXPECT_NE(std::string(conflict.what()).find(needle), std::string::npos) << conflict.what();
    }
}

TEST_P(ContestStoreContractTest, AContestRoundTripsExactlyAndPutKeepsItsState) {
    ContestRecord contest;
    contest.settings.id = "wf-2026.main_1";
    contest.settings.name = "Finale \"mondiale\" — 決勝 'ß'";
    contest.settings.formal_name = "Line one\nline two\\ with tab\t";
    contest.settings.start_time = at(1'780'000'007);
    contest.settings.duration = 5h + 7s;
    contest.settings.scoreboard_freeze_duration = 59min + 1s;
    contest.settings.scoring = contest::ScoringKind::oi;
    contest.settings.penalty_minutes = 7;
    contest.settings.window = contest::WindowKind::per_team;
    contest.languages = {"cpp17", "python3", "java"};
    store->put_contest(contest);

    ContestStateRecord state;
    state.started = at(1'780'000'100);
    state.paused_since = at(1'780'003'000);
    state.paused_total = 61s;
    state.extended = 600s;
    state.ended = at(1'780'020'000);
    state.thawed = at(1'780'030'000);
    state.finalized = at(1'780'040'001);
    store->set_state(contest.settings.id, state);

    // A second put (new settings) keeps the state the operators made.
    contest.settings.name = "Renamed";
    contest.settings.start_time.reset();
    contest.settings.scoreboard_freeze_duration.reset();
    contest.languages.clear();
    store->put_contest(contest);

    const auto read = connect()->contest(contest.settings.id);
    ASSERT_TRUE(read);
    EXPECT_EQ(read->settings.id, "wf-2026.main_1");
    EXPECT_EQ(read->settings.name, "Renamed");
    EXPECT_EQ(read->settings.formal_name, "Line one\nline two\\ with tab\t");
    EXPECT_FALSE(read->settings.start_time);
    EXPECT_EQ(read->settings.duration, 5h + 7s);
    EXPECT_FALSE(read->settings.scoreboard_freeze_duration);
    EXPECT_EQ(read->settings.scoring, contest::ScoringKind::oi);
    EXPECT_EQ(read->settings.penalty_minutes, 7);
    EXPECT_EQ(read->settings.window, contest::WindowKind::per_team);
    EXPECT_TRUE(read->languages.empty());
    EXPECT_EQ(read->state.started, at(1'780'000'100));
    EXPECT_EQ(read->state.paused_since, at(1'780'003'000));
    EXPECT_EQ(read->state.paused_total, 61s);
    EXPECT_EQ(read->state.extended, 600s);
    EXPECT_EQ(read->state.ended, at(1'780'020'000));
    EXPECT_EQ(read->state.thawed, at(1'780'030'000));
    EXPECT_EQ(read->state.finalized, at(1'780'040'001));
    EXPECT_FALSE(store->contest("other"));
}

TEST_P(ContestStoreContractTest, SettingsTimesAndLanguagesRoundTripAsWritten) {
    ContestRecord contest = small_contest("c1");
    const auto read = store->contest("c1");
    ASSERT_TRUE(read);
    EXPECT_EQ(read->settings.name, "Contest c1");
    EXPECT_EQ(read->settings.start_time, at(1'780'000'000));
    EXPECT_EQ(read->settings.duration, 5h);
    EXPECT_EQ(read->settings.scoreboard_freeze_duration, 1h);
    EXPECT_EQ(read->settings.scoring, contest::ScoringKind::pass_fail);
    EXPECT_EQ(read->settings.penalty_minutes, 20);
    EXPECT_EQ(read->settings.window, contest::WindowKind::fixed);
    EXPECT_EQ(read->languages, (std::vector<std::string>{"cpp17", "python3"}));
    EXPECT_FALSE(read->state.started);
    EXPECT_FALSE(read->state.paused_since);
    EXPECT_EQ(read->state.paused_total, 0s);
    EXPECT_FALSE(read->state.finalized);
    // A time before 1970 and one in the far future round-trip too.
    contest.settings.start_time = at(-86'400 * 365 + 1);
    store->put_contest(contest);
    EXPECT_EQ(store->contest("c1")->settings.start_time, at(-86'400 * 365 + 1));
    contest.settings.start_time = at(4'102'444'799);  // 2099-12-31T23:59:59Z
    store->put_contest(contest);
    EXPECT_EQ(store->contest("c1")->settings.start_time, at(4'102'444'799));
}

// What the SQL stores could not keep is refused by every store, before anything is written: a
// time outside the years 0000 to 9999 (SQLite's ISO text would be NULL: the time lost) and a
// language id with a line break (the ids are kept one per line).
TEST_P(ContestStoreContractTest, ATimeBeyondYear9999OrALanguageWithALineBreakIsRefused) {
    ContestRecord contest;
    contest.settings.id = "c1";
    contest.settings.start_time = at(253'402'300'800);  // 10000-01-01T00:00:00Z
    try {
        store->put_contest(contest);
        ADD_FAILURE() << "a time past 9999-12-31T23:59:59Z was stored";
    } catch (const std::invalid_argument& error) {
        EXPECT_EQ(std::string(error.what()),
                  "the time 253402300800 (unix seconds) is outside the years 0000 to 9999 a "
                  "store keeps");
    }
    contest.settings.start_time = at(253'402'300'799);  // the last second that is kept
    contest.languages = {"cpp17", "py\nthon"};
    try {
        store->put_contest(contest);
        ADD_FAILURE() << "a language id with a line break was stored";
    } catch (const std::invalid_argument& error) {
        EXPECT_EQ(std::string(error.what()),
                  "contest \"c1\": a language id may be neither empty nor hold a line break");
    }
    EXPECT_TRUE(store->contests().empty());
    contest.languages = {"cpp17"};
    store->put_contest(contest);
    EXPECT_EQ(store->contest("c1")->settings.start_time, at(253'402'300'799));
    ContestStateRecord state;
    state.ended = at(-62'167'219'201);  // a second before 0000-01-01T00:00:00Z
    EXPECT_THROW(store->set_state("c1", state), std::invalid_argument);
    state.ended = at(-62'167'219'200);
    store->set_state("c1", state);
    EXPECT_EQ(store->contest("c1")->state.ended, at(-62'167'219'200));
}

// Text that is not UTF-8 or holds a NUL byte is refused, naming the record and the field, and
// nothing is written: PostgreSQL would refuse the one and its client library cut the other
// short; SQLite would keep both for the pages and the event feed to serve. A key holding a NUL
// finds nothing (on PostgreSQL "team1\0x" must not find "team1").
TEST_P(ContestStoreContractTest, TextThatIsNotUtf8OrHoldsANulIsRefusedNamingTheField) {
    small_contest("c1");
    const std::string nul("ab\0cd", 5), latin1 = "caf\xe9", overlong = "\xc0\xaf";
    const auto expect_refused = [](auto write, const std::string& message) {
        try {
            write();
            ADD_FAILURE() << "stored; expected: " << message;
        } catch (const std::invalid_argument& error) {
            EXPECT_EQ(std::string(error.what()), message);
        }
    };
    expect_refused(
        [&] {
            store->add_clarification({0, "c1", "t1", "", std::nullopt, "", nul, at(1)});
        },
        "a clarification of contest \"c1\": text holds a NUL byte");
    expect_refused(
        [&] {
            store->add_clarification({0, "c1", "t1", "", std::nullopt, "", latin1, at(1)});
        },
        "a clarification of contest \"c1\": text is not valid UTF-8");
    expect_refused(
        [&] {
            store->put_team("c1", {"t3", overlong, "T", "", false, 0s});
        },
        "team \"t3\" of contest \"c1\": name is not valid UTF-8");
    expect_refused(
        [&] {
            store->put_team("c1", {nul, "T", "T", "", false, 0s});
        },
        "team (an invalid id) of contest \"c1\": id holds a NUL byte");
    expect_refused(
        [&] {
            store->append_event({0, "c1", "teams", "t1", "{\"name\":\"" + latin1 + "\"}", at(1)});
        },
        "event \"teams\"/\"t1\" of contest \"c1\": data_json is not valid UTF-8");
    expect_refused(
        [&] {
            store->create_account(
                {{"a1", "team1" + nul, contest::AccountKind::team, "t1", "A"}, "c1", "h"});
        },
        "account \"a1\": username holds a NUL byte");
    EXPECT_TRUE(store->clarifications("c1", std::nullopt).empty());
    EXPECT_EQ(store->teams("c1").size(), 2u);
    EXPECT_TRUE(store->events("c1", 0, 10).empty());
    EXPECT_FALSE(store->account_by_id("a1"));

    store->create_account({{"a1", "team1", contest::AccountKind::team, "t1", "A"}, "c1", "h"});
    expect_refused([&] { store->set_password_hash("a1", "h" + nul); },
                   "account \"a1\": password_hash holds a NUL byte");
    EXPECT_EQ(store->account_by_id("a1")->password_hash, "h");
    EXPECT_FALSE(store->account_by_username(std::string("team1\0x", 7)));
    EXPECT_FALSE(store->account_by_id(std::string("a1\0x", 4)));
    EXPECT_FALSE(store->team("c1", std::string("t1\0x", 4)));
    EXPECT_FALSE(store->contest(std::string("c1\0x", 4)));
    EXPECT_THROW(store->start_team_window("c1", std::string("t1\0x", 4), at(5)), ContestConflict);
    EXPECT_FALSE(store->team_window("c1", "t1"));
    // Valid UTF-8 of every length is kept as it is.
    const std::string text = "ÿ €  😀 ⁰";
    const std::int64_t id =
        store->add_clarification({0, "c1", "t1", "", std::nullopt, "", text, at(1)});
    EXPECT_EQ(connect()->clarification(id)->text, text);
}

TEST_P(ContestStoreContractTest, TwoConnectionsCreatingTheSameUsernameOneWins) {
    small_contest("c1");
    for (int round = 0; round < 10; ++round) {
        const std::string username = "user" + std::to_string(round);
        std::unique_ptr<ContestStore> first = connect(), second = connect();
        std::atomic<int> created{0}, refused{0};
        std::barrier together(2);
        const auto create = [&](ContestStore& connection, const std::string& id) noexcept {
            AccountRecord account{{id, username, contest::AccountKind::judge, "", "J"}, "", "h"};
            together.arrive_and_wait();
            try {
                connection.create_account(account);
                ++created;
            } catch (const ContestConflict& conflict) {
                EXPECT_EQ(std::string(conflict.what()),
                          "the username \"" + username + "\" is taken");
                ++refused;
            } catch (const std::exception& error) {
                ADD_FAILURE() << error.what();
            }
        };
        std::thread a([&] { create(*first, "a" + std::to_string(round)); });
        std::thread b([&] { create(*second, "b" + std::to_string(round)); });
        a.join();
        b.join();
        EXPECT_EQ(created.load(), 1);
        EXPECT_EQ(refused.load(), 1);
        ASSERT_TRUE(store->account_by_username(username));
    }
}

TEST_P(ContestStoreContractTest, ContestsAreListedById) {
    small_contest("b");
    small_contest("a");
    const std::vector<ContestRecord> all = store->contests();
    ASSERT_EQ(all.size(), 2u);
    EXPECT_EQ(all[0].settings.id, "a");
    EXPECT_EQ(all[1].settings.id, "b");
}

TEST_P(ContestStoreContractTest, WritesNamingAnUnknownContestAreRefusedNamingIt) {
    small_contest("known");
    expect_conflict_naming([&] { store->set_state("nope-1", {}); }, "nope-1");
    expect_conflict_naming(
        [&] {
            store->put_problems("nope-2", {{"p", "A", "P", "", "", 1}});
        },
        "nope-2");
    expect_conflict_naming(
        [&] {
            store->put_organization("nope-3", {"o", "O", "O", "SWE"});
        },
        "nope-3");
    expect_conflict_naming(
        [&] {
            store->put_team("nope-4", {"t", "T", "T", "", false, 0s});
        },
        "nope-4");
    expect_conflict_naming([&] { store->start_team_window("nope-5", "t1", at(5)); }, "nope-5");
    expect_conflict_naming(
        [&] {
            store->create_account(
                {{"acc", "user", contest::AccountKind::team, "t1", "U"}, "nope-6", "$argon2id$x"});
        },
        "nope-6");
    expect_conflict_naming(
        [&] {
            store->add_clarification({0, "nope-7", "", "", std::nullopt, "", "hi", at(1)});
        },
        "nope-7");
    expect_conflict_naming(
        [&] {
            store->append_event({0, "nope-8", "contests", "nope-8", "{}", at(1)});
        },
        "nope-8");
    // Nothing was written anywhere.
    EXPECT_EQ(store->contests().size(), 1u);
    EXPECT_TRUE(store->problems("nope-2").empty());
    EXPECT_TRUE(store->organizations("nope-3").empty());
    EXPECT_TRUE(store->teams("nope-4").empty());
    EXPECT_FALSE(store->account_by_id("acc"));
    EXPECT_TRUE(store->events("nope-8", 0, 10).empty());
}

TEST_P(ContestStoreContractTest, ProblemsAreKeyedByContestAndIdAndListedByOrdinal) {
    small_contest("c1");
    small_contest("c2");
    store->put_problems("c1", {{"sum", "B", "Sum", "blue", "#0000ff", 2},
                               {"max", "A", "Maximum «max»", "", "", 1}});
    store->put_problems("c2", {{"sum", "Z", "Sum in c2", "", "", 1}});
    // Replacing one by id keeps the other.
    store->put_problems("c1", {{"sum", "C", "Sum again", "red", "#ff0000", 3}});
    const std::vector<ContestProblemRecord> problems = connect()->problems("c1");
    ASSERT_EQ(problems.size(), 2u);
    EXPECT_EQ(problems[0].id, "max");
    EXPECT_EQ(problems[0].label, "A");
    EXPECT_EQ(problems[0].name, "Maximum «max»");
    EXPECT_EQ(problems[0].color, "");
    EXPECT_EQ(problems[0].ordinal, 1);
    EXPECT_EQ(problems[1].id, "sum");
    EXPECT_EQ(problems[1].label, "C");
    EXPECT_EQ(problems[1].name, "Sum again");
    EXPECT_EQ(problems[1].color, "red");
    EXPECT_EQ(problems[1].rgb, "#ff0000");
    EXPECT_EQ(problems[1].ordinal, 3);
    ASSERT_EQ(store->problems("c2").size(), 1u);
    EXPECT_EQ(store->problems("c2")[0].name, "Sum in c2");
}

TEST_P(ContestStoreContractTest, OrganizationsAndTeamsAreKeyedByContestAndId) {
    small_contest("c1");
    small_contest("c2");
    store->put_organization("c1", {"kth", "KTH", "KTH Royal Institute of Technology", "SWE"});
    store->put_organization("c1", {"kth", "KTH", "Kungliga Tekniska högskolan", "SWE"});
    store->put_organization("c2", {"kth", "K", "Other", ""});
    store->put_team("c1", {"t1", "Rosé", "Rosé \"the team\"", "kth", true, 90s});
    const std::vector<contest::Organization> organizations = store->organizations("c1");
    ASSERT_EQ(organizations.size(), 1u);
    EXPECT_EQ(organizations[0].formal_name, "Kungliga Tekniska högskolan");
    EXPECT_EQ(organizations[0].country, "SWE");
    EXPECT_EQ(store->organizations("c2")[0].formal_name, "Other");

    const auto team = connect()->team("c1", "t1");
    ASSERT_TRUE(team);
    EXPECT_EQ(team->name, "Rosé");
    EXPECT_EQ(team->display_name, "Rosé \"the team\"");
    EXPECT_EQ(team->organization_id, "kth");
    EXPECT_TRUE(team->hidden);
    EXPECT_EQ(team->extra_time, 90s);
    EXPECT_EQ(store->team("c2", "t1")->name, "Team one");
    EXPECT_FALSE(store->team("c1", "t3"));
    const std::vector<contest::Team> teams = store->teams("c1");
    ASSERT_EQ(teams.size(), 2u);
    EXPECT_EQ(teams[0].id, "t1");
    EXPECT_EQ(teams[1].id, "t2");
}

TEST_P(ContestStoreContractTest, ATeamWindowKeepsItsFirstStart) {
    small_contest("c1");
    EXPECT_FALSE(store->team_window("c1", "t1"));
    EXPECT_EQ(store->start_team_window("c1", "t1", at(1000)), at(1000));
    EXPECT_EQ(store->start_team_window("c1", "t1", at(900)), at(1000));
    EXPECT_EQ(connect()->team_window("c1", "t1"), at(1000));
    EXPECT_FALSE(store->team_window("c1", "t2"));
    expect_conflict_naming([&] { store->start_team_window("c1", "ghost", at(5)); }, "ghost");
}

TEST_P(ContestStoreContractTest, TwoConnectionsRacingToStartAWindowBothGetTheOneThatWon) {
    small_contest("c1");
    for (int round = 0; round < 10; ++round) {
        const std::string team = "r" + std::to_string(round);
        store->put_team("c1", {team, team, team, "", false, 0s});
        std::unique_ptr<ContestStore> first = connect(), second = connect();
        TimePoint got_first, got_second;
        std::barrier together(2);
        const auto login = [&](ContestStore& connection, TimePoint& got, TimePoint when) noexcept {
            together.arrive_and_wait();
            try {
                got = connection.start_team_window("c1", team, when);
            } catch (const std::exception& error) {
                ADD_FAILURE() << error.what();
            }
        };
        std::thread a([&] { login(*first, got_first, at(100)); });
        std::thread b([&] { login(*second, got_second, at(200)); });
        a.join();
        b.join();
        EXPECT_EQ(got_first, got_second);
        EXPECT_TRUE(got_first == at(100) || got_first == at(200));
        EXPECT_EQ(store->team_window("c1", team), got_first);
    }
}

AccountRecord team_account(const std::string& id, const std::string& username,
                           const std::string& team) {
    return {{id, username, contest::AccountKind::team, team, "Name of " + id},
            "c1",
            "$argon2id$v=19$m=65536,t=3,p=1$c2FsdA$aGFzaA"};
}

TEST_P(ContestStoreContractTest, AccountsAreUniqueByIdAndUsernameAcrossTheStore) {
    small_contest("c1");
    small_contest("c2");
    store->create_account(team_account("a1", "team1", "t1"));
    store->create_account(
        {{"judge", "jury", contest::AccountKind::judge, "", "The jury"}, "", "h"});
    expect_conflict_naming([&] { store->create_account(team_account("a1", "other", "t2")); }, "a1");
    AccountRecord same_name = team_account("a2", "team1", "t1");
    same_name.contest_id = "c2";
    expect_conflict_naming([&] { store->create_account(same_name); }, "team1");
    expect_conflict_naming([&] { store->create_account(team_account("a3", "x", "ghost")); },
                           "ghost");
    EXPECT_FALSE(store->account_by_id("a2"));
    EXPECT_FALSE(store->account_by_username("x"));

    const auto read = connect()->account_by_username("team1");
    ASSERT_TRUE(read);
    EXPECT_EQ(read->account.id, "a1");
    EXPECT_EQ(read->account.kind, contest::AccountKind::team);
    EXPECT_EQ(read->account.team_id, "t1");
    EXPECT_EQ(read->account.name, "Name of a1");
    EXPECT_EQ(read->contest_id, "c1");
    EXPECT_EQ(read->password_hash, "$argon2id$v=19$m=65536,t=3,p=1$c2FsdA$aGFzaA");
    EXPECT_EQ(store->account_by_id("judge")->account.kind, contest::AccountKind::judge);
    EXPECT_EQ(store->account_by_id("judge")->contest_id, "");
    ASSERT_EQ(store->accounts("c1").size(), 1u);
    EXPECT_EQ(store->accounts("c1")[0].account.id, "a1");
    EXPECT_TRUE(store->accounts("c2").empty());

    EXPECT_TRUE(store->set_password_hash("a1", "$argon2id$new"));
    EXPECT_EQ(store->account_by_id("a1")->password_hash, "$argon2id$new");
    EXPECT_FALSE(store->set_password_hash("ghost", "$argon2id$new"));
}

TEST_P(ContestStoreContractTest, SessionsAreKeptByTokenHashAndExpire) {
    small_contest("c1");
    store->create_account(team_account("a1", "team1", "t1"));
    store->create_account(team_account("a2", "team2", "t2"));
    const std::string hash1(64, 'a'), hash2(64, 'b'), hash3(64, 'c');
    store->create_session({hash1, "a1", "csrf1", at(1000), at(2000)});
    store->create_session({hash2, "a1", "csrf2", at(1000), at(5000)});
    store->create_session({hash3, "a2", "csrf3", at(1000), at(3000)});
    expect_conflict_naming(
        [&] {
            store->create_session({std::string(64, 'd'), "ghost", "c", at(1), at(2)});
        },
        "ghost");
    EXPECT_THROW(store->create_session({hash1, "a2", "other", at(1), at(2)}), ContestConflict);

    const auto read = connect()->session(hash1);
    ASSERT_TRUE(read);
    EXPECT_EQ(read->account_id, "a1");
    EXPECT_EQ(read->csrf_token, "csrf1");
    EXPECT_EQ(read->created, at(1000));
    EXPECT_EQ(read->expires, at(2000));

    EXPECT_EQ(store->delete_expired_sessions(at(2999)), 1u);  // hash1 (2000) only
    EXPECT_FALSE(store->session(hash1));
    EXPECT_TRUE(store->session(hash3));
    EXPECT_EQ(store->delete_sessions_of("a1"), 1u);  // hash2
    EXPECT_FALSE(store->session(hash2));
    store->delete_session(hash3);
    EXPECT_FALSE(store->session(hash3));
    store->delete_session(hash3);  // deleting again is no error
}

TEST_P(ContestStoreContractTest, ATeamReadsItsOwnQuestionsAnswersToItAndWhatIsForEveryone) {
    small_contest("c1");
    small_contest("c2");
    const auto send = [&](const std::string& from, const std::string& to,
                          std::optional<std::int64_t> reply_to, const std::string& text) {
        return store->add_clarification({0, "c1", from, to, reply_to, "", text, at(100)});
    };
    const std::int64_t q1 = send("t1", "", std::nullopt, "t1 asks");
    const std::int64_t q2 = send("t2", "", std::nullopt, "t2 asks");
    const std::int64_t private_to_t2 = send("", "t2", q2, "private answer to t2");
    const std::int64_t public_answer = send("", "", q1, "answer to everyone");
    const std::int64_t announcement = send("", "", std::nullopt, "announcement");
    const std::int64_t private_to_t1 = send("", "t1", q1, "private answer to t1");
    store->add_clarification({0, "c2", "t1", "", std::nullopt, "", "t1 in c2", at(100)});

    std::vector<std::int64_t> seen;
    for (const ClarificationRecord& c : connect()->clarifications("c1", "t1")) seen.push_back(c.id);
    EXPECT_EQ(seen, (std::vector<std::int64_t>{q1, public_answer, announcement, private_to_t1}));
    seen.clear();
    for (const ClarificationRecord& c : store->clarifications("c1", "t2")) seen.push_back(c.id);
    EXPECT_EQ(seen, (std::vector<std::int64_t>{q2, private_to_t2, public_answer, announcement}));
    EXPECT_EQ(store->clarifications("c1", std::nullopt).size(), 6u);
    EXPECT_EQ(store->clarifications("c2", std::nullopt).size(), 1u);
    EXPECT_EQ(store->clarifications("c2", "t2").size(), 0u);
}

TEST_P(ContestStoreContractTest, AClarificationRoundTripsExactly) {
    small_contest("c1");
    store->put_problems("c1", {{"sum", "A", "Sum", "", "", 1}});
    const std::string text = "Is \"n\" ≤ 10⁹?\n'Yes' — O'Brien\\n; DROP TABLE teams; -- 🚀";
    const std::int64_t question =
        store->add_clarification({0, "c1", "t1", "", std::nullopt, "sum", text, at(1'780'000'123)});
    const std::int64_t answer =
        store->add_clarification({0, "c1", "", "t1", question, "sum", "No.", at(1'780'000'200)});
    EXPECT_GT(answer, question);
    const auto read = connect()->clarification(question);
    ASSERT_TRUE(read);
    EXPECT_EQ(read->id, question);
    EXPECT_EQ(read->contest_id, "c1");
    EXPECT_EQ(read->from_team_id, "t1");
    EXPECT_EQ(read->to_team_id, "");
    EXPECT_FALSE(read->reply_to);
    EXPECT_EQ(read->problem_id, "sum");
    EXPECT_EQ(read->text, text);
    EXPECT_EQ(read->time, at(1'780'000'123));
    EXPECT_EQ(store->clarification(answer)->reply_to, question);
    EXPECT_FALSE(store->clarification(answer + 100));
    expect_conflict_naming(
        [&] {
            store->add_clarification({0, "c1", "ghost", "", std::nullopt, "", "x", at(1)});
        },
        "ghost");
    expect_conflict_naming(
        [&] {
            store->add_clarification({0, "c1", "", "", answer + 100, "", "x", at(1)});
        },
        std::to_string(answer + 100));
}

TEST_P(ContestStoreContractTest, TheEventLogSkipsARepeatOfTheNewestDataOfAnObject) {
    small_contest("c1");
    small_contest("c2");
    const auto append = [&](const std::string& contest, const std::string& type,
                            const std::string& id, const std::string& data) {
        return store->append_event({0, contest, type, id, data, at(500)});
    };
    const auto first = append("c1", "judgements", "j1", R"({"id":"j1","judgement_type_id":null})");
    ASSERT_TRUE(first);
    EXPECT_FALSE(append("c1", "judgements", "j1", R"({"id":"j1","judgement_type_id":null})"));
    const auto other_contest =
        append("c2", "judgements", "j1", R"({"id":"j1","judgement_type_id":null})");
    ASSERT_TRUE(other_contest);
    const auto changed =
        append("c1", "judgements", "j1", R"({"id":"j1","judgement_type_id":"AC"})");
    ASSERT_TRUE(changed);
    const auto other_type =
        append("c1", "submissions", "j1", R"({"id":"j1","judgement_type_id":"AC"})");
    ASSERT_TRUE(other_type);
    // Back to an older value: it is not the newest, so it is logged again.
    const auto back = append("c1", "judgements", "j1", R"({"id":"j1","judgement_type_id":null})");
    ASSERT_TRUE(back);
    const auto deleted = append("c1", "judgements", "j1", "");
    ASSERT_TRUE(deleted);
    EXPECT_FALSE(append("c1", "judgements", "j1", ""));
    EXPECT_LT(*first, *other_contest);
    EXPECT_LT(*other_contest, *changed);
    EXPECT_LT(*changed, *other_type);
    EXPECT_LT(*other_type, *back);
    EXPECT_LT(*back, *deleted);

    const std::vector<ContestEventRecord> all = connect()->events("c1", 0, 100);
    ASSERT_EQ(all.size(), 5u);
    EXPECT_EQ(all[0].id, *first);
    EXPECT_EQ(all[0].contest_id, "c1");
    EXPECT_EQ(all[0].type, "judgements");
    EXPECT_EQ(all[0].object_id, "j1");
    EXPECT_EQ(all[0].data_json, R"({"id":"j1","judgement_type_id":null})");
    EXPECT_EQ(all[0].time, at(500));
    EXPECT_EQ(all[4].id, *deleted);
    EXPECT_EQ(all[4].data_json, "");
    const std::vector<ContestEventRecord> after = store->events("c1", *changed, 2);
    ASSERT_EQ(after.size(), 2u);
    EXPECT_EQ(after[0].id, *other_type);
    EXPECT_EQ(after[1].id, *back);
    EXPECT_TRUE(store->events("c1", *deleted, 100).empty());
    EXPECT_EQ(store->events("c2", 0, 100).size(), 1u);
}

TEST_P(ContestStoreContractTest, TwoConnectionsAppendingTheSameJudgementLogItOnce) {
    small_contest("c1");
    constexpr int judgements = 50;
    std::unique_ptr<ContestStore> first = connect(), second = connect();
    std::atomic<int> appended{0};
    // Both connections append each judgement at the same moment, as two `serve` processes that
    // noticed it together.
    std::barrier together(2);
    const auto serve = [&](ContestStore& connection) noexcept {
        for (int j = 0; j < judgements; ++j) {
            const std::string id = "j" + std::to_string(j);
            together.arrive_and_wait();
            try {
                if (connection.append_event({0, "c1", "judgements", id,
                                             R"({"id":")" + id + R"(","judgement_type_id":"AC"})",
                                             at(700)}))
                    ++appended;
            } catch (const std::exception& error) {
                ADD_FAILURE() << "judgement " << j << ": " << error.what();
            }
        }
    };
    std::thread a([&] { serve(*first); });
    std::thread b([&] { serve(*second); });
    a.join();
    b.join();
    EXPECT_EQ(appended.load(), judgements);
    const std::vector<ContestEventRecord> log = store->events("c1", 0, 1000);
    ASSERT_EQ(log.size(), static_cast<std::size_t>(judgements));
    for (std::size_t i = 1; i < log.size(); ++i) {
        EXPECT_LT(log[i - 1].id, log[i].id);
        EXPECT_NE(log[i - 1].object_id, log[i].object_id);
    }
}

INSTANTIATE_TEST_SUITE_P(All, ContestStoreContractTest,
                         ::testing::ValuesIn(contest_store_backends()),
                         [](const auto& info) { return info.param.name; });

}  // namespace
}  // namespace gridjudge::db::testing
