// The AccountBook contract on the in-memory implementation: accounts by username and id,
// duplicates refused with nothing stored, the rules of a new account, and sessions by token hash.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "judge/accounts/in_memory_account_book.h"
#include "tests/accounts/fake_clock.h"

namespace gridjudge::accounts {
namespace {

using namespace std::chrono_literals;

contest::Account team_account(std::string id, std::string username) {
    contest::Account account;
    account.id = std::move(id);
    account.username = std::move(username);
    account.kind = contest::AccountKind::team;
    account.team_id = "team-" + account.id;
    return account;
}

TEST(AccountBook, FindsByUsernameAndIdExactly) {
    InMemoryAccountBook book;
    book.create(team_account("a1", "team01"), "$argon2id$hash-one");
    book.create(team_account("a2", "Team01"), "$argon2id$hash-two");
    ASSERT_TRUE(book.find_by_username("team01").has_value());
    EXPECT_EQ(book.find_by_username("team01")->account.id, "a1");
    EXPECT_EQ(book.find_by_username("team01")->password_hash, "$argon2id$hash-one");
    EXPECT_EQ(book.find_by_username("Team01")->account.id, "a2");
    EXPECT_EQ(book.find_by_username("TEAM01"), std::nullopt);
    EXPECT_EQ(book.find_by_username("team01 "), std::nullopt);
    EXPECT_EQ(book.find_by_id("a2")->account.username, "Team01");
    EXPECT_EQ(book.find_by_id("a3"), std::nullopt);
}

TEST(AccountBook, DuplicatesAreRefusedAndNothingIsStored) {
    InMemoryAccountBook book;
    book.create(team_account("a1", "team01"), "h1");
    try {
        book.create(team_account("a1", "team99"), "h2");
        FAIL() << "a taken id was accepted";
    } catch (const AccountExists& error) {
        EXPECT_STREQ(error.what(), "account id 'a1' is taken");
    }
    try {
        book.create(team_account("a2", "team01"), "h2");
        FAIL() << "a taken username was accepted";
    } catch (const AccountExists& error) {
        EXPECT_STREQ(error.what(), "username 'team01' is taken");
    }
    EXPECT_EQ(book.find_by_username("team99"), std::nullopt);
    EXPECT_EQ(book.find_by_id("a2"), std::nullopt);
    EXPECT_EQ(book.find_by_id("a1")->password_hash, "h1");
}

TEST(AccountBook, NewAccountRulesNameTheField) {
    auto message_for = [](contest::Account account) -> std::string {
        try {
            check_new_account(account);
        } catch (const std::invalid_argument& error) {
            return error.what();
        }
        return "accepted";
    };
    EXPECT_EQ(message_for(team_account("a1", "team01")), "accepted");
    EXPECT_EQ(message_for(team_account("", "team01")), "account: field id is empty");
    EXPECT_EQ(message_for(team_account("a1", "")), "account 'a1': field username is empty");
    EXPECT_EQ(message_for(team_account("a1", std::string(65, 'x'))),
              "account 'a1': field username is longer than 64 bytes");
    EXPECT_EQ(message_for(team_account("a1", "team\xFF")),
              "account 'a1': field username is not valid UTF-8");
    EXPECT_EQ(message_for(team_account("a1", "team:01")),
              "account 'a1': field username holds a control character or a ':'");
    EXPECT_EQ(message_for(team_account("a1", "team\n01")),
              "account 'a1': field username holds a control character or a ':'");
    contest::Account no_team = team_account("a1", "team01");
    no_team.team_id.clear();
    EXPECT_EQ(message_for(no_team), "account 'a1': field team_id is empty for a team account");
    contest::Account judge = no_team;
    judge.kind = contest::AccountKind::judge;
    EXPECT_EQ(message_for(judge), "accepted");
    EXPECT_EQ(message_for(team_account("a1", "队伍01")), "accepted");

    InMemoryAccountBook book;
    EXPECT_THROW(book.create(team_account("a1", "team:01"), "h"), std::invalid_argument);
    EXPECT_EQ(book.find_by_id("a1"), std::nullopt);
}

TEST(AccountBook, SetPasswordHashOfAKnownAccountOnly) {
    InMemoryAccountBook book;
    book.create(team_account("a1", "team01"), "old");
    EXPECT_TRUE(book.set_password_hash("a1", "new"));
    EXPECT_EQ(book.find_by_username("team01")->password_hash, "new");
    EXPECT_FALSE(book.set_password_hash("a9", "new"));
}

TEST(AccountBook, SessionsByTokenHash) {
    InMemoryAccountBook book;
    const TimePoint now = testing::contest_afternoon;
    const IssuedSession first = issue_session("a1", now, 1h);
    const IssuedSession second = issue_session("a1", now, 3h);
    const IssuedSession other = issue_session("a2", now, 1h);
    book.create_session(first.session);
    book.create_session(second.session);
    book.create_session(other.session);
    ASSERT_TRUE(book.find_session(first.session.token_hash).has_value());
    EXPECT_EQ(book.find_session(first.session.token_hash)->csrf_token, first.session.csrf_token);
    EXPECT_EQ(book.find_session(TokenHash{"0000"}), std::nullopt);

    book.delete_session(first.session.token_hash);
    EXPECT_EQ(book.find_session(first.session.token_hash), std::nullopt);
    EXPECT_EQ(book.session_count(), 2u);

    EXPECT_EQ(book.delete_expired_sessions(now + 1h), 1u);  // `other` ends at now + 1h
    EXPECT_EQ(book.find_session(other.session.token_hash), std::nullopt);
    EXPECT_EQ(book.delete_sessions_of("a1"), 1u);
    EXPECT_EQ(book.session_count(), 0u);
}

}  // namespace
}  // namespace gridjudge::accounts
