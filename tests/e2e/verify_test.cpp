// gridjudge verify through the real binary: a Polygon-shaped and a Kattis-shaped package of our
// own (tests/packages/fixtures/polygon/tagged-sum, kattis/kattis-tagged) whose solutions carry
// tags, imported into verify's scratch store, compiled and judged in the sandbox. Exact documents:
// every field but the measured CPU times, which are held to ranges that only CPU time (never the
// wall clock) decides.
#include <gtest/gtest.h>

#include <regex>
#include <tuple>

#include "db/store.h"
#include "judge/util/files.h"
#include "tests/e2e/e2e_fixture.h"

namespace gridjudge::e2e {
namespace {

namespace fs = std::filesystem;
const fs::path kFixtures = kSourceDir / "tests/packages/fixtures";
const std::string kPolygon = (kFixtures / "polygon/tagged-sum").string();
const std::string kKattis = (kFixtures / "kattis/kattis-tagged").string();

// The document with every solution's max_cpu_ms taken out (returned in order).
std::vector<std::int64_t> take_cpu_times(nlohmann::json& document) {
    std::vector<std::int64_t> times;
    for (nlohmann::json& solution : document["solutions"]) {
        times.push_back(solution["max_cpu_ms"].get<std::int64_t>());
        solution.erase("max_cpu_ms");
    }
    return times;
}

nlohmann::json solution(const std::string& file, std::vector<std::string> expected,
                        const std::string& verdict, double score, bool ok) {
    return {
        {"file", file}, {"expected", expected}, {"verdict", verdict}, {"score", score}, {"ok", ok}};
}

TEST(Verify, APolygonPackageWithAMisTaggedSolutionFailsAndNamesIt) {
    const testing::ProgramRun run = gridjudge({"verify", kPolygon, "--json"});
    ASSERT_EQ(run.exit_code, 1) << run.err;
    nlohmann::json document = parse_json(run);
    const std::vector<std::int64_t> cpu = take_cpu_times(document);
    const nlohmann::json expected{{"problem", "tagged-sum"},
                                  {"ok", false},
                                  {"solutions",
                                   {solution("solutions/main.cpp", {"AC"}, "AC", 2, true),
                                    solution("solutions/difference.cpp", {"WA"}, "WA", 0, true),
                                    solution("solutions/forever.cpp", {"TLE"}, "TLE", 0, true),
                                    solution("solutions/off_by_one.cpp", {"AC"}, "WA", 0, false)}},
                                  {"warnings", nlohmann::json::array()}};
    EXPECT_EQ(document, expected) << document.dump(2);
    ASSERT_EQ(cpu.size(), 4u);
    EXPECT_LT(cpu[0], 250);   // a + b: far within half the 500 ms limit
    EXPECT_GT(cpu[2], 1000);  // still running at twice the limit: stopped just past it
    EXPECT_LT(cpu[3], 250);
}

TEST(Verify, TheTerminalMatrixSaysWhichSolutionMismatched) {
    const testing::ProgramRun run = gridjudge({"verify", kPolygon});
    ASSERT_EQ(run.exit_code, 1) << run.err;
    EXPECT_NE(run.out.find("verify tagged-sum: 3 tests (0 validated), time limit 500 ms\n"),
              std::string::npos)
        << run.out;
    EXPECT_NE(run.out.find("mismatch: solutions/off_by_one.cpp got WA (score 0), its tag allows "
                           "AC\n"),
              std::string::npos)
        << run.out;
    EXPECT_NE(run.out.find("FAILED: the package does not prove itself\n"), std::string::npos);
    // One row per solution, one column per test: "AC 3", "TLE 1001".
    EXPECT_TRUE(std::regex_search(
        run.out,
        std::regex(R"(solutions/forever\.cpp +TLE +TLE +0 +\d+ +TLE \d+ +TLE \d+ +TLE \d+ +ok)")))
        << run.out;
    // The do-not-run solution is left out, saying so.
    EXPECT_NE(run.err.find("note: solution solutions/main.cpp (tag 'do-not-run') is not verified"),
              std::string::npos)
        << run.err;
}

TEST(Verify, AKattisPackageProvesItselfAndWarnsOfSolutionsSensitiveToTheTimeLimit) {
    const testing::ProgramRun run = gridjudge({"verify", kKattis, "--json"});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    nlohmann::json document = parse_json(run);
    const std::vector<std::int64_t> cpu = take_cpu_times(document);
    const nlohmann::json warnings = document["warnings"];
    document.erase("warnings");
    const nlohmann::json expected{
        {"problem", "kattis-tagged"},
        {"ok", true},
        {"solutions",
         {solution("submissions/accepted/close.cpp", {"AC"}, "AC", 2, true),
          solution("submissions/accepted/sum.cpp", {"AC"}, "AC", 2, true),
          solution("submissions/accepted/sum.py", {"AC"}, "AC", 2, true),
          solution("submissions/time_limit_exceeded/barely.cpp", {"TLE"}, "TLE", 0, true),
          solution("submissions/wrong_answer/product.cpp", {"WA"}, "WA", 0, true),
          solution("submissions/wrong_answer/sometimes.cpp", {"WA", "TLE"}, "WA", 1, true)}}};
    EXPECT_EQ(document, expected) << document.dump(2);
    ASSERT_EQ(cpu.size(), 6u);
    EXPECT_GE(cpu[0], 350);  // spins to 350 ms of CPU time
    EXPECT_LT(cpu[0], 500);
    EXPECT_GE(cpu[3], 700);  // spins to 700 ms: too slow, not twice too slow
    EXPECT_LT(cpu[3], 1000);

    ASSERT_EQ(warnings.size(), 3u) << warnings.dump(2);
    std::smatch close, suggested;
    const std::string first = warnings[0], third = warnings[2];
    ASSERT_TRUE(std::regex_match(
        first, close,
        std::regex(R"(submissions/accepted/close\.cpp: (\d+) ms on test sample/1, above half the )"
                   R"(time limit \(250 ms\): sensitive to the time limit)")))
        << first;
    EXPECT_GE(std::stoll(close[1]), 350);
    EXPECT_EQ(warnings[1],
              "submissions/time_limit_exceeded/barely.cpp: too slow, but on no test still running "
              "at twice the time limit (1000 ms): sensitive to the time limit");
    ASSERT_TRUE(std::regex_match(
        third, suggested,
        std::regex(R"(suggested time limit: (\d+) ms \(twice the slowest accepted solution, )"
                   R"(submissions/accepted/close\.cpp, (\d+) ms\))")))
        << third;
    // Twice the slowest, rounded up to a tenth of a second.
    const std::int64_t slowest = std::stoll(suggested[2]);
    EXPECT_EQ(slowest, cpu[0]);
    EXPECT_EQ(std::stoll(suggested[1]), (2 * slowest + 99) / 100 * 100);
}

// Submissions that are folders (kattis/kattis-folders): each is one program of its files, in the
// language and with the entry point Kattis chooses; Java runs the class holding main although
// Adder.java is the entry point by name.
TEST(Verify, KattisSubmissionFoldersAreJudgedAsOneProgramEach) {
    const std::string folders = (kFixtures / "kattis/kattis-folders").string();
    const testing::ProgramRun run = gridjudge({"verify", folders, "--json"});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    nlohmann::json document = parse_json(run);
    take_cpu_times(document);
    const nlohmann::json expected{
        {"problem", "kattis-folders"},
        {"ok", true},
        {"solutions",
         {solution("submissions/accepted/two_classes", {"AC"}, "AC", 2, true),
          solution("submissions/accepted/with_header", {"AC"}, "AC", 2, true),
          solution("submissions/wrong_answer/header_product", {"WA"}, "WA", 0, true)}},
        {"warnings", nlohmann::json::array()}};
    EXPECT_EQ(document, expected) << document.dump(2);
    EXPECT_EQ(run.err.find("not verified"), std::string::npos) << run.err;
}

// A Kattis package is compiled as Kattis compiles it: C++ as gnu++23 and C as gnu17
// (kattis/kattis-dialects: C++20 ranges, set::contains and ssize, GNU C's typeof, an input
// validator using ranges; counts_all is right on the secret test with one value). Before, in
// the judge's C++14 and C11, every program was a compile error and the validator was refused.
TEST(Verify, AKattisPackagesProgramsCompileInTheDialectsKattisUses) {
    const std::string dialects = (kFixtures / "kattis/kattis-dialects").string();
    const testing::ProgramRun run = gridjudge({"verify", dialects, "--json"});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    nlohmann::json document = parse_json(run);
    take_cpu_times(document);
    const nlohmann::json expected{
        {"problem", "kattis-dialects"},
        {"ok", true},
        {"solutions",
         {solution("submissions/accepted/ranges.cpp", {"AC"}, "AC", 2, true),
          solution("submissions/accepted/typeof.c", {"AC"}, "AC", 2, true),
          solution("submissions/accepted/with_header", {"AC"}, "AC", 2, true),
          solution("submissions/wrong_answer/counts_all.cpp", {"WA"}, "WA", 1, true)}},
        {"warnings", nlohmann::json::array()}};
    EXPECT_EQ(document, expected) << document.dump(2);
}

// Included code that is no grader (kattis/included-modules, as the format's `maximal` has it):
// the Python submissions import include/python3's module and the C++ one reads include/default's
// file, each beside the submission, which is the program run. Before, the module was left out
// and every Python submission was RE.
TEST(Verify, KattisIncludedModulesSitBesideTheSubmission) {
    const std::string included = (kFixtures / "kattis/included-modules").string();
    const testing::ProgramRun run = gridjudge({"verify", included, "--json"});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    nlohmann::json document = parse_json(run);
    take_cpu_times(document);
    const nlohmann::json expected{
        {"problem", "included-modules"},
        {"ok", true},
        {"solutions",
         {solution("submissions/accepted/module.py", {"AC"}, "AC", 1, true),
          solution("submissions/accepted/reads_file.cpp", {"AC"}, "AC", 1, true),
          solution("submissions/wrong_answer/unshifted.py", {"WA"}, "WA", 0, true)}},
        {"warnings", nlohmann::json::array()}};
    EXPECT_EQ(document, expected) << document.dump(2);
}

// What the box allows a CMS task's program, pinned where it differs from CMS's sandbox
// (docs/task-kinds.md): the probe's add() is right only when it could write and read back a new
// file in its working directory and in /tmp, start a thread, and was refused execve.
// Issue 19: a Kattis submit-answer problem (kattis/divisors): its jury submissions are answer
// files, a folder of them or one alone, judged as a contestant's answers (no program runs): the
// accepted folder answers every case, one wrong folder has a wrong answer, another leaves the
// sample unanswered, and 3.ans answers secret/3 alone. The Python program is left out, said so.
TEST(Verify, KattisSubmitAnswerSubmissionsAreJudgedAsAnswers) {
    const std::string divisors = (kFixtures / "kattis/divisors").string();
    const testing::ProgramRun run = gridjudge({"verify", divisors, "--json"});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    nlohmann::json document = parse_json(run);
    EXPECT_EQ(take_cpu_times(document), (std::vector<std::int64_t>{0, 0, 0, 0}));
    const nlohmann::json expected{
        {"problem", "divisors"},
        {"ok", true},
        {"solutions",
         {solution("submissions/accepted/all", {"AC"}, "AC", 3, true),
          solution("submissions/wrong_answer/3.ans", {"WA"}, "WA", 1, true),
          solution("submissions/wrong_answer/no_sample", {"WA"}, "WA", 3, true),
          solution("submissions/wrong_answer/one_wrong", {"WA"}, "WA", 2, true)}},
        {"warnings", nlohmann::json::array()}};
    EXPECT_EQ(document, expected) << document.dump(2);
    // The notes are the terminal's, on stderr (--json prints the document alone).
    const testing::ProgramRun text = gridjudge({"verify", divisors});
    ASSERT_EQ(text.exit_code, 0) << text.err;
    EXPECT_NE(text.err.find("note: submission submissions/accepted/factor.py is a program; a "
                            "submit-answer problem takes answer files, and gridjudge runs no "
                            "program for it: not verified\n"),
              std::string::npos)
        << text.err;
    EXPECT_NE(text.out.find("submissions/wrong_answer/no_sample  WA        WA           3       "
                            "0  WA 0      AC 0      AC 0      AC 0      ok\n"),
              std::string::npos)
        << text.out;
}

// Answers given with --solution (a folder, flattened as `submit` flattens it) are held to the
// verdict given; answers carry no @EXPECTED_RESULTS@ comment, so one without a verdict is refused.
TEST(Verify, AnswersGivenOnTheCommandLineNeedTheirVerdict) {
    const std::string divisors = (kFixtures / "kattis/divisors").string();
    const fs::path folder = scratch_dir() / "divisor-answers";
    fs::create_directories(folder / "secret");
    write_file_atomic(folder / "sample_1.ans", "2\n");
    write_file_atomic(folder / "secret/secret_1.ans", "5\n");
    write_file_atomic(folder / "secret/2.out", "7\n");
    write_file_atomic(folder / "secret/output_3.txt", "97\n");
    testing::ProgramRun run =
        gridjudge({"verify", divisors, "--json", "--solution", folder.string() + "=WA"});
    ASSERT_EQ(run.exit_code, 1) << run.err;
    nlohmann::json document = parse_json(run);
    take_cpu_times(document);
    ASSERT_EQ(document["solutions"].size(), 5u);
    EXPECT_EQ(document["solutions"][4], solution(folder.string(), {"WA"}, "AC", 3, false));
    EXPECT_EQ(document["ok"], false);
    run = gridjudge({"verify", divisors, "--solution", folder.string()});
    EXPECT_EQ(run.exit_code, 1);
    EXPECT_EQ(run.err.substr(run.err.rfind("gridjudge: ")),
              "gridjudge: " + folder.string() +
                  ": no expected verdict; answers carry no @EXPECTED_RESULTS@ comment: give "
                  "FILE=VERDICT\n");
}

TEST(Verify, ACmsTasksProgramWritesItsBoxStartsThreadsAndCannotExec) {
    const fs::path probe = kSourceDir / "tests/e2e/box_policy/cms_addlong_probe.cpp";
    const testing::ProgramRun run = gridjudge({"verify", (kFixtures / "cms/addlong").string(),
                                               "--solution", probe.string() + "=AC", "--json"});
    const nlohmann::json document = parse_json(run);
    const auto& solutions = document.at("solutions");
    const auto found = std::find_if(solutions.begin(), solutions.end(),
                                    [&](const auto& s) { return s.at("file") == probe.string(); });
    ASSERT_NE(found, solutions.end()) << document.dump(2);
    EXPECT_EQ(found->at("verdict"), "AC") << document.dump(2);
    EXPECT_EQ(found->at("score"), 100);
    EXPECT_EQ(found->at("ok"), true);
}

TEST(Verify, SolutionsGivenOnTheCommandLineAreHeldToTheirVerdicts) {
    const std::string forever = kPolygon + "/solutions/forever.cpp";
    const std::string difference = kPolygon + "/solutions/difference.cpp";
    const testing::ProgramRun run =
        gridjudge({"verify", kKattis, "--json", "--solution", forever + "=TLE", "--solution",
                   difference + "=AC,RE"});
    ASSERT_EQ(run.exit_code, 1) << run.err;
    nlohmann::json document = parse_json(run);
    take_cpu_times(document);
    ASSERT_EQ(document["solutions"].size(), 8u);
    EXPECT_EQ(document["solutions"][6], solution(forever, {"TLE"}, "TLE", 0, true));
    EXPECT_EQ(document["solutions"][7], solution(difference, {"AC", "RE"}, "WA", 0, false));
    EXPECT_EQ(document["ok"], false);
}

// A program that waits is stopped by the wall clock, not by its CPU time: its TLE says nothing
// of the package, and verify says so instead of counting it as a margin kept.
TEST(Verify, ATimeLimitCutByTheWallClockIsNamed) {
    const fs::path sleeper = scratch_dir() / "sleeper.cpp";
    write_file_atomic(sleeper, "#include <unistd.h>\nint main() { for (;;) sleep(1); }\n");
    const testing::ProgramRun run =
        gridjudge({"verify", kPolygon, "--json", "--solution", sleeper.string() + "=TLE"});
    ASSERT_EQ(run.exit_code, 1) << run.err;  // off_by_one.cpp mismatches, as ever
    nlohmann::json document = parse_json(run);
    take_cpu_times(document);
    EXPECT_EQ(document["solutions"][4], solution(sleeper.string(), {"TLE"}, "TLE", 0, true));
    // Then the margin it misses, and the limit the accepted solutions suggest.
    ASSERT_EQ(document["warnings"].size(), 3u) << document["warnings"].dump(2);
    const std::string suggestion = document["warnings"][2];
    EXPECT_TRUE(std::regex_match(suggestion,
                                 std::regex(R"(suggested time limit: \d+00 ms \(twice the slowest )"
                                            R"(accepted solution, solutions/main\.cpp, \d+ ms\))")))
        << suggestion;
    const std::string wall = document["warnings"][0];
    EXPECT_TRUE(std::regex_match(
        wall,
        std::regex(".*/sleeper\\.cpp: TLE on test 01 after only \\d+ ms of CPU time: stopped by "
                   "the wall clock on a loaded machine; verify again on a quieter one")))
        << wall;
    EXPECT_EQ(document["warnings"][1],
              sleeper.string() +
                  ": too slow, but on no test still running at twice the time limit (1000 ms): "
                  "sensitive to the time limit");
}

TEST(Verify, AFileWithAnExpectedResultsCommentNeedsNoVerdict) {
    const std::string sometimes = kKattis + "/submissions/wrong_answer/sometimes.cpp";
    const testing::ProgramRun run =
        gridjudge({"verify", kPolygon, "--json", "--solution", sometimes});
    ASSERT_EQ(run.exit_code, 1) << run.err;  // off_by_one.cpp still mismatches
    nlohmann::json document = parse_json(run);
    take_cpu_times(document);
    // secret/2 of the Kattis package (7 7) is not among these tests: it passes all of them.
    EXPECT_EQ(document["solutions"][4], solution(sometimes, {"WA", "TLE"}, "AC", 2, false));
}

TEST(Verify, BadSolutionArgumentsAreRefusedBeforeAnythingRuns) {
    const std::string main = kPolygon + "/solutions/main.cpp";
    testing::ProgramRun run = gridjudge({"verify", kPolygon, "--solution", main + "=OK"});
    EXPECT_EQ(run.exit_code, 1);
    EXPECT_EQ(run.err, "gridjudge: --solution '" + main +
                           "=OK': 'OK' is not a verdict (AC, WA, PE, TLE, MLE, OLE, RE, CE, IE)\n");
    run = gridjudge({"verify", kPolygon, "--solution", main});
    EXPECT_EQ(run.exit_code, 1);
    EXPECT_EQ(run.err.substr(run.err.rfind("gridjudge: ")),
              "gridjudge: " + main +
                  ": no expected verdict; give FILE=VERDICT or put an @EXPECTED_RESULTS@ "
                  "comment in the file\n");
    run = gridjudge({"verify", "no-such-problem", "--db", (scratch_dir() / "none.db").string()});
    EXPECT_EQ(run.exit_code, 1);
}

TEST(Verify, AStoredProblemIsVerifiedInAScratchStoreAndItsMatrixIsKeptBesideItsPackage) {
    const fs::path db = scratch_dir() / "verify-stored.db";
    const fs::path packages = scratch_dir() / "verify-packages";
    testing::ProgramRun run =
        gridjudge({"import", kKattis, "--db", db.string(), "--out", packages.string(), "--json"});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    run = gridjudge({"verify", "kattis-tagged", "--db", db.string(), "--json"});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    nlohmann::json document = parse_json(run);
    EXPECT_EQ(document["problem"], "kattis-tagged");
    EXPECT_EQ(document["solutions"].size(), 6u);
    // Nothing of the verify run is among the user's results.
    const auto store = db::open_store(db.string(), db::OpenMode::ReadOnly);
    EXPECT_TRUE(store->submissions().empty());
    // The record names the exact problem.json it verified, and holds the matrix.
    const nlohmann::json record =
        nlohmann::json::parse(read_file(packages / "kattis-tagged" / "gridjudge-verify.json"));
    EXPECT_EQ(record["package_sha256"],
              sha256_hex(store->active_test_set("kattis-tagged")->package_json));
    EXPECT_EQ(record["validated_tests"], 3);
    EXPECT_EQ(record["tests"], nlohmann::json({"sample/1", "secret/1", "secret/2"}));
    EXPECT_EQ(record["solutions"][5]["tests"][2]["verdict"], "WA");  // sometimes.cpp on 7 7
}

// The halloween kill table as a verify run: its accepted control and its wrong programs carry
// @EXPECTED_RESULTS@ comments, and verify holds them to those on the stored problem (the shared
// database's halloween, seed 2026) with the margins the kill test asserts: no warning.
TEST(Verify, TheHalloweenKillTableProgramsGetTheVerdictsTheirCommentsGive) {
    const fs::path db = scratch_dir() / "verify-halloween.db";
    fs::copy_file(shared_database(), db);
    std::vector<std::string> args{"verify", "halloween", "--db", db.string(), "--json"};
    std::vector<std::string> files;
    for (const char* program :
         {"accepted.cpp", "wrong/allows_swaps.cpp", "wrong/mishandles_n_lt_3.cpp",
          "wrong/no_reset_between_cases.cpp"}) {
        files.push_back((kSourceDir / "tests/halloween" / program).string());
        args.insert(args.end(), {"--solution", files.back()});
    }
    const testing::ProgramRun run = gridjudge(args);
    ASSERT_EQ(run.exit_code, 0) << run.err << run.out;
    nlohmann::json document = parse_json(run);
    take_cpu_times(document);
    ASSERT_EQ(document["solutions"].size(), 4u) << document.dump(2);
    EXPECT_EQ(document["solutions"][0]["verdict"], "AC");
    EXPECT_EQ(document["solutions"][0]["expected"], nlohmann::json({"AC"}));
    for (int i = 1; i < 4; ++i) {
        EXPECT_EQ(document["solutions"][i]["file"], files[i]);
        EXPECT_EQ(document["solutions"][i]["expected"], nlohmann::json({"WA"}));
        EXPECT_EQ(document["solutions"][i]["verdict"], "WA");
        EXPECT_EQ(document["solutions"][i]["ok"], true);
    }
    EXPECT_EQ(document["warnings"], nlohmann::json::array());
    EXPECT_EQ(document["ok"], true);
}

// The huarongdao and wallpusher kill tables as verify runs: their programs include files of
// their own (fast_method.inc, contest_solver.h), which a submission cannot, so the build makes
// each one source (cmake/SingleSourceProgram.cmake) with its @EXPECTED_RESULTS@ line on top;
// verify holds them to those on the stored problems (seed 2026). The slow programs (naive_bfs,
// visited_on_pop: twice the limit on every full test) are left to the kill tests.
struct KillTableRun {
    const char* problem;
    bool stdio;  // huarongdao says file I/O; its kill table's programs use stdin/stdout
    std::vector<std::tuple<const char*, const char*, double>> programs;  // name, verdict, score
};

void PrintTo(const KillTableRun& run, std::ostream* out) {
    *out << run.problem;
}

class VerifyKillTable : public ::testing::TestWithParam<KillTableRun> {};

TEST_P(VerifyKillTable, ProgramsGetTheVerdictsTheirCommentsGive) {
    const KillTableRun& table = GetParam();
    const fs::path db = scratch_dir() / (std::string("verify-") + table.problem + ".db");
    fs::remove(db);
    fs::copy_file(shared_database(), db);
    std::vector<std::string> args{"verify", table.problem, "--db", db.string(), "--json"};
    if (table.stdio) args.insert(args.end(), {"--io", "stdio"});
    for (const auto& [name, verdict, score] : table.programs)
        args.insert(args.end(), {"--solution", std::string(GRIDJUDGE_SINGLE_SOURCES) + "/" +
                                                   table.problem + "/" + name + ".cpp"});
    const testing::ProgramRun run = gridjudge(args);
    ASSERT_EQ(run.exit_code, 0) << run.err << run.out;
    nlohmann::json document = parse_json(run);
    take_cpu_times(document);
    ASSERT_EQ(document["solutions"].size(), table.programs.size()) << document.dump(2);
    for (std::size_t i = 0; i < table.programs.size(); ++i) {
        const auto& [name, verdict, score] = table.programs[i];
        const nlohmann::json& solution = document["solutions"][i];
        EXPECT_EQ(solution["verdict"], verdict) << name;
        EXPECT_EQ(solution["score"], score) << name;
        EXPECT_EQ(solution["expected"], nlohmann::json({verdict})) << name;
        EXPECT_EQ(solution["ok"], true) << name;
    }
    EXPECT_EQ(document["warnings"], nlohmann::json::array());
    EXPECT_EQ(document["ok"], true);
}

INSTANTIATE_TEST_SUITE_P(BuiltIn, VerifyKillTable,
                         ::testing::Values(KillTableRun{"huarongdao",
                                                        true,
                                                        {{"correct_fast", "AC", 100},
                                                         {"no_s_equals_t", "WA", 80},
                                                         {"blank_through_piece", "WA", 10}}},
                                           KillTableRun{"wallpusher",
                                                        false,
                                                        {{"correct", "AC", 100},
                                                         {"deepening_from_2", "WA", 60},
                                                         {"pushes_outer_walls", "WA", 0},
                                                         {"ignores_double_walls", "WA", 10}}}),
                         [](const ::testing::TestParamInfo<KillTableRun>& info) {
                             return std::string(info.param.problem);
                         });

// A group's own validator arguments (Kattis input_validator_flags) hold when verify validates a
// stored problem's inputs, as they did at its import: the validator's own bound (1000) is too
// small for the secret tests, which their group's `--max 10000` allows.
TEST(Verify, AGroupsValidatorArgumentsHoldForAStoredProblemAsAtImport) {
    const fs::path package = scratch_dir() / "group-flags-source" / "verify-group-flags";
    fs::remove_all(package);
    fs::create_directories(package.parent_path());
    fs::copy(kKattis, package, fs::copy_options::recursive);
    for (const char* other :
         {"accepted/close.cpp", "accepted/sum.py", "time_limit_exceeded", "wrong_answer"})
        fs::remove_all(package / "submissions" / other);
    fs::copy_file(kFixtures / "validators/bounded_pair.cpp",
                  package / "input_validators/sumcheck/sumcheck.cpp",
                  fs::copy_options::overwrite_existing);
    // Above the validator's own bound of 1000: valid only with the group's --max.
    write_file_atomic(package / "data/secret/1.in", "5000 -4\n");
    write_file_atomic(package / "data/secret/1.ans", "4996\n");
    write_file_atomic(package / "data/secret/2.in", "7 7000\n");
    write_file_atomic(package / "data/secret/2.ans", "7007\n");

    write_file_atomic(package / "data/secret/testdata.yaml",
                      "input_validator_flags: --max 10000\n");
    const fs::path db = scratch_dir() / "verify-group-flags.db";
    const fs::path packages = scratch_dir() / "verify-group-flags-packages";
    testing::ProgramRun run =
        gridjudge({"import", package.string(), "--db", db.string(), "--out", packages.string()});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    run = gridjudge({"verify", "verify-group-flags", "--db", db.string(), "--json"});
    ASSERT_EQ(run.exit_code, 0) << run.err << run.out;
    nlohmann::json document = parse_json(run);
    take_cpu_times(document);
    EXPECT_EQ(document["warnings"], nlohmann::json::array());
    EXPECT_EQ(
        document["solutions"],
        nlohmann::json::array({solution("submissions/accepted/sum.cpp", {"AC"}, "AC", 2, true)}));
    EXPECT_EQ(document["ok"], true);
}

}  // namespace
}  // namespace gridjudge::e2e
