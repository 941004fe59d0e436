// Packages as people publish them, each class of failure reproduced on a fixture of this suite:
// Polygon packages made on Windows (CRLF tests) with programs in Python and generated tests
// shipped beside their generators, a comment naming testlib.h, a blank generator command,
// messages about an archive; Hydro data numbered in the extension, non-ASCII names, a checker
// with a header of its own, limits too large for any integer; LemonLime contestants in every
// language the judge runs; and every program of a package compiled at import, refused with the
// compiler's log when it does not compile.
#include <gtest/gtest.h>

#include <cstdlib>

#include "judge/package/import_package.h"
#include "judge/package/importers.h"
#include "judge/package/line_ends.h"
#include "judge/package/package_folder.h"
#include "tests/packages/gxx_tools.h"
#include "tests/packages/test_support.h"

namespace gridjudge::testing {
namespace {

namespace fs = std::filesystem;
using package::ImportOptions;
using package::ImportResult;

void replace_in(const fs::path& file, const std::string& from, const std::string& to) {
    std::string text = read_text(file);
    const std::size_t at = text.find(from);
    ASSERT_NE(at, std::string::npos) << from;
    text.replace(at, from.size(), to);
    write_text(file, text);
}

PackageTest made_test(const std::string& name, const std::string& group, double points,
                      const std::string& input, const std::string& answer,
                      const std::string& generator = "", bool sample = false) {
    PackageTest test;
    test.name = name;
    test.group = group;
    test.points = points;
    test.sample = sample;
    test.input = "tests/" + name + ".in";
    test.answer = "tests/" + name + ".ans";
    test.input_sha256 = sha256_hex(input);
    test.answer_sha256 = sha256_hex(answer);
    test.generator = generator;
    return test;
}

const std::string kCompileRefusal =
    " does not compile (an import compiles every program of the package; the judge would fail "
    "on it for every submission):\n";

class Published : public ::testing::Test {
  protected:
    ScratchDir scratch;
    GxxTools tools{scratch / "tools"};
    ImportOptions options;

    fs::path copy(const std::string& name) { return copy_fixture(name, scratch / "package"); }

