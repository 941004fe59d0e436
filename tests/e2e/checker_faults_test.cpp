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

// It sleeps: no CPU time, so only the checker's wall-clock limit (20 s) ends it.
TEST(CheckerFaults, ACheckerThatNeverFinishesIsTheJudgesError) {
    const nlohmann::json result = judge_a_correct_program(
        "sleepingchecker",
        database_with_checker("sleepingchecker",
                              "#include <unistd.h>\nint main() {\n  for (;;) pause();\n}\n"));
    ASSERT_EQ(result["tests"].size(), 1u) << result.dump(2);
    EXPECT_EQ(result["verdict"], "IE");
    EXPECT_EQ(result["tests"][0]["verdict"], "IE");
    EXPECT_EQ(result["tests"][0]["message"], "checker timed out");
}

}  // namespace
}  // namespace gridjudge::e2e
