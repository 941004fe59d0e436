// The Hydro importer on this suite's fixtures: subtasks with scores, types, `if` dependencies,
// file I/O and a testlib checker that relies on the judge's testlib.h (--testlib); an export
// folder whose problem lists no cases (paired by file name, points split as Hydro splits them).
#include <gtest/gtest.h>

#include "judge/package/importers.h"
#include "judge/package/package_folder.h"
#include "tests/packages/gxx_tools.h"
#include "tests/packages/test_support.h"

namespace gridjudge::testing {
namespace {

namespace fs = std::filesystem;
using package::ImportOptions;
using package::ImportResult;

PackageTest hydro_test(const fs::path& testdata, const std::string& name, const std::string& answer,
                       const std::string& group, double points) {
    return imported_test(name, group, points, testdata / (name + ".in"), testdata / answer);
}

class HydroImport : public ::testing::Test {
  protected:
    ScratchDir scratch;
    GxxTools tools{scratch / "tools"};
    ImportOptions options;
};

TEST_F(HydroImport, SubtasksScoresDependenciesFileIoAndTestlibChecker) {
    options.testlib_header = mini_testlib();
    options.origin = "fixture:aplusb";
    const ImportResult result =
        package::import_hydro(fixture("hydro/aplusb"), scratch / "out", tools, options);
    const fs::path data = fixture("hydro/aplusb/testdata");
    ProblemPackage expected;
    expected.id = "aplusb";
    expected.title = "A + B (Hydro)";
    expected.statements = {{"en", "markdown", "problem_en.md"},
                           {"zh", "markdown", "problem_zh.md"}};
    expected.limits = {1500, 0, 256, 64, {}};
    expected.io = {IoMode::File, "aplusb.in", "aplusb.out"};
    expected.checker = {Protocol::Testlib, "", "testdata/chk.cc", "", {}};
    expected.groups = {{"1", 20, Aggregation::EachTest, {}},
                       {"2", 30, Aggregation::Min, {"1"}},
                       {"3", 50, Aggregation::Max, {"1", "2"}}};
    expected.tests = {
        hydro_test(data, "a1", "a1.out", "1", 10), hydro_test(data, "a2", "a2.out", "1", 10),
        hydro_test(data, "a3", "a3.out", "2", 0), hydro_test(data, "a4", "a4.out", "2", 0),
        hydro_test(data, "a5", "a5.out", "3", 0)};
    expected.files = {"files/testlib.h"};
    expected.provenance = {"hydro", "fixture:aplusb", "", ""};

    ASSERT_EQ(result.problems.size(), 1u);
    EXPECT_EQ(result.problems[0].package, expected);
    const std::string config = fixture("hydro/aplusb/testdata/config.yaml").string();
    EXPECT_EQ(result.notes,
              (std::vector<std::string>{
                  "testdata/chk.cc uses testlib.h, which the package does not ship: took " +
                      mini_testlib().string() + " (--testlib)",
                  config + ": limits differ between subtasks or cases; the package takes the "
                           "largest (1500 ms, 256 MiB)"}));
    EXPECT_EQ(read_text(result.problems[0].folder / "files/testlib.h"), read_text(mini_testlib()));
    EXPECT_EQ(package::load_package_folder(result.problems[0].folder).package, expected);
}

TEST_F(HydroImport, TestlibCheckerWithoutTestlibHeaderIsRefused) {
    EXPECT_EQ(package_error([&] {
                  package::import_hydro(fixture("hydro/aplusb"), scratch / "out", tools, options);
              }),
              "testdata/chk.cc includes testlib.h, which the package does not ship and gridjudge "
              "does not bundle: pass --testlib FILE with the testlib.h to use");
    EXPECT_FALSE(fs::exists(scratch / "out"));
}

TEST_F(HydroImport, ExportFolderWithCasesPairedByFileName) {
    options.origin = "fixture:export";
    const ImportResult result =
        package::import_hydro(fixture("hydro/export"), scratch / "out", tools, options);
    const fs::path data = fixture("hydro/export/P1002/testdata");
    ProblemPackage expected;
    expected.id = "p1002";
    expected.title = "Sum of a list";
    expected.statements = {{"", "markdown", "problem.md"}};
    expected.limits = {500, 0, 512, 64, {}};
    expected.checker = {Protocol::Builtin, "tokens", "", "", {"lines", "space_change_sensitive"}};
    expected.groups = {{"1", 100, Aggregation::EachTest, {}}};
    expected.tests = {hydro_test(data, "sum1", "sum1.out", "1", 33),
                      hydro_test(data, "sum2", "sum2.ans", "1", 33),
                      hydro_test(data, "sum3", "sum3.out", "1", 34)};
    expected.provenance = {"hydro", "fixture:export", "", ""};

    ASSERT_EQ(result.problems.size(), 1u);
    EXPECT_EQ(result.problems[0].package, expected);
    EXPECT_EQ(result.problems[0].folder, scratch / "out/problems/p1002");
    EXPECT_EQ(
        result.notes,
        (std::vector<std::string>{fixture("hydro/export/P1002/testdata/config.yaml").string() +
                                  ": no cases listed: 3 cases paired by file name, points split "
                                  "evenly"}));
}

// Issue 14: without `cases` or `subtasks` in config.yaml, Hydro's judge reads the subtask from
// the data files' names (S-N.in, S_N.in, PREFIXS-N.in; cases ordered by N) and scores each such
// subtask min, the subtasks sharing 100 points; gridjudge made them one sum subtask.
TEST_F(HydroImport, SubtasksFromTheDataFilesNames) {
    options.origin = "fixture:subtasknames";
    const ImportResult result =
        package::import_hydro(fixture("hydro/subtasknames"), scratch / "out", tools, options);
    const fs::path data = fixture("hydro/subtasknames/testdata");
    ProblemPackage expected;
    expected.id = "subtasknames";
    expected.title = "Subtasks in the file names";
    expected.limits = {1000, 0, 256, 64, {}};
    expected.checker = {Protocol::Builtin, "tokens", "", "", {"lines"}};
    expected.groups = {{"1", 33, Aggregation::Min, {}},
                       {"2", 33, Aggregation::Min, {}},
                       {"3", 34, Aggregation::Min, {}}};
    expected.tests = {hydro_test(data, "1-1", "1-1.out", "1", 0),
                      hydro_test(data, "1-2", "1-2.ans", "1", 0),
                      hydro_test(data, "2_1", "2_1.out", "2", 0),
                      hydro_test(data, "2_2", "2_2.out", "2", 0),
                      hydro_test(data, "2_10", "2_10.out", "2", 0),
                      hydro_test(data, "测试3-1", "测试3-1.out", "3", 0)};
    expected.provenance = {"hydro", "fixture:subtasknames", "", ""};

    ASSERT_EQ(result.problems.size(), 1u);
    EXPECT_EQ(result.problems[0].package, expected);
    EXPECT_EQ(result.notes,
              (std::vector<std::string>{
                  (data / "config.yaml").string() +
                  ": no cases listed: 6 cases paired by file name in 3 subtasks numbered by their "
                  "names (S-N.in: subtask S, case N), as Hydro's judge reads them; points split "
                  "evenly"}));
    EXPECT_EQ(package::load_package_folder(result.problems[0].folder).package, expected);
}

// type: submit_answer is an output-only problem; without `filename`, each case's input names the
// file its answer is looked for in (Hydro's judge keeps [A-Za-z0-9_.-] of it).
TEST_F(HydroImport, SubmitAnswerIsAnOutputOnlyProblem) {
    options.origin = "fixture:answers";
    const ImportResult result =
        package::import_hydro(fixture("hydro/answers"), scratch / "out", tools, options);
    const fs::path data = fixture("hydro/answers/testdata");
    ASSERT_EQ(result.problems.size(), 1u);
    const ProblemPackage& imported = result.problems[0].package;
    EXPECT_EQ(imported.kind, ProblemKind::OutputOnly);
    EXPECT_EQ(imported.io, ProblemIo{});
    ASSERT_EQ(imported.tests.size(), 2u);
    EXPECT_EQ(imported.tests[0], [&] {
        PackageTest test = hydro_test(data, "1", "1.out", imported.tests[0].group, 40);
        test.answer_file = "first.txt";
        return test;
    }());
    EXPECT_EQ(imported.tests[1].answer_file, "second.txt");
    EXPECT_EQ(imported.tests[1].points, 60);
    EXPECT_EQ(package::load_package_folder(result.problems[0].folder).package, imported);
}

// Issue 19: judge_extra_files are what Hydro puts beside the checker (here limit.h, which only
// the list brings: the checker includes tolerance.h, which includes it), user_extra_files what it
// puts beside the contestant's file (a header it includes: the C and C++ graders' header). The
// old import left both out with a note, and the checker did not compile.
TEST_F(HydroImport, ExtraFilesForTheCheckerAndTheContestant) {
    options.testlib_header = mini_testlib();
    options.origin = "fixture:extrafiles";
    const ImportResult result =
        package::import_hydro(fixture("hydro/extrafiles"), scratch / "out", tools, options);
    const fs::path data = fixture("hydro/extrafiles/testdata");
    ASSERT_EQ(result.problems.size(), 1u);
    const ProblemPackage& imported = result.problems[0].package;
    EXPECT_EQ(imported.checker, (ProgramSpec{Protocol::Testlib, "", "testdata/chk.cc", "", {}}));
    EXPECT_EQ(imported.files, (std::vector<std::string>{"testdata/tolerance.h", "files/testlib.h",
                                                        "testdata/limit.h"}));
    const std::vector<std::string> headers{"graders/sum.h"};
    EXPECT_EQ(imported.graders,
              (std::map<std::string, std::vector<std::string>>{{"c", headers}, {"cpp", headers}}));
    EXPECT_EQ(read_text(result.problems[0].folder / "testdata/limit.h"),
              read_text(data / "limit.h"));
    EXPECT_EQ(read_text(result.problems[0].folder / "graders/sum.h"), read_text(data / "sum.h"));
    EXPECT_EQ(
        result.notes,
        (std::vector<std::string>{"testdata/chk.cc uses testlib.h, which the package does not "
                                  "ship: took " +
                                  mini_testlib().string() + " (--testlib)"}));
    EXPECT_EQ(package::load_package_folder(result.problems[0].folder).package, imported);
}

// type: communication: the manager speaks CMS's protocol, the processes their standard streams.
TEST_F(HydroImport, ACommunicationProblemIsACmsManagerOfStdIoProcesses) {
    const ImportResult result =
        package::import_hydro(fixture("hydro/communication"), scratch / "out", tools, options);
    ASSERT_EQ(result.problems.size(), 1u);
    const ProblemPackage& imported = result.problems[0].package;
    EXPECT_EQ(imported.interactor,
              (ProgramSpec{Protocol::Cms, "", "testdata/manager.cpp", "", {"std_io", "2"}}));
    EXPECT_EQ(imported.limits.time_ms, 1000);
    EXPECT_EQ(imported.total_points(), 100);
    EXPECT_EQ(package::load_package_folder(result.problems[0].folder).package, imported);
    // num_processes is required by Hydro's judge, and gridjudge runs at most 8.
    const fs::path copy = scratch / "relay";
    fs::copy(fixture("hydro/communication"), copy, fs::copy_options::recursive);
    const std::string config = (copy / "testdata/config.yaml").string();
    std::string text = read_text(copy / "testdata/config.yaml");
    text.replace(text.find("num_processes: 2"), 16, "num_processes: 9");
    write_text(copy / "testdata/config.yaml", text);
    EXPECT_EQ(package_error([&] { package::import_hydro(copy, scratch / "out9", tools, options); }),
              config +
                  ": line 7: num_processes: 9 contestant processes: gridjudge runs 1 to 8 "
                  "beside the manager");
    text.replace(text.find("num_processes: 9"), 16, "");
    write_text(copy / "testdata/config.yaml", text);
    EXPECT_EQ(package_error([&] { package::import_hydro(copy, scratch / "out0", tools, options); }),
              config + ": line 3: num_processes: missing (type: communication)");
    EXPECT_FALSE(fs::exists(scratch / "out9"));
}

// A user_extra_files entry that is not a header cannot be mapped (Hydro compiles the contestant's
// file alone; compile.sh says how a grader source joins it): refused naming the file, line and
// field, nothing written. A name out of testdata/ is refused the same way.
TEST_F(HydroImport, UserExtraFilesThatAreNotHeadersAreRefused) {
    const std::string config = fixture("hydro/compilescript/testdata/config.yaml").string();
    EXPECT_EQ(package_error([&] {
                  package::import_hydro(fixture("hydro/compilescript"), scratch / "out", tools,
                                        options);
              }),
              config +
                  ": line 5: user_extra_files[1]: 'grader.cc' cannot be mapped: Hydro places it "
                  "beside the contestant's file and compiles that file alone (compile.sh and "
                  "execute.sh replace its commands); gridjudge takes headers (.h, .hpp, .hh, "
                  ".hxx), which become the C and C++ graders' headers");
    EXPECT_FALSE(fs::exists(scratch / "out"));

    const fs::path copy = scratch / "escape";
    fs::copy(fixture("hydro/extrafiles"), copy, fs::copy_options::recursive);
    std::string text = read_text(copy / "testdata/config.yaml");
    text.replace(text.find("  - limit.h"), 11, "  - ../problem.yaml");
    write_text(copy / "testdata/config.yaml", text);
    options.testlib_header = mini_testlib();
    EXPECT_EQ(package_error([&] { package::import_hydro(copy, scratch / "out", tools, options); }),
              (copy / "testdata/config.yaml").string() +
                  ": line 10: judge_extra_files[1]: '../problem.yaml' is not a plain file name in "
                  "testdata/");
    EXPECT_FALSE(fs::exists(scratch / "out"));
}

}  // namespace
}  // namespace gridjudge::testing
