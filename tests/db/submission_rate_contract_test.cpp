// A team's submission rate as a store rule (db/submission_rate.h), on every backend: counted
// from the submissions table inside the transaction that queues, so two connections on one
// database — as two `serve` processes would hold — share one count per team.
#include <gtest/gtest.h>

#include <atomic>
#include <thread>

#include "tests/db/store_fixture.h"

namespace gridjudge::db::testing {
namespace {

using namespace std::chrono_literals;

const std::chrono::sys_seconds t0 =
    std::chrono::sys_days{std::chrono::year{2026} / 11 / 24} + std::chrono::hours{10};
constexpr SubmissionRate two_a_minute{2, 60s};

TEST_P(StoreContractTest, ATeamOverItsRateIsRefusedThroughEitherConnectionAnotherTeamIsNot) {
    const TestSetRecord set = store->add_test_set(small_package("sum"));
    const std::unique_ptr<Store> other = connect();
    const RateLimitedEnqueue first =
        store->enqueue_within_rate(submission_to(set, "t1"), two_a_minute, t0);
    ASSERT_TRUE(first.id);
    EXPECT_EQ(store->submission(*first.id)->submitted_at, "2026-11-24T10:00:00Z");
    ASSERT_TRUE(other->enqueue_within_rate(submission_to(set, "t1"), two_a_minute, t0 + 20s).id);
    for (Store* handle : {store.get(), other.get()}) {
        const RateLimitedEnqueue refused =
            handle->enqueue_within_rate(submission_to(set, "t1"), two_a_minute, t0 + 30s);
        EXPECT_EQ(refused.id, std::nullopt);
        EXPECT_EQ(refused.retry_after, 30s);  // until the first leaves the window
    }
    EXPECT_TRUE(other->enqueue_within_rate(submission_to(set, "t2"), two_a_minute, t0 + 30s).id);
    // The same team in another contest has a count of its own.
    SubmissionRecord autumn = submission_to(set, "t1");
    autumn.contest = "autumn";
    EXPECT_TRUE(other->enqueue_within_rate(autumn, two_a_minute, t0 + 30s).id);
    EXPECT_EQ(store->submissions().size(), 4u);
}

TEST_P(StoreContractTest, TheRateWindowSlidesAndRejudgesAndRefusalsDoNotCount) {
    const TestSetRecord set = store->add_test_set(small_package("sum"));
    const std::int64_t judged =
        *store->enqueue_within_rate(submission_to(set, "t1"), two_a_minute, t0).id;
    SubmissionRecord rejudge = submission_to(set, "t1");
    rejudge.rejudge_of = judged;
    store->enqueue(rejudge);
    ASSERT_TRUE(store->enqueue_within_rate(submission_to(set, "t1"), two_a_minute, t0 + 10s).id);
    EXPECT_EQ(
        store->enqueue_within_rate(submission_to(set, "t1"), two_a_minute, t0 + 59s).retry_after,
        1s);
    // At t0 + 60 s the first is a whole window old: one more fits, then the wait is for the
    // second (at t0 + 10 s) to leave.
    ASSERT_TRUE(store->enqueue_within_rate(submission_to(set, "t1"), two_a_minute, t0 + 60s).id);
    const RateLimitedEnqueue refused =
        store->enqueue_within_rate(submission_to(set, "t1"), two_a_minute, t0 + 60s);
    EXPECT_EQ(refused.id, std::nullopt);
    EXPECT_EQ(refused.retry_after, 10s);
    EXPECT_EQ(store->submissions().size(), 4u);  // three and the rejudge
}

// Connections racing to queue one team's submissions queue exactly as many as the rate allows.
TEST_P(StoreContractTest, ConnectionsRacingForOneTeamQueueNoMoreThanItsRate) {
    const TestSetRecord set = store->add_test_set(small_package("sum"));
    constexpr int kConnections = 4, kTries = 5;
    constexpr SubmissionRate five_a_minute{5, 60s};
    std::atomic<int> ready{0}, queued{0};
    std::vector<std::thread> threads;
    for (int c = 0; c < kConnections; ++c)
        threads.emplace_back([&] {
            const std::unique_ptr<Store> own = connect();
            ++ready;
            while (ready < kConnections) std::this_thread::yield();
            for (int i = 0; i < kTries; ++i)
                if (own->enqueue_within_rate(submission_to(set, "t1"), five_a_minute, t0).id)
                    ++queued;
        });
    for (std::thread& thread : threads) thread.join();
    EXPECT_EQ(queued.load(), 5);
    EXPECT_EQ(store->submissions().size(), 5u);
}

}  // namespace
}  // namespace gridjudge::db::testing
