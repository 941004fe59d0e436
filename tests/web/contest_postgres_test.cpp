// The rush's promise on PostgreSQL, small: two real `serve --jobs 0` processes on one real
// PostgreSQL server, a submission POSTed to each through the Contest API, and a real `gridjudge
// worker` SIGKILLed while it judges one of them (its whole process group, as a machine that
// dies). A second worker takes the dead claim once its lease runs out, and every submission ends
// with exactly one judgement, as both servers show it.
//
// Robust on a loaded machine: the kill waits for the store to show the worker inside the slow
// submission's tests (it reports its first test), and that program burns about 0.15 s of CPU on
// each of its tests, so the worker is still judging it when the kill comes however slow the
// machine is; every wait is on what the store or the API shows, bounded by minutes.
#include <gtest/gtest.h>
#include <signal.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "db/store.h"
#include "judge/util/files.h"
#include "tests/common/require_environment.h"
#include "tests/db/postgres_server.h"
#include "tests/web/child_process.h"
#include "tests/web/live_contest.h"

namespace gridjudge::testing {
namespace {

using Clock = std::chrono::steady_clock;
using Json = nlohmann::json;

// Every test's first 0.15 s of CPU or so, before the accepted solution runs.
std::string slow(const std::string& source) {
    return "static const int burnt = [] {\n"
           "    volatile unsigned long sum = 0;\n"
           "    for (unsigned long i = 0; i < 150000000UL; ++i) sum += i;\n"
           "    return 0;\n"
           "}();\n" +
           source;
}

std::unique_ptr<ChildProcess> start_serve(const std::string& database,
                                          const std::filesystem::path& log, int& port) {
    auto serve = std::make_unique<ChildProcess>(
        GRIDJUDGE_BIN,
        std::vector<std::string>{"serve", "--db", database, "--port", "0", "--quiet", "--token",
                                 "t", "--jobs", "0"},
        log);
    const std::optional<std::string> line =
        serve->wait_for_line("serving", std::chrono::seconds(60));
    port = line ? number_after(*line, "127.0.0.1:") : -1;
    return serve;
}

std::unique_ptr<ChildProcess> start_worker(const std::string& database, const std::string& name,
                                           const std::filesystem::path& dir) {
    return std::make_unique<ChildProcess>(
        "/bin/sh",
        std::vector<std::string>{"-c", std::string("exec '") + GRIDJUDGE_BIN + "' --db '" +
                                           database + "' worker --name " + name +
                                           " --jobs 1 --poll 1 --lease 3 > '" +
                                           (dir / (name + ".out")).string() + "'"},
        dir / (name + ".log"));
}

// POSTs `source` as team `username`'s C++17 solution of huarongdao; its id, or "" on refusal.
std::string submit(int port, const std::string& username, const std::string& source) {
    httplib::Client client("127.0.0.1", port);
    client.set_read_timeout(60, 0);
    client.set_basic_auth(username, kTeamPassword);
    const httplib::Result answer = client.Post(
        std::string("/api/contests/") + kContestId + "/submissions",
        httplib::MultipartFormDataItems{{"problem_id", "huarongdao", "", ""},
                                        {"language_id", "cpp17", "", ""},
                                        {"code", source, "huarongdao.cpp", "text/x-c++src"}});
    EXPECT_TRUE(answer && answer->status == 201) << (answer ? answer->body : "no answer");
    return answer && answer->status == 201 ? Json::parse(answer->body).at("id").get<std::string>()
                                           : "";
}

// The jury's judgements on the server at `port`: their submission ids and verdicts (null while
// judging).
std::vector<std::pair<std::string, Json>> judgements(int port) {
    httplib::Client client("127.0.0.1", port);
    client.set_read_timeout(60, 0);
    client.set_basic_auth(kJuryUsername, kJuryPassword);
    const httplib::Result answer =
        client.Get(std::string("/api/contests/") + kContestId + "/judgements");
    std::vector<std::pair<std::string, Json>> found;
    if (!answer || answer->status != 200) return found;
    for (const Json& judgement : Json::parse(answer->body))
        found.emplace_back(judgement.at("submission_id").get<std::string>(),
                           judgement.value("judgement_type_id", Json()));
    return found;
}

bool all_judged(const std::vector<std::pair<std::string, Json>>& found, std::size_t count) {
    std::size_t judged = 0;
    for (const auto& [id, verdict] : found) judged += verdict.is_null() ? 0 : 1;
    return judged >= count;
}

TEST(ContestOnPostgres, TwoServesAndAWorkerKilledWhileJudgingJudgeEverySubmissionOnce) {
    std::string why;
    PostgresServer* server = shared_postgres_server(&why);
    if (server == nullptr) GRIDJUDGE_SKIP_OR_FAIL("no PostgreSQL server: " + why);
    const std::string database = server->create_database();
    const TempDir scratch("gridjudge-pg-rush-");
    ASSERT_EQ(std::system(("'" + std::string(GRIDJUDGE_BIN) + "' gen huarongdao --seed 7 --out '" +
                           (scratch.path() / "huarongdao").string() + "' --db '" + database +
                           "' > /dev/null 2>&1")
                              .c_str()),
              0);
    create_live_contest(database);
    int port_a = 0, port_b = 0;
    const auto serve_a = start_serve(database, scratch.path() / "serve-a.log", port_a);
    const auto serve_b = start_serve(database, scratch.path() / "serve-b.log", port_b);
    ASSERT_GT(port_a, 0);
    ASSERT_GT(port_b, 0);

    const std::string accepted = read_file(std::filesystem::path(GRIDJUDGE_SOURCE_DIR) /
                                           "examples/contest/alice" / "huarongdao.cpp");
    const std::string slow_id = submit(port_a, "team1", slow(accepted));
    const std::string fast_id = submit(port_b, "team2", accepted);
    ASSERT_FALSE(slow_id.empty());
    ASSERT_FALSE(fast_id.empty());

    // The doomed worker alone, until the store shows it inside the oldest submission's tests.
    auto doomed = start_worker(database, "doomed", scratch.path());
    const std::unique_ptr<db::Store> store = db::open_store(database);
    db::SubmissionFilter filter;
    filter.contest = kContestId;
    std::optional<std::int64_t> killed_in;
    for (const auto give_up = Clock::now() + std::chrono::minutes(3);
         !killed_in && Clock::now() < give_up;
         std::this_thread::sleep_for(std::chrono::milliseconds(20)))
        for (const db::SubmissionRecord& record : store->submissions(filter))
            if (record.status == SubmissionStatus::Judging && record.progress_test >= 1 &&
                record.worker.rfind("doomed", 0) == 0) {
                ::kill(-doomed->pid(), SIGKILL);
                killed_in = record.id;
            }
    ASSERT_TRUE(killed_in) << "the worker never reported a test (see " << scratch.path() << ")";
    doomed.reset();
    const auto survivor = start_worker(database, "survivor", scratch.path());

    // Both servers, until each shows both judged.
    std::vector<std::pair<std::string, Json>> seen_a, seen_b;
    for (const auto give_up = Clock::now() + std::chrono::minutes(4);
         Clock::now() < give_up && !(all_judged(seen_a, 2) && all_judged(seen_b, 2));
         std::this_thread::sleep_for(std::chrono::milliseconds(200))) {
        seen_a = judgements(port_a);
        seen_b = judgements(port_b);
    }
    const std::vector<std::pair<std::string, Json>> expected = {{slow_id, "AC"}, {fast_id, "AC"}};
    auto sorted = [](std::vector<std::pair<std::string, Json>> found) {
        std::sort(found.begin(), found.end());
        return found;
    };
    auto expected_sorted = sorted(expected);
    EXPECT_EQ(sorted(seen_a), expected_sorted);
    EXPECT_EQ(sorted(seen_b), expected_sorted);

    // The killed claim was taken again (attempt 2) and finished by the survivor.
    const std::optional<db::SubmissionRecord> killed = store->submission(*killed_in);
    ASSERT_TRUE(killed);
    EXPECT_EQ(killed->status, SubmissionStatus::Done);
    EXPECT_EQ(killed->attempt, 2);
    EXPECT_EQ(killed->worker.rfind("survivor", 0), 0u) << killed->worker;
    EXPECT_EQ(killed->verdict, Verdict::AC);
}

}  // namespace
}  // namespace gridjudge::testing
