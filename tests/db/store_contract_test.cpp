// The Store contract (db/store.h), checked on every backend: packages and blobs, submissions
// with the settings they are judged with, and the queue — claims, leases, fenced results.
#include <gtest/gtest.h>

#include <atomic>
#include <map>
#include <numeric>
#include <thread>

#include "tests/db/store_backends.h"
#include "tests/db/store_fixture.h"

namespace gridjudge::db::testing {
namespace {

JudgmentRecord wrong_answer_outcome(const std::vector<TestRecord>& tests) {
    JudgmentRecord outcome;
    outcome.verdict = Verdict::WA;
    outcome.score = 0;
    outcome.max_score = 100;
    outcome.compile_command = "g++ -std=c++17 -O2 main.cpp -o main";
    outcome.compiler_version = "g++ 12.2.0";
    outcome.judge_version = "gridjudge test";
    outcome.machine = "test-machine";
    ResultRecord sample{tests[0].id, 1, "", "",   Verdict::AC, 12, 15, 3000,  0,
                        0,           0, 0,  "ok", 0,           "", "", false, ""};
    ResultRecord wrong{tests[1].id,
                       2,
                       "",
                       "",
                       Verdict::WA,
                       7,
                       9,
                       2900,
                       0,
                       0,
                       0,
                       100,
                       "token 3: expected 4, got 5",
                       3,
                       "4",
                       "5",
                       false,
                       "ask 5\nanswer 4"};
    outcome.results = {sample, wrong};
    outcome.groups = {{"samples", Verdict::AC, 0, 0}, {"main", Verdict::WA, 0, 100}};
    return outcome;
}

TEST_P(StoreContractTest, NewTestSetsGetIncreasingVersionsAndBecomeActive) {
    const TestSetRecord first = store->add_test_set(small_package("sum"));
    const TestSetRecord second = store->add_test_set(small_package("sum", " v2"));
    EXPECT_EQ(first.version, 1);
    EXPECT_EQ(second.version, 2);
    EXPECT_EQ(second.package_json, "{\"id\": \"sum\"}");
    ASSERT_TRUE(store->active_test_set("sum"));
    EXPECT_EQ(store->active_test_set("sum")->id, second.id);
    EXPECT_EQ(store->test_sets("sum").size(), 2u);
    EXPECT_EQ(store->problem("sum")->title, "Problem sum");
    ASSERT_EQ(store->problems().size(), 1u);
    const std::vector<TestRecord> tests = store->tests(second.id);
    ASSERT_EQ(tests.size(), 2u);
    EXPECT_EQ(tests[0].name, "01");
    EXPECT_TRUE(tests[0].sample);
    EXPECT_EQ(tests[1].points, 100);
    EXPECT_EQ(tests[1].generator, "gen --n 2");
    EXPECT_EQ(tests[1].input_bytes, static_cast<std::int64_t>(std::string("input 2 v2").size()));
    EXPECT_EQ(store->blob(tests[1].input_sha256), "input 2 v2");
    EXPECT_EQ(store->blob(tests[1].answer_sha256), "answer 2");
    ASSERT_EQ(store->package_files(second.id).size(), 1u);
    EXPECT_EQ(store->package_files(second.id)[0].path, "check.cpp");
    EXPECT_FALSE(store->blob(std::string(64, '0')).has_value());
}

TEST_P(StoreContractTest, ABlobWhoseBytesDoNotMatchItsHashIsRefusedAndNothingIsStored) {
    NewTestSet set = small_package("sum");
    write_file_atomic(set.blob_files[1].second, "changed after hashing");
    EXPECT_THROW(store->add_test_set(set), std::exception);
    EXPECT_FALSE(store->problem("sum").has_value());
    EXPECT_TRUE(store->test_sets("sum").empty());
    EXPECT_FALSE(store->blob(set.blob_files[0].first).has_value());
}

TEST_P(StoreContractTest, ASubmissionKeepsTheSettingsItWasQueuedWith) {
    const TestSetRecord set = store->add_test_set(small_package("sum"));
    const std::int64_t id = store->enqueue(submission_to(set, "alice"));
    const SubmissionRecord stored = *store->submission(id);
    EXPECT_EQ(stored.status, SubmissionStatus::Queued);
    EXPECT_FALSE(stored.verdict.has_value());
    EXPECT_EQ(stored.test_set_version, 1);
    EXPECT_EQ(stored.settings, submission_to(set, "alice").settings);
    EXPECT_EQ(stored.source, "int main() {}");
    EXPECT_EQ(stored.source_name, "main.cpp");
    EXPECT_EQ(stored.source_sha256, sha256_hex("int main() {}"));
    EXPECT_EQ(stored.attempt, 0);
}

TEST_P(StoreContractTest, AFinishedClaimStoresEveryResultAndGroup) {
    const TestSetRecord set = store->add_test_set(small_package("sum"));
    const std::int64_t id = store->enqueue(submission_to(set, "alice"));
    const std::optional<Claim> claim = store->claim({"w1", std::chrono::seconds(30), "", {}, {}});
    ASSERT_TRUE(claim);
    EXPECT_EQ(claim->submission_id, id);
    EXPECT_EQ(claim->attempt, 1);
    EXPECT_EQ(store->submission(id)->status, SubmissionStatus::Judging);
    EXPECT_EQ(store->submission(id)->worker, "w1");
    ASSERT_TRUE(store->finish(*claim, wrong_answer_outcome(store->tests(set.id))));

    const SubmissionRecord stored = *store->submission(id);
    EXPECT_EQ(stored.status, SubmissionStatus::Done);
    EXPECT_EQ(stored.verdict, Verdict::WA);
    EXPECT_EQ(stored.max_score, 100);
    EXPECT_EQ(stored.compile_command, "g++ -std=c++17 -O2 main.cpp -o main");
    EXPECT_EQ(stored.compiler_version, "g++ 12.2.0");
    EXPECT_EQ(stored.machine, "test-machine");
    EXPECT_TRUE(stored.judged_at.has_value());
    ASSERT_EQ(stored.results.size(), 2u);
    EXPECT_EQ(stored.results[1].test_name, "02");
    EXPECT_EQ(stored.results[1].group, "main");
    EXPECT_EQ(stored.results[1].verdict, Verdict::WA);
    EXPECT_EQ(stored.results[1].message, "token 3: expected 4, got 5");
    EXPECT_EQ(stored.results[1].interaction, "ask 5\nanswer 4");
    EXPECT_EQ(stored.results[0].memory_kib, 3000);
    EXPECT_EQ(stored.results[1].diff_line, 3);
    ASSERT_EQ(stored.groups.size(), 2u);
    EXPECT_EQ(stored.groups[1].group, "main");
    EXPECT_EQ(stored.groups[1].verdict, Verdict::WA);

    SubmissionFilter by_verdict;
    by_verdict.verdict = Verdict::WA;
    EXPECT_EQ(store->submissions(by_verdict).size(), 1u);
    by_verdict.verdict = Verdict::AC;
    EXPECT_TRUE(store->submissions(by_verdict).empty());
    EXPECT_FALSE(store->claim({"w2", std::chrono::seconds(30), "", {}, {}}).has_value());
}

TEST_P(StoreContractTest, ClaimsTakeTheOldestFirstAndNeverTheSameSubmissionTwice) {
    const TestSetRecord set = store->add_test_set(small_package("sum"));
    const std::int64_t first = store->enqueue(submission_to(set, "alice"));
    const std::int64_t second = store->enqueue(submission_to(set, "bob"));
    const auto a = store->claim({"w1", std::chrono::seconds(30), "", {}, {}});
    const std::unique_ptr<Store> other = connect();
    const auto b = other->claim({"w2", std::chrono::seconds(30), "", {}, {}});
    ASSERT_TRUE(a && b);
    EXPECT_EQ(a->submission_id, first);
    EXPECT_EQ(b->submission_id, second);
    EXPECT_FALSE(store->claim({"w3", std::chrono::seconds(30), "", {}, {}}).has_value());
    const QueueCounts counts = store->queue_counts(std::string("spring"));
    EXPECT_EQ(counts.judging, 2);
    EXPECT_EQ(counts.queued, 0);
}

TEST_P(StoreContractTest, ALateWriteOfAWorkerWhoseLeaseWasTakenOverChangesNothing) {
    const TestSetRecord set = store->add_test_set(small_package("sum"));
    const std::int64_t id = store->enqueue(submission_to(set, "alice"));
    const auto stale = store->claim({"w1", std::chrono::seconds(1), "", {}, {}});
    ASSERT_TRUE(stale);
    // The lease is the database's clock: only once it has passed may another worker take over.
    EXPECT_FALSE(store->claim({"w2", std::chrono::seconds(30), "", {}, {}}).has_value());
    std::this_thread::sleep_for(std::chrono::milliseconds(2100));
    const auto fresh = store->claim({"w2", std::chrono::seconds(30), "", {}, {}});
    ASSERT_TRUE(fresh);
    EXPECT_EQ(fresh->submission_id, id);
    EXPECT_EQ(fresh->attempt, 2);

    EXPECT_FALSE(store->renew(*stale, std::chrono::seconds(30)));
    EXPECT_FALSE(store->finish(*stale, wrong_answer_outcome(store->tests(set.id))));
    EXPECT_EQ(store->submission(id)->status, SubmissionStatus::Judging);
    EXPECT_TRUE(store->submission(id)->results.empty());
    EXPECT_FALSE(store->release(*stale));

    EXPECT_TRUE(store->renew(*fresh, std::chrono::seconds(30)));
    JudgmentRecord accepted = wrong_answer_outcome(store->tests(set.id));
    accepted.verdict = Verdict::AC;
    EXPECT_TRUE(store->finish(*fresh, accepted));
    EXPECT_EQ(store->submission(id)->verdict, Verdict::AC);
    EXPECT_EQ(store->submission(id)->attempt, 2);
}

// The Contest API's judgement starts when a worker took the submission, not when it was queued:
// the claim's moment is kept (the database's clock, whole seconds: hence the pause).
TEST_P(StoreContractTest, AClaimKeepsTheMomentJudgingBegan) {
    const TestSetRecord set = store->add_test_set(small_package("sum"));
    const std::int64_t id = store->enqueue(submission_to(set, "alice"));
    EXPECT_FALSE(store->submission(id)->claimed_at.has_value());
    std::this_thread::sleep_for(std::chrono::milliseconds(1100));
    const auto claim = store->claim({"w1", std::chrono::seconds(30), "", {}, {}});
    ASSERT_TRUE(claim);

    const SubmissionRecord judging = *store->submission(id);
    ASSERT_TRUE(judging.claimed_at.has_value());
    EXPECT_EQ(judging.claimed_at->size(), judging.submitted_at.size());  // the same ISO 8601 form
    EXPECT_GT(*judging.claimed_at, judging.submitted_at);
    ASSERT_TRUE(store->finish(*claim, wrong_answer_outcome(store->tests(set.id))));
    EXPECT_EQ(store->submission(id)->claimed_at, judging.claimed_at);
    EXPECT_EQ(store->submissions().front().claimed_at, judging.claimed_at);
}

// A worker's "test k of N" is kept for pages served by another process: written only under the
// claim that holds the submission, read by submission() and submissions(), and reset by the
// next claim.
TEST_P(StoreContractTest, AWorkersProgressIsKeptUnderItsClaimAndResetByTheNext) {
    const TestSetRecord set = store->add_test_set(small_package("sum"));
    const std::int64_t id = store->enqueue(submission_to(set, "alice"));
    EXPECT_EQ(store->submission(id)->progress_tests, 0);
    const auto first = store->claim({"w1", std::chrono::seconds(30), "", {}, {}});
    ASSERT_TRUE(first);
    EXPECT_TRUE(store->report_progress(*first, 2, 7));
    const SubmissionRecord judging = *store->submission(id);
    EXPECT_EQ(judging.progress_test, 2);
    EXPECT_EQ(judging.progress_tests, 7);
    EXPECT_EQ(store->submissions().front().progress_test, 2);
    EXPECT_EQ(store->submissions().front().progress_tests, 7);

    // Another worker's (or a stale attempt's) report changes nothing.
    EXPECT_FALSE(store->report_progress({id, first->attempt, "w2"}, 5, 7));
    EXPECT_FALSE(store->report_progress({id, first->attempt + 1, "w1"}, 5, 7));
    EXPECT_EQ(store->submission(id)->progress_test, 2);

    ASSERT_TRUE(store->release(*first));
    const auto second = store->claim({"w2", std::chrono::seconds(30), "", {}, {}});
    ASSERT_TRUE(second);
    EXPECT_EQ(store->submission(id)->progress_test, 0);
    EXPECT_EQ(store->submission(id)->progress_tests, 0);
    EXPECT_FALSE(store->report_progress(*first, 6, 7));  // the released claim
    ASSERT_TRUE(store->finish(*second, wrong_answer_outcome(store->tests(set.id))));
    EXPECT_FALSE(store->report_progress(*second, 7, 7));  // done: nothing more to follow
}

TEST_P(StoreContractTest, AReleasedClaimGoesBackToTheQueue) {
    const TestSetRecord set = store->add_test_set(small_package("sum"));
    const std::int64_t id = store->enqueue(submission_to(set, "alice"));
    const auto claim = store->claim({"w1", std::chrono::seconds(30), "", {}, {}});
    ASSERT_TRUE(claim);
    EXPECT_TRUE(store->release(*claim));
    EXPECT_EQ(store->submission(id)->status, SubmissionStatus::Queued);
    const auto again = store->claim({"w2", std::chrono::seconds(30), "", {}, {}});
    ASSERT_TRUE(again);
    EXPECT_EQ(again->attempt, 2);
}

TEST_P(StoreContractTest, AClaimCanAskForOneSubmissionOneContestOrOneMachineClass) {
    const TestSetRecord set = store->add_test_set(small_package("sum"));
    SubmissionRecord for_fast = submission_to(set, "alice");
    for_fast.machine_class = "fast";
    const std::int64_t fast = store->enqueue(for_fast);
    SubmissionRecord other_contest = submission_to(set, "bob");
    other_contest.contest = "autumn";
    const std::int64_t autumn = store->enqueue(other_contest);
    const std::int64_t plain = store->enqueue(submission_to(set, "carol"));

    EXPECT_EQ(store->claim({"w", std::chrono::seconds(30), "", plain, {}})->submission_id, plain);
    EXPECT_EQ(store->claim({"w", std::chrono::seconds(30), "", {}, std::string("spring")}),
              std::nullopt);  // spring's other submission needs a "fast" machine
    EXPECT_EQ(store->claim({"w", std::chrono::seconds(30), "fast", {}, std::string("spring")})
                  ->submission_id,
              fast);
    EXPECT_EQ(store->claim({"w", std::chrono::seconds(30), "", {}, {}})->submission_id, autumn);
}

TEST_P(StoreContractTest, FindSubmittedMatchesTheSameProgramOnlyAndNeverARejudge) {
    const TestSetRecord set = store->add_test_set(small_package("sum"));
    const std::int64_t id = store->enqueue(submission_to(set, "alice"));
    SubmissionRecord rejudge = submission_to(set, "bob");
    rejudge.rejudge_of = id;
    store->enqueue(rejudge);
    const std::string sha256 = sha256_hex("int main() {}");
    EXPECT_EQ(store->find_submitted("spring", "alice", "sum", sha256), id);
    EXPECT_EQ(store->find_submitted("spring", "bob", "sum", sha256), std::nullopt);
    EXPECT_EQ(store->find_submitted("spring", "alice", "sum", sha256_hex("other")), std::nullopt);
    EXPECT_EQ(store->find_submitted("autumn", "alice", "sum", sha256), std::nullopt);
}

// Queueing unless submitted is one step: connections racing to queue the same programs queue
// each once; a rejudge of it does not count as its submission.
TEST_P(StoreContractTest, EnqueueUnlessSubmittedQueuesEachProgramOnceUnderARace) {
    const TestSetRecord set = store->add_test_set(small_package("sum"));
    SubmissionRecord rejudge = submission_to(set, "zoe");
    rejudge.rejudge_of = store->enqueue(submission_to(set, "carl"));
    rejudge.user = "amy";
    store->enqueue(rejudge);
    constexpr int kConnections = 4, kUsers = 6;
    std::atomic<int> ready{0};
    std::vector<std::thread> threads;
    std::vector<int> added(kConnections, 0);
    for (int c = 0; c < kConnections; ++c)
        threads.emplace_back([&, c] {
            const std::unique_ptr<Store> own = connect();
            ++ready;
            while (ready < kConnections) std::this_thread::yield();
            for (const char* user : {"amy", "ben", "cid", "dee", "eve", "fay"})
                if (own->enqueue_unless_submitted(submission_to(set, user))) ++added[c];
        });
    for (std::thread& thread : threads) thread.join();
    EXPECT_EQ(std::accumulate(added.begin(), added.end(), 0), kUsers);
    std::map<std::string, int> originals;
    for (const SubmissionRecord& s : store->submissions())
        if (!s.rejudge_of && s.user != "carl") ++originals[s.user];
    EXPECT_EQ(originals,
              (std::map<std::string, int>{
                  {"amy", 1}, {"ben", 1}, {"cid", 1}, {"dee", 1}, {"eve", 1}, {"fay", 1}}));
    EXPECT_EQ(store->enqueue_unless_submitted(submission_to(set, "amy")), std::nullopt);
}

TEST_P(StoreContractTest, AWorkerNameIsRefusedWhileItsOwnerIsAlive) {
    EXPECT_TRUE(store->register_worker({"box-1", "host-a", "fast", 812.5, "", {}},
                                       std::chrono::seconds(60)));
    EXPECT_FALSE(
        store->register_worker({"box-1", "host-b", "", 700, "", {}}, std::chrono::seconds(60)));
    store->unregister_worker("box-1");
    EXPECT_TRUE(
        store->register_worker({"box-1", "host-b", "", 700, "", {}}, std::chrono::seconds(60)));
    const std::vector<WorkerRecord> workers = store->workers();
    ASSERT_EQ(workers.size(), 1u);
    EXPECT_EQ(workers[0].machine, "host-b");
    EXPECT_EQ(workers[0].calibration_ms, 700);
    EXPECT_TRUE(workers[0].last_seen.has_value());
}

TEST_P(StoreContractTest, AHealthyDatabasePassesTheIntegrityCheck) {
    store->add_test_set(small_package("sum"));
    const IntegrityReport report = store->check_integrity();
    EXPECT_TRUE(report.ok);
    EXPECT_TRUE(report.problems.empty());
}

INSTANTIATE_TEST_SUITE_P(Backends, StoreContractTest, ::testing::ValuesIn(store_backends()),
                         [](const auto& info) { return info.param.name; });

}  // namespace
}  // namespace gridjudge::db::testing
