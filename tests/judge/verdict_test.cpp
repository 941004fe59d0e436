#include "judge/core/verdict.h"

#include <gtest/gtest.h>

#include "judge/core/scoring.h"
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
    EXPECT_FALSE(decide_run_verdict(run, limits()).has_value());
}

TEST(DecideRunVerdict, MemoryIsDecidedFirst) {
    sandbox::RunResult run;
    run.memory_limit_exceeded = true;
    run.cpu_limit_exceeded = true;
    run.signal = 9;
    run.memory_kib = 128 * 1024;
    auto decided = decide_run_verdict(run, limits());
    ASSERT_TRUE(decided);
    EXPECT_EQ(decided->verdict, Verdict::MLE);
    EXPECT_EQ(decided->message, "memory peak 128 MiB reached the limit of 128 MiB");
}

TEST(DecideRunVerdict, ThenTimeThenOutputThenCrash) {
    sandbox::RunResult run;
    run.cpu_ms = 1001;
    run.output_limit_exceeded = true;
    run.signal = 25;
    EXPECT_EQ(decide_run_verdict(run, limits())->verdict, Verdict::TLE);
    EXPECT_EQ(decide_run_verdict(run, limits())->message,
              "CPU time 1001 ms exceeded the limit of 1000 ms");
    run.cpu_ms = 10;
    run.wall_limit_exceeded = true;
    EXPECT_EQ(decide_run_verdict(run, limits())->verdict, Verdict::TLE);
    run.wall_limit_exceeded = false;
    EXPECT_EQ(decide_run_verdict(run, limits())->verdict, Verdict::OLE);
    run.output_limit_exceeded = false;
    EXPECT_EQ(decide_run_verdict(run, limits())->verdict, Verdict::RE);
    EXPECT_EQ(decide_run_verdict(run, limits())->message, "killed by signal 25 (SIGXFSZ)");
    run.signal = 0;
    run.exit_code = 3;
    EXPECT_EQ(decide_run_verdict(run, limits())->message, "exit code 3");
}

TEST(DecideRunVerdict, SandboxFailureIsNeverTheContestants) {
    sandbox::RunResult run;
    run.error = "clone failed";
    run.signal = 11;
    auto decided = decide_run_verdict(run, limits());
    EXPECT_EQ(decided->verdict, Verdict::IE);
    EXPECT_EQ(decided->message, "sandbox failure: clone failed");
}

TEST(Verdicts, NamesRoundTrip) {
    for (Verdict v : {Verdict::AC, Verdict::WA, Verdict::PE, Verdict::TLE, Verdict::MLE,
                      Verdict::OLE, Verdict::RE, Verdict::IE, Verdict::CE})
        EXPECT_EQ(parse_verdict(verdict_name(v)), v);
    EXPECT_FALSE(parse_verdict("XX"));
}

TEST(Scoring, WorstVerdictAndSumOfPoints) {
    auto outcome = [](Verdict v, int score) {
        TestOutcome o;
        o.verdict = v;
        o.score = score;
        o.max_score = 5;
        return o;
    };
    SubmissionScore all_ok = score_submission({outcome(Verdict::AC, 5), outcome(Verdict::AC, 5)});
    EXPECT_EQ(all_ok.verdict, Verdict::AC);
    EXPECT_EQ(all_ok.score, 10);
    EXPECT_EQ(all_ok.max_score, 10);
    SubmissionScore mixed = score_submission(
        {outcome(Verdict::AC, 5), outcome(Verdict::WA, 0), outcome(Verdict::TLE, 0)});
    EXPECT_EQ(mixed.verdict, Verdict::TLE);
    EXPECT_EQ(mixed.score, 5);
    EXPECT_EQ(score_submission({outcome(Verdict::TLE, 0), outcome(Verdict::IE, 0)}).verdict,
              Verdict::IE);
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
