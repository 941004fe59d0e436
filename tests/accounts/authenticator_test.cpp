// The login rules end to end on real Argon2id hashes, an in-memory AccountBook and a fake clock:
// right and wrong passwords, unknown usernames, throttling, rehash on login, session rotation
// (session fixation fails), expiry, logout and password change.
#include "judge/accounts/authenticator.h"

#include <gtest/gtest.h>
#include <time.h>

#include <stdexcept>
#include <string>

#include "judge/accounts/in_memory_account_book.h"
#include "judge/accounts/random_token.h"
#include "judge/util/files.h"
#include "tests/accounts/fake_clock.h"

namespace gridjudge::accounts {
namespace {

using namespace std::chrono_literals;

//   echo -n "correct horse" | argon2 gridjudgesalt16 -id -t 1 -m 12 -p 1 -e
constexpr const char* weak_reference_hash =
    "$argon2id$v=19$m=4096,t=1,p=1$Z3JpZGp1ZGdlc2FsdDE2$"
    "EncxoC9h38zJaCOnw+a4JnFwUosVpHBM3zgHNtZ+icw";

class AuthenticatorTest : public ::testing::Test {
  protected:
    AuthenticatorTest() : throttle(clock), authenticator(book, throttle, clock) {
        contest::Account team;
        team.id = "acc-1";
        team.username = "team01";
        team.team_id = "t1";
        team.name = "Team One";
        book.create(team, hash_password(Password("correct horse")));
        contest::Account judge;
        judge.id = "acc-2";
        judge.username = "judge";
        judge.kind = contest::AccountKind::judge;
        book.create(judge, weak_reference_hash);
    }

