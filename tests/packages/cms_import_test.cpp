// The CMS importer (italy_yaml task folders) on this suite's fixtures: "addlong", a batch task
// with a grader in C and C++, a CMS comparator and two subtasks in gen/GEN; "guesses", an
// output-only task of two tests of equal points. Then what it refuses, each naming the file, the
// line and the field, with nothing written: a bad field, links leading out of input/, a huge
// n_input, subtasks not adding up to 100, score types and task types gridjudge cannot judge.
// "guessnum" is a Communication task: a manager in C++, stubs in C and C++.
#include <gtest/gtest.h>

#include "judge/model/package_json.h"
#include "judge/package/exporters.h"
#include "judge/package/import_package.h"
#include "judge/package/importers.h"
#include "judge/package/package_folder.h"
#include "tests/packages/gxx_tools.h"
#include "tests/packages/test_support.h"

namespace gridjudge::testing {
namespace {

namespace fs = std::filesystem;

PackageTest cms_test(const std::string& task, int number, const std::string& group, double points,
                     bool sample) {
    const fs::path folder = fixture("cms") / task;
    const std::string n = std::to_string(number);
    return imported_test("00" + n, group, points, folder / ("input/input" + n + ".txt"),
                         folder / ("output/output" + n + ".txt"), sample);
}

class CmsImport : public ::testing::Test {
  protected:
    package::ImportResult import(const fs::path& folder) {
        package::ImportOptions options;
        options.origin = "fixture";
        return package::import_cms(folder, scratch / "out", tools, options);
    }

    // A copy of a fixture task to break.
    fs::path copy(const std::string& task) {
        return copy_fixture("cms/" + task, scratch / ("copy-" + task));
    }

    std::string import_error(const fs::path& folder) {
        const std::string message = package_error([&] { import(folder); });
        EXPECT_FALSE(fs::exists(scratch / "out")) << "a refused import wrote its destination";
        return message;
    }

