// Workers as separate gridjudge processes on one database, SQLite or a PostgreSQL server of the
// test's own: a worker killed with SIGKILL in the middle of a test leaves its submission to the
// next worker once its lease expires, and exactly one result remains; two workers sharing a
// PostgreSQL queue judge every program once, with the ranking one worker gives on SQLite.
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>

#include <map>
#include <set>
#include <thread>

#include "tests/common/require_environment.h"
#include "tests/db/postgres_server.h"
#include "tests/e2e/background.h"
#include "tests/e2e/e2e_fixture.h"

namespace gridjudge::e2e {
namespace {

namespace fs = std::filesystem;
using namespace std::chrono_literals;

// alice is accepted (100), dave forgets S = T (80 WA), bob's plain BFS is too slow on the
// eight big tests (60 TLE, about 8 s of judging): examples/README.md.
fs::path huarongdao_contest(const std::string& name) {
    const fs::path contest = scratch_dir() / name;
    const fs::path examples = kSourceDir / "examples/contest";
    fs::create_directories(contest / "alice");
    fs::create_directories(contest / "bob");
    fs::create_directories(contest / "dave/puzzle");
    fs::copy_file(examples / "alice/huarongdao.cpp", contest / "alice/huarongdao.cpp");
    fs::copy_file(examples / "bob/huarongdao.cpp", contest / "bob/huarongdao.cpp");
    fs::copy_file(examples / "dave/puzzle/puzzle.cpp", contest / "dave/puzzle/puzzle.cpp");
    return contest;
}

const std::map<std::string, int> kTotals{{"alice", 100}, {"dave", 80}, {"bob", 60}};

std::map<std::string, int> totals_of(const nlohmann::json& ranking) {
    std::map<std::string, int> totals;
    for (const auto& row : ranking) totals[row["user"]] = row["total"].get<int>();
    return totals;
}

nlohmann::json list(const std::string& db) {
    const testing::ProgramRun run = gridjudge({"list", "--db", db, "--json"});
    EXPECT_EQ(run.exit_code, 0) << run.err;
    return parse_json(run);
}

// A database holding huarongdao (seed 2026) on `backend`: a copy of the shared SQLite file, or a
// fresh database on this test program's PostgreSQL server, generated there. Empty after a
// skip (or a failure under GRIDJUDGE_REQUIRE_SANDBOX).
std::string database_on(const std::string& backend, const std::string& name) {
    if (backend == "sqlite") {
        const fs::path copy = scratch_dir() / (name + ".db");
        fs::copy_file(shared_database(), copy);
        return copy.string();
    }
    std::string why;
    testing::PostgresServer* server = testing::shared_postgres_server(&why);
    if (server == nullptr) return "";
    const std::string url = server->create_database();
    const testing::ProgramRun gen =
        gridjudge({"gen", "huarongdao", "--seed", "2026", "--db", url, "--out",
                   (scratch_dir() / (name + "-packages") / "huarongdao").string()});
    EXPECT_EQ(gen.exit_code, 0) << gen.err;
    return url;
}

std::vector<std::string> worker_args(const std::string& db, const std::string& name) {
    return {"worker", "--db", db, "--jobs", "1", "--lease", "2", "--poll", "1", "--name", name};
}

class WorkerFaults : public ::testing::TestWithParam<std::string> {};

TEST_P(WorkerFaults, AWorkerKilledMidTestLeavesItsSubmissionToTheNextAndOneResultRemains) {
    const std::string name = "killed-" + GetParam();
    const std::string db = database_on(GetParam(), name);
    if (db.empty()) GRIDJUDGE_SKIP_OR_FAIL("no PostgreSQL server: see tests/db/postgres_server.h");
    const fs::path contest = huarongdao_contest(name);
    const fs::path tmp = scratch_dir() / (name + "-tmp");
    fs::create_directories(tmp);
    const fs::path logs = scratch_dir() / (name + "-logs");

    // grade --jobs 0 queues the contest and follows the workers until it is done.
    Background grade(
        {"grade", contest.string(), "--db", db, "--contest", name, "--jobs", "0", "--json"}, tmp,
        logs / "grade");
    std::optional<Background> doomed(std::in_place, worker_args(db, "doomed"), tmp,
                                     logs / "doomed");
    std::int64_t victim = 0;
    ASSERT_TRUE(eventually(
        [&] {
            for (const auto& submission : list(db))
                if (submission["status"] == "judging") victim = submission["id"];
            return victim != 0;
        },
        120s))
        << doomed->err();
    std::this_thread::sleep_for(300ms);  // into its tests
    doomed->signal(SIGKILL);
    ASSERT_TRUE(doomed->wait(10s).has_value());
    doomed.reset();

    Background heir(worker_args(db, "heir"), tmp, logs / "heir");
    const std::optional<int> graded = grade.wait(240s);
    ASSERT_TRUE(graded.has_value()) << "grade did not finish:\n" << grade.err() << heir.err();
    ASSERT_TRUE(WIFEXITED(*graded) && WEXITSTATUS(*graded) == 0) << grade.err();
    EXPECT_EQ(totals_of(parse_json({false, 0, grade.out(), grade.err()})["ranking"]), kTotals)
        << grade.out();

    // One submission per program, each done; the victim judged again, by the heir, once.
    const nlohmann::json submissions = list(db);
    EXPECT_EQ(submissions.size(), 3u) << submissions.dump(2);
    for (const auto& submission : submissions) EXPECT_EQ(submission["status"], "done");
    const testing::ProgramRun shown =
        gridjudge({"show", std::to_string(victim), "--db", db, "--json"});
    ASSERT_EQ(shown.exit_code, 0) << shown.err;
    const nlohmann::json judged = parse_json(shown);
    EXPECT_EQ(judged["attempt"], 2);
    EXPECT_NE(judged["worker"].get<std::string>().find("heir"), std::string::npos)
        << judged["worker"];
    EXPECT_EQ(judged["tests"].size(), 20u);  // huarongdao's tests, each once
}

INSTANTIATE_TEST_SUITE_P(Backends, WorkerFaults, ::testing::Values("sqlite", "postgresql"),
                         [](const auto& info) { return std::string(info.param); });

TEST(PostgresWorkers, TwoWorkerProcessesJudgeEveryProgramOnceAsOneWorkerDoesOnSqlite) {
    const std::string db = database_on("postgresql", "shared-queue");
    if (db.empty()) GRIDJUDGE_SKIP_OR_FAIL("no PostgreSQL server: see tests/db/postgres_server.h");
    const fs::path contest = huarongdao_contest("shared-queue");
    const fs::path tmp = scratch_dir() / "shared-queue-tmp";
    fs::create_directories(tmp);
    const fs::path logs = scratch_dir() / "shared-queue-logs";

    Background grade(
        {"grade", contest.string(), "--db", db, "--contest", "shared", "--jobs", "0", "--json"},
        tmp, logs / "grade");
    Background first(worker_args(db, "first"), tmp, logs / "first");
    Background second(worker_args(db, "second"), tmp, logs / "second");
    const std::optional<int> graded = grade.wait(240s);
    ASSERT_TRUE(graded.has_value()) << grade.err() << first.err() << second.err();
    ASSERT_TRUE(WIFEXITED(*graded) && WEXITSTATUS(*graded) == 0) << grade.err();
    const nlohmann::json ranking = parse_json({false, 0, grade.out(), grade.err()})["ranking"];

    // The same contest, one worker, SQLite.
    const fs::path sqlite = scratch_dir() / "one-worker.db";
    fs::copy_file(shared_database(), sqlite);
    const testing::ProgramRun alone = gridjudge({"grade", contest.string(), "--db", sqlite.string(),
                                                 "--contest", "shared", "--jobs", "1", "--json"});
    ASSERT_EQ(alone.exit_code, 0) << alone.err;
    EXPECT_EQ(totals_of(ranking), kTotals) << ranking.dump(2);
    EXPECT_EQ(totals_of(ranking), totals_of(parse_json(alone)["ranking"]));

    const nlohmann::json submissions = list(db);
    EXPECT_EQ(submissions.size(), 3u) << submissions.dump(2);
    for (const auto& submission : submissions) {
        const testing::ProgramRun shown = gridjudge(
            {"show", std::to_string(submission["id"].get<std::int64_t>()), "--db", db, "--json"});
        const nlohmann::json judged = parse_json(shown);
        EXPECT_EQ(judged["attempt"], 1) << judged["worker"];  // nobody judged it twice
        EXPECT_EQ(judged["tests"].size(), 20u);
    }
}

}  // namespace
}  // namespace gridjudge::e2e
