// The verdict rule of a run (judge/core/run_verdict.h): its order and its messages.
#include "judge/core/run_verdict.h"

#include <gtest/gtest.h>

#include "judge/core/test_selection.h"

namespace gridjudge {
namespace {

sandbox::Limits limits() {
    sandbox::Limits l;
    l.cpu_ms = 1000;
    l.wall_ms = 2000;
    l.memory_kib = 128 * 1024;
    l.output_kib = 1024;
    return l;
}

TEST(DecideRunVerdict, CleanExitGoesToTheChecker) {
    sandbox::RunResult run;
    run.cpu_ms = 999;
    run.memory_kib = 128 * 1024 - 1;
    EXPECT_FALSE(decide_run_verdict(run, limits(), 1000).has_value());
}

TEST(DecideRunVerdict, TheTaskCapIsDecidedFirst) {
    sandbox::RunResult run;
    run.task_limit_exceeded = true;
    run.memory_limit_exceeded = true;  // the refused forks' kernel memory, on a loaded host
    run.cpu_limit_exceeded = true;
    run.signal = 9;
    sandbox::Limits capped = limits();
    capped.processes = 64;
    const auto decided = decide_run_verdict(run, capped, 1000);
    ASSERT_TRUE(decided);
    EXPECT_EQ(decided->verdict, Verdict::RE);
    EXPECT_EQ(decided->message,
              "stopped on reaching the limit of 64 tasks (processes and threads)");
}

TEST(DecideRunVerdict, MemoryIsDecidedBeforeTime) {
    sandbox::RunResult run;
    run.memory_limit_exceeded = true;
    run.cpu_limit_exceeded = true;
    run.signal = 9;
    run.memory_kib = 128 * 1024;
    const auto decided = decide_run_verdict(run, limits(), 1000);
    ASSERT_TRUE(decided);
    EXPECT_EQ(decided->verdict, Verdict::MLE);
    EXPECT_EQ(decided->message, "memory peak 128 MiB reached the limit of 128 MiB");
}

TEST(DecideRunVerdict, ThenTimeThenOutputThenCrash) {
    sandbox::RunResult run;
    run.cpu_ms = 1004;
    run.cpu_limit_exceeded = true;
    run.output_limit_exceeded = true;
    run.signal = 25;
    EXPECT_EQ(decide_run_verdict(run, limits(), 1000)->verdict, Verdict::TLE);
    EXPECT_EQ(decide_run_verdict(run, limits(), 1000)->message,
              "CPU time over the limit of 1000 ms (stopped at 1004 ms)");
    run.cpu_ms = 10;
    run.cpu_limit_exceeded = false;
    run.wall_limit_exceeded = true;
    EXPECT_EQ(decide_run_verdict(run, limits(), 1000)->message,
              "wall time exceeded 2000 ms (the program was waiting, not computing)");
    run.wall_limit_exceeded = false;
    EXPECT_EQ(decide_run_verdict(run, limits(), 1000)->verdict, Verdict::OLE);
    run.output_limit_exceeded = false;
    EXPECT_EQ(decide_run_verdict(run, limits(), 1000)->verdict, Verdict::RE);
    EXPECT_EQ(decide_run_verdict(run, limits(), 1000)->message, "killed by signal 25 (SIGXFSZ)");
    run.signal = 0;
    run.exit_code = 3;
    EXPECT_EQ(decide_run_verdict(run, limits(), 1000)->message, "exit code 3");
}

TEST(DecideRunVerdict, ATleRunLetGoOnIsReportedWithItsRealTime) {
    sandbox::RunResult run;
    run.cpu_ms = 2345;
    // The box ran under a 10 s CPU limit to measure: the program ended by itself at 2345 ms.
    const auto measured = decide_run_verdict(run, limits(), 10'000);
    EXPECT_EQ(measured->verdict, Verdict::TLE);
    EXPECT_EQ(measured->message,
              "CPU time 2345 ms exceeded the limit of 1000 ms (measured to the end)");
    EXPECT_FALSE(stopped_at_limit(run, 10'000));
    run.cpu_ms = 10'004;
    run.cpu_limit_exceeded = true;
    EXPECT_TRUE(stopped_at_limit(run, 10'000));
    EXPECT_EQ(decide_run_verdict(run, limits(), 10'000)->message,
              "CPU time over the limit of 1000 ms (stopped at 10004 ms)");
}

TEST(DecideRunVerdict, SandboxFailureIsNeverTheContestants) {
    sandbox::RunResult run;
    run.error = "clone failed";
    run.signal = 11;
    const auto decided = decide_run_verdict(run, limits(), 1000);
    EXPECT_EQ(decided->verdict, Verdict::IE);
    EXPECT_EQ(decided->message, "sandbox failure: clone failed");
}

TEST(TestSelection, RangesAndErrors) {
    EXPECT_EQ(parse_test_selection("", 3), (std::set<int>{1, 2, 3}));
    EXPECT_EQ(parse_test_selection("1-3,7", 10), (std::set<int>{1, 2, 3, 7}));
    EXPECT_EQ(parse_test_selection("2,2", 10), (std::set<int>{2}));
    try {
        parse_test_selection("0", 20);
        FAIL();
    } catch (const std::invalid_argument& error) {
        EXPECT_STREQ(error.what(), "tests: '0' is not a test position; there are tests 1 to 20");
    }
    EXPECT_THROW(parse_test_selection("3-1", 5), std::invalid_argument);
    EXPECT_THROW(parse_test_selection("1,", 5), std::invalid_argument);
    EXPECT_THROW(parse_test_selection("a", 5), std::invalid_argument);
}

}  // namespace
}  // namespace gridjudge
