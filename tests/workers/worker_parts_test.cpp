// The parts a long-running worker adds to a pool: its store that outlives a database restart,
// its registration (names refused while alive, heartbeats), its CPU pinning and calibration.
#include <gtest/gtest.h>
#include <sched.h>

#include <map>
#include <thread>

#include "db/reconnecting_store.h"
#include "judge/worker/calibration.h"
#include "judge/worker/cpu_affinity.h"
#include "judge/worker/worker_pool.h"
#include "judge/worker/worker_registration.h"
#include "tests/common/require_environment.h"
#include "tests/db/postgres_server.h"
#include "tests/db/store_backends.h"

namespace gridjudge::testing {
namespace {

TEST(CpuAffinity, APinnedThreadRunsOnItsCpuOnly) {
    const std::vector<int> cpus = allowed_cpus();
    ASSERT_FALSE(cpus.empty());
    for (const int cpu : cpus) {
        int ran_on = -1;
        bool pinned = false;
        std::thread([&] {
            pinned = pin_current_thread(cpu);
            std::this_thread::yield();
            ran_on = ::sched_getcpu();
        }).join();
        EXPECT_TRUE(pinned);
        EXPECT_EQ(ran_on, cpu);
    }
    EXPECT_FALSE(pin_current_thread(-1));
}

// Pinning keeps parallel workers apart; a lone worker runs wherever a CPU is free, and workers
// outnumbering the CPUs are not pinned at all.
TEST(WorkerCpus, EachOfSeveralWorkersGetsItsOwnCpuAndALoneWorkerNone) {
    const std::vector<int> allowed = allowed_cpus();
    ASSERT_GE(allowed.size(), 2u) << "the workers' tests need two CPUs";
    const std::vector<int> ordered = one_cpu_per_core_first(allowed, core_of_cpu);
    EXPECT_EQ(worker_cpus(2, true), (std::vector<std::optional<int>>{ordered[0], ordered[1]}));
    EXPECT_EQ(worker_cpus(1, true), (std::vector<std::optional<int>>{std::nullopt}));
    EXPECT_EQ(worker_cpus(2, false), (std::vector<std::optional<int>>(2)));
    const int too_many = static_cast<int>(allowed.size()) + 1;
    EXPECT_EQ(worker_cpus(too_many, true),
              (std::vector<std::optional<int>>(static_cast<std::size_t>(too_many))));
}

// Two workers on SMT siblings of one core would share its units and caches: every core gets a
// worker before any core gets a second.
TEST(WorkerCpus, EveryCoreGetsAWorkerBeforeAnySiblingDoes) {
    const auto cores = [](std::map<int, std::string> core) {
        return [core](int cpu) { return core.at(cpu); };
    };
    // Siblings numbered side by side (as some virtual machines do), and a core of one CPU.
    EXPECT_EQ(
        one_cpu_per_core_first({0, 1, 2, 3, 4},
                               cores({{0, "0:0"}, {1, "0:0"}, {2, "0:1"}, {3, "0:1"}, {4, "1:0"}})),
        (std::vector<int>{0, 2, 4, 1, 3}));
    // Siblings half the CPUs apart (Linux's usual numbering): already in that order.
    EXPECT_EQ(one_cpu_per_core_first({0, 1, 2, 3},
                                     cores({{0, "0:0"}, {1, "0:1"}, {2, "0:0"}, {3, "0:1"}})),
              (std::vector<int>{0, 1, 2, 3}));
    EXPECT_EQ(one_cpu_per_core_first({}, cores({})), std::vector<int>{});
    // This machine's own topology names a core for each CPU it has.
    EXPECT_FALSE(core_of_cpu(allowed_cpus().front()).empty());
}

TEST(Calibration, TheLoopIsTheSameWorkEveryTimeAndTakesMeasurableCpuTime) {
    const Calibration first = measure_calibration();
    const Calibration second = measure_calibration();
    EXPECT_EQ(first.check, second.check);
    // The same on every machine (computed independently, in Python, from the loop's definition).
    EXPECT_EQ(first.check, 0xaa2add90b6af4fa6ULL);
    EXPECT_GT(first.cpu_ms, 1.0);
    EXPECT_LT(first.cpu_ms, 10'000.0);
}

class RegistrationTest : public ::testing::TestWithParam<db::testing::StoreBackend> {
  protected:
    void SetUp() override {
        try {
            connect = GetParam().fresh(scratch.path());
        } catch (const PostgresUnavailable& why) {
            GRIDJUDGE_SKIP_OR_FAIL(why.what());
        }
        store = connect();
    }

    std::optional<double> last_seen(const std::string& name) {
        for (const db::WorkerRecord& worker : store->workers())
            if (worker.name == name) return worker.last_seen;
        ADD_FAILURE() << name << " is not registered";
        return std::nullopt;
    }

    static db::WorkerRecord worker(const std::string& name) {
        return {name, "host-a", "fast", 64.5, "", std::nullopt};
    }

    TempDir scratch{"gridjudge-registration-test-"};
    db::testing::StoreMaker connect;
    std::unique_ptr<db::Store> store;
};

TEST_P(RegistrationTest, ALiveWorkersNamesAreRefusedAllOrNoneAndFreedWhenItStops) {
    std::optional<WorkerRegistration> first;
    first.emplace(connect, std::vector{worker("box/1"), worker("box/2")});
    try {
        WorkerRegistration second(connect, {worker("other/1"), worker("box/2")});
        ADD_FAILURE() << "registered a live worker's name twice";
    } catch (const WorkerNameTaken& taken) {
        EXPECT_EQ(taken.name(), "box/2");
        EXPECT_EQ(std::string(taken.what()), "a live worker is registered as 'box/2'");
    }
    EXPECT_FALSE(last_seen("other/1").has_value());  // all or none: taken back
    EXPECT_TRUE(last_seen("box/1").has_value());
    first.reset();
    EXPECT_FALSE(last_seen("box/1").has_value());
    EXPECT_FALSE(last_seen("box/2").has_value());
    const WorkerRegistration again(connect, {worker("box/2")});
    EXPECT_TRUE(last_seen("box/2").has_value());
    const std::vector<db::WorkerRecord> workers = store->workers();
    ASSERT_EQ(workers.size(), 3u);
    EXPECT_EQ(workers[1].machine, "host-a");
    EXPECT_EQ(workers[1].machine_class, "fast");
    EXPECT_EQ(workers[1].calibration_ms, 64.5);
}

TEST_P(RegistrationTest, TheHeartbeatKeepsAWorkerSeen) {
    const WorkerRegistration registration(connect, {worker("box")},
                                          {std::chrono::seconds(1), std::chrono::seconds(3)});
    const double registered = *last_seen("box");
    std::this_thread::sleep_for(std::chrono::milliseconds(2500));
    EXPECT_GE(*last_seen("box"), registered + 1.0);
}

INSTANTIATE_TEST_SUITE_P(Backends, RegistrationTest,
                         ::testing::ValuesIn(db::testing::store_backends()),
                         [](const auto& info) { return info.param.name; });

// A restart of the database server while a worker runs: its calls wait for the server, say so
// in the log, and succeed on a new connection.
TEST(ReconnectingStore, WaitsForARestartedServerAndCarriesOn) {
    std::string why;
    PostgresServer* server = shared_postgres_server(&why);
    if (server == nullptr) GRIDJUDGE_SKIP_OR_FAIL(why);
    const std::string url = server->create_database();
    std::vector<std::string> log;
    std::mutex log_mutex;
    db::ReconnectingStore store([url] { return db::open_store(url); }, url, [] { return false; },
                                [&](const std::string& line) {
                                    std::lock_guard lock(log_mutex);
                                    log.push_back(line);
                                });
    EXPECT_TRUE(store.problems().empty());
    server->stop();
    // The thread that starts the server must outlive its use: the server's parent-death signal
    // follows the thread that started it.
    std::atomic<bool> done{false};
    std::thread restart([server, &done] {
        std::this_thread::sleep_for(std::chrono::milliseconds(1500));
        server->start();
        while (!done) std::this_thread::sleep_for(std::chrono::milliseconds(10));
    });
    EXPECT_TRUE(store.workers().empty());  // waits for the server
    done = true;
    restart.join();
    server->stop();  // started again by this thread, which the later tests' server needs
    server->start();
    EXPECT_EQ(store.reconnections(), 1);
    ASSERT_GE(log.size(), 2u);
    EXPECT_EQ(log[0].rfind("database " + url + ": ", 0), 0u) << log[0];
    EXPECT_NE(log[0].find("; trying again in 0.5 s"), std::string::npos) << log[0];
    EXPECT_EQ(log.back(), "connected to " + url + " again");
}

TEST(ReconnectingStore, GivesUpWhenTheWorkerIsStopping) {
    std::string why;
    PostgresServer* server = shared_postgres_server(&why);
    if (server == nullptr) GRIDJUDGE_SKIP_OR_FAIL(why);
    const std::string url = server->create_database();
    std::atomic<bool> stop{false};
    db::ReconnectingStore store([url] { return db::open_store(url); }, url,
                                [&] { return stop.load(); });
    EXPECT_TRUE(store.problems().empty());
    server->stop();
    std::thread stopper([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(700));
        stop = true;
    });
    EXPECT_THROW(store.problems(), db::StoreUnavailable);
    stopper.join();
    server->start();
}

}  // namespace
}  // namespace gridjudge::testing
