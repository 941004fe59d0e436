// ConnectionThreads, the server's task queue: a thread per task up to its cap, the rest waiting
// in order for a thread to finish; shutdown() returns only once every task given has ended.
#include <gtest/gtest.h>

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
    // The waiting ones ran in the order they came.
    const std::vector<int> waited(order.begin() + 3, order.end());
    EXPECT_EQ(waited, (std::vector<int>{3, 4, 5, 6, 7}));
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