    ImportResult import(const fs::path& package) {
        return package::import_package(package, scratch / "out", tools, options);
    }
    std::string import_error(const fs::path& package) {
        const std::string error = package_error([&] { import(package); });
        EXPECT_FALSE(fs::exists(scratch / "out"));
        return error;
    }
};

// Issue: a Windows-made package with Python programs was refused (the Python checker), its CRLF
// manual test failed its own validator, and its shipped generated test was generated again.
TEST_F(Published, PolygonPackageMadeOnWindowsWithPythonPrograms) {
    options.origin = "fixture:windows-python";
    const ImportResult result = import(fixture("polygon/windows-python"));
    ProblemPackage expected;
    expected.id = "sum-windows";
    expected.title = "Sum, prepared on Windows in Python";
    expected.limits.time_ms = 1000;
    expected.limits.memory_mib = 256;
    expected.checker = {Protocol::Testlib, "", "files/check.py", "python3", {}};
    expected.validator = ProgramSpec{Protocol::Testlib, "", "files/val.cpp", "cpp17", {}};
    expected.groups = {{"tests", 2, Aggregation::EachTest, {}}};
    expected.tests = {made_test("01", "tests", 0, "1 2\n", "3\n", "", true),
                      made_test("02", "tests", 1, "5 6\n", "11\n", "gen 5 6"),
                      made_test("03", "tests", 1, "7 8\n", "15\n", "gen 7 8")};
    expected.files = {"files/testlib.h"};
    expected.solutions = {
        {"solutions/sum.py", "python3", {Verdict::AC}, std::nullopt, "main", true}};
    expected.provenance = {"polygon", "fixture:windows-python", "", ""};

    ASSERT_EQ(result.problems.size(), 1u);
    EXPECT_EQ(result.problems[0].package, expected);
    EXPECT_EQ(result.notes,
              (std::vector<std::string>{
                  "the package has 2 validators: all checked the tests; the package keeps the "
                  "first",
                  "1 of 2 generated tests are shipped in the package: taken as they are (the "
                  "generator runs only for the missing ones)",
                  "2 test files had Windows line ends (CRLF, a package made on Windows): "
                  "converted to LF, as in Polygon's Linux packages"}));
    // gen 7 8 and the Python main solution for test 03; two validators on three tests.
    EXPECT_EQ(tools.runs(), 2 + 2 * 3);
    EXPECT_EQ(read_text(result.problems[0].folder / "tests/01.in"), "1 2\n");
    EXPECT_EQ(read_text(result.problems[0].folder / "files/check.py"),
              read_text(fixture("polygon/windows-python/files/check.py")));
    EXPECT_EQ(package::load_package_folder(result.problems[0].folder).package, expected);
}

TEST_F(Published, CrlfTestIsNormalisedForThePackagesOwnValidator) {
    const fs::path package = copy("polygon/aplusb-groups");
    write_text(package / "tests/03", "10 20\r\n");
    write_text(package / "tests/03.a", "30\r\n");
    const ImportResult result = import(package);
    EXPECT_EQ(read_text(result.problems[0].folder / "tests/03.in"), "10 20\n");
    EXPECT_EQ(read_text(result.problems[0].folder / "tests/03.ans"), "30\n");
    EXPECT_EQ(result.notes.back(),
              "2 test files had Windows line ends (CRLF, a package made on Windows): converted "
              "to LF, as in Polygon's Linux packages");
}

TEST_F(Published, BinaryTestKeepsItsCarriageReturns) {
    const fs::path package = copy("polygon/aplusb-plain");
    write_text(package / "tests/03.a", std::string("3\r\n\0", 4));
    const ImportResult result = import(package);
    EXPECT_EQ(read_text(result.problems[0].folder / "tests/03.ans"), std::string("3\r\n\0", 4));
}

TEST_F(Published, LineEndsConvertAcrossChunksAndLoneCarriageReturnsStay) {
    // A CRLF split by the 1 MiB chunk the conversion streams in, and a CR without LF.
    const std::size_t chunk = 1 << 20;
    std::string text(chunk - 1, 'x');
    text += "\r\nlone\rcr\r\nend\r";
    const fs::path file = scratch / "big.txt";
    write_text(file, text);
    EXPECT_TRUE(package::convert_crlf_to_lf(file));
    EXPECT_EQ(read_text(file), std::string(chunk - 1, 'x') + "\nlone\rcr\nend\r");
    EXPECT_FALSE(package::convert_crlf_to_lf(file));  // nothing left to convert
    write_text(file, std::string("a\r\n\0", 4));
    EXPECT_FALSE(package::convert_crlf_to_lf(file));  // binary
}

TEST_F(Published, ShippedGeneratedTestsAreTakenNotGeneratedAgain) {
    const fs::path package = copy("polygon/sum-generated");
    // A generator that would fail if it ran: the shipped files must be used.
    write_text(package / "files/gen.cpp", "#include <cstdlib>\nint main() { std::abort(); }\n");
    for (const auto& [name, input, answer] : {std::tuple{"02", "3 4\n", "7\n"},
                                              {"03", "10 -20\n", "-10\n"},
                                              {"04", "500 600\n", "1100\n"}}) {
        write_text(package / "tests" / name, input);
        write_text(package / "tests" / (std::string(name) + ".a"), answer);
    }
    const ImportResult result = import(package);
    ASSERT_EQ(result.problems.size(), 1u);
    const ProblemPackage& imported = result.problems[0].package;
    EXPECT_EQ(imported.tests[1], made_test("02", "tests", 1, "3 4\n", "7\n", "gen 3 4"));
    EXPECT_EQ(imported.tests[3], made_test("04", "tests", 1, "500 600\n", "1100\n", "gen 500 600"));
    EXPECT_EQ(tools.runs(), 0);
    EXPECT_EQ(result.notes.back(),
              "3 of 3 generated tests are shipped in the package: taken as they are (the "
              "generator runs only for the missing ones)");
}

TEST_F(Published, ShippedGeneratorIsStillCompiled) {
    const fs::path package = copy("polygon/sum-generated");
    write_text(package / "files/gen.cpp", "int main() { return undeclared; }\n");
    for (const char* name : {"02", "03", "04"}) write_text(package / "tests" / name, "1 2\n");
    const std::string error = import_error(package);
    const std::string prefix = "generator files/gen.cpp" + kCompileRefusal;
    EXPECT_EQ(error.substr(0, prefix.size()), prefix);
    // The compiler's own line (its quotes follow the locale).
    EXPECT_NE(error.find("main.cpp:1:21: error: "), std::string::npos) << error;
}

TEST_F(Published, BlankGeneratorCommandIsAnErrorOnlyWhenTheTestIsMissing) {
    const fs::path package = copy("polygon/sum-generated");
    replace_in(package / "problem.xml", "cmd=\"gen 3 4\"", "cmd=\"   \"");
    EXPECT_EQ(import_error(package),
              (package / "problem.xml").string() +
                  ": judging/testset/tests/test[2]@cmd: blank, and the package does not ship the "
                  "test's file: a generated test needs a command to make it");
    write_text(package / "tests/02", "3 4\n");
    const ImportResult result = import(package);
    EXPECT_EQ(result.problems[0].package.tests[1].generator, "   ");
}

TEST_F(Published, TestlibNamedInACommentIsNotAnInclude) {
    const fs::path package = copy("polygon/aplusb-plain");
    write_text(package / "files/check.cpp",
               "// Compares like testlib.h's ncmp, without testlib.h.\n"
               "#include <fstream>\n"
               "int main(int, char* argv[]) {\n"
               "    std::ifstream out(argv[2]), ans(argv[3]);\n"
               "    long long a = 0, b = 0;\n"
               "    return (out >> a) && (ans >> b) && a == b ? 0 : 1;\n"
               "}\n");
    replace_in(package / "problem.xml", "name=\"std::ncmp.cpp\" ", "");
    const ImportResult result = import(package);
    EXPECT_EQ(result.problems[0].package.checker,
              (ProgramSpec{Protocol::Testlib, "", "files/check.cpp", "cpp17", {}}));
    EXPECT_EQ(result.problems[0].package.files, std::vector<std::string>{});
}

TEST_F(Published, MessagesAboutAnArchiveNameTheArchiveAndThePackagesOwnFile) {
    const fs::path package = copy("polygon/aplusb-groups");
    write_text(package / "tests/03", "5000 1\n");
    const fs::path archive = scratch / "aplusb.tar.gz";
    const std::string command =
        "tar -C " + scratch.path().string() + " -czf " + archive.string() + " package";
    ASSERT_EQ(std::system(command.c_str()), 0);
    EXPECT_EQ(import_error(archive),
              "test '03' (" + archive.string() +
                  "/package/tests/03) is invalid: validator files/val.cpp: a = 5000 is out of "
                  "[-1000, 1000]");
}

// Issue 14: a program that does not compile was accepted; every submission was then IE.
// A folder named with a trailing slash (as a shell completes it) is the folder of that name:
// Kattis takes the problem's id from it ("'' gives no usable problem id" before).
TEST_F(Published, FolderNamedWithATrailingSlashKeepsItsName) {
    const fs::path package = copy("kattis/pyvalidated");
    const ImportResult result = import(package.string() + "/");
    ASSERT_EQ(result.problems.size(), 1u);
    EXPECT_EQ(result.problems[0].package.id, "package");
}

TEST_F(Published, CheckerThatDoesNotCompileIsRefusedWithTheLog) {
    const fs::path package = copy("polygon/aplusb-groups");
    write_text(package / "files/check.cpp", "#include \"testlib.h\"\nint main() { nonsense; }\n");
    const std::string error = import_error(package);
    const std::string prefix = "checker files/check.cpp" + kCompileRefusal;
    EXPECT_EQ(error.substr(0, prefix.size()), prefix);
    EXPECT_NE(error.find("main.cpp:2:14: error: "), std::string::npos) << error;
}

TEST_F(Published, PythonCheckerWithASyntaxErrorIsRefused) {
    const fs::path package = copy("polygon/windows-python");
    write_text(package / "files/check.py", "import sys\nif True\n    sys.exit(0)\n");
    const std::string error = import_error(package);
    const std::string prefix = "checker files/check.py" + kCompileRefusal;
    EXPECT_EQ(error.substr(0, prefix.size()), prefix);
    EXPECT_NE(error.find("SyntaxError"), std::string::npos) << error;
}

TEST_F(Published, KattisOutputValidatorThatDoesNotCompileIsRefused) {
    const fs::path package = copy("kattis/sumgroups");
    write_text(package / "output_validator/validate.cpp", "int main() { return missing; }\n");
    const std::string error = import_error(package);
    const std::string prefix = "checker output_validator/validate.cpp" + kCompileRefusal;
    EXPECT_EQ(error.substr(0, prefix.size()), prefix);
    EXPECT_NE(error.find("main.cpp:1:21: error: "), std::string::npos) << error;
}

TEST_F(Published, ShellScriptsCannotRunAndSaySo) {
    const fs::path package = copy("hydro/numbered");
    write_text(package / "testdata/chk.sh", "#!/bin/sh\nexit 0\n");
    replace_in(package / "testdata/config.yaml", "checker: chk.cc", "checker: chk.sh");
    EXPECT_EQ(import_error(package),
              (package / "testdata/config.yaml").string() +
                  ": chk.sh: a shell script cannot be run: the judge runs a package's programs in "
                  "its sandbox like a contestant's, compiled from one source in one of its "
                  "languages (c11, c17, cpp11, cpp14, cpp17, cpp20, cpp23, python3, java17, "
                  "pascal, rust, go, kotlin, csharp, javascript, pypy3), with no shell or build "
                  "tools");
}

// Issue 14: NAME.I1 / NAME.in2 collapsed into one test, non-ASCII names were skipped without a
// word, and the checker's own validate.h was dropped (the import passed, every judging was IE).
TEST_F(Published, HydroDataNumberedInTheExtensionNonAsciiNamesAndOwnHeader) {
    options.origin = "fixture:numbered";
    const ImportResult result = import(fixture("hydro/numbered"));
    const fs::path data = fixture("hydro/numbered/testdata");
    ProblemPackage expected;
    expected.id = "numbered";
    expected.title = "Data numbered in the extension";
    expected.limits = {1000, 0, 128, 64, {}};
    expected.checker = {Protocol::Lemon, "", "testdata/chk.cc", "", {}};
    expected.groups = {{"1", 100, Aggregation::EachTest, {}}};
    expected.tests = {imported_test("data.I1", "1", 33, data / "data.I1", data / "data.O1"),
                      imported_test("data.in2", "1", 33, data / "data.in2", data / "data.out2"),
                      imported_test("测试3", "1", 34, data / "测试3.in", data / "测试3.out")};
    expected.files = {"testdata/validate.h"};
    expected.provenance = {"hydro", "fixture:numbered", "", ""};

    ASSERT_EQ(result.problems.size(), 1u);
    EXPECT_EQ(result.problems[0].package, expected);
    EXPECT_EQ(result.notes,
              (std::vector<std::string>{
                  data.string() + ": 1 input files without an output file are left out: lonely5.in",
                  data.string() + "/config.yaml: no cases listed: 3 cases paired by file name, "
                                  "points split evenly"}));
    EXPECT_EQ(package::load_package_folder(result.problems[0].folder).package, expected);
}

TEST_F(Published, HydroCheckerWithoutItsHeaderIsRefusedAtImport) {
    const fs::path package = copy("hydro/numbered");
    fs::remove(package / "testdata/validate.h");
    const std::string error = import_error(package);
    const std::string prefix = "checker testdata/chk.cc" + kCompileRefusal;
    EXPECT_EQ(error.substr(0, prefix.size()), prefix);
    EXPECT_NE(error.find("validate.h: No such file or directory"), std::string::npos) << error;
}

// Issue 15: "memory: 99999999999999999999" failed with the bare message "stoll"; a time too
// large for an integer showed as INT64_MIN.
TEST_F(Published, HydroLimitsOutOfRangeNameTheFieldAndTheRange) {
    const fs::path package = copy("hydro/numbered");
    const fs::path config = package / "testdata/config.yaml";
    replace_in(config, "memory: 128m", "memory: 99999999999999999999");
    EXPECT_EQ(import_error(package),
              config.string() +
                  ": line 6: memory: '99999999999999999999' is out of range (1 to 65536 MiB)");
    replace_in(config, "memory: 99999999999999999999", "memory: 128m");
    replace_in(config, "time: 1s", "time: 99999999999999999999s");
    EXPECT_EQ(import_error(package),
              config.string() +
                  ": line 5: time: '99999999999999999999s' is out of range (1 to 60000 ms)");
    replace_in(config, "time: 99999999999999999999s", "time: 0ms");
    EXPECT_EQ(import_error(package),
              config.string() + ": line 5: time: '0ms' is out of range (1 to 60000 ms)");
}

TEST_F(Published, PolygonMemoryLimitTooLargeForAnyJudgeNamesTheFieldAndTheRange) {
    const fs::path package = copy("polygon/aplusb-plain");
    replace_in(package / "problem.xml", "<memory-limit>268435456</memory-limit>",
               "<memory-limit>9223372036854775807</memory-limit>");
    EXPECT_EQ(import_error(package),
              (package / "problem.xml").string() +
                  ": judging/testset/memory-limit: 9223372036854775807 bytes is out of range (1 "
                  "to 68719476736 bytes, 65536 MiB)");
}

TEST_F(Published, LemonLimeLimitsOutOfRangeNameTheFieldAndTheRange) {
    const fs::path package = copy("lemonlime/contest");
    std::string cdf = read_text(package / "contest.cdf");
    const std::size_t memory = cdf.find("\"memoryLimit\":");
    ASSERT_NE(memory, std::string::npos);
    const std::size_t end = cdf.find_first_of(",}", memory);
    write_text(package / "contest.cdf",
               cdf.substr(0, memory) + "\"memoryLimit\":1e30" + cdf.substr(end));
    EXPECT_EQ(import_error(package), (package / "contest.cdf").string() +
                                         ": tasks[0].testCases[0].memoryLimit: 1e+30 is out of "
                                         "range for an integer");
    write_text(package / "contest.cdf",
               cdf.substr(0, memory) + "\"memoryLimit\":99999999" + cdf.substr(end));
    EXPECT_EQ(import_error(package), (package / "contest.cdf").string() +
                                         ": tasks[0].testCases[0].memoryLimit: 99999999 is out of "
                                         "range (1 to 65536 MiB)");
}

TEST_F(Published, HydroFileNameThatIsNotUtf8IsLeftOutWithANote) {
    const fs::path package = copy("hydro/numbered");
    write_text(package /
                   "testdata/bad\xff"
                   "4.in",
               "1 2\n");
    write_text(package /
                   "testdata/bad\xff"
                   "4.out",
               "3\n");
    const ImportResult result = import(package);
    EXPECT_EQ(result.problems[0].package.tests.size(), 3u);
    EXPECT_EQ(result.notes[1], (package / "testdata").string() +
                                   ": 1 data files whose names are not UTF-8 are left out (a "
                                   "package's names must be text)");
}

// Issue 14: a contestant's Python source was left out silently (ranked 17 instead of 117).
TEST_F(Published, LemonLimeContestantsInEveryJudgedLanguage) {
    const fs::path package = copy("lemonlime/contest");
    fs::create_directories(package / "source/dave/diff");
    write_text(package / "source/dave/sum.py", "a, b = map(int, input().split())\nprint(a + b)\n");
    write_text(package / "source/dave/diff/diff.java", "class Main {}\n");
    fs::create_directories(package / "source/erin");
    write_text(package / "source/erin/sum.rb", "puts 3\n");
    const ImportResult result = import(package);
    ASSERT_TRUE(result.contest);
    EXPECT_EQ(read_text(*result.contest / "dave/sum.py"),
              read_text(package / "source/dave/sum.py"));
    EXPECT_TRUE(fs::is_regular_file(*result.contest / "dave/diff.java"));
    EXPECT_FALSE(fs::exists(*result.contest / "erin"));
    EXPECT_EQ(result.notes.back(),
              (package / "source/erin/sum.rb").string() +
                  ": not in a language gridjudge judges (c11, c17, cpp11, cpp14, cpp17, cpp20, "
                  "cpp23, python3, java17, pascal, rust, go, kotlin, csharp, javascript, "
                  "pypy3); left out");
}

}  // namespace
}  // namespace gridjudge::testing
