// One test, start to verdict (judge/judging/batch_test_judge.h), with a FakeBoxRunner playing the
// program: the limits the box gets, the run verdicts, file I/O with its hostile cases, and the
// checker.
#include "judge/judging/batch_test_judge.h"

#include <gtest/gtest.h>

#include "tests/judging/fakes.h"

namespace gridjudge {
namespace {

namespace fs = std::filesystem;
using testing::FakeBoxRunner;
using testing::printed;

class TestRunnerTest : public ::testing::Test {
  protected:
    JudgeSettings settings(IoMode mode) {
        JudgeSettings s;
        s.time_limit_ms = 1000;
        s.wall_limit_ms = 2000;
        s.memory_limit_mib = 64;
        s.output_limit_mib = 8;
        if (mode == IoMode::File) s.io = {IoMode::File, "sum.in", "sum.out"};
        return s;
    }

    TestOutcome run(FakeBoxRunner& runner, const JudgeSettings& judged) {
        const BatchTestJudge test_runner(runner, *tokens_,
                                         {artifacts_.path(), {"./main"}, 64, {}, {}}, judged);
        const fs::path scratch = dir_.path() / std::to_string(++runs_);
        fs::create_directories(scratch);
        const fs::path input = dir_.path() / "input";
        const fs::path answer = dir_.path() / "answer";
        write_file_atomic(input, "1 2\n");
        write_file_atomic(answer, "3\n");
        return test_runner.run({"01", input, answer}, scratch);
    }