    ScratchDir scratch;
    GxxTools tools{scratch / "tools"};
};

TEST_F(CmsImport, ABatchTaskWithGraderCheckerAndSubtasks) {
    const package::ImportResult result = import(fixture("cms/addlong"));
    ProblemPackage expected;
    expected.id = "addlong";
    expected.title = "Add two longs";
    expected.limits = {1500, 0, 128, 64, {}};
    expected.checker = {Protocol::Cms, "", "check/checker.cpp", "", {}};
    expected.statements = {{"it", "pdf", "statement/testo.pdf"}};
    expected.groups = {{"subtask1", 40, Aggregation::Min, {}},
                       {"subtask2", 60, Aggregation::Min, {}}};
    expected.tests = {
        cms_test("addlong", 0, "subtask1", 0, true), cms_test("addlong", 1, "subtask1", 0, false),
        cms_test("addlong", 2, "subtask2", 0, false), cms_test("addlong", 3, "subtask2", 0, false)};
    expected.graders = {{"c", {"graders/grader.c", "graders/addlong.h"}},
                        {"cpp", {"graders/grader.cpp", "graders/addlong.h"}}};
    // CMS's loader names the contestant's file after the task: a grader imports `addlong`.
    expected.submission_format = {"addlong.%l"};
    expected.solutions = {
        {"solutions/solution.cpp", "", {Verdict::AC}, std::nullopt, "sol/solution.cpp", false},
        {"solutions/wrong_int.cpp", "", {Verdict::WA}, std::nullopt, "sol/wrong_int.cpp", false}};
    expected.provenance = {"cms", "fixture", "", ""};
    ASSERT_EQ(result.problems.size(), 1u);
    EXPECT_EQ(result.format, package::PackageFormat::Cms);
    EXPECT_EQ(result.problems[0].package, expected);
    const std::string task_yaml = (fixture("cms/addlong") / "task.yaml").string();
    EXPECT_EQ(
        result.notes,
        (std::vector<std::string>{
            task_yaml + ": token_mode, token_max_number not imported: gridjudge has no tokens "
                        "(every submission is judged in full)",
            task_yaml + ": score_mode not imported: contest settings gridjudge does not keep per "
                        "problem",
            (fixture("cms/addlong") / "sol").string() +
                ": notes.cpp not listed as solutions: the name says no verdict (solution, "
                "wrong, tle, ...)"}));
    const fs::path folder = result.problems[0].folder;
    EXPECT_EQ(package::load_package_folder(folder).package, expected);
    EXPECT_EQ(read_text(folder / "graders/grader.cpp"),
              read_text(fixture("cms/addlong/sol/grader.cpp")));
    EXPECT_EQ(read_text(folder / "check/checker.cpp"),
              read_text(fixture("cms/addlong/check/checker.cpp")));
    EXPECT_EQ(read_text(folder / "statement/testo.pdf"),
              read_text(fixture("cms/addlong/testo/testo.pdf")));
}

TEST_F(CmsImport, AnOutputOnlyTaskTakesOutputNNNAnswersOfEqualPoints) {
    const package::ImportResult result = import(fixture("cms/guesses"));
    ProblemPackage expected;
    expected.id = "guesses";
    expected.title = "Guesses";
    expected.kind = ProblemKind::OutputOnly;
    expected.checker = {Protocol::Builtin, "tokens", "", "", {"lines"}};
    expected.statements = {{"en", "pdf", "statement/en.pdf"}};
    expected.groups = {{"all", 100, Aggregation::EachTest, {}}};
    expected.tests = {cms_test("guesses", 0, "all", 50, true),
                      cms_test("guesses", 1, "all", 50, true)};
    expected.provenance = {"cms", "fixture", "", ""};
    ASSERT_EQ(result.problems.size(), 1u);
    EXPECT_EQ(result.problems[0].package, expected);
    EXPECT_EQ(result.notes, std::vector<std::string>{});
}

TEST_F(CmsImport, TheFormatIsDetectedByTaskYaml) {
    EXPECT_EQ(package::detect_format(fixture("cms/addlong")), package::PackageFormat::Cms);
    // A contest folder: contest.yaml beside the tasks' folders, one package each.
    const fs::path contest = scratch / "contest";
    fs::create_directories(contest);
    copy_fixture("cms/addlong", contest / "addlong");
    copy_fixture("cms/guesses", contest / "guesses");
    write_text(contest / "contest.yaml", "name: fixture\ntasks: [addlong, guesses]\n");
    EXPECT_EQ(package::detect_format(contest), package::PackageFormat::Cms);
    const package::ImportResult result = import(contest);
    ASSERT_EQ(result.problems.size(), 2u);
    EXPECT_EQ(result.problems[0].package.id, "addlong");
    EXPECT_EQ(result.problems[1].package.id, "guesses");
}

TEST_F(CmsImport, ABadFieldIsNamedWithItsFileAndLine) {
    const fs::path task = copy("addlong");
    write_text(task / "task.yaml", "name: addlong\ntitle: Add\ntime_limit: fast\n");
    EXPECT_EQ(import_error(task), (task / "task.yaml").string() +
                                      ": line 3: time_limit: expected a number, found 'fast'");
    write_text(task / "task.yaml", "name: addlong\ntime_limit: 100\n");
    EXPECT_EQ(import_error(task),
              (task / "task.yaml").string() +
                  ": line 2: time_limit: '100' seconds is out of range (0.001 to 60)");
    write_text(task / "task.yaml", "name: addlong\ntitle: \"bad \xff\xfe title\"\n");
    EXPECT_EQ(import_error(task),
              (task / "task.yaml").string() + ": line 2: title: not UTF-8 text");
    write_text(task / "task.yaml", "name: addlong\ninfile: ../secret.txt\noutfile: out.txt\n");
    EXPECT_EQ(import_error(task), (task / "task.yaml").string() +
                                      ": line 2: infile: '../secret.txt' is not a plain file name");
}

TEST_F(CmsImport, LinksLeadingOutOfInputAreRefused) {
    const fs::path task = copy("addlong");
    write_text(scratch / "secret.txt", "not part of the task\n");
    fs::remove(task / "input/input2.txt");
    fs::create_symlink("../../secret.txt", task / "input/input2.txt");
    EXPECT_EQ(import_error(task), (task / "input/input2.txt").string() +
                                      ": symbolic link 'input2.txt' -> '../../secret.txt' leads "
                                      "outside the package");
    fs::remove(task / "input/input2.txt");
    fs::create_symlink("/etc/hostname", task / "input/input2.txt");
    EXPECT_EQ(import_error(task), (task / "input/input2.txt").string() +
                                      ": symbolic link 'input2.txt' -> '/etc/hostname' leads "
                                      "outside the package (absolute target)");
}

TEST_F(CmsImport, AHugeNInputIsRefusedBeforeAnyFileIsRead) {
    const fs::path task = copy("guesses");
    write_text(task / "task.yaml", "name: guesses\noutput_only: true\nn_input: 1000000000000\n");
    EXPECT_EQ(import_error(task),
              (task / "task.yaml").string() +
                  ": line 3: n_input: 1000000000000 tests is out of range (1 to 10000)");
    // Within the range but more tests than files: the first one missing is named.
    write_text(task / "task.yaml", "name: guesses\noutput_only: true\nn_input: 3\n");
    EXPECT_EQ(import_error(task), (task / "input/input2.txt").string() + ": missing (test 2 of 3)");
}

TEST_F(CmsImport, SubtasksMustAddUpTo100AsInCms) {
    const fs::path task = copy("addlong");
    write_text(task / "gen/GEN", "# ST: 40\n1\n2\n# ST: 50\n3\n4\n");
    EXPECT_EQ(import_error(task), (task / "gen/GEN").string() +
                                      ": the subtasks' points add up to 90, not 100 (CMS "
                                      "requires 100)");
    write_text(task / "gen/GEN", "1\n# ST: 100\n2\n3\n4\n");
    EXPECT_EQ(import_error(task), (task / "gen/GEN").string() +
                                      ": line 2: 1 tests come before the first subtask (# ST:)");
    write_text(task / "gen/GEN", "# ST: 100\n1\n2\n3\n");
    EXPECT_EQ(import_error(task),
              (task / "task.yaml").string() + ": line 7: n_input: 4 tests, but gen/GEN lists 3");
}

TEST_F(CmsImport, ScoreTypesFromTaskYaml) {
    const fs::path task = copy("addlong");
    fs::remove(task / "gen/GEN");
    const std::string head = "name: addlong\nn_input: 4\n";
    write_text(task / "task.yaml",
               head + "score_type: GroupMin\nscore_type_parameters: [[30, 1], [70, 3]]\n");
    const package::ImportResult grouped = import(task);
    ASSERT_EQ(grouped.problems.size(), 1u);
    EXPECT_EQ(grouped.problems[0].package.groups,
              (std::vector<TestGroup>{{"subtask1", 30, Aggregation::Min, {}},
                                      {"subtask2", 70, Aggregation::Min, {}}}));
    fs::remove_all(scratch / "out");

    write_text(task / "task.yaml", head + "score_type: Sum\nscore_type_parameters: 5\n");
    const package::ImportResult sum = import(task);
    ASSERT_EQ(sum.problems.size(), 1u);
    EXPECT_EQ(sum.problems[0].package.groups,
              (std::vector<TestGroup>{{"all", 20, Aggregation::EachTest, {}}}));
    EXPECT_EQ(sum.problems[0].package.tests[3].points, 5);
    fs::remove_all(scratch / "out");

    write_text(task / "task.yaml",
               head + "score_type: GroupThreshold\nscore_type_parameters: [[100, 4, 0.5]]\n");
    EXPECT_EQ(import_error(task),
              (task / "task.yaml").string() +
                  ": line 3: score_type: 'GroupThreshold' is not imported (Sum, GroupMin and "
                  "GroupMul are)");
    // GroupMul multiplies partial scores: with a checker it is not a minimum.
    write_text(task / "task.yaml",
               head + "score_type: GroupMul\nscore_type_parameters: [[100, 4]]\n");
    EXPECT_EQ(import_error(task),
              (task / "task.yaml").string() +
                  ": line 3: score_type: 'GroupMul' with a checker is not imported: gridjudge's "
                  "groups take the minimum of partial scores, not their product");
    write_text(task / "task.yaml",
               head + "score_type: GroupMin\nscore_type_parameters: [[100, 5]]\n");
    EXPECT_EQ(import_error(task), (task / "task.yaml").string() +
                                      ": line 4: score_type_parameters: the subtasks take 5 "
                                      "tests, n_input is 4");
}

TEST_F(CmsImport, TaskTypesNotJudgedAreRefused) {
    const fs::path task = copy("addlong");
    write_text(task / "task.yaml", "name: addlong\noutput_only_testcases: \"1\"\n");
    EXPECT_EQ(import_error(task), (task / "task.yaml").string() +
                                      ": line 2: output_only_testcases: a BatchAndOutput task "
                                      "(some tests answered by files): not imported yet");
    // A compiled comparator alone: gridjudge compiles a package's programs from source.
    const fs::path binary = copy("guesses");
    write_text(binary / "check/checker",
               "\x7f"
               "ELF");
    EXPECT_EQ(import_error(binary),
              (binary / "check/checker").string() +
                  ": a compiled comparator without its source (gridjudge compiles a package's "
                  "programs: put the source beside it, check/checker.cpp)");
}

TEST_F(CmsImport, ACommunicationTaskIsAManagerAndStubs) {
    const package::ImportResult result = import(fixture("cms/guessnum"));
    ProblemPackage expected;
    expected.id = "guessnum";
    expected.title = "Guess the number";
    expected.limits = {1000, 0, 64, 64, {}};
    expected.interactor = ProgramSpec{Protocol::Cms, "", "check/manager.cpp", "", {"fifo_io"}};
    expected.groups = {{"all", 100, Aggregation::EachTest, {}}};
    expected.tests = {cms_test("guessnum", 0, "all", 50, true),
                      cms_test("guessnum", 1, "all", 50, false)};
    expected.graders = {{"c", {"graders/stub.c", "graders/guessnum.h"}},
                        {"cpp", {"graders/stub.cpp", "graders/guessnum.h"}}};
    expected.submission_format = {"guessnum.%l"};
    expected.solutions = {
        {"solutions/solution.cpp", "", {Verdict::AC}, std::nullopt, "sol/solution.cpp", false},
        {"solutions/solution_c.c", "", {Verdict::AC}, std::nullopt, "sol/solution_c.c", false},
        {"solutions/tle_loops.cpp", "", {Verdict::TLE}, std::nullopt, "sol/tle_loops.cpp", false},
        {"solutions/wrong_asks_twice.cpp",
         "",
         {Verdict::WA},
         std::nullopt,
         "sol/wrong_asks_twice.cpp",
         false}};
    expected.provenance = {"cms", "fixture", "", ""};
    ASSERT_EQ(result.problems.size(), 1u);
    EXPECT_EQ(result.problems[0].package, expected);
    EXPECT_EQ(result.notes, std::vector<std::string>{});
    const fs::path folder = result.problems[0].folder;
    EXPECT_EQ(package::load_package_folder(folder).package, expected);
    EXPECT_EQ(read_text(folder / "check/manager.cpp"),
              read_text(fixture("cms/guessnum/check/manager.cpp")));
    EXPECT_EQ(read_text(folder / "graders/stub.c"), read_text(fixture("cms/guessnum/sol/stub.c")));
}

// CMS's loader: user_io defaults to fifo_io with a stub, std_io without one ("alone").
TEST_F(CmsImport, WithoutAStubTheProgramTalksOnItsStandardStreams) {
    const fs::path task = copy("guessnum");
    write_text(task / "task.yaml", "name: guessnum\nn_input: 2\n");
    for (const char* stub : {"sol/stub.c", "sol/stub.cpp"}) fs::remove(task / stub);
    const package::ImportResult result = import(task);
    ASSERT_EQ(result.problems.size(), 1u);
    EXPECT_EQ(result.problems[0].package.interactor,
              (ProgramSpec{Protocol::Cms, "", "check/manager.cpp", "", {"std_io"}}));
    EXPECT_EQ(result.problems[0].package.graders, (decltype(ProblemPackage::graders){}));
}

TEST_F(CmsImport, CommunicationParametersAreCheckedNamingTheField) {
    const fs::path task = copy("guessnum");
    const std::string task_yaml = (task / "task.yaml").string();
    write_text(task / "task.yaml", "name: guessnum\nn_input: 2\nnum_processes: 9\n");
    EXPECT_EQ(import_error(task), task_yaml +
                                      ": line 3: num_processes: 9 contestant processes: "
                                      "gridjudge runs 1 to 8 beside the manager");
    // Two processes: the manager's second argument.
    write_text(task / "task.yaml", "name: guessnum\nn_input: 2\nnum_processes: 2\n");
    const package::ImportResult two = import(task);
    ASSERT_EQ(two.problems.size(), 1u);
    EXPECT_EQ(two.problems[0].package.interactor,
              (ProgramSpec{Protocol::Cms, "", "check/manager.cpp", "", {"fifo_io", "2"}}));
    fs::remove_all(scratch / "out");
    write_text(task / "task.yaml", "name: guessnum\nn_input: 2\nuser_io: pipes\n");
    EXPECT_EQ(import_error(task),
              task_yaml + ": line 3: user_io: 'pipes' is neither fifo_io nor std_io");
    // A compiled manager alone: gridjudge compiles a package's programs from source.
    write_text(task / "task.yaml", "name: guessnum\nn_input: 2\n");
    fs::remove(task / "check/manager.cpp");
    write_text(task / "check/manager",
               "\x7f"
               "ELF");
    EXPECT_EQ(import_error(task),
              (task / "check/manager").string() +
                  ": a compiled manager without its source (gridjudge compiles a package's "
                  "programs: put the source beside it, check/manager.cpp)");
}

// submission_format: the contestant's files by name, one per process; kept through the package
// folder, and bad names refused naming the field.
TEST_F(CmsImport, TheSubmissionFormatNamesTheContestantsFiles) {
    const fs::path task = copy("guessnum");
    const std::string task_yaml = (task / "task.yaml").string();
    write_text(task / "task.yaml",
               "name: guessnum\nn_input: 2\nnum_processes: 2\nsubmission_format: user1.%l, "
               "user2.%l\n");
    const package::ImportResult two = import(task);
    ASSERT_EQ(two.problems.size(), 1u);
    const std::vector<std::string> both{"user1.%l", "user2.%l"};
    EXPECT_EQ(two.problems[0].package.submission_format, both);
    EXPECT_EQ(package::load_package_folder(two.problems[0].folder).package.submission_format, both);
    fs::remove_all(scratch / "out");
    write_text(task / "task.yaml",
               "name: guessnum\nn_input: 2\nsubmission_format: [user1.%l, ../x.%l]\n");
    EXPECT_EQ(import_error(task),
              task_yaml +
                  ": line 3: submission_format: '../x.%l' is not NAME.%l (a letter or "
                  "'_', then letters, digits and '_')");
    write_text(task / "task.yaml",
               "name: guessnum\nn_input: 2\nsubmission_format: [user1.%l, user1.%l]\n");
    EXPECT_EQ(import_error(task),
              task_yaml + ": line 3: submission_format: 'user1.%l' is given twice");
    // A task name that is no module name: noted, and the stubs import `solution`.
    fs::remove_all(scratch / "out");
    write_text(task / "task.yaml",
               "name: guess-num\nn_input: 2\ntime_limit: 1\nmemory_limit: 64\n");
    const package::ImportResult dashed = import(task);
    ASSERT_EQ(dashed.problems.size(), 1u);
    EXPECT_EQ(dashed.problems[0].package.submission_format, std::vector<std::string>{});
    EXPECT_EQ(dashed.notes,
              std::vector<std::string>{task_yaml +
                                       ": name 'guess-num' is no module name: the stubs import "
                                       "the contestant's file as solution"});
}

// CMS runs an extensionless check/checker by its #! line; a Python one is kept as Python.
TEST_F(CmsImport, AnExtensionlessPythonComparatorIsKeptAsPython) {
    const fs::path task = copy("guesses");
    write_text(task / "check/checker",
               "#!/usr/bin/python3 -sS\nimport sys\nprint(1.0)\nprint('translate:success', "
               "file=sys.stderr)\n");
    const package::ImportResult result = import(task);
    ASSERT_EQ(result.problems.size(), 1u);
    EXPECT_EQ(result.problems[0].package.checker,
              (ProgramSpec{Protocol::Cms, "", "check/checker.py", "python3", {}}));
    EXPECT_EQ(read_text(result.problems[0].folder / "check/checker.py"),
              read_text(task / "check/checker"));
}

// No other format's checkers speak CMS's protocol: exporting says so rather than write a checker
// the other judge would misread.
TEST_F(CmsImport, ACmsComparatorIsNotExportedAsAnotherProtocol) {
    const package::ImportResult result = import(fixture("cms/addlong"));
    ASSERT_EQ(result.problems.size(), 1u);
    const package::LoadedPackage loaded = package::load_package_folder(result.problems[0].folder);
    EXPECT_EQ(package_error([&] { package::export_hydro(loaded, scratch / "hydro"); }),
              "addlong: cannot export to Hydro: the checker speaks CMS's protocol (the fraction "
              "on stdout); Hydro has no checker_type for it");
    EXPECT_EQ(package_error([&] { package::export_kattis(loaded, scratch / "kattis"); }),
              "addlong: cannot export to Kattis: the checker check/checker.cpp speaks the cms "
              "protocol, whose exit codes are not Kattis's (42 accepted, 43 rejected); export to "
              "Polygon or Hydro, or give it a Kattis validator");
    EXPECT_EQ(package_error([&] { package::export_polygon(loaded, scratch / "polygon"); }),
              "addlong: cannot export to Polygon: checker check/checker.cpp speaks the cms "
              "protocol; Polygon runs testlib programs");
    EXPECT_FALSE(fs::exists(scratch / "hydro"));
}

}  // namespace
}  // namespace gridjudge::testing
