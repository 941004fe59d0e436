// A program that goes over its CPU limit and reaches its memory limit a moment later, sooner
// than the watcher's next look: the verdict rule (judge/run/run_verdict.h) must give it one
// verdict on every run, whichever stop lands first. (It got MLE on some runs and TLE on others.)
// Timing-sensitive by design: labelled "timing".
#include <signal.h>

#include <algorithm>
#include <cstdint>

#include <string>

#include <gtest/gtest.h>

#include "judge/run/run_verdict.h"
#include "judge/sandbox/sandbox.h"
#include "tests/sandbox/sandbox_fixture.h"

namespace gridjudge::sandbox {
namespace {

// 63 MiB written (with the program's own pages, a peak at the 64 MiB limit), then the CPU limit
// and 1 ms more, then 16 MiB more if it is not stopped yet: every run ends over both limits,
// the way the runs did (1004-1010 ms, 65.2-65.6 MB). The old rule (memory first) made
// them all MLE here, and MLE or TLE by chance where the peak was reached only around the stop.
TEST_F(SandboxTest, OverTheCpuLimitThenAtTheMemoryLimitIsTleOnEveryRun) {
    // The first 63 MiB must be written well within the CPU limit, and a page's first write costs
    // very different CPU on different hosts (in one virtual machine here about 4 ms a MiB, so
    // 63 MiB took more than 200 ms and every run was stopped half-way through writing them):
    // the limit is twice what writing up to the memory limit costs on this host, and at least
    // 200 ms. Measured by a run that writes until the memory limit kills it.
    const RunResult writing =
        run_hostile("memory_after_time", {"0", "96", "0"}, limits(5000, 10000, 64));
    ASSERT_TRUE(writing.memory_limit_exceeded) << "peak " << writing.memory_kib << " KiB";
    const std::int64_t cpu_limit =
        std::max<std::int64_t>(200, (2 * writing.cpu_ms + 99) / 100 * 100);
    const Limits run_limits = limits(cpu_limit, std::max<std::int64_t>(2000, 4 * cpu_limit), 64);
    const std::string until = std::to_string(cpu_limit);
    for (int attempt = 1; attempt <= 5; ++attempt) {
        SCOPED_TRACE("run " + std::to_string(attempt));
        const RunResult result = run_hostile("memory_after_time", {until, "63", "16"}, run_limits);
        ASSERT_EQ(result.error, "");
        EXPECT_EQ(result.signal, SIGKILL);
        EXPECT_GT(result.cpu_ms, cpu_limit);
        EXPECT_TRUE(result.memory_limit_exceeded)
            << "peak " << result.memory_kib << " KiB, " << result.cpu_ms << " ms of CPU, stopped "
            << static_cast<int>(result.stopped);
        const std::optional<RunVerdict> decided = decide_run_verdict(result, run_limits);
        ASSERT_TRUE(decided.has_value());
        EXPECT_EQ(decided->verdict, Verdict::TLE);
        // Which stop landed first shows only in the message's end.
        const std::string stopped_at = "CPU time over the limit of " + until + " ms (stopped at " +
                                       std::to_string(result.cpu_ms) + " ms";
        EXPECT_EQ(decided->message,
                  stopped_at +
                      (result.stopped == Stop::CpuLimit ? ")" : ", on reaching the memory limit)"));
        EXPECT_TRUE(stopped_at_limit(result));
    }
}

// Reaching the memory limit well within the CPU limit is MLE, as before.
TEST_F(SandboxTest, AtTheMemoryLimitWithinTheCpuLimitIsMle) {
    const Limits run_limits = limits(1000, 2000, 64);
    const RunResult result = run_hostile("memory_after_time", {"10", "61", "16"}, run_limits);
    expect_outcome(result, {.signal = SIGKILL, .memory = true});
    const std::optional<RunVerdict> decided = decide_run_verdict(result, run_limits);
    ASSERT_TRUE(decided.has_value());
    EXPECT_EQ(decided->verdict, Verdict::MLE);
    EXPECT_EQ(decided->message, "memory peak " + std::to_string(result.memory_kib / 1024) +
                                    " MiB reached the limit of 64 MiB");
}

}  // namespace
}  // namespace gridjudge::sandbox
