#include "judge/worker/calibration.h"

#include <time.h>

#include <algorithm>

namespace gridjudge {
namespace {

// xorshift64 steps with a dependency from each to the next: the compiler can neither vectorise
// nor shorten it, and every CPU runs the same instructions.
std::uint64_t calibration_loop() {
    std::uint64_t x = 0x9E3779B97F4A7C15ULL, sum = 0;
    for (int i = 0; i < 40'000'000; ++i) {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        sum += x >> 60;
    }
    return sum ^ x;
}

double thread_cpu_ms() {
    timespec now{};
    ::clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return static_cast<double>(now.tv_sec) * 1e3 + static_cast<double>(now.tv_nsec) / 1e6;
}

}  // namespace

Calibration measure_calibration() {
    Calibration best;
    for (int run = 0; run < 3; ++run) {
        const double start = thread_cpu_ms();
        const std::uint64_t check = calibration_loop();
        const double used = thread_cpu_ms() - start;
        if (run == 0 || used < best.cpu_ms) best = {used, check};
    }
    return best;
}

}  // namespace gridjudge
