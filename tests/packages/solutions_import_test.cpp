// The jury solutions an import keeps for `verify`: Polygon's <solutions> tags and Kattis's
// submissions/<verdict>/ folders with DOMjudge comments, on this suite's tagged fixtures. Exact
// lists, the sources copied into the package, and what is left out with a note; the comment
// reader and the tag tables on their own.
#include <gtest/gtest.h>

#include "judge/package/importers.h"
#include "judge/package/package_folder.h"
#include "judge/package/solution_tags.h"
#include "tests/packages/gxx_tools.h"
#include "tests/packages/test_support.h"

namespace gridjudge::testing {
namespace {

namespace fs = std::filesystem;
using package::ImportOptions;
using package::ImportResult;

class SolutionsImport : public ::testing::Test {
  protected:
    ScratchDir scratch;
    GxxTools tools{scratch / "tools"};
    ImportOptions options;
};

TEST_F(SolutionsImport, PolygonTagsBecomeExpectedVerdicts) {
    const ImportResult result =
        package::import_polygon(fixture("polygon/tagged-sum"), scratch / "out", tools, options);
    ASSERT_EQ(result.problems.size(), 1u);
    const std::vector<PackageSolution> expected{
        {"solutions/main.cpp", "cpp17", {Verdict::AC}, std::nullopt, "main", true},
        {"solutions/difference.cpp", "cpp17", {Verdict::WA}, std::nullopt, "wrong-answer", false},
        {"solutions/forever.cpp",
         "cpp17",
         {Verdict::TLE},
         std::nullopt,
         "time-limit-exceeded",
         false},
        {"solutions/off_by_one.cpp", "cpp17", {Verdict::AC}, std::nullopt, "accepted", false}};
    EXPECT_EQ(result.problems[0].package.solutions, expected);
    EXPECT_EQ(result.notes.back(),
              "solution solutions/main.cpp (tag 'do-not-run') is not verified");
    // The sources are part of the package: the folder loads with them, byte for byte.
    const fs::path folder = result.problems[0].folder;
    EXPECT_EQ(package::load_package_folder(folder).package.solutions, expected);
    EXPECT_EQ(read_text(folder / "solutions/off_by_one.cpp"),
              read_text(fixture("polygon/tagged-sum/solutions/off_by_one.cpp")));
}

TEST_F(SolutionsImport, KattisFoldersAndExpectedResultsCommentsBecomeExpectedVerdicts) {
    const ImportResult result =
        package::import_kattis(fixture("kattis/kattis-tagged"), scratch / "out", tools, options);
    ASSERT_EQ(result.problems.size(), 1u);
    const std::vector<PackageSolution> expected{
        {"submissions/accepted/close.cpp", "cpp23", {Verdict::AC}, std::nullopt, "accepted", false},
        {"submissions/accepted/sum.cpp", "cpp23", {Verdict::AC}, std::nullopt, "accepted", false},
        {"submissions/accepted/sum.py", "", {Verdict::AC}, std::nullopt, "accepted", false},
        {"submissions/time_limit_exceeded/barely.cpp",
         "cpp23",
         {Verdict::TLE},
         std::nullopt,
         "time_limit_exceeded",
         false},
        {"submissions/wrong_answer/product.cpp",
         "cpp23",
         {Verdict::WA},
         std::nullopt,
         "wrong_answer",
         false},
        {"submissions/wrong_answer/sometimes.cpp",
         "cpp23",
         {Verdict::WA, Verdict::TLE},
         std::nullopt,
         "@EXPECTED_RESULTS@",
         false}};
    EXPECT_EQ(result.problems[0].package.solutions, expected);
    EXPECT_TRUE(fs::is_regular_file(result.problems[0].folder / "submissions/accepted/sum.py"));
}

TEST_F(SolutionsImport, SubmissionsTheJudgeCannotRunAreLeftOutWithANote) {
    const fs::path copy = copy_fixture("kattis/kattis-tagged", scratch / "kattis-tagged");
    fs::create_directories(copy / "submissions/accepted/nested/src");
    write_text(copy / "submissions/accepted/nested/src/a.cpp", "int main() {}\n");
    fs::create_directories(copy / "submissions/accepted/notes");
    write_text(copy / "submissions/accepted/notes/readme.txt", "nothing to run\n");
    write_text(copy / "submissions/accepted/sum.rb", "puts 3\n");
    write_text(copy / "submissions/brute_force/slow.cpp", "int main() {}\n");
    const ImportResult result = package::import_kattis(copy, scratch / "out", tools, options);
    EXPECT_EQ(result.problems[0].package.solutions.size(), 6u);
    const std::vector<std::string> notes(result.notes.end() - 4, result.notes.end());
    EXPECT_EQ(notes,
              (std::vector<std::string>{
                  "submission submissions/accepted/nested holds src, which is not a file: not "
                  "verified",
                  "submission submissions/accepted/notes: no language of the judge runs any of "
                  "its files",
                  "submission submissions/accepted/sum.rb: no language of the judge runs it",
                  "submission submissions/brute_force/slow.cpp: folder 'brute_force' names "
                  "no verdict and the file has no @EXPECTED_RESULTS@"}));
}

// A folder is one program of its files: the language with the most sources (Kattis's priority on
// a tie), the entry point main.* else the first source by name, the rest its companions.
TEST_F(SolutionsImport, ASubmissionFolderIsOneProgramOfItsFiles) {
    const ImportResult result =
        package::import_kattis(fixture("kattis/kattis-folders"), scratch / "out", tools, options);
    const ProblemPackage& package = result.problems[0].package;
    ASSERT_EQ(package.solutions.size(), 3u);
    std::vector<PackageSolution> solutions = package.solutions;
    std::sort(solutions.begin(), solutions.end(),
              [](const auto& a, const auto& b) { return a.source < b.source; });
    EXPECT_EQ(solutions[0].source, "submissions/accepted/two_classes/Adder.java");
    EXPECT_EQ(solutions[0].companions,
              std::vector<std::string>{"submissions/accepted/two_classes/Sum.java"});
    EXPECT_EQ(solutions[0].expected, std::vector<Verdict>{Verdict::AC});
    EXPECT_EQ(solutions[1].source, "submissions/accepted/with_header/sum.cpp");
    EXPECT_EQ(solutions[1].companions,
              std::vector<std::string>{"submissions/accepted/with_header/add.h"});
    EXPECT_EQ(solutions[2].source, "submissions/wrong_answer/header_product/main.cpp");
    EXPECT_EQ(solutions[2].companions,
              std::vector<std::string>{"submissions/wrong_answer/header_product/combine.h"});
    EXPECT_EQ(solutions[2].expected, std::vector<Verdict>{Verdict::WA});
    // Every file is in the package, and the manifest reads back the same.
    const fs::path folder = result.problems[0].folder;
    EXPECT_TRUE(fs::is_regular_file(folder / "submissions/accepted/two_classes/Sum.java"));
    EXPECT_EQ(package::load_package_folder(folder).package.solutions, package.solutions);
}

// Two sources of two languages as many times each: C++ before C, as Kattis ranks them.
TEST_F(SolutionsImport, AFolderOfAsManySourcesOfTwoLanguagesIsTheHigherRankedOne) {
    const fs::path copy = copy_fixture("kattis/kattis-tagged", scratch / "kattis-tagged");
    fs::create_directories(copy / "submissions/accepted/mixed");
    write_text(copy / "submissions/accepted/mixed/helper.c", "int helper(void) { return 1; }\n");
    write_text(copy / "submissions/accepted/mixed/sum.cpp", "int main() {}\n");
    const ImportResult result = package::import_kattis(copy, scratch / "out", tools, options);
    const std::vector<PackageSolution>& solutions = result.problems[0].package.solutions;
    const auto mixed = std::find_if(solutions.begin(), solutions.end(), [](const auto& s) {
        return s.source.find("/mixed/") != std::string::npos;
    });
    ASSERT_NE(mixed, solutions.end());
    EXPECT_EQ(mixed->source, "submissions/accepted/mixed/sum.cpp");
    EXPECT_EQ(mixed->companions, std::vector<std::string>{"submissions/accepted/mixed/helper.c"});
}

TEST_F(SolutionsImport, ASubmissionLinkLeadingOutOfThePackageIsRefused) {
    const fs::path copy = copy_fixture("kattis/kattis-tagged", scratch / "kattis-tagged");
    write_text(scratch / "secret.cpp", "int main() {}\n");
    fs::create_symlink("../../../secret.cpp", copy / "submissions/accepted/leak.cpp");
    const std::string error =
        package_error([&] { package::import_kattis(copy, scratch / "out", tools, options); });
    EXPECT_NE(error.find("leak.cpp' -> '../../../secret.cpp' leads outside the package"),
              std::string::npos)
        << error;
    EXPECT_FALSE(fs::exists(scratch / "out"));
}

TEST_F(SolutionsImport, AnUnknownExpectedResultIsRefusedNamingTheFileAndLine) {
    const fs::path copy = copy_fixture("kattis/kattis-tagged", scratch / "kattis-tagged");
    write_text(copy / "submissions/accepted/odd.cpp",
               "// fine\n// @EXPECTED_RESULTS@: CORRECT, SLOW\nint main() {}\n");
    const std::string error =
        package_error([&] { package::import_kattis(copy, scratch / "out", tools, options); });
    EXPECT_EQ(error, (copy / "submissions/accepted/odd.cpp").string() +
                         ": line 2: @EXPECTED_RESULTS@: 'SLOW' is not a result (CORRECT, "
                         "WRONG-ANSWER, TIMELIMIT, RUN-ERROR, ... or a verdict)");
}

TEST(SolutionTags, ExpectedCommentsReadDomjudgeNamesAndOurs) {
    const package::ExpectedComment comment = package::expected_comment(
        "/* @EXPECTED_RESULTS@: CORRECT,TIMELIMIT, no-output */\n# @EXPECTED_SCORE@: 37.5\n");
    EXPECT_EQ(comment.verdicts,
              (std::vector<Verdict>{Verdict::AC, Verdict::TLE, Verdict::WA, Verdict::PE}));
    EXPECT_EQ(comment.score, 37.5);
    EXPECT_EQ(package::expected_comment("// @EXPECTED_RESULTS@: MLE RE\n").verdicts,
              (std::vector<Verdict>{Verdict::MLE, Verdict::RE}));
    EXPECT_EQ(package::expected_comment("// @EXPECTED_RESULTS@: RUN-ERROR\n").verdicts,
              (std::vector<Verdict>{Verdict::RE, Verdict::MLE}));
    EXPECT_TRUE(package::expected_comment("int main() {}\n").verdicts.empty());
    EXPECT_THROW(package::expected_comment("// @EXPECTED_SCORE@: lots\n"), std::invalid_argument);
}

TEST(SolutionTags, PolygonAndKattisWordsMapToVerdicts) {
    using V = std::vector<Verdict>;
    EXPECT_EQ(package::polygon_tag_verdicts("time-limit-exceeded-or-accepted"),
              (V{Verdict::TLE, Verdict::AC}));
    EXPECT_EQ(package::polygon_tag_verdicts("rejected"),
              (V{Verdict::WA, Verdict::PE, Verdict::TLE, Verdict::MLE, Verdict::OLE, Verdict::RE}));
    EXPECT_EQ(package::polygon_tag_verdicts("failed"), (V{Verdict::IE}));
    EXPECT_EQ(package::polygon_tag_verdicts("do-not-run"), std::nullopt);
    // Kattis calls running out of memory a run-time error.
    EXPECT_EQ(package::kattis_folder_verdicts("run_time_error"), (V{Verdict::RE, Verdict::MLE}));
    EXPECT_EQ(package::kattis_folder_verdicts("brute_force"), std::nullopt);
}

}  // namespace
}  // namespace gridjudge::testing
