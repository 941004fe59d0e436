// eventually(): waits, looking every millisecond, until a condition holds; for tests that watch
// another thread or process reach a state (a count, a lock in /proc/locks) instead of sleeping.
#pragma once

#include <chrono>
#include <thread>

namespace gridjudge::testing {

// false if `condition` did not hold within 10 s.
template <class Condition>
bool eventually(Condition condition) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    while (!condition()) {
        if (std::chrono::steady_clock::now() > deadline) return false;
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    return true;
}

}  // namespace gridjudge::testing
