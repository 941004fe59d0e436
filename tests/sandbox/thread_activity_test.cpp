// What the watcher reads of the box's threads (judge/sandbox/thread_activity.h), on threads of
// this test process: a spinning thread is runnable, a sleeping one is not; the run-queue delay
// is counted once per thread.
#include "judge/sandbox/thread_activity.h"

#include <sys/syscall.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <thread>

#include <gtest/gtest.h>

namespace gridjudge::sandbox {
namespace {

pid_t this_thread_id() {
    return static_cast<pid_t>(::syscall(SYS_gettid));
}

TEST(ThreadActivity, ASpinningThreadIsRunnableASleepingOneIsNot) {
    std::atomic<pid_t> spinner{0}, sleeper{0};
    std::atomic<bool> done{false};
    std::thread spinning([&] {
        spinner = this_thread_id();
        while (!done.load(std::memory_order_relaxed)) {
        }
    });
    std::thread sleeping([&] {
        sleeper = this_thread_id();
        while (!done) std::this_thread::sleep_for(std::chrono::milliseconds(20));
    });
    while (spinner == 0 || sleeper == 0) std::this_thread::yield();
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
    EXPECT_TRUE(any_runnable({spinner.load()}));
    EXPECT_FALSE(any_runnable({sleeper.load()}));
    EXPECT_TRUE(any_runnable({sleeper.load(), spinner.load()}));
    EXPECT_FALSE(any_runnable({}));
    done = true;
    spinning.join();
    sleeping.join();
    // Gone threads are neither runnable nor delayed.
    EXPECT_FALSE(any_runnable({spinner.load()}));
    EXPECT_FALSE(thread_run_queue_delay_ns(spinner).has_value());
}

TEST(ThreadActivity, RunQueueDelayIsCountedOncePerThread) {
    const pid_t self = this_thread_id();
    const auto delay = thread_run_queue_delay_ns(self);
    ASSERT_TRUE(delay.has_value());
    RunQueueDelay accrued;
    // The first look counts the whole delay so far; looking again, only what came since.
    EXPECT_GE(accrued.accrued_ns({self}), *delay);
    const std::int64_t again = accrued.accrued_ns({self});
    EXPECT_LE(again, *thread_run_queue_delay_ns(self) - *delay);
    EXPECT_EQ(accrued.accrued_ns({}), 0);
}

}  // namespace
}  // namespace gridjudge::sandbox