    TempDir dir_{"gridjudge-runner-test-"};
    TempDir artifacts_{"gridjudge-runner-artifacts-"};
    std::unique_ptr<BuiltinChecker> tokens_ = BuiltinChecker::find("tokens");
    int runs_ = 0;
};

TEST_F(TestRunnerTest, TheBoxGetsTheSettingsLimitsAndTheProgramsFiles) {
    write_file_atomic(artifacts_.path() / "main", "binary");
    FakeBoxRunner runner([](const sandbox::RunSpec& spec) { return printed(spec, "3\n"); });
    const TestOutcome outcome = run(runner, settings(IoMode::Stdio));
    EXPECT_EQ(outcome.verdict, Verdict::AC);
    EXPECT_EQ(outcome.fraction, 1);
    const sandbox::RunSpec& spec = runner.calls.front();
    EXPECT_EQ(spec.argv, std::vector<std::string>{"./main"});
    EXPECT_EQ(spec.limits.cpu_ms, 1000);
    EXPECT_EQ(spec.limits.wall_ms, 2000);
    EXPECT_EQ(spec.limits.memory_kib, 64 * 1024);
    EXPECT_EQ(spec.limits.output_kib, 8 * 1024);
    EXPECT_EQ(spec.limits.processes, 64);
    EXPECT_EQ(spec.profile, sandbox::Profile::Run);
    EXPECT_EQ(read_file(spec.box_dir / "main"), "binary");
    EXPECT_FALSE(fs::exists(spec.box_dir / "answer"));  // the answer never enters the box
}

TEST_F(TestRunnerTest, AWrongAnswerShowsWhereItDepartsFromTheAnswer) {
    FakeBoxRunner runner([](const sandbox::RunSpec& spec) { return printed(spec, "4\n"); });
    const TestOutcome outcome = run(runner, settings(IoMode::Stdio));
    EXPECT_EQ(outcome.verdict, Verdict::WA);
    EXPECT_EQ(outcome.message, "token 1 (line 1): expected 3, got '4'");
    EXPECT_EQ(outcome.diff_line, 1);
    EXPECT_EQ(outcome.diff_expected, "3");
    EXPECT_EQ(outcome.diff_got, "4");
}

TEST_F(TestRunnerTest, FileIoJudgesTheOutputFileAndGivesTheInputBothWays) {
    FakeBoxRunner runner([](const sandbox::RunSpec& spec) {
        EXPECT_EQ(read_file(spec.box_dir / "sum.in"), "1 2\n");
        EXPECT_EQ(read_file(spec.stdin_path), "1 2\n");
        write_file_atomic(spec.box_dir / "sum.out", "3\n");
        return printed(spec, "debug output\n");
    });
    EXPECT_EQ(run(runner, settings(IoMode::File)).verdict, Verdict::AC);
}

TEST_F(TestRunnerTest, AnswersOnStdoutInFileModeSayHowToJudgeThemThatWay) {
    FakeBoxRunner runner([](const sandbox::RunSpec& spec) { return printed(spec, "3\n"); });
    const TestOutcome outcome = run(runner, settings(IoMode::File));
    EXPECT_EQ(outcome.verdict, Verdict::WA);
    EXPECT_EQ(outcome.message,
              "the program wrote its answer to standard output, but this problem is judged by "
              "the file sum.out, which it did not create; to judge standard output instead, "
              "judge it again with --io stdio");
}

TEST_F(TestRunnerTest, AnOutputFileThatIsALinkIsNeverFollowed) {
    FakeBoxRunner runner([this](const sandbox::RunSpec& spec) {
        fs::create_symlink(dir_.path() / "answer", spec.box_dir / "sum.out");
        return printed(spec, "");
    });
    const TestOutcome outcome = run(runner, settings(IoMode::File));
    EXPECT_EQ(outcome.verdict, Verdict::WA);
    EXPECT_EQ(outcome.message,
              "the program did not create sum.out as a regular file (this problem uses file "
              "input/output)");
}

// A program ignoring SIGXFSZ exits 0 with its output file cut at the limit.
TEST_F(TestRunnerTest, AnOutputFileThatReachedTheLimitIsOutputLimitExceeded) {
    FakeBoxRunner runner([](const sandbox::RunSpec& spec) {
        write_file_atomic(spec.box_dir / "sum.out", std::string(8 << 20, '3'));
        return printed(spec, "");
    });
    const TestOutcome outcome = run(runner, settings(IoMode::File));
    EXPECT_EQ(outcome.verdict, Verdict::OLE);
    EXPECT_EQ(outcome.message, "output exceeded 8 MiB");
    runner.behave([](const sandbox::RunSpec& spec) {
        write_file_atomic(spec.box_dir / "sum.out", std::string((8 << 20) - 3, ' ') + "3\n");
        return printed(spec, "");
    });
    EXPECT_EQ(run(runner, settings(IoMode::File)).verdict, Verdict::AC);  // just under: judged
}

TEST_F(TestRunnerTest, RunVerdictsComeBeforeTheChecker) {
    FakeBoxRunner runner([](const sandbox::RunSpec& spec) {
        sandbox::RunResult result = printed(spec, "3\n");
        result.signal = 11;
        return result;
    });
    const TestOutcome crashed = run(runner, settings(IoMode::Stdio));
    EXPECT_EQ(crashed.verdict, Verdict::RE);
    EXPECT_EQ(crashed.message, "killed by signal 11 (SIGSEGV)");
    EXPECT_EQ(crashed.signal, 11);
    runner.behave([](const sandbox::RunSpec& spec) {
        sandbox::RunResult result = printed(spec, "3\n", 1003);
        result.cpu_limit_exceeded = true;
        result.stopped = sandbox::Stop::CpuLimit;
        result.signal = 9;
        return result;
    });
    const TestOutcome slow = run(runner, settings(IoMode::Stdio));
    EXPECT_EQ(slow.verdict, Verdict::TLE);
    EXPECT_EQ(slow.message, "CPU time over the limit of 1000 ms (stopped at 1003 ms)");
    EXPECT_FALSE(slow.measured_beyond_limit);
}

// A program that exits 0 at 1002 ms was not stopped: its time is its whole run's, and it reads so.
TEST_F(TestRunnerTest, ATleThatEndedByItselfIsMeasuredToItsEnd) {
    FakeBoxRunner runner([](const sandbox::RunSpec& spec) {
        sandbox::RunResult result = printed(spec, "3\n", 1002);
        result.cpu_limit_exceeded = true;  // the sandbox's flag: over the limit
        return result;
    });
    const TestOutcome outcome = run(runner, settings(IoMode::Stdio));
    EXPECT_EQ(outcome.verdict, Verdict::TLE);
    EXPECT_EQ(outcome.message,
              "CPU time 1002 ms exceeded the limit of 1000 ms (measured to the end)");
    EXPECT_TRUE(outcome.measured_beyond_limit);
}

TEST_F(TestRunnerTest, ATleIsMeasuredToItsEndWhenAsked) {
    JudgeSettings measured = settings(IoMode::Stdio);
    measured.measure_tle_up_to_ms = 10'000;
    FakeBoxRunner runner([](const sandbox::RunSpec& spec) {
        EXPECT_EQ(spec.limits.cpu_ms, 10'000);  // the box may run on to the cap
        return printed(spec, "3\n", 2345);
    });
    const TestOutcome outcome = run(runner, measured);
    EXPECT_EQ(outcome.verdict, Verdict::TLE);
    EXPECT_EQ(outcome.cpu_ms, 2345);
    EXPECT_TRUE(outcome.measured_beyond_limit);
    EXPECT_EQ(outcome.message,
              "CPU time 2345 ms exceeded the limit of 1000 ms (measured to the end)");
}

}  // namespace
}  // namespace gridjudge
