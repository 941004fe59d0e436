// The gate that lets a TLE's rerun have the machine to itself (judge/judging/run_gate.h): an
// alone turn waits for the shared turns held, and no new shared turn starts while it waits.
// Each waiting side is observed through the gate's counts, never through a sleep alone.
#include "judge/judging/run_gate.h"

#include <atomic>
#include <chrono>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include <gtest/gtest.h>

#include "tests/common/eventually.h"

namespace gridjudge {
namespace {

using namespace std::chrono_literals;
using testing::eventually;

class Order {
  public:
    void add(const std::string& what) {
        std::lock_guard lock(mutex_);
        seen_.push_back(what);
    }
    std::vector<std::string> seen() const {
        std::lock_guard lock(mutex_);
        return seen_;
    }

  private:
    mutable std::mutex mutex_;
    std::vector<std::string> seen_;
};

TEST(RunGate, SharedTurnsRunTogether) {
    RunGate gate;
    const RunGate::SharedTurn first(&gate);
    const RunGate::SharedTurn second(&gate);
    EXPECT_EQ(gate.shared_now(), 2);
}

TEST(RunGate, AnAloneTurnWaitsForTheSharedTurnsAndNewOnesWaitForIt) {
    RunGate gate;
    Order order;
    std::atomic<bool> release_other_worker{false};
    std::thread other_worker([&] {
        const RunGate::SharedTurn testing(&gate);
        order.add("other worker's test starts");
        while (!release_other_worker) std::this_thread::sleep_for(1ms);
        order.add("other worker's test ends");
    });
    ASSERT_TRUE(eventually([&] { return gate.shared_now() == 1; }));
    std::thread rerun([&] {
        const RunGate::AloneTurn alone(&gate);
        order.add("rerun starts");
        order.add("rerun ends");
    });
    ASSERT_TRUE(eventually([&] { return gate.alone_waiting() == 1; }));
    // A third worker's next test, asked for while the rerun waits: it goes after the rerun.
    std::thread next_test([&] {
        const RunGate::SharedTurn testing(&gate);
        order.add("next test starts");
    });
    std::this_thread::sleep_for(20ms);
    EXPECT_EQ(gate.shared_now(), 1);
    release_other_worker = true;
    other_worker.join();
    rerun.join();
    next_test.join();
    EXPECT_EQ(order.seen(),
              (std::vector<std::string>{"other worker's test starts", "other worker's test ends",
                                        "rerun starts", "rerun ends", "next test starts"}));
    EXPECT_EQ(gate.shared_now(), 0);
    EXPECT_EQ(gate.alone_waiting(), 0);
}

TEST(RunGate, TwoAloneTurnsTakeTurns) {
    RunGate gate;
    std::atomic<int> alone_now{0}, most{0};
    std::vector<std::thread> reruns;
    for (int i = 0; i < 4; ++i)
        reruns.emplace_back([&] {
            const RunGate::AloneTurn alone(&gate);
            most = std::max(most.load(), ++alone_now);
            std::this_thread::sleep_for(5ms);
            --alone_now;
        });
    for (std::thread& rerun : reruns) rerun.join();
    EXPECT_EQ(most.load(), 1);
}

}  // namespace
}  // namespace gridjudge
