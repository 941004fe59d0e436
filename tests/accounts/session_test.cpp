// Session tokens: random, handed out base64url, stored only as their SHA-256; the CSRF
// comparison; the session cookie's attributes and its lookup in hostile Cookie headers.
#include <gtest/gtest.h>

#include <set>
#include <stdexcept>
#include <string>

#include "judge/accounts/csrf.h"
#include "judge/accounts/random_token.h"
#include "judge/accounts/session.h"
#include "judge/accounts/session_cookie.h"
#include "judge/util/files.h"

namespace gridjudge::accounts {
namespace {

const TimePoint noon{std::chrono::sys_days{std::chrono::year{2026} / 11 / 24} +
                     std::chrono::hours{12}};

TEST(SessionToken, IsRandomBase64UrlAndStoredOnlyAsItsSha256) {
    const IssuedSession issued = issue_session("acc-7", noon, std::chrono::hours{8});
    EXPECT_EQ(issued.client_token.size(), 43u);
    EXPECT_TRUE(looks_like_random_token(issued.client_token)) << issued.client_token;
    // The stored key is SHA-256 of the token (checked against OpenSSL's, util's sha256_hex),
    // and nothing stored contains the token itself.
    EXPECT_EQ(issued.session.token_hash.hex, sha256_hex(issued.client_token));
    EXPECT_EQ(issued.session.token_hash.hex.find(issued.client_token), std::string::npos);
    EXPECT_NE(issued.session.csrf_token, issued.client_token);
    EXPECT_EQ(issued.session.account_id, "acc-7");
    EXPECT_EQ(issued.session.created, noon);
    EXPECT_EQ(issued.session.expires, noon + std::chrono::hours{8});
}

TEST(SessionToken, ThousandTokensAreAllDifferent) {
    std::set<std::string> seen;
    for (int i = 0; i < 1000; ++i) seen.insert(new_random_token());
    EXPECT_EQ(seen.size(), 1000u);
}

TEST(SessionToken, PresentedTokenHashesToTheStoredKey) {
    const IssuedSession issued = issue_session("acc-7", noon, std::chrono::hours{1});
    EXPECT_EQ(hash_presented_token(issued.client_token), issued.session.token_hash);
}

TEST(SessionToken, ValuesThatCannotBeATokenAreNotLookedUp) {
    const std::string token = new_random_token();
    EXPECT_EQ(hash_presented_token(""), std::nullopt);
    EXPECT_EQ(hash_presented_token(token.substr(1)), std::nullopt);
    EXPECT_EQ(hash_presented_token(token + "A"), std::nullopt);
    EXPECT_EQ(hash_presented_token(std::string(42, 'A') + "="), std::nullopt);
    EXPECT_EQ(hash_presented_token(std::string(42, 'A') + "+"), std::nullopt);
    EXPECT_EQ(hash_presented_token(std::string(42, 'A') + "\xC3"), std::nullopt);
    EXPECT_EQ(hash_presented_token(std::string(1 << 20, 'A')), std::nullopt);
    // The stored hash itself is not a token: a stolen database cannot be replayed as cookies.
    const IssuedSession issued = issue_session("acc-7", noon, std::chrono::hours{1});
    EXPECT_EQ(hash_presented_token(issued.session.token_hash.hex), std::nullopt);
}

TEST(Csrf, OnlyTheSessionsOwnTokenMatches) {
    const std::string token = new_random_token();
    EXPECT_TRUE(csrf_token_matches(token, token));
    EXPECT_TRUE(csrf_token_matches(token, std::string(token)));
    EXPECT_FALSE(csrf_token_matches(token, new_random_token()));
    std::string last_changed = token;
    last_changed.back() = last_changed.back() == 'A' ? 'B' : 'A';
    EXPECT_FALSE(csrf_token_matches(token, last_changed));
    EXPECT_FALSE(csrf_token_matches(token, token.substr(0, 42)));
    EXPECT_FALSE(csrf_token_matches(token, token + "A"));
    EXPECT_FALSE(csrf_token_matches(token, ""));
    // A session without a token (none issued) never matches, not even an empty field.
    EXPECT_FALSE(csrf_token_matches("", ""));
}

TEST(SessionCookie, CarriesEveryAttributeASessionCookieNeeds) {
    const std::string token = new_random_token();
    EXPECT_EQ(session_cookie(token, false, std::chrono::hours{8}),
              "gridjudge_session=" + token + "; Path=/; Max-Age=28800; HttpOnly; SameSite=Strict");
    EXPECT_EQ(session_cookie(token, true, std::chrono::hours{8}),
              "__Host-gridjudge_session=" + token +
                  "; Path=/; Max-Age=28800; HttpOnly; SameSite=Strict; Secure");
    EXPECT_EQ(expired_session_cookie(true),
              "__Host-gridjudge_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict; Secure");
    EXPECT_EQ(expired_session_cookie(false),
              "gridjudge_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict");
}

TEST(SessionCookie, RefusesAValueThatIsNotAToken) {
    // A value with ';' would add attributes of its own (header injection).
    EXPECT_THROW(session_cookie("x; Domain=evil.example", false, std::chrono::hours{1}),
                 std::invalid_argument);
    EXPECT_THROW(session_cookie("a\r\nSet-Cookie: admin=1", false, std::chrono::hours{1}),
                 std::invalid_argument);
    EXPECT_THROW(session_cookie(new_random_token(), false, Seconds{0}), std::invalid_argument);
}

TEST(SessionCookie, FindsItsValueInACookieHeader) {
    EXPECT_EQ(find_cookie("gridjudge_session=abc", "gridjudge_session"), "abc");
    EXPECT_EQ(find_cookie("theme=dark; gridjudge_session=abc; lang=zh", "gridjudge_session"),
              "abc");
    EXPECT_EQ(find_cookie("theme=dark;gridjudge_session=\"abc\"", "gridjudge_session"), "abc");
    EXPECT_EQ(find_cookie("gridjudge_session=first; gridjudge_session=second", "gridjudge_session"),
              "first");
    EXPECT_EQ(find_cookie("xgridjudge_session=abc", "gridjudge_session"), std::nullopt);
    EXPECT_EQ(find_cookie("gridjudge_session_old=abc", "gridjudge_session"), std::nullopt);
    EXPECT_EQ(find_cookie("", "gridjudge_session"), std::nullopt);
    EXPECT_EQ(find_cookie(";;; =; gridjudge_session", "gridjudge_session"), std::nullopt);
    EXPECT_EQ(find_cookie(std::string(1 << 20, ';'), "gridjudge_session"), std::nullopt);
    // Whatever comes back is only ever looked up through hash_presented_token, which refuses
    // anything but a token's shape.
    const auto hostile = find_cookie("gridjudge_session=\xFF\xFE../../etc", "gridjudge_session");
    ASSERT_TRUE(hostile.has_value());
    EXPECT_EQ(hash_presented_token(*hostile), std::nullopt);
}

}  // namespace
}  // namespace gridjudge::accounts
