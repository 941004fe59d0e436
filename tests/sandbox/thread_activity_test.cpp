// What the watcher reads of the box's threads (judge/sandbox/thread_activity.h), on threads of
// this test process: a spinning thread is runnable, a sleeping one is not; the run-queue delay
// is counted once per thread.
#include "judge/sandbox/thread_activity.h"

#include <sys/syscall.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
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
    // The sleeper blocks until the end: one that woke now and then would be runnable while it
    // waits for a CPU on a loaded machine, which is exactly what the watcher must count.
    std::mutex mutex;
    std::condition_variable woken;
    std::thread sleeping([&] {
        sleeper = this_thread_id();
        std::unique_lock lock(mutex);
        woken.wait(lock, [&] { return done.load(); });
    });
    while (spinner == 0 || sleeper == 0) std::this_thread::yield();
    // The sleeper has published its id but may not have reached its wait yet: on a loaded
    // machine (CI, two cores, two tests at once) it can sit runnable for more than a few ms
    // before it gets the CPU to block. So look until it reads as sleeping, for up to 10 s; a
    // reader that called every thread runnable would still fail here.
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    while (any_runnable({sleeper.load()}) && std::chrono::steady_clock::now() < deadline)
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    EXPECT_FALSE(any_runnable({sleeper.load()}));
    EXPECT_TRUE(any_runnable({spinner.load()}));
    EXPECT_TRUE(any_runnable({sleeper.load(), spinner.load()}));
    EXPECT_FALSE(any_runnable({}));
    {
        std::lock_guard lock(mutex);
        done = true;
    }
    woken.notify_all();
    spinning.join();
    sleeping.join();
    // Gone threads are neither runnable nor delayed. join() returns once the thread has left
    // its user code, but the kernel may still be running its exit (state R) for a moment, longer
    // on a loaded machine; so look until its /proc entry is gone, for up to 10 s.
    const auto gone_by = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    while (thread_run_queue_delay_ns(spinner).has_value() &&
           std::chrono::steady_clock::now() < gone_by)
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    EXPECT_FALSE(thread_run_queue_delay_ns(spinner).has_value());
    EXPECT_FALSE(any_runnable({spinner.load()}));
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
