// Checkers as the judge calls them: built-in ones in its own process; a package's own checker
// through the sandbox (a FakeBoxRunner here, playing the checker) under the testlib, Kattis,
// Lemon and CMS protocols; and every fault of the jury's program as IE.
#include "judge/judging/checker.h"

#include <gtest/gtest.h>

#include "tests/judging/fakes.h"

namespace gridjudge {
namespace {

namespace fs = std::filesystem;

// The package's checker time (limits.checker_time_ms) the tests give their checkers.
constexpr std::int64_t kCheckerTime = 7'000;
// And its checker memory (limits.checker_memory_mib, Kattis's validation_memory).
constexpr std::int64_t kCheckerMemory = 2'048;
using testing::FakeBoxRunner;

class CheckerTest : public ::testing::Test {
  protected:
    fs::path file(const std::string& name, const std::string& text) {
        const fs::path path = dir_.path() / name;
        write_file_atomic(path, text);
        return path;
    }

    CheckerOutcome check(const Checker& checker, const std::string& output) {
        const fs::path scratch = dir_.path() / ("scratch" + std::to_string(++checks_));
        fs::create_directories(scratch);
        return checker.check(
            {file("in", "1 1 1\n"), file("out", output), file("ans", "3\n-1\n"), scratch});
    }

    // The package's checker, compiled: its box gets the file "main" and runs ./main.
    ExternalChecker external(Protocol protocol, FakeBoxRunner& runner) {
        write_file_atomic(artifacts_.path() / "main", "compiled checker");
        return ExternalChecker(protocol, {artifacts_.path(), {"./main"}, 16, {}, {}}, {"--flag"},
                               kCheckerTime, kCheckerMemory, runner);
    }

