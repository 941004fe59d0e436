// The Contest API's HTTP Basic check (and the pages' login, the second test) runs its Argon2 work
// outside the login's store lock: while one client's credentials are being verified (a quarter
// second of CPU, more for a slow hash), another client whose credentials are already proved is
// answered. Before, ApiLogin held one
// mutex around the whole check, and every request of the contest waited behind every Argon2.
// Decided by CPU time: the second request is sent once the first's thread has spent 100 ms of
// CPU inside its check, and must be answered before that thread has spent half of its check's
// CPU (its check takes seconds; "before it ends" would race with the end's own unwinding). Labelled
// "timing" (a sanitizer build slows Argon2 and the store alike, but not by the same factor).
#include <gtest/gtest.h>
#include <httplib.h>
#include <pthread.h>

#include <atomic>
#include <chrono>
#include <ctime>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <thread>

#include "db/contest_store.h"
#include "db/store.h"
#include "judge/accounts/password.h"
#include "judge/web/contest_api_viewer.h"
#include "judge/web/contest_site.h"
#include "judge/web/http_error.h"

namespace gridjudge::web {
namespace {

namespace fs = std::filesystem;
using namespace std::chrono_literals;

// "fast:fast-password" and "slow:anything".
constexpr const char* kFastAuthorization = "Basic ZmFzdDpmYXN0LXBhc3N3b3Jk";
constexpr const char* kSlowAuthorization = "Basic c2xvdzphbnl0aGluZw==";

// A hash with 40 passes instead of 2: verifying any password against it costs twenty times a
// login's Argon2 (libsodium reads the passes from the hash).
std::string slow_hash() {
    std::string hash = accounts::hash_password(accounts::Password("the slow team's password"));
    const std::string passes = ",t=2,";
    const auto at = hash.find(passes);
    if (at == std::string::npos) throw std::runtime_error("unexpected hash: " + hash);
    return hash.replace(at, passes.size(), ",t=40,");
}

fs::path make_database() {
    const fs::path dir =
        fs::temp_directory_path() / ("gridjudge-api-login-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    const fs::path database = dir / "gridjudge.db";
    const std::unique_ptr<db::ContestStore> contests = db::open_contest_store(database.string());
    db::ContestRecord record;
    record.settings.id = "rush";
    record.settings.name = "Rush";
    record.settings.start_time =
        std::chrono::time_point_cast<contest::Seconds>(std::chrono::system_clock::now()) - 1h;
    record.settings.duration = 5h;
    contests->put_contest(record);
    contests->put_team("rush", {"t1", "Team One", "", "", false, {}});
    contests->put_team("rush", {"t2", "Team Two", "", "", false, {}});
    contests->create_account({{"a-fast", "fast", contest::AccountKind::team, "t1", ""},
                              "rush",
                              accounts::hash_password(accounts::Password("fast-password"))});
    contests->create_account(
        {{"a-slow", "slow", contest::AccountKind::team, "t2", ""}, "rush", slow_hash()});
    return database;
}

httplib::Request basic_request(const char* authorization) {
    httplib::Request request;
    request.set_header("Authorization", authorization);
    request.remote_addr = "127.0.0.1";
    return request;
}

// nullopt when the thread has ended.
std::optional<std::chrono::nanoseconds> thread_cpu_time(clockid_t clock) {
    timespec spent{};
    if (::clock_gettime(clock, &spent) != 0) return std::nullopt;
    return std::chrono::seconds(spent.tv_sec) + std::chrono::nanoseconds(spent.tv_nsec);
}

TEST(ApiLoginConcurrency, ProvedClientIsAnsweredWhileAnotherArgon2CheckRuns) {
    const fs::path database = make_database();
    ApiLogin login(db::open_contest_store(database.string()));
    // The fast team's credentials are proved once (its first request), then cached.
    ASSERT_EQ(login.viewer_of(basic_request(kFastAuthorization)).viewer.team_id, "t1");

    std::atomic<bool> slow_done = false;
    std::chrono::nanoseconds slow_total{};
    int slow_status = 0;
    std::string slow_message;
    std::thread slow([&] {
        try {
            login.viewer_of(basic_request(kSlowAuthorization));
        } catch (const HttpError& error) {
            slow_status = error.status();
            slow_message = error.what();
        }
        slow_total = thread_cpu_time(CLOCK_THREAD_CPUTIME_ID).value();
        slow_done = true;
    });
    clockid_t slow_clock{};
    ASSERT_EQ(::pthread_getcpuclockid(slow.native_handle(), &slow_clock), 0);
    // 100 ms of the slow thread's CPU: past the store lookup, inside Argon2 (bounded: the check
    // ends by itself within seconds of CPU).
    while (!slow_done && thread_cpu_time(slow_clock).value_or(0ms) < 100ms)
        std::this_thread::sleep_for(1ms);
    ASSERT_FALSE(slow_done) << "the slow check ended before 100 ms of CPU: the hash is not slow";

    const ApiViewer fast = login.viewer_of(basic_request(kFastAuthorization));
    const std::optional<std::chrono::nanoseconds> slow_spent =
        slow_done ? std::nullopt : thread_cpu_time(slow_clock);
    slow.join();

    EXPECT_EQ(fast.viewer.team_id, "t1");
    EXPECT_EQ(fast.viewer.username, "fast");
    ASSERT_GT(slow_total, 500ms) << "the slow check is not slow enough to tell";
    EXPECT_LT(slow_spent.value_or(slow_total), slow_total / 2)
        << "the proved client's request waited for another client's Argon2 check";
    EXPECT_EQ(slow_status, 401);
    EXPECT_EQ(slow_message, "Wrong username or password.");
    fs::remove_all(database.parent_path());
}

// The pages' login (ContestSite::with_login, as /login and every page's session check call it)
// likewise: while one team's login runs its Argon2 check, another browser's session is read.
// Before, with_login held one mutex around the whole call, so a login made every page wait.
TEST(PageLoginConcurrency, ASessionIsReadWhileAnotherLoginsArgon2CheckRuns) {
    const fs::path database = make_database();
    const std::unique_ptr<db::ContestStore> login_store = db::open_contest_store(database.string());
    const std::unique_ptr<db::ContestStore> contests = db::open_contest_store(database.string());
    const std::unique_ptr<db::Store> store = db::open_store(database.string());
    accounts::SystemClock clock;
    accounts::LoginThrottle throttle(clock);
    app::ContestLogin login(*login_store, throttle, clock);
    ContestSite site([&] { return ContestSite::Parts{login, *store, *contests}; }, clock);
    const app::LoginAnswer fast_login = site.with_login([](app::ContestLogin& l) {
        return l.login("fast", accounts::Password("fast-password"), "127.0.0.1");
    });
    ASSERT_EQ(fast_login.outcome, accounts::LoginOutcome::logged_in);

    std::atomic<bool> slow_done = false;
    std::chrono::nanoseconds slow_total{};
    app::LoginAnswer slow_answer;
    std::thread slow([&] {
        slow_answer = site.with_login([](app::ContestLogin& l) {
            return l.login("slow", accounts::Password("anything"), "127.0.0.2");
        });
        slow_total = thread_cpu_time(CLOCK_THREAD_CPUTIME_ID).value();
        slow_done = true;
    });
    clockid_t slow_clock{};
    ASSERT_EQ(::pthread_getcpuclockid(slow.native_handle(), &slow_clock), 0);
    while (!slow_done && thread_cpu_time(slow_clock).value_or(0ms) < 100ms)
        std::this_thread::sleep_for(1ms);
    ASSERT_FALSE(slow_done) << "the slow login ended before 100 ms of CPU: the hash is not slow";

    const std::optional<app::SessionViewer> session = site.with_login(
        [&](app::ContestLogin& l) { return l.viewer_for_session(fast_login.session_token); });
    const std::optional<std::chrono::nanoseconds> slow_spent =
        slow_done ? std::nullopt : thread_cpu_time(slow_clock);
    slow.join();

    ASSERT_TRUE(session);
    EXPECT_EQ(session->viewer.team_id, "t1");
    ASSERT_GT(slow_total, 500ms) << "the slow login is not slow enough to tell";
    EXPECT_LT(slow_spent.value_or(slow_total), slow_total / 2)
        << "the session check waited for another browser's Argon2 check";
    EXPECT_EQ(slow_answer.outcome, accounts::LoginOutcome::wrong_credentials);
    EXPECT_EQ(slow_answer.message, "Wrong username or password.");
    fs::remove_all(database.parent_path());
}

}  // namespace
}  // namespace gridjudge::web
