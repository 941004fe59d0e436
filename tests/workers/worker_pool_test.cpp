// Local parallel judging, on both stores: a pool's workers judge every job once, each on its own
// CPU; listed jobs and a contest wait for a submission held by a worker that died until its
// lease ends; a stop gives every claim back; a worker that cannot keep test data gives its job
// back and says why; a job the judge fails on is tried again, then stored as IE.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <thread>

#include "judge/worker/cpu_affinity.h"
#include "tests/common/require_environment.h"
#include "tests/workers/pool_fixture.h"

namespace gridjudge::testing {
namespace {

TEST_P(PoolTest, EveryQueuedSubmissionIsJudgedOnceByOneWorkerWhoseProgramsRunOnItsCpu) {
    if (allowed_cpus().size() < 2) GRIDJUDGE_SKIP_OR_FAIL("needs two CPUs to pin two workers");
    std::vector<std::int64_t> ids;
    for (int i = 0; i < 8; ++i) ids.push_back(queue("user" + std::to_string(i)));
    QueuedJobs jobs(std::nullopt, QueuedJobs::Until::NothingClaimable);
    runner.meet_workers = 2;
    const WorkerTally tally = run_pool(jobs, 2);
    EXPECT_EQ(tally.judged, 8);
    EXPECT_EQ(tally.lost + tally.given_back + tally.interrupted, 0);

    std::set<std::string> judged_by;
    for (const std::int64_t id : ids) {
        const db::SubmissionRecord s = *store->submission(id);
        EXPECT_EQ(s.status, SubmissionStatus::Done);
        EXPECT_EQ(s.verdict, Verdict::AC);
        EXPECT_EQ(s.attempt, 1);  // claimed once: no two workers ever held it
        EXPECT_EQ(s.results.size(), 4u);
        EXPECT_EQ(s.machine, "test-machine");
        judged_by.insert(s.worker);
    }
    EXPECT_EQ(judged_by, (std::set<std::string>{"pool/1", "pool/2"}));

    // 8 submissions x 4 tests, each asked to run on its worker's CPU, from a thread that was
    // there: worker 1 on the first allowed CPU, worker 2 on the second (of another core).
    const std::vector<int> cpus = one_cpu_per_core_first(allowed_cpus(), core_of_cpu);
    const std::vector<RunRecord> runs = runner.records();
    ASSERT_EQ(runs.size(), 32u);
    std::set<int> used;
    for (const RunRecord& run : runs) {
        ASSERT_TRUE(run.asked_cpu.has_value());
        EXPECT_EQ(run.thread_cpu, *run.asked_cpu);
        used.insert(*run.asked_cpu);
    }
    EXPECT_EQ(used, (std::set<int>{cpus[0], cpus[1]}));
}

// One more worker than CPUs cannot each have a CPU: none is pinned, and the pool says so, since
// their programs' CPU times may then move with the others' load.
TEST_P(PoolTest, MoreWorkersThanCpusAreNotPinnedAndThePoolSaysSo) {
    const int workers = static_cast<int>(allowed_cpus().size()) + 1;
    for (int i = 0; i < 2 * workers; ++i) queue("user" + std::to_string(i));
    QueuedJobs jobs(std::nullopt, QueuedJobs::Until::NothingClaimable);
    EXPECT_EQ(run_pool(jobs, workers).judged, 2 * workers);
    for (const RunRecord& run : runner.records()) EXPECT_FALSE(run.asked_cpu.has_value());
    const std::string said = std::to_string(workers) + " workers on " +
                             std::to_string(allowed_cpus().size()) +
                             " CPUs: not pinned, a program's CPU time may move with the other "
                             "workers' load (use at most one worker per CPU)";
    EXPECT_EQ(std::count(warnings.begin(), warnings.end(), said), 1)
        << ::testing::PrintToString(warnings);
}

// A submission held by a worker that died (it never renews) is taken over once its lease ends:
// a listed job is waited for, and judged.
TEST_P(PoolTest, ListedJobsAreJudgedAndOneHeldByADeadWorkerIsTakenOverAfterItsLease) {
    const std::int64_t before = queue("amy");
    const std::int64_t held = queue("bob");
    const std::int64_t listed = queue("cid");
    const std::int64_t after = queue("dan");
    ASSERT_EQ(store->claim({"dead", std::chrono::seconds(2), "", held, {}})->submission_id, held);
    ListedJobs jobs({held, listed});
    const WorkerTally tally = run_pool(jobs, 2);
    EXPECT_EQ(tally.judged, 2);
    const db::SubmissionRecord taken_over = *store->submission(held);
    EXPECT_EQ(taken_over.status, SubmissionStatus::Done);
    EXPECT_EQ(taken_over.attempt, 2);
    EXPECT_NE(taken_over.worker, "dead");
    EXPECT_EQ(store->submission(listed)->status, SubmissionStatus::Done);
    EXPECT_EQ(store->submission(before)->status, SubmissionStatus::Queued);
    EXPECT_EQ(store->submission(after)->status, SubmissionStatus::Queued);
}

// grade waits for its contest to be done, not just for its own claims to run out.
TEST_P(PoolTest, AContestIsDoneOnlyOnceNothingOfItIsQueuedOrJudgingAnywhere) {
    const std::int64_t held = queue("amy");
    const std::int64_t mine = queue("bob");
    const std::int64_t other_contest = queue("cid", "autumn");
    ASSERT_TRUE(store->claim({"dead", std::chrono::seconds(2), "", held, {}}));
    QueuedJobs jobs(std::string("spring"), QueuedJobs::Until::ContestDone);
    const WorkerTally tally = run_pool(jobs, 1);
    EXPECT_EQ(tally.judged, 2);
    EXPECT_EQ(store->submission(held)->status, SubmissionStatus::Done);
    EXPECT_EQ(store->submission(held)->attempt, 2);
    EXPECT_EQ(store->submission(mine)->status, SubmissionStatus::Done);
    EXPECT_EQ(store->submission(other_contest)->status, SubmissionStatus::Queued);
    EXPECT_EQ(store->queue_counts(std::string("spring")).done, 2);
}

TEST_P(PoolTest, AStopGivesEveryClaimBackToTheQueue) {
    std::vector<std::int64_t> ids;
    for (int i = 0; i < 4; ++i) ids.push_back(queue("user" + std::to_string(i)));
    runner.run_delay = std::chrono::milliseconds(200);
    QueuedJobs jobs(std::nullopt, QueuedJobs::Until::Stopped);
    // Stop once both workers are running their first test.
    const WorkerTally tally = run_pool(jobs, 2, [this] { return runner.threads_started() == 2; });
    EXPECT_EQ(tally.judged, 0);
    EXPECT_EQ(tally.interrupted, 2);
    for (const std::int64_t id : ids) {
        const db::SubmissionRecord s = *store->submission(id);
        EXPECT_EQ(s.status, SubmissionStatus::Queued);
        EXPECT_TRUE(s.results.empty());
    }
    EXPECT_EQ(store->submission(ids[0])->attempt, 1);
    EXPECT_EQ(store->submission(ids[2])->attempt, 0);
}

// The machine's own failure (here: its test data folder cannot be made) is not the
// submission's: it goes back to the queue, unjudged, and the log says why.
TEST_P(PoolTest, AWorkerThatCannotKeepTestDataGivesTheJobBackAndSaysWhy) {
    const std::filesystem::path blocked = scratch.path() / "not-a-folder";
    write_file_atomic(blocked, "a file where the data folder should be");
    data = std::make_unique<TestDataCache>(blocked / "data");
    preparer = std::make_unique<ProblemPreparer>(compiler, runner, *data);
    const std::int64_t id = queue("amy");
    const std::int64_t next = queue("bob");
    QueuedJobs jobs(std::nullopt, QueuedJobs::Until::NothingClaimable);
    const WorkerTally tally = run_pool(jobs, 1);
    EXPECT_EQ(tally.given_back, 1);
    EXPECT_EQ(tally.judged, 0);
    ASSERT_EQ(warnings.size(), 1u);
    const std::string expected = "submission " + std::to_string(id) +
                                 " (attempt 1) goes back to the queue: this worker cannot judge "
                                 "it: cannot keep test data in " +
                                 (blocked / "data").string() + ": ";
    EXPECT_EQ(warnings[0].substr(0, expected.size()), expected) << warnings[0];
    EXPECT_NE(warnings[0].find("Not a directory"), std::string::npos) << warnings[0];
    EXPECT_EQ(store->submission(id)->status, SubmissionStatus::Queued);
    EXPECT_TRUE(store->submission(id)->results.empty());
    // The worker stopped: the next submission was not even tried on this machine.
    EXPECT_EQ(store->submission(next)->attempt, 0);
}

// A job the judge itself fails on (here: its compiler cannot be started) goes back to the queue;
// on its third claim it is stored as IE with the reason, and the jobs behind it are judged.
TEST_P(PoolTest, AJobTheJudgeFailsOnIsTriedAgainThenStoredAsIEAndTheNextAreJudged) {
    const std::int64_t broken = queue("amy", "spring", kBreaksTheCompiler);
    const std::int64_t next = queue("bob");
    QueuedJobs jobs(std::nullopt, QueuedJobs::Until::NothingClaimable);
    const WorkerTally tally = run_pool(jobs, 1);
    EXPECT_EQ(tally.judged, 2);
    EXPECT_EQ(tally.failed, 3);
    EXPECT_EQ(tally.given_back, 0);

    const std::string reason =
        "the judge failed on it: cannot start the compiler: Resource temporarily unavailable";
    const db::SubmissionRecord failed = *store->submission(broken);
    EXPECT_EQ(failed.status, SubmissionStatus::Done);
    EXPECT_EQ(failed.verdict, Verdict::IE);
    EXPECT_EQ(failed.attempt, 3);
    EXPECT_EQ(failed.compile_log, reason);
    EXPECT_TRUE(failed.results.empty());
    EXPECT_EQ(failed.machine, "test-machine");
    const db::SubmissionRecord judged = *store->submission(next);
    EXPECT_EQ(judged.status, SubmissionStatus::Done);
    EXPECT_EQ(judged.verdict, Verdict::AC);
    EXPECT_EQ(judged.attempt, 1);

    const std::string id = std::to_string(broken);
    EXPECT_EQ(warnings, (std::vector<std::string>{
                            "submission " + id + " (attempt 1) goes back to the queue: " + reason,
                            "submission " + id + " (attempt 2) goes back to the queue: " + reason,
                            "submission " + id + " (attempt 3) is IE: " + reason}));
}

INSTANTIATE_TEST_SUITE_P(Backends, PoolTest, ::testing::ValuesIn(db::testing::store_backends()),
                         [](const auto& info) { return info.param.name; });

}  // namespace
}  // namespace gridjudge::testing
