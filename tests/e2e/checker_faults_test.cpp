// A package's own checker that fails is the judge's fault, never the contestant's: a checker
// that crashes or never finishes makes the test IE, with a message that says so. The problem
// is a tiny imported-style package (a + b, one test, a testlib-protocol checker compiled by the
// judge in its sandbox), stored directly with Store::add_test_set, then judged through the real
// executable against a correct program.
#include <gtest/gtest.h>

#include "judge/util/files.h"
#include "tests/e2e/checker_package.h"
#include "tests/e2e/e2e_fixture.h"

namespace gridjudge::e2e {
namespace {
namespace fs = std::filesystem;

nlohmann::json judge_a_correct_program(const std::string& problem, const fs::path& database) {
    const fs::path source = scratch_dir() / "plus.cpp";
    write_file_atomic(source,
                      "#include <cstdio>\nint main() { long a, b; if (std::scanf(\"%ld %ld\", &a, "
                      "&b) != 2) return 1; std::printf(\"%ld\\n\", a + b); }\n");
    const testing::ProgramRun run =
        gridjudge({"submit", problem, source.string(), "--db", database.string(), "--json"});
    EXPECT_EQ(run.exit_code, 0) << run.err;
    return parse_json(run);
}

// The control: the same package with a checker that works accepts the program, so the IEs
// below are the checkers' doing.
TEST(CheckerFaults, AWorkingPackageCheckerAcceptsTheProgram) {
    const nlohmann::json result = judge_a_correct_program(
        "goodchecker", database_with_checker("goodchecker",
                                             "#include <fstream>\nint main(int, char** argv) {\n"
                                             "  long got = 0, want = 1; std::ifstream(argv[2]) >> "
                                             "got; std::ifstream(argv[3]) >> want;\n"
                                             "  return got == want ? 0 : 1;\n}\n"));
    ASSERT_EQ(result["tests"].size(), 1u) << result.dump(2);
    EXPECT_EQ(result["verdict"], "AC") << result.dump(2);
}

TEST(CheckerFaults, ACrashingCheckerIsTheJudgesErrorNamingTheSignal) {
    const nlohmann::json result = judge_a_correct_program(
        "crashingchecker", database_with_checker("crashingchecker",
                                                 "int main() {\n  volatile int* p = nullptr;\n"
                                                 "  *p = 1;\n  return 0;\n}\n"));
    ASSERT_EQ(result["tests"].size(), 1u) << result.dump(2);
    EXPECT_EQ(result["verdict"], "IE");
    EXPECT_EQ(result["tests"][0]["verdict"], "IE");
    EXPECT_EQ(result["tests"][0]["message"], "checker crashed (SIGSEGV)");
    EXPECT_EQ(result["score"], 0);
}

// It sleeps: no CPU time, so only the checker's wall-clock limit (twice its CPU time: 3 s here)
// ends it.
TEST(CheckerFaults, ACheckerThatNeverFinishesIsTheJudgesError) {
    const nlohmann::json result = judge_a_correct_program(
        "sleepingchecker",
        database_with_checker("sleepingchecker",
                              "#include <unistd.h>\nint main() {\n  for (;;) pause();\n}\n",
                              1'500));
    ASSERT_EQ(result["tests"].size(), 1u) << result.dump(2);
    EXPECT_EQ(result["verdict"], "IE");
    EXPECT_EQ(result["tests"][0]["verdict"], "IE");
    EXPECT_EQ(result["tests"][0]["message"], "checker timed out");
}

// A correct checker that needs 1.5 s of CPU time a test (a real one, NWERC 2022's "E", needs
// 11 s on this host for an output of a million edges): given less by its package it is the
// judge's error, given the default (60 s, Kattis's validation_time) it judges.
TEST(CheckerFaults, ASlowCheckerGetsTheCheckerTimeItsPackageGives) {
    const std::string slow_checker =
        "#include <ctime>\n#include <fstream>\nint main(int, char** argv) {\n"
        "  while (std::clock() < 3 * CLOCKS_PER_SEC / 2) {}\n"
        "  long got = 0, want = 1; std::ifstream(argv[2]) >> got; std::ifstream(argv[3]) >> "
        "want;\n  return got == want ? 0 : 1;\n}\n";
    const nlohmann::json cut = judge_a_correct_program(
        "slowchecker", database_with_checker("slowchecker", slow_checker, 500));
    ASSERT_EQ(cut["tests"].size(), 1u) << cut.dump(2);
    EXPECT_EQ(cut["tests"][0]["verdict"], "IE");
    EXPECT_EQ(cut["tests"][0]["message"], "checker timed out");
    const nlohmann::json given = judge_a_correct_program(
        "slowcheckergiven", database_with_checker("slowcheckergiven", slow_checker));
    ASSERT_EQ(given["tests"].size(), 1u) << given.dump(2);
    EXPECT_EQ(given["verdict"], "AC") << given.dump(2);
}

}  // namespace
}  // namespace gridjudge::e2e