    TempDir dir_{"gridjudge-checker-test-"};
    TempDir artifacts_{"gridjudge-checker-artifacts-"};
    int checks_ = 0;
};

sandbox::RunResult exits(const sandbox::RunSpec& spec, int code, const std::string& stderr_text) {
    write_file_atomic(spec.stderr_path, stderr_text);
    sandbox::RunResult result;
    result.exit_code = code;
    return result;
}

TEST_F(CheckerTest, BuiltInTokensRunsInProcessAndHasOneRightAnswer) {
    const auto tokens = BuiltinChecker::find("tokens");
    ASSERT_TRUE(tokens);
    EXPECT_TRUE(tokens->answer_is_unique());
    const CheckerOutcome ok = check(*tokens, "3 -1");
    EXPECT_EQ(ok.verdict, Verdict::AC);
    EXPECT_EQ(ok.fraction, 1);
    const CheckerOutcome wrong = check(*tokens, "3\n4\n");
    EXPECT_EQ(wrong.verdict, Verdict::WA);
    EXPECT_EQ(wrong.message, "token 2 (line 2): expected -1, got '4'");
    EXPECT_FALSE(BuiltinChecker::find("wallpusher")->answer_is_unique());
    EXPECT_EQ(BuiltinChecker::find("nosuch"), nullptr);
}

TEST_F(CheckerTest, TestlibExitCodesAndMessage) {
    FakeBoxRunner runner([](const sandbox::RunSpec& spec) { return exits(spec, 0, "fine\n"); });
    const ExternalChecker checker = external(Protocol::Testlib, runner);
    EXPECT_EQ(check(checker, "").verdict, Verdict::AC);
    EXPECT_EQ(check(checker, "").message, "fine");
    // Called as `checker input output answer FLAGS` in a box holding those three files.
    const sandbox::RunSpec& call = runner.calls.back();
    EXPECT_EQ(call.argv,
              (std::vector<std::string>{"./main", "input", "output", "answer", "--flag"}));
    EXPECT_TRUE(fs::exists(call.box_dir / "main"));
    EXPECT_EQ(read_file(call.box_dir / "answer"), "3\n-1\n");

    runner.behave([](const auto& spec) { return exits(spec, 1, "line 2 differs"); });
    EXPECT_EQ(check(checker, "").verdict, Verdict::WA);
    EXPECT_EQ(check(checker, "").message, "line 2 differs");
    runner.behave([](const auto& spec) { return exits(spec, 2, ""); });
    EXPECT_EQ(check(checker, "").verdict, Verdict::PE);
    runner.behave([](const auto& spec) { return exits(spec, 3, "bad answer"); });
    EXPECT_EQ(check(checker, "").verdict, Verdict::IE);
    EXPECT_EQ(check(checker, "").message, "checker failure (jury's fault): bad answer");
    runner.behave([](const auto& spec) { return exits(spec, 7, "points 0.5 half right"); });
    EXPECT_EQ(check(checker, "").verdict, Verdict::WA);
    EXPECT_DOUBLE_EQ(check(checker, "").fraction, 0.5);
    runner.behave([](const auto& spec) { return exits(spec, 7, "lots"); });
    EXPECT_EQ(check(checker, "").verdict, Verdict::IE);
}

TEST_F(CheckerTest, KattisValidatorReadsTheOutputOnStdinAndAnswersByExitCode) {
    FakeBoxRunner runner([](const sandbox::RunSpec& spec) {
        write_file_atomic(spec.box_dir / "feedback" / "judgemessage.txt", "wrong sum\n");
        return exits(spec, 43, "");
    });
    const ExternalChecker validator = external(Protocol::Kattis, runner);
    const CheckerOutcome rejected = check(validator, "7\n");
    EXPECT_EQ(rejected.verdict, Verdict::WA);
    EXPECT_EQ(rejected.message, "wrong sum");
    const sandbox::RunSpec& call = runner.calls.back();
    EXPECT_EQ(call.argv,
              (std::vector<std::string>{"./main", "input", "answer", "feedback/", "--flag"}));
    EXPECT_EQ(read_file(call.stdin_path), "7\n");
    // The package's checker time, and twice that of wall time.
    EXPECT_EQ(call.limits.cpu_ms, kCheckerTime);
    EXPECT_EQ(call.limits.wall_ms, 2 * kCheckerTime);
    EXPECT_EQ(call.limits.memory_kib, kCheckerMemory * 1024);
    EXPECT_EQ(fs::status(call.box_dir / "feedback").permissions() & fs::perms::others_write,
              fs::perms::others_write);

    runner.behave([](const auto& spec) { return exits(spec, 42, ""); });
    EXPECT_EQ(check(validator, "").verdict, Verdict::AC);
    runner.behave([](const auto& spec) {
        write_file_atomic(spec.box_dir / "feedback" / "score.txt", "0.25\n");
        return exits(spec, 42, "");
    });
    EXPECT_DOUBLE_EQ(check(validator, "").fraction, 0.25);
    runner.behave([](const auto& spec) { return exits(spec, 1, ""); });
    EXPECT_EQ(check(validator, "").verdict, Verdict::IE);
    EXPECT_EQ(check(validator, "").message,
              "output validator exited with 1 (42 accepts, 43 rejects): ");
}

TEST_F(CheckerTest, LemonSpecialJudgeWritesItsScoreOutOfTheFullScore) {
    FakeBoxRunner runner([](const sandbox::RunSpec& spec) {
        write_file_atomic(spec.box_dir / spec.argv[5], "40\n");
        write_file_atomic(spec.box_dir / spec.argv[6], "almost\n");
        return exits(spec, 0, "");
    });
    const CheckerOutcome partial = check(external(Protocol::Lemon, runner), "");
    EXPECT_EQ(runner.calls.back().argv,
              (std::vector<std::string>{"./main", "input", "output", "answer", "100", "score.txt",
                                        "message.txt", "--flag"}));
    EXPECT_EQ(partial.verdict, Verdict::WA);
    EXPECT_DOUBLE_EQ(partial.fraction, 0.4);
    EXPECT_EQ(partial.message, "almost");
    runner.behave([](const auto& spec) { return exits(spec, 0, ""); });
    EXPECT_EQ(check(external(Protocol::Lemon, runner), "").verdict, Verdict::IE);
}

// A CMS comparator gets the jury's answer before the contestant's output, prints the fraction on
// stdout and says why on stderr, where CMS's translation keys read as CMS shows them.
TEST_F(CheckerTest, CmsComparatorPrintsItsFractionOnStdout) {
    FakeBoxRunner runner([](const sandbox::RunSpec& spec) {
        write_file_atomic(spec.stdout_path, "0.5\n");
        return exits(spec, 0, "translate:partial\n");
    });
    const ExternalChecker checker = external(Protocol::Cms, runner);
    const CheckerOutcome partial = check(checker, "3\n");
    EXPECT_EQ(runner.calls.back().argv,
              (std::vector<std::string>{"./main", "input", "answer", "output", "--flag"}));
    EXPECT_EQ(read_file(runner.calls.back().box_dir / "output"), "3\n");
    EXPECT_EQ(partial.verdict, Verdict::WA);
    EXPECT_DOUBLE_EQ(partial.fraction, 0.5);
    EXPECT_EQ(partial.message, "Output is partially correct");

    runner.behave([](const auto& spec) {
        write_file_atomic(spec.stdout_path, "1.0\n");
        return exits(spec, 0, "translate:success\n");
    });
    const CheckerOutcome right = check(checker, "");
    EXPECT_EQ(right.verdict, Verdict::AC);
    EXPECT_EQ(right.message, "Output is correct");
    runner.behave([](const auto& spec) {
        write_file_atomic(spec.stdout_path, "0\n");
        return exits(spec, 0, "line 2 differs\n");
    });
    const CheckerOutcome wrong = check(checker, "");
    EXPECT_EQ(wrong.verdict, Verdict::WA);
    EXPECT_EQ(wrong.fraction, 0);
    EXPECT_EQ(wrong.message, "line 2 differs");

    // Outside the protocol: the judge's fault.
    runner.behave([](const auto& spec) {
        write_file_atomic(spec.stdout_path, "1.5\n");
        return exits(spec, 0, "");
    });
    EXPECT_EQ(check(checker, "").verdict, Verdict::IE);
    EXPECT_EQ(check(checker, "").message, "checker printed no fraction in [0, 1] on stdout: '1.5'");
    runner.behave([](const auto& spec) {
        write_file_atomic(spec.stdout_path, "ok\n");
        return exits(spec, 0, "");
    });
    EXPECT_EQ(check(checker, "").message, "checker printed no fraction in [0, 1] on stdout: 'ok'");
    runner.behave([](const auto& spec) { return exits(spec, 1, "cannot open answer"); });
    EXPECT_EQ(check(checker, "").verdict, Verdict::IE);
    EXPECT_EQ(check(checker, "").message,
              "checker exited with 1 (CMS comparators exit 0): cannot open answer");
}

TEST_F(CheckerTest, ACheckerThatCrashesTimesOutOrCannotRunIsTheJudgesFault) {
    FakeBoxRunner runner([](const sandbox::RunSpec&) {
        sandbox::RunResult result;
        result.signal = 11;
        return result;
    });
    const ExternalChecker checker = external(Protocol::Testlib, runner);
    EXPECT_EQ(check(checker, "").verdict, Verdict::IE);
    EXPECT_EQ(check(checker, "").message, "checker crashed (SIGSEGV)");
    runner.behave([](const sandbox::RunSpec&) {
        sandbox::RunResult result;
        result.cpu_limit_exceeded = true;
        return result;
    });
    EXPECT_EQ(check(checker, "").message, "checker timed out");
    runner.behave([](const sandbox::RunSpec&) {
        sandbox::RunResult result;
        result.error = "clone: out of memory";
        return result;
    });
    EXPECT_EQ(check(checker, "").message, "checker sandbox failed: clone: out of memory");
    // A checker that wrote past its file size limit reached a limit, like a generator that did
    // (jury_program_failure); the signal the limit sends is not a crash of its own.
    runner.behave([](const sandbox::RunSpec&) {
        sandbox::RunResult result;
        result.output_limit_exceeded = true;
        result.signal = 25;
        return result;
    });
    EXPECT_EQ(check(checker, "").verdict, Verdict::IE);
    EXPECT_EQ(check(checker, "").message, "checker exceeded its output limit");
}

}  // namespace
}  // namespace gridjudge
