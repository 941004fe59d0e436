// The contest pages' login and logout over real HTTP: the real WebServer on a loopback port,
// cpp-httplib's client, the login use case (app::ContestLogin) with real Argon2id hashes and
// sessions on the in-memory contest store. Session fixation, CSRF (missing, wrong, on login and
// logout), the wrong-password message and throttling, each with its exact outcome.
#include <gtest/gtest.h>

#include <regex>
#include <thread>

#include "db/testing/memory_contest_store.h"
#include "db/testing/memory_store.h"
#include "judge/accounts/password.h"
#include "judge/accounts/random_token.h"
#include "judge/app/contest_account_book.h"
#include "judge/web/contest_session.h"
#include "judge/web/contest_site.h"
#include "judge/web/server.h"

namespace gridjudge::web {
namespace {

class FixedClock final : public accounts::Clock {
  public:
    accounts::TimePoint now() const override { return now_; }
    accounts::TimePoint now_ = std::chrono::floor<accounts::Seconds>(
        std::chrono::sys_days{std::chrono::year{2026} / 11 / 24} + std::chrono::hours{12});
};

constexpr const char* kPassword = "correct horse";

// A served site with one team account ("team1" / kPassword) and one judge.
class LoginSite : public ::testing::Test {
  protected:
    void SetUp() override {
        db::ContestRecord demo;
        demo.settings.id = "demo";
        demo.settings.name = "Demo";
        demo.settings.duration = std::chrono::hours(5);
        contests_.put_contest(demo);
        contests_.put_team("demo", {"t1", "Team One", "", "", false, {}});
        app::StoreAccountBook(contests_).create(
            {"team1", "team1", contest::AccountKind::team, "t1", "Team One"},
            accounts::hash_password(accounts::Password(kPassword)));
        ServerOptions options;
        options.port = 0;
        options.log_requests = false;
        server_ = std::make_unique<WebServer>(options, nullptr, &site_);
        port_ = server_->bind();
        serving_ = std::thread([this] { server_->run(); });
    }
    void TearDown() override {
        server_->stop();
        serving_.join();
    }

    httplib::Client client() const {
        httplib::Client c("127.0.0.1", port_);
        c.set_read_timeout(std::chrono::seconds(20));
        return c;
    }

    // GET /login: the form's CSRF token, which the Set-Cookie header also carries.
    std::string login_form_token(httplib::Client& c) {
        const httplib::Result page = c.Get("/login");
        EXPECT_EQ(page->status, 200);
        std::smatch match;
        const std::string& body = page->body;
        EXPECT_TRUE(std::regex_search(body, match, std::regex("name=\"csrf\" value=\"([^\"]+)\"")));
        EXPECT_EQ(page->get_header_value("Set-Cookie"),
                  "gridjudge_login_csrf=" + match[1].str() +
                      "; Path=/login; Max-Age=3600; HttpOnly; SameSite=Strict");
        return match[1].str();
    }

    httplib::Result post_login(httplib::Client& c, const std::string& csrf_cookie,
                               const std::string& csrf_field, const std::string& password,
                               const std::string& extra_cookie = "") {
        httplib::Headers headers{{"Cookie", "gridjudge_login_csrf=" + csrf_cookie + extra_cookie}};
        return c.Post("/login", headers,
                      httplib::Params{{"csrf", csrf_field},
                                      {"username", "team1"},
                                      {"password", password},
                                      {"next", "/contests/demo"}});
    }

    static std::string session_of(const httplib::Result& result) {
        const std::string cookie = result->get_header_value("Set-Cookie");
        const std::string prefix = "gridjudge_session=";
        if (cookie.rfind(prefix, 0) != 0) return "";
        return cookie.substr(prefix.size(), cookie.find(';') - prefix.size());
    }

    bool live(const std::string& token) { return login_.viewer_for_session(token).has_value(); }

