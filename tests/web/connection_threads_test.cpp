// ConnectionThreads, the server's task queue: a thread per task up to its cap, the rest waiting
// in order for a thread to finish; shutdown() returns only once every task given has ended.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>
#include <vector>

#include "judge/web/connection_threads.h"

namespace gridjudge::web {
namespace {

TEST(ConnectionThreads, TasksPastTheCapWaitForAThreadAndShutdownWaitsForAll) {
    std::mutex mutex;
    std::condition_variable changed;
    bool released = false;
    int running = 0, most = 0, finished = 0;
    std::vector<int> order;
    ConnectionThreads threads(3);
    for (int i = 0; i < 8; ++i)
        threads.enqueue([&, i] {
            std::unique_lock lock(mutex);
            order.push_back(i);
            most = std::max(most, ++running);
            changed.notify_all();
            changed.wait(lock, [&] { return released; });
            --running;
            ++finished;
        });
    {
        std::unique_lock lock(mutex);
        ASSERT_TRUE(changed.wait_for(lock, std::chrono::seconds(30), [&] { return running == 3; }));
        // Held by the three running tasks: the other five wait, none started.
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        EXPECT_EQ(running, 3);
        EXPECT_EQ(order.size(), 3u);
    }
    EXPECT_EQ(threads.running(), 3u);
    {
        std::lock_guard lock(mutex);
        released = true;
    }
    changed.notify_all();
    threads.shutdown();
    EXPECT_EQ(finished, 8);
    EXPECT_EQ(most, 3);
    EXPECT_EQ(threads.running(), 0u);
    // The first three ran at once, the other five after them (once released, those five run on
    // three threads at a time, so the order they take the lock in is theirs).
    std::vector<int> first(order.begin(), order.begin() + 3),
        waited(order.begin() + 3, order.end());
    std::sort(first.begin(), first.end());
    std::sort(waited.begin(), waited.end());
    EXPECT_EQ(first, (std::vector<int>{0, 1, 2}));
    EXPECT_EQ(waited, (std::vector<int>{3, 4, 5, 6, 7}));
}

// With one thread, the waiting tasks run one at a time: in the order they came.
TEST(ConnectionThreads, TasksPastTheCapRunInTheOrderTheyCame) {
    std::mutex mutex;
    std::condition_variable changed;
    bool released = false;
    std::vector<int> order;
    ConnectionThreads threads(1);
    for (int i = 0; i < 6; ++i)
        threads.enqueue([&, i] {
            std::unique_lock lock(mutex);
            order.push_back(i);
            changed.notify_all();
            changed.wait(lock, [&] { return released; });
        });
    {
        std::unique_lock lock(mutex);
        ASSERT_TRUE(
            changed.wait_for(lock, std::chrono::seconds(30), [&] { return !order.empty(); }));
        released = true;
    }
    changed.notify_all();
    threads.shutdown();
    EXPECT_EQ(order, (std::vector<int>{0, 1, 2, 3, 4, 5}));
}

TEST(ConnectionThreads, EachTaskHasAThreadOfItsOwnUpToTheCap) {
    std::atomic<int> waiting{0};
    std::atomic<bool> go{false};
    ConnectionThreads threads(500);
    for (int i = 0; i < 300; ++i)
        threads.enqueue([&] {
            ++waiting;
            while (!go) std::this_thread::sleep_for(std::chrono::milliseconds(5));
        });
    // 300 tasks that wait at once can only all be waiting on 300 threads.
    for (int i = 0; i < 6000 && waiting < 300; ++i)
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    EXPECT_EQ(waiting, 300);
    EXPECT_EQ(threads.running(), 300u);
    go = true;
    threads.shutdown();
    EXPECT_EQ(threads.running(), 0u);
}

}  // namespace
}  // namespace gridjudge::web
