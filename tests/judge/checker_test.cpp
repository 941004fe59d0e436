// Checkers as the judge calls them: built-in ones in its own process, external ones through the
// testlib protocol (exit codes, message, partial points, timeout), and the jury's faults as IE.
#include <gtest/gtest.h>
#include <sys/stat.h>

#include "judge/core/checker.h"
#include "judge/core/files.h"

namespace gridjudge {
namespace {

namespace fs = std::filesystem;

class CheckerTest : public ::testing::Test {
  protected:
    fs::path file(const std::string& name, const std::string& text) {
        const fs::path path = dir_.path() / name;
        write_file_atomic(path, text);
        return path;
    }

    // An external checker: a shell script with `body` (it gets input output answer as $1 $2 $3).
    fs::path script(const std::string& body) {
        const fs::path path = file("checker.sh", "#!/bin/sh\n" + body + "\n");
        ::chmod(path.c_str(), 0755);
        return path;
    }

    CheckerOutcome check(const Checker& checker, const std::string& output) {
        return checker.check(file("in", "1 1 1\n"), file("out", output), file("ans", "3\n-1\n"));
    }

    TempDir dir_{"gridjudge-checker-test-"};
};

TEST_F(CheckerTest, BuiltInTokensRunsInProcess) {
    const Checker tokens("tokens");
    const CheckerOutcome ok = check(tokens, "3 -1");
    EXPECT_EQ(ok.verdict, Verdict::AC);
    EXPECT_EQ(ok.fraction, 1);
    const CheckerOutcome wrong = check(tokens, "3\n4\n");
    EXPECT_EQ(wrong.verdict, Verdict::WA);
    EXPECT_EQ(wrong.message, "token 2 (line 2): expected -1, got '4'");
}

TEST_F(CheckerTest, UnknownBuiltInIsTheJudgesFault) {
    const CheckerOutcome outcome = check(Checker("nosuch"), "3 -1");
    EXPECT_EQ(outcome.verdict, Verdict::IE);
    EXPECT_EQ(outcome.message, "no built-in checker is named 'nosuch'");
}

TEST_F(CheckerTest, ExternalCheckerExitCodesAndMessage) {
    const Checker accepts(script("echo 'fine' >&2; exit 0").string());
    EXPECT_EQ(check(accepts, "").verdict, Verdict::AC);
    EXPECT_EQ(check(accepts, "").message, "fine");
    const CheckerOutcome wrong =
        check(Checker(script("echo 'line 2 differs' >&2; exit 1").string()), "");
    EXPECT_EQ(wrong.verdict, Verdict::WA);
    EXPECT_EQ(wrong.message, "line 2 differs");
    EXPECT_EQ(check(Checker(script("exit 2").string()), "").verdict, Verdict::PE);
    const CheckerOutcome fail =
        check(Checker(script("echo 'bad answer' >&2; exit 3").string()), "");
    EXPECT_EQ(fail.verdict, Verdict::IE);
    EXPECT_EQ(fail.message, "checker failure (jury's fault): bad answer");
}

TEST_F(CheckerTest, ExternalCheckerReadsTheThreeFilesInOrder) {
    const Checker same_as_answer(script("cmp -s \"$2\" \"$3\"").string());
    EXPECT_EQ(check(same_as_answer, "3\n-1\n").verdict, Verdict::AC);
    EXPECT_EQ(check(same_as_answer, "3\n").verdict, Verdict::WA);
}

TEST_F(CheckerTest, ExternalPartialPoints) {
    const CheckerOutcome half = check(Checker(script("echo '0.5 half' >&2; exit 7").string()), "");
    EXPECT_EQ(half.verdict, Verdict::WA);
    EXPECT_DOUBLE_EQ(half.fraction, 0.5);
    const CheckerOutcome nonsense = check(Checker(script("echo 'lots' >&2; exit 7").string()), "");
    EXPECT_EQ(nonsense.verdict, Verdict::IE);
}

TEST_F(CheckerTest, ExternalCheckerThatHangsTimesOut) {
    const CheckerOutcome outcome =
        run_checker(script("exec sleep 30"), file("in", ""), file("out", ""), file("ans", ""),
                    std::chrono::milliseconds(300));
    EXPECT_EQ(outcome.verdict, Verdict::IE);
    EXPECT_EQ(outcome.message, "checker timed out");
}

}  // namespace
}  // namespace gridjudge