    testing::FakeClock clock;
    InMemoryAccountBook book;
    LoginThrottle throttle;
    Authenticator authenticator;
};

TEST_F(AuthenticatorTest, RightPasswordLogsInWithANewSession) {
    const LoginResult result =
        authenticator.log_in("team01", Password("correct horse"), "10.0.0.1");
    ASSERT_EQ(result.outcome, LoginOutcome::logged_in) << result.message;
    EXPECT_EQ(result.message, "");
    ASSERT_TRUE(result.account.has_value());
    EXPECT_EQ(result.account->id, "acc-1");
    ASSERT_TRUE(result.session.has_value());
    EXPECT_TRUE(looks_like_random_token(result.session->client_token));
    // The book holds the token's SHA-256 only.
    const auto stored = book.find_session(TokenHash{sha256_hex(result.session->client_token)});
    ASSERT_TRUE(stored.has_value());
    EXPECT_EQ(stored->account_id, "acc-1");
    EXPECT_EQ(stored->expires, clock.now() + 12h);

    const auto who = authenticator.session_for(result.session->client_token);
    ASSERT_TRUE(who.has_value());
    EXPECT_EQ(who->account.username, "team01");
    EXPECT_EQ(who->session.csrf_token, result.session->session.csrf_token);
}

TEST_F(AuthenticatorTest, WrongPasswordAndUnknownUsernameFailAlike) {
    const LoginResult wrong = authenticator.log_in("team01", Password("correct hors"), "10.0.0.1");
    EXPECT_EQ(wrong.outcome, LoginOutcome::wrong_credentials);
    EXPECT_EQ(wrong.message, "Wrong username or password.");
    EXPECT_FALSE(wrong.account.has_value());
    EXPECT_FALSE(wrong.session.has_value());
    const LoginResult unknown =
        authenticator.log_in("team99", Password("correct horse"), "10.0.0.1");
    EXPECT_EQ(unknown.outcome, LoginOutcome::wrong_credentials);
    EXPECT_EQ(unknown.message, "Wrong username or password.");
    EXPECT_FALSE(unknown.session.has_value());
    // Usernames are exact: another case is another (unknown) username.
    EXPECT_EQ(authenticator.log_in("TEAM01", Password("correct horse"), "10.0.0.1").outcome,
              LoginOutcome::wrong_credentials);
    EXPECT_EQ(book.session_count(), 0u);
}

double thread_cpu_seconds() {
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return static_cast<double>(now.tv_sec) + static_cast<double>(now.tv_nsec) / 1e9;
}

TEST_F(AuthenticatorTest, UnknownUsernameCostsTheArgon2WorkOfAWrongPassword) {
    // CPU time, not wall time: the machine may be busy. Without the decoy hash an unknown
    // username would answer in microseconds and so tell that it does not exist.
    const double before_wrong = thread_cpu_seconds();
    authenticator.check_credentials("team01", Password("nope"), "10.0.0.1");
    const double wrong = thread_cpu_seconds() - before_wrong;
    const double before_unknown = thread_cpu_seconds();
    authenticator.check_credentials("nobody", Password("nope"), "10.0.0.1");
    const double unknown = thread_cpu_seconds() - before_unknown;
    EXPECT_GT(wrong, 0.005);
    EXPECT_GT(unknown, wrong / 2) << "wrong password " << wrong << " s, unknown " << unknown;
}

TEST_F(AuthenticatorTest, ThrottledLoginIsRefusedEvenWithTheRightPassword) {
    for (int i = 0; i < 6; ++i)
        EXPECT_EQ(authenticator.log_in("team01", Password("guess"), "10.0.0.1").outcome,
                  LoginOutcome::wrong_credentials);
    const LoginResult refused =
        authenticator.log_in("team01", Password("correct horse"), "10.0.0.2");
    EXPECT_EQ(refused.outcome, LoginOutcome::throttled);
    EXPECT_EQ(refused.message, "Too many failed logins. Try again in 2 s (at 16:00:02 UTC).");
    EXPECT_FALSE(refused.session.has_value());
    clock.advance(2s);
    const LoginResult later = authenticator.log_in("team01", Password("correct horse"), "10.0.0.2");
    EXPECT_EQ(later.outcome, LoginOutcome::logged_in) << later.message;
    // The success cleared the username's count: one more mistake costs no wait.
    authenticator.log_in("team01", Password("typo"), "10.0.0.2");
    EXPECT_EQ(throttle.refused_until("team01", "10.0.0.2"), std::nullopt);
}

TEST_F(AuthenticatorTest, WeakerHashIsReplacedAtLogin) {
    ASSERT_TRUE(password_needs_rehash(book.find_by_username("judge")->password_hash));
    const LoginResult result = authenticator.log_in("judge", Password("correct horse"), "10.0.0.1");
    ASSERT_EQ(result.outcome, LoginOutcome::logged_in) << result.message;
    const std::string rehashed = book.find_by_username("judge")->password_hash;
    EXPECT_TRUE(rehashed.starts_with("$argon2id$v=19$m=65536,t=2,p=1$")) << rehashed;
    EXPECT_FALSE(password_needs_rehash(rehashed));
    EXPECT_TRUE(verify_password(rehashed, Password("correct horse")));
    // A wrong password changes nothing.
    authenticator.log_in("judge", Password("wrong"), "10.0.0.1");
    EXPECT_EQ(book.find_by_username("judge")->password_hash, rehashed);
}

TEST_F(AuthenticatorTest, SessionFixationFails) {
    // The attacker plants a token of their own choosing in the victim's browser…
    const std::string planted = new_random_token();
    const LoginResult victim =
        authenticator.log_in("team01", Password("correct horse"), "10.0.0.1", planted);
    ASSERT_EQ(victim.outcome, LoginOutcome::logged_in);
    // …but the login issues another one, and the planted one is no session.
    EXPECT_NE(victim.session->client_token, planted);
    EXPECT_EQ(authenticator.session_for(planted), std::nullopt);
    EXPECT_EQ(book.find_session(TokenHash{sha256_hex(planted)}), std::nullopt);

    // …or plants a real session of their own account: logging in ends it instead of reusing it.
    const LoginResult attacker =
        authenticator.log_in("judge", Password("correct horse"), "10.6.6.6");
    ASSERT_EQ(attacker.outcome, LoginOutcome::logged_in);
    const std::string attackers_token = attacker.session->client_token;
    const LoginResult again =
        authenticator.log_in("team01", Password("correct horse"), "10.0.0.1", attackers_token);
    ASSERT_EQ(again.outcome, LoginOutcome::logged_in);
    EXPECT_NE(again.session->client_token, attackers_token);
    EXPECT_EQ(authenticator.session_for(attackers_token), std::nullopt);
    EXPECT_EQ(authenticator.session_for(again.session->client_token)->account.id, "acc-1");
}

TEST_F(AuthenticatorTest, LoggingInAgainRotatesTheToken) {
    const auto first = authenticator.log_in("team01", Password("correct horse"), "10.0.0.1");
    const auto second = authenticator.log_in("team01", Password("correct horse"), "10.0.0.1",
                                             first.session->client_token);
    EXPECT_NE(first.session->client_token, second.session->client_token);
    EXPECT_NE(first.session->session.csrf_token, second.session->session.csrf_token);
    EXPECT_EQ(authenticator.session_for(first.session->client_token), std::nullopt);
    EXPECT_TRUE(authenticator.session_for(second.session->client_token).has_value());
    EXPECT_EQ(book.session_count(), 1u);
}

TEST_F(AuthenticatorTest, FailedLoginKeepsThePresentedSession) {
    // A wrong password typed while logged in does not log the team out.
    const auto session = authenticator.log_in("team01", Password("correct horse"), "10.0.0.1");
    authenticator.log_in("team01", Password("typo"), "10.0.0.1", session.session->client_token);
    EXPECT_TRUE(authenticator.session_for(session.session->client_token).has_value());
}

TEST_F(AuthenticatorTest, SessionExpiresAndIsDeleted) {
    const auto result = authenticator.log_in("team01", Password("correct horse"), "10.0.0.1");
    const std::string token = result.session->client_token;
    clock.advance(12h - 1s);
    EXPECT_TRUE(authenticator.session_for(token).has_value());
    clock.advance(1s);
    EXPECT_EQ(authenticator.session_for(token), std::nullopt);
    EXPECT_EQ(book.session_count(), 0u);
}

TEST_F(AuthenticatorTest, LogOutEndsTheSession) {
    const auto result = authenticator.log_in("team01", Password("correct horse"), "10.0.0.1");
    authenticator.log_out(result.session->client_token);
    EXPECT_EQ(authenticator.session_for(result.session->client_token), std::nullopt);
    authenticator.log_out("not a token");  // nothing to do, no error
    authenticator.log_out(new_random_token());
}

TEST_F(AuthenticatorTest, PresentedValuesThatAreNoSession) {
    EXPECT_EQ(authenticator.session_for(""), std::nullopt);
    EXPECT_EQ(authenticator.session_for(new_random_token()), std::nullopt);
    const auto result = authenticator.log_in("team01", Password("correct horse"), "10.0.0.1");
    // The stored hash, as a stolen database would give it, is not a cookie.
    EXPECT_EQ(authenticator.session_for(result.session->session.token_hash.hex), std::nullopt);
}

TEST_F(AuthenticatorTest, PasswordChangeEndsEverySessionOfTheAccount) {
    const auto one = authenticator.log_in("team01", Password("correct horse"), "10.0.0.1");
    const auto two = authenticator.log_in("team01", Password("correct horse"), "10.0.0.2");
    const auto judge = authenticator.log_in("judge", Password("correct horse"), "10.0.0.3");
    EXPECT_TRUE(authenticator.set_password("acc-1", Password("battery staple")));
    EXPECT_EQ(authenticator.session_for(one.session->client_token), std::nullopt);
    EXPECT_EQ(authenticator.session_for(two.session->client_token), std::nullopt);
    EXPECT_TRUE(authenticator.session_for(judge.session->client_token).has_value());
    EXPECT_EQ(authenticator.log_in("team01", Password("correct horse"), "10.0.0.1").outcome,
              LoginOutcome::wrong_credentials);
    EXPECT_EQ(authenticator.log_in("team01", Password("battery staple"), "10.0.0.1").outcome,
              LoginOutcome::logged_in);
    EXPECT_FALSE(authenticator.set_password("acc-9", Password("x")));
}

TEST_F(AuthenticatorTest, ApiCredentialsAreCheckedWithoutASession) {
    const LoginResult result =
        authenticator.check_credentials("team01", Password("correct horse"), "10.0.0.1");
    EXPECT_EQ(result.outcome, LoginOutcome::logged_in);
    EXPECT_EQ(result.account->id, "acc-1");
    EXPECT_FALSE(result.session.has_value());
    EXPECT_EQ(book.session_count(), 0u);
    EXPECT_EQ(authenticator.check_credentials("team01", Password("x"), "10.0.0.1").outcome,
              LoginOutcome::wrong_credentials);
}

TEST_F(AuthenticatorTest, ProvedCredentialsSkipArgon2ForFiveMinutes) {
    const double before_first = thread_cpu_seconds();
    ASSERT_EQ(
        authenticator.check_credentials("team01", Password("correct horse"), "10.0.0.1").outcome,
        LoginOutcome::logged_in);
    const double first = thread_cpu_seconds() - before_first;
    const double before_again = thread_cpu_seconds();
    const LoginResult again =
        authenticator.check_credentials("team01", Password("correct horse"), "10.0.0.1");
    const double cached = thread_cpu_seconds() - before_again;
    EXPECT_EQ(again.outcome, LoginOutcome::logged_in);
    EXPECT_EQ(again.account->id, "acc-1");
    EXPECT_LT(cached, first / 10) << "first " << first << " s, again " << cached << " s";
    // A wrong password is still checked, and still fails.
    EXPECT_EQ(
        authenticator.check_credentials("team01", Password("correct hors"), "10.0.0.1").outcome,
        LoginOutcome::wrong_credentials);
    // Five minutes on, the password is proved with Argon2 again.
    clock.advance(5min);
    const double before_expired = thread_cpu_seconds();
    EXPECT_EQ(
        authenticator.check_credentials("team01", Password("correct horse"), "10.0.0.1").outcome,
        LoginOutcome::logged_in);
    EXPECT_GT(thread_cpu_seconds() - before_expired, first / 2);
}

TEST_F(AuthenticatorTest, ChangedPasswordIsRefusedAtOnceDespiteTheCache) {
    ASSERT_EQ(
        authenticator.check_credentials("team01", Password("correct horse"), "10.0.0.1").outcome,
        LoginOutcome::logged_in);
    ASSERT_TRUE(authenticator.set_password("acc-1", Password("battery staple")));
    EXPECT_EQ(
        authenticator.check_credentials("team01", Password("correct horse"), "10.0.0.1").outcome,
        LoginOutcome::wrong_credentials);
    EXPECT_EQ(
        authenticator.check_credentials("team01", Password("battery staple"), "10.0.0.1").outcome,
        LoginOutcome::logged_in);
}

TEST_F(AuthenticatorTest, ThrottlingComesBeforeTheCache) {
    ASSERT_EQ(
        authenticator.check_credentials("team01", Password("correct horse"), "10.0.0.1").outcome,
        LoginOutcome::logged_in);
    for (int i = 0; i < 6; ++i)
        authenticator.check_credentials("team01", Password("guess"), "10.6.6.6");
    EXPECT_EQ(
        authenticator.check_credentials("team01", Password("correct horse"), "10.0.0.1").outcome,
        LoginOutcome::throttled);
}

TEST_F(AuthenticatorTest, HostileUsernamesAndPasswordsAreJustWrong) {
    const std::string huge(1 << 20, 'x');
    for (const std::string& username :
         {huge, std::string("team01\xFF"), std::string("team01\0", 7), std::string("")}) {
        const LoginResult result = authenticator.log_in(username, Password(huge), "10.0.0.1");
        EXPECT_EQ(result.outcome, LoginOutcome::wrong_credentials);
        EXPECT_EQ(result.message, "Wrong username or password.");
    }
    EXPECT_EQ(authenticator.log_in("team01", Password(huge), "10.0.0.1").outcome,
              LoginOutcome::wrong_credentials);
    EXPECT_EQ(throttle.tracked_usernames(), 5u);
    EXPECT_EQ(book.session_count(), 0u);
}

TEST_F(AuthenticatorTest, UnreadableStoredHashIsAnErrorNamingTheAccount) {
    book.set_password_hash("acc-1", "md5:5f4dcc3b5aa765d61d8327deb882cf99");
    try {
        authenticator.log_in("team01", Password("password"), "10.0.0.1");
        FAIL() << "a broken hash was taken for a wrong password";
    } catch (const std::runtime_error& error) {
        EXPECT_EQ(std::string(error.what())
                      .rfind("account 'acc-1': the stored password hash "
                             "cannot be read: ",
                             0),
                  0u)
            << error.what();
    }
}

}  // namespace
}  // namespace gridjudge::accounts
