// The worker pool's tests run real pools of threads over a real store (SQLite or PostgreSQL,
// tests/db/store_backends.h) with a compiler and a sandbox that only pretend: PoolFixture stores
// a "sum" problem of four tests (answers 3, 5, 7, 9) and queues submissions to it; its runner
// prints each test's answer after `run_delay`, recording on which CPU each run was asked to go
// and on which CPU the worker's thread really was. Both fakes are thread-safe.
#pragma once

#include <gtest/gtest.h>

#include <atomic>
#include <condition_variable>
#include <mutex>
#include <set>
#include <thread>

#include "judge/compile/compiler.h"
#include "judge/judging/cached_test_data.h"
#include "judge/judging/prepared_problem.h"
#include "judge/run/box_runner.h"
#include "judge/worker/worker_pool.h"
#include "tests/db/store_backends.h"

namespace gridjudge::testing {

// A source the pretend compiler cannot even start on: the judge's own failure, not the program's.
inline constexpr const char* kBreaksTheCompiler = "// breaks the compiler";

class PretendCompiler : public Compiler {
  public:
    PretendCompiler();
    CompileResult compile(const CompileRequest& request) override;

  private:
    TempDir artifacts_{"gridjudge-pool-artifacts-"};
};

struct RunRecord {
    std::optional<int> asked_cpu;  // RunSpec::cpu
    int thread_cpu = -1;           // where the worker's thread ran it
};

class AnsweringRunner : public BoxRunner {
  public:
    sandbox::RunResult run(const sandbox::RunSpec& spec) override;
    std::vector<RunRecord> records() const;

    // Workers that have started at least one run.
    int threads_started() const;

    std::chrono::milliseconds run_delay{5};

    // When set, a worker's first run waits (up to a minute) until this many workers have started
    // one, so that each of them surely holds a job: on a loaded machine one worker could
    // otherwise claim every job before the others are scheduled at all.
    int meet_workers = 0;

  private:
    mutable std::mutex mutex_;
    std::condition_variable worker_started_;
    std::vector<RunRecord> records_;
    std::set<std::thread::id> threads_;
};

class PoolTest : public ::testing::TestWithParam<db::testing::StoreBackend> {
  protected:
    void SetUp() override;

    std::int64_t queue(const std::string& user, const std::string& contest = "spring",
                       const std::string& source = "int main() {}");
    // Runs a pool over `jobs` to its end; its log lines are kept in `warnings`.
    WorkerTally run_pool(
        JobSource& jobs, int workers, const std::function<bool()>& stopping = [] { return false; });
    ServiceMaker service_maker();

    TempDir scratch{"gridjudge-pool-test-"};
    db::testing::StoreMaker connect;
    std::unique_ptr<db::Store> store;
    db::TestSetRecord test_set;
    PretendCompiler compiler;
    AnsweringRunner runner;
    std::unique_ptr<TestDataCache> data;
    std::unique_ptr<ProblemPreparer> preparer;
    std::mutex warnings_mutex;
    std::vector<std::string> warnings;
};

}  // namespace gridjudge::testing
