// The Polygon importer on this suite's own fixture packages: the exact model of each (limits,
// I/O, checker, groups, points, dependencies, test names and sha256), the files it writes, and
// the package folder it leaves loading back to the same model.
#include <gtest/gtest.h>

#include "judge/package/importers.h"
#include "judge/package/package_folder.h"
#include "judge/package/polygon_xml.h"
#include "tests/packages/gxx_tools.h"
#include "tests/packages/test_support.h"

namespace gridjudge::testing {
namespace {

namespace fs = std::filesystem;
using package::ImportOptions;
using package::ImportResult;

// A test as the importer names it, hashes taken from the fixture's own files.
PackageTest fixture_test(const fs::path& root, const std::string& name, const std::string& group,
                         double points, bool sample = false) {
    return imported_test(name, group, points, root / "tests" / name, root / "tests" / (name + ".a"),
                         sample);
}

class PolygonImport : public ::testing::Test {
  protected:
    ScratchDir scratch;
    GxxTools tools{scratch / "tools"};
    ImportOptions options;

    ImportResult import(const std::string& name) {
        options.origin = "fixture:" + name;
        return package::import_polygon(fixture("polygon/" + name), scratch / "out", tools, options);
    }
};

TEST_F(PolygonImport, PlainTokenCompareMapsStandardCheckerAndScoresOnePointPerTest) {
    const ImportResult result = import("aplusb-plain");
    const fs::path root = fixture("polygon/aplusb-plain");
    ProblemPackage expected;
    expected.id = "aplusb";
    expected.title = "A plus B";
    expected.statements = {{"en", "tex", "statements/english/problem.tex"}};
    expected.limits.time_ms = 1000;
    expected.limits.memory_mib = 256;
    expected.checker = {Protocol::Builtin, "tokens", "", "", {}};
    expected.groups = {{"tests", 3, Aggregation::EachTest, {}}};
    expected.tests = {fixture_test(root, "01", "tests", 0, true),
                      fixture_test(root, "02", "tests", 1), fixture_test(root, "03", "tests", 1),
                      fixture_test(root, "04", "tests", 1)};
    expected.solutions = {
        {"solutions/main.cpp", "cpp17", {Verdict::AC}, std::nullopt, "main", true}};
    expected.provenance = {"polygon", "fixture:aplusb-plain", "", ""};

    ASSERT_EQ(result.problems.size(), 1u);
    EXPECT_EQ(result.problems[0].package, expected);
    EXPECT_EQ(result.problems[0].folder, scratch / "out/problems/aplusb");
    EXPECT_EQ(result.notes, std::vector<std::string>{"checker std::ncmp.cpp is a standard testlib "
                                                     "checker: judged by the built-in tokens "
                                                     "checker"});
    EXPECT_EQ(tools.runs(), 0);  // nothing to generate, validate or answer
    EXPECT_EQ(read_text(scratch / "out/problems/aplusb/tests/04.in"), "7 -10\n");
    EXPECT_EQ(package::load_package_folder(result.problems[0].folder).package, expected);
}

// Resources compiled with the solutions (stage COMPILE, asset SOLUTION) become the graders of
// the languages their for-types masks name; one for a language gridjudge has not is noted.
TEST_F(PolygonImport, SolutionCompileResourcesBecomeGraders) {
    const ImportResult result = import("addfunction");
    const fs::path root = fixture("polygon/addfunction");
    ASSERT_EQ(result.problems.size(), 1u);
    const ProblemPackage& package = result.problems[0].package;
    EXPECT_EQ(package.graders,
              (std::map<std::string, std::vector<std::string>>{
                  {"cpp", {"files/grader.cpp", "files/task.h"}}, {"java", {"files/Grader.java"}}}));
    EXPECT_EQ(package.files, std::vector<std::string>{"files/task.h"});
    EXPECT_EQ(read_text(result.problems[0].folder / "files/grader.cpp"),
              read_text(root / "files/grader.cpp"));
    EXPECT_FALSE(fs::exists(result.problems[0].folder / "files/grader.f90"));
    EXPECT_EQ(result.notes,
              (std::vector<std::string>{
                  "files/grader.f90: a grader for 'fortran.*' is not imported: no such language "
                  "here",
                  "checker std::ncmp.cpp is a standard testlib checker: judged by the built-in "
                  "tokens checker"}));
    EXPECT_EQ(package::load_package_folder(result.problems[0].folder).package, package);
}

TEST_F(PolygonImport, TestlibCheckerPointsGroupsAndDependencies) {
    const ImportResult result = import("aplusb-groups");
    const fs::path root = fixture("polygon/aplusb-groups");
    ProblemPackage expected;
    expected.id = "aplusb-groups";
    expected.title = "A plus B, in groups";
    expected.statements = {{"en", "html", "statements/.html/english/problem.html"}};
    expected.limits.time_ms = 2000;
    expected.limits.memory_mib = 64;
    expected.checker = {Protocol::Testlib, "", "files/check.cpp", "cpp17", {}};
    expected.validator = ProgramSpec{Protocol::Testlib, "", "files/val.cpp", "cpp17", {}};
    expected.groups = {{"samples", 0, Aggregation::Min, {}},
                       {"g1", 20, Aggregation::EachTest, {}},
                       {"g2", 30, Aggregation::Min, {"g1"}},
                       {"g3", 50, Aggregation::Min, {"g1", "g2"}}};
    expected.tests = {fixture_test(root, "01", "samples", 0, true),
                      fixture_test(root, "02", "samples", 0, true),
                      fixture_test(root, "03", "g1", 10),
                      fixture_test(root, "04", "g1", 10),
                      fixture_test(root, "05", "g2", 0),
                      fixture_test(root, "06", "g2", 0),
                      fixture_test(root, "07", "g3", 0)};
    expected.files = {"files/testlib.h"};
    expected.solutions = {
        {"solutions/main.cpp", "cpp17", {Verdict::AC}, std::nullopt, "main", true}};
    expected.provenance = {"polygon", "fixture:aplusb-groups", "", ""};

    ASSERT_EQ(result.problems.size(), 1u);
    EXPECT_EQ(result.problems[0].package, expected);
    EXPECT_EQ(result.problems[0].package.total_points(), 100);
    EXPECT_EQ(result.notes, std::vector<std::string>{
                                "statement statements/.pdf/english/problem.pdf (application/pdf) "
                                "is not imported"});
    EXPECT_EQ(tools.runs(), 7);  // the validator, once per test
    const fs::path folder = result.problems[0].folder;
    EXPECT_EQ(read_text(folder / "files/check.cpp"), read_text(root / "files/check.cpp"));
    EXPECT_EQ(read_text(folder / "files/testlib.h"), read_text(mini_testlib()));
    EXPECT_FALSE(fs::exists(folder / "files/olymp.sty"));
    EXPECT_EQ(package::load_package_folder(folder).package, expected);
}

TEST_F(PolygonImport, GeneratedTestsAnswersByMainSolutionAndFileIo) {
    const ImportResult result = import("sum-generated");
    ASSERT_EQ(result.problems.size(), 1u);
    const ProblemPackage& problem = result.problems[0].package;
    EXPECT_EQ(problem.id, "sum-file");
    EXPECT_EQ(problem.limits, (ProblemLimits{500, 0, 128, 64, {}}));
    EXPECT_EQ(problem.io, (ProblemIo{IoMode::File, "sum.in", "sum.out"}));
    EXPECT_EQ(problem.groups, (std::vector<TestGroup>{{"tests", 3, Aggregation::EachTest, {}}}));
    const fs::path folder = result.problems[0].folder;
    const std::vector<std::pair<std::string, std::string>> made{
        {"2 2\n", "4\n"}, {"3 4\n", "7\n"}, {"10 -20\n", "-10\n"}, {"500 600\n", "1100\n"}};
    const std::vector<std::string> generators{"", "gen 3 4", "gen 10 -20", "gen 500 600"};
    ASSERT_EQ(problem.tests.size(), 4u);
    for (std::size_t i = 0; i < 4; ++i) {
        const PackageTest& test = problem.tests[i];
        EXPECT_EQ(test.generator, generators[i]) << test.name;
        EXPECT_EQ(read_text(folder / test.input), made[i].first) << test.name;
        EXPECT_EQ(read_text(folder / test.answer), made[i].second) << test.name;
        EXPECT_EQ(test.input_sha256, sha256_hex(made[i].first)) << test.name;
        EXPECT_EQ(test.answer_sha256, sha256_hex(made[i].second)) << test.name;
    }
    // Three generator runs and three main-solution runs; the scratch area is gone.
    EXPECT_EQ(tools.runs(), 6);
    EXPECT_FALSE(fs::exists(scratch / "out/.work"));
    std::vector<std::string> top;
    for (const auto& entry : fs::directory_iterator(scratch / "out"))
        top.push_back(entry.path().filename().string());
    EXPECT_EQ(top, std::vector<std::string>{"problems"});
}

// Polygon's source types name the C++ standard after "++"; C++23 (Codeforces' g++23 types) is
// judged as C++23, not as an older standard that lacks its library.
TEST(PolygonSourceType, TheCppStandardAfterThePlusesIsTheLanguage) {
    EXPECT_EQ(package::polygon_language_id("cpp.g++17"), "cpp17");
    EXPECT_EQ(package::polygon_language_id("cpp.gcc14-64-msys2-g++23"), "cpp23");
    EXPECT_EQ(package::polygon_language_id("cpp.msys2-mingw64-9-g++20"), "cpp20");
    EXPECT_EQ(package::polygon_language_id("cpp.g++"), "");
    EXPECT_EQ(package::polygon_language_id("cpp.g++98"), "");
    EXPECT_EQ(package::polygon_language_id("c.gcc"), "c11");
    EXPECT_EQ(package::polygon_language_id("haskell"), std::nullopt);
}

}  // namespace
}  // namespace gridjudge::testing
