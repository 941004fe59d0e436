// A package's own checker that fails is the judge's fault, never the contestant's: a checker
// that crashes or never finishes makes the test IE, with a message that says so. The problem
// is a tiny imported-style package (a + b, one test, a testlib-protocol checker compiled by the
// judge in its sandbox), stored directly with Store::add_test_set, then judged through the real
// executable against a correct program.
#include <gtest/gtest.h>

#include "db/store.h"
#include "judge/model/package_json.h"
#include "judge/util/files.h"
#include "tests/e2e/e2e_fixture.h"

namespace gridjudge::e2e {
namespace {
namespace fs = std::filesystem;

// Stores problem `id` (a + b, one test worth 100) with `checker_source` as its testlib checker,
// in a fresh database; returns the database's path.
fs::path database_with_checker(const std::string& id, const std::string& checker_source) {
    const fs::path folder = scratch_dir() / ("package-" + id);
    fs::create_directories(folder / "tests");
    write_file_atomic(folder / "tests/1.in", "1 2\n");
    write_file_atomic(folder / "tests/1.ans", "3\n");
    write_file_atomic(folder / "checker.cpp", checker_source);

    ProblemPackage package;
    package.id = id;
    package.title = "A plus B, checker " + id;
    package.limits.time_ms = 1000;
    package.limits.memory_mib = 64;
    package.checker = {Protocol::Testlib, "", "checker.cpp", "", {}};
    package.groups = {{"all", 100, Aggregation::EachTest, {}}};
    PackageTest test;
    test.name = "1";
    test.group = "all";
    test.points = 100;
    test.input = "tests/1.in";
    test.answer = "tests/1.ans";
    test.input_sha256 = sha256_hex(read_file(folder / test.input));
    test.answer_sha256 = sha256_hex(read_file(folder / test.answer));
    package.tests = {test};

    db::NewTestSet set;
    set.problem_id = id;
    set.title = package.title;
    set.package_dir = folder.string();
    set.package_json = write_package_json(package);
    db::TestRecord row;
    row.position = 1;
    row.name = test.name;
    row.group = test.group;
    row.points = test.points;
    row.input_sha256 = test.input_sha256;
    row.answer_sha256 = test.answer_sha256;
    set.tests = {row};
    const std::string checker_sha256 = sha256_hex(checker_source);
    set.files = {{"checker.cpp", checker_sha256, static_cast<std::int64_t>(checker_source.size())}};
    set.blob_files = {{test.input_sha256, folder / test.input},
                      {test.answer_sha256, folder / test.answer},
                      {checker_sha256, folder / "checker.cpp"}};

    const fs::path database = scratch_dir() / (id + ".db");
    db::open_store(database.string())->add_test_set(set);
    return database;
}

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
