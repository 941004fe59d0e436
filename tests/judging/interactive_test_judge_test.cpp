// Who ended first, in an interactive test (judge/judging/interactive_test_judge.h): decided by the
// moments each box reaped its program, never by when the two runs came back to the judge, which
// on a loaded machine may come in either order. A fake runner plays both boxes, returning in the
// order opposite to their reaps.
#include "judge/judging/interactive_test_judge.h"

#include <gtest/gtest.h>

#include <chrono>
#include <thread>

#include "judge/util/files.h"
#include "tests/judging/fakes.h"

namespace gridjudge {
namespace {

namespace fs = std::filesystem;
using namespace std::chrono_literals;

// The reap stamps and exit codes of the two boxes, and which run returns late.
struct Ending {
    std::int64_t program_reaped_ns = 0, interactor_reaped_ns = 0;
    bool program_returns_late = false;
};

sandbox::RunResult ended(std::int64_t reaped_ns, int exit_code) {
    sandbox::RunResult result;
    result.cpu_ms = 10;
    result.wall_ms = 12;
    result.memory_kib = 2048;
    result.exit_code = exit_code;
    result.steps.exec_called = 1'000;
    result.steps.program_ended = reaped_ns;
    return result;
}

class InteractiveEndingTest : public ::testing::Test {
  protected:
    // The program exits with 1; the testlib interactor exits with 1 (WA) saying why.
    TestOutcome run(const Ending& ending) {
        testing::FakeBoxRunner runner([&](const sandbox::RunSpec& spec) {
            const bool is_interactor = spec.argv.size() > 1 && spec.argv[1] == "input";
            if (is_interactor) {
                write_file_atomic(spec.stderr_path, "wrong answer expected a guess, got '!'");
                if (!ending.program_returns_late) std::this_thread::sleep_for(300ms);
                return ended(ending.interactor_reaped_ns, 1);
            }
            if (ending.program_returns_late) std::this_thread::sleep_for(300ms);
            return ended(ending.program_reaped_ns, 1);
        });
        JudgeSettings settings;
        settings.time_limit_ms = 1000;
        settings.wall_limit_ms = 2000;
        settings.memory_limit_mib = 64;
        settings.output_limit_mib = 8;
        InteractorProgram interactor{Protocol::Testlib, {artifacts_.path(), {"./main"}}, {}};
        const InteractiveTestJudge judge(runner, interactor, *tokens_,
                                         {artifacts_.path(), {"./main"}}, settings);
        const fs::path scratch = dir_.path() / "scratch";
        fs::create_directories(scratch);
        write_file_atomic(dir_.path() / "input", "5\n");
        write_file_atomic(dir_.path() / "answer", "5\n");
        return judge.run({"01", dir_.path() / "input", dir_.path() / "answer"}, scratch);
    }

    TempDir dir_{"gridjudge-interactive-ending-"};
    TempDir artifacts_{"gridjudge-interactive-artifacts-"};
    std::unique_ptr<BuiltinChecker> tokens_ = BuiltinChecker::find("tokens");
};

// The program's box reaped it first, but its run came back last (its box was slow to report):
// the program's crash came first, and the interactor's complaint followed from it.
TEST_F(InteractiveEndingTest, AProgramReapedFirstIsFirstThoughItsRunReturnsLast) {
    const TestOutcome outcome = run({1'000'000, 2'000'000, true});
    EXPECT_EQ(outcome.verdict, Verdict::RE);
    EXPECT_EQ(outcome.message, "exit code 1");
}

// The interactor's box reaped it first, but its run came back last: its rejection came first and
// stands, whatever the program did afterwards.
TEST_F(InteractiveEndingTest, AnInteractorReapedFirstDecidesThoughItsRunReturnsLast) {
    const TestOutcome outcome = run({2'000'000, 1'000'000, false});
    EXPECT_EQ(outcome.verdict, Verdict::WA);
    EXPECT_EQ(outcome.message, "wrong answer expected a guess, got '!'");
}

}  // namespace
}  // namespace gridjudge