    FixedClock clock_;
    db::testing::MemoryContestStore contests_;
    db::testing::MemoryStore store_;
    accounts::LoginThrottle throttle_{clock_};
    app::ContestLogin login_{contests_, throttle_, clock_};
    ContestSite site_{[this] { return ContestSite::Parts{login_, store_, contests_}; }, clock_};
    std::unique_ptr<WebServer> server_;
    std::thread serving_;
    int port_ = 0;
};

TEST_F(LoginSite, RightPasswordSetsAFreshHttpOnlyStrictSessionCookieAndGoesOn) {
    httplib::Client c = client();
    const std::string csrf = login_form_token(c);
    const httplib::Result result = post_login(c, csrf, csrf, kPassword);
    ASSERT_TRUE(result);
    EXPECT_EQ(result->status, 303);
    EXPECT_EQ(result->get_header_value("Location"), "/contests/demo");
    const std::string token = session_of(result);
    EXPECT_TRUE(accounts::looks_like_random_token(token)) << token;
    EXPECT_EQ(result->get_header_value("Set-Cookie"),
              "gridjudge_session=" + token + "; Path=/; Max-Age=43200; HttpOnly; SameSite=Strict");
    EXPECT_TRUE(live(token));
}

TEST_F(LoginSite, WrongPasswordSaysNeitherWhichFieldNorEchoesThePassword) {
    httplib::Client c = client();
    const std::string csrf = login_form_token(c);
    const httplib::Result wrong = post_login(c, csrf, csrf, "guess<b>1</b>");
    ASSERT_TRUE(wrong);
    EXPECT_EQ(wrong->status, 401);
    EXPECT_NE(wrong->body.find("<p class=\"error login-message\">Wrong username or password.</p>"),
              std::string::npos);
    EXPECT_EQ(wrong->body.find("guess"), std::string::npos);
    EXPECT_EQ(wrong->get_header_value("Set-Cookie"), "");
}

TEST_F(LoginSite, RepeatedFailuresAreThrottledWithTheUseCasesMessage) {
    httplib::Client c = client();
    const std::string csrf = login_form_token(c);
    // Five free failures, a sixth that starts the 2 s wait (login_throttle.h).
    for (int i = 0; i < 6; ++i) EXPECT_EQ(post_login(c, csrf, csrf, "wrong")->status, 401);
    const httplib::Result refused = post_login(c, csrf, csrf, kPassword);
    ASSERT_TRUE(refused);
    EXPECT_EQ(refused->status, 429);
    EXPECT_NE(refused->body.find("Too many failed logins. Try again in 2 s (at 12:00:02 UTC)."),
              std::string::npos)
        << refused->body;
}

TEST_F(LoginSite, LoginWithoutOrWithAWrongCsrfTokenIsRefusedAndLogsNobodyIn) {
    httplib::Client c = client();
    const std::string csrf = login_form_token(c);
    const std::string other = accounts::new_random_token();
    for (const auto& [cookie, field] : std::vector<std::pair<std::string, std::string>>{
             {csrf, ""}, {csrf, other}, {"", ""}, {other, csrf}}) {
        const httplib::Result result = post_login(c, cookie, field, kPassword);
        ASSERT_TRUE(result);
        EXPECT_EQ(result->status, 403) << "cookie '" << cookie << "' field '" << field << "'";
        EXPECT_NE(result->body.find("the login form&#39;s CSRF token is missing or wrong"),
                  std::string::npos)
            << result->body;
        EXPECT_EQ(session_of(result), "");
    }
}

// Session fixation: a session cookie planted before the login (made up, or the attacker's own
// real session) is not the session after it, and the planted real one is ended.
TEST_F(LoginSite, ACookiePlantedBeforeLoginIsNotTheSessionAfterIt) {
    httplib::Client c = client();
    const std::string csrf = login_form_token(c);
    const std::string planted_real = session_of(post_login(c, csrf, csrf, kPassword));
    ASSERT_FALSE(planted_real.empty());
    const std::string made_up = accounts::new_random_token();
    for (const std::string& planted : {planted_real, made_up}) {
        const httplib::Result result =
            post_login(c, csrf, csrf, kPassword, "; gridjudge_session=" + planted);
        ASSERT_TRUE(result);
        EXPECT_EQ(result->status, 303);
        const std::string after = session_of(result);
        EXPECT_TRUE(accounts::looks_like_random_token(after));
        EXPECT_NE(after, planted);
        EXPECT_FALSE(live(planted));
        EXPECT_TRUE(live(after));
    }
}

TEST_F(LoginSite, LogoutNeedsTheSessionsCsrfTokenThenEndsTheSession) {
    httplib::Client c = client();
    const std::string csrf = login_form_token(c);
    const std::string token = session_of(post_login(c, csrf, csrf, kPassword));
    const std::string session_csrf = login_.viewer_for_session(token)->csrf_token;
    const httplib::Headers cookie{{"Cookie", "gridjudge_session=" + token}};

    const httplib::Result without = c.Post("/logout", cookie, httplib::Params{});
    EXPECT_EQ(without->status, 403);
    const httplib::Result wrong = c.Post("/logout", cookie, httplib::Params{{"csrf", csrf}});
    EXPECT_EQ(wrong->status, 403);
    EXPECT_TRUE(live(token));

    const httplib::Result out = c.Post("/logout", cookie, httplib::Params{{"csrf", session_csrf}});
    EXPECT_EQ(out->status, 303);
    EXPECT_EQ(out->get_header_value("Location"), "/login");
    EXPECT_EQ(out->get_header_value("Set-Cookie"),
              "gridjudge_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict");
    EXPECT_FALSE(live(token));
}

TEST(LocalDestination, OnlyPathsOfThisSite) {
    EXPECT_EQ(local_destination("/contests/demo"), "/contests/demo");
    for (const char* elsewhere : {"", "https://evil.example/", "//evil.example/", "/\\evil.example",
                                  "contests", "/a\r\nSet-Cookie: x=1"})
        EXPECT_EQ(local_destination(elsewhere), "/contests") << elsewhere;
}

}  // namespace
}  // namespace gridjudge::web
