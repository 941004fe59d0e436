// The LemonLime importer on this suite's contest: two tasks (file I/O with the ignore-spaces
// comparison; standard I/O with a Lemon special judge, multi-file test cases and a subtask
// dependency) and three contestants whose sources become a contest folder.
#include <gtest/gtest.h>

#include "judge/package/importers.h"
#include "judge/package/package_folder.h"
#include "tests/packages/gxx_tools.h"
#include "tests/packages/test_support.h"

namespace gridjudge::testing {
namespace {

namespace fs = std::filesystem;

PackageTest lemon_test(const std::string& task, const std::string& name, const std::string& group,
                       double points) {
    const fs::path data = fixture("lemonlime/contest/data") / task;
    return imported_test(name, group, points, data / (name + ".in"), data / (name + ".out"));
}

TEST(LemonLimeImport, TasksBecomeProblemsAndContestantsAContestFolder) {
    ScratchDir scratch;
    GxxTools tools(scratch / "tools");
    package::ImportOptions options;
    options.origin = "fixture:contest";
    const package::ImportResult result =
        package::import_lemonlime(fixture("lemonlime/contest"), scratch / "out", tools, options);

    ProblemPackage sum;
    sum.id = "sum";
    sum.title = "Sum";
    sum.limits = {1000, 0, 256, 64, {}};
    sum.io = {IoMode::File, "sum.in", "sum.out"};
    sum.checker = {Protocol::Builtin, "tokens", "", "", {"text"}};
    sum.groups = {{"tests", 100, Aggregation::EachTest, {}}};
    sum.tests = {lemon_test("sum", "sum1", "tests", 30), lemon_test("sum", "sum2", "tests", 30),
                 lemon_test("sum", "sum3", "tests", 40)};
    sum.provenance = {"lemonlime", "fixture:contest", "", ""};

    ProblemPackage diff;
    diff.id = "diff";
    diff.title = "Distance";
    diff.limits = {2000, 0, 128, 64, {}};
    diff.checker = {Protocol::Lemon, "", "checker/spj.cpp", "", {}};
    diff.groups = {{"1", 50, Aggregation::Min, {}}, {"2", 50, Aggregation::Min, {"1"}}};
    diff.tests = {lemon_test("diff", "diff1", "1", 0), lemon_test("diff", "diff2", "1", 0),
                  lemon_test("diff", "diff3", "2", 0)};
    diff.provenance = {"lemonlime", "fixture:contest", "", ""};

    ASSERT_EQ(result.problems.size(), 2u);
    EXPECT_EQ(result.problems[0].package, sum);
    EXPECT_EQ(result.problems[1].package, diff);
    EXPECT_EQ(result.notes,
              (std::vector<std::string>{
                  fixture("lemonlime/contest/contest.cdf").string() +
                  ": tasks[1]: limits differ between test cases; the package takes the largest "
                  "(2000 ms, 128 MiB)"}));
    ASSERT_EQ(result.contest, scratch / "out/contest");
    const fs::path sources = fixture("lemonlime/contest/source");
    const std::vector<std::pair<std::string, std::string>> laid_out{
        {"alice/sum.cpp", "alice/sum.cpp"}, {"alice/diff.cpp", "alice/diff.cpp"},
        {"bob/sum.cpp", "bob/sum/sum.cpp"}, {"bob/diff.cpp", "bob/diff/diff.cpp"},
        {"carol/sum.c", "carol/sum.c"},     {"carol/diff.cpp", "carol/diff.cpp"}};
    std::size_t files = 0;
    for (const auto& entry : fs::recursive_directory_iterator(*result.contest))
        files += entry.is_regular_file();
    EXPECT_EQ(files, laid_out.size());
    for (const auto& [contest, original] : laid_out)
        EXPECT_EQ(read_text(*result.contest / contest), read_text(sources / original)) << contest;
    EXPECT_EQ(read_text(result.problems[1].folder / "checker/spj.cpp"),
              read_text(fixture("lemonlime/contest/data/diff/spj.cpp")));
    EXPECT_EQ(package::load_package_folder(result.problems[1].folder).package, diff);
}

// An answer-only task (taskType 1) is an output-only problem: each test takes the answer file
// LemonLime asks for, the input's base name with the task's answerFileExtension.
TEST(LemonLimeImport, AnAnswerOnlyTaskIsAnOutputOnlyProblem) {
    ScratchDir scratch;
    GxxTools tools(scratch / "tools");
    package::ImportOptions options;
    options.origin = "fixture:answers";
    const package::ImportResult result =
        package::import_lemonlime(fixture("lemonlime/answers"), scratch / "out", tools, options);
    const fs::path data = fixture("lemonlime/answers/data/guess");
    ProblemPackage guess;
    guess.id = "guess";
    guess.title = "Guess the sums";
    guess.kind = ProblemKind::OutputOnly;
    guess.limits = {1000, 0, 256, 64, {}};
    guess.checker = {Protocol::Builtin, "tokens", "", "", {"text"}};
    guess.groups = {{"tests", 100, Aggregation::EachTest, {}}};
    for (const auto& [name, points] :
         {std::pair{"guess1", 30.0}, std::pair{"guess2", 30.0}, std::pair{"guess3", 40.0}}) {
        guess.tests.push_back(imported_test(name, "tests", points,
                                            data / (std::string(name) + ".in"),
                                            data / (std::string(name) + ".out")));
        guess.tests.back().answer_file = std::string(name) + ".ans";
    }
    guess.provenance = {"lemonlime", "fixture:answers", "", ""};
    ASSERT_EQ(result.problems.size(), 1u);
    EXPECT_EQ(result.problems[0].package, guess);
    EXPECT_EQ(package::load_package_folder(result.problems[0].folder).package, guess);
}

}  // namespace
}  // namespace gridjudge::testing
