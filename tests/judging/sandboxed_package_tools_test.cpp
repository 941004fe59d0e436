// SandboxedPackageTools with a fake compiler and box runner (fakes.h): a package's own program
// (a generator, a validator) that fails is judged by the same rule as a checker or an interactor
// (jury_program_failure), and what it answered (an exit code, a signal) goes to its caller.
#include "judge/package/sandboxed_package_tools.h"

#include <gtest/gtest.h>

#include "judge/util/files.h"
#include "tests/judging/fakes.h"

namespace gridjudge {
namespace {
namespace fs = std::filesystem;
using package::ToolResult;
using testing::FakeBoxRunner;
using testing::FakeCompiler;

class SandboxedPackageToolsTest : public ::testing::Test {
  protected:
    void SetUp() override { write_file_atomic(source_, "int main() {}\n"); }

    ToolResult run_tool() { return tools_.run({source_, "", {}}, {"7"}, {}, {}, {}); }

    TempDir folder_{"gridjudge-tools-unit-"};
    fs::path source_ = folder_.path() / "gen.cpp";
    FakeCompiler compiler_;
    FakeBoxRunner runner_{[](const sandbox::RunSpec&) { return sandbox::RunResult{}; }};
    package::SandboxedPackageTools tools_{compiler_, runner_};
};

TEST_F(SandboxedPackageToolsTest, AToolThatEndedByItselfAnswersWithItsExitCodeOrSignal) {
    runner_.behave([](const sandbox::RunSpec&) {
        sandbox::RunResult run;
        run.exit_code = 3;
        return run;
    });
    const ToolResult exited = run_tool();
    EXPECT_TRUE(exited.ran);
    EXPECT_EQ(exited.exit_code, 3);
    EXPECT_EQ(exited.failure, "");
    ASSERT_EQ(runner_.calls.size(), 1u);
    EXPECT_EQ(runner_.calls[0].argv, (std::vector<std::string>{"./main", "7"}));

    // A validator that aborts has rejected its input: its caller reads the signal.
    runner_.behave([](const sandbox::RunSpec&) {
        sandbox::RunResult run;
        run.signal = 6;
        return run;
    });
    const ToolResult crashed = run_tool();
    EXPECT_TRUE(crashed.ran);
    EXPECT_EQ(crashed.signal, 6);
    EXPECT_EQ(crashed.failure, "");
}

TEST_F(SandboxedPackageToolsTest, AToolStoppedAtItsTaskLimitFailedLikeAnyJuryProgram) {
    // It used to count as having run (the contestant's RE, filtered out), with whatever exit
    // code the stopped run had, where a checker at its task limit is a failure.
    runner_.behave([](const sandbox::RunSpec&) {
        sandbox::RunResult run;
        run.task_limit_exceeded = true;
        run.signal = 9;
        return run;
    });
    const ToolResult result = run_tool();
    EXPECT_FALSE(result.ran);
    EXPECT_EQ(result.failure, "gen.cpp reached its task limit");
}

TEST_F(SandboxedPackageToolsTest, LimitsAndSandboxFailuresAreNamedAsForACheckerOrAnInteractor) {
    runner_.behave([](const sandbox::RunSpec&) {
        sandbox::RunResult run;
        run.cpu_limit_exceeded = true;
        run.cpu_ms = 30'000;
        run.signal = 9;
        return run;
    });
    const ToolResult slow = run_tool();
    EXPECT_FALSE(slow.ran);
    EXPECT_EQ(slow.failure, "gen.cpp timed out");
    EXPECT_EQ(slow.cpu_ms, 30'000);

    runner_.behave([](const sandbox::RunSpec&) {
        sandbox::RunResult run;
        run.memory_limit_exceeded = true;
        run.signal = 9;
        return run;
    });
    EXPECT_EQ(run_tool().failure, "gen.cpp ran out of memory");

    runner_.behave([](const sandbox::RunSpec&) {
        sandbox::RunResult run;
        run.output_limit_exceeded = true;
        run.signal = 25;
        return run;
    });
    EXPECT_EQ(run_tool().failure, "gen.cpp exceeded its output limit");

    runner_.behave([](const sandbox::RunSpec&) {
        sandbox::RunResult run;
        run.error = "clone: out of memory";
        return run;
    });
    const ToolResult failed = run_tool();
    EXPECT_FALSE(failed.ran);
    EXPECT_EQ(failed.failure, "gen.cpp sandbox failed: clone: out of memory");
}

}  // namespace
}  // namespace gridjudge
