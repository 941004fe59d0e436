// Hostile and broken packages, one protection each, with the exact error: malformed XML, YAML
// and JSON naming file and line, missing tests and checkers, generators that do not compile or
// crash, generated tests the validator rejects, duplicate test names, limits out of range, links
// leading out of a folder, a FIFO in a package, refused problem kinds, and an import interrupted
// half-way leaving no destination behind.
#include <gtest/gtest.h>
#include <sys/stat.h>

#include "judge/package/import_package.h"
#include "judge/package/importers.h"
#include "tests/packages/gxx_tools.h"
#include "tests/packages/test_support.h"

namespace gridjudge::testing {
namespace {

namespace fs = std::filesystem;
using package::ImportOptions;

void replace_in(const fs::path& file, const std::string& from, const std::string& to) {
    std::string text = read_text(file);
    const std::size_t at = text.find(from);
    ASSERT_NE(at, std::string::npos) << from;
    text.replace(at, from.size(), to);
    write_text(file, text);
}

class Hostile : public ::testing::Test {
  protected:
    ScratchDir scratch;
    GxxTools tools{scratch / "tools"};
    ImportOptions options;

    fs::path copy(const std::string& name) { return copy_fixture(name, scratch / "package"); }

    std::string import_error(const fs::path& package) {
        const std::string error = package_error(
            [&] { package::import_package(package, scratch / "out", tools, options); });
        EXPECT_FALSE(fs::exists(scratch / "out"));
        return error;
    }
};

TEST_F(Hostile, MalformedXmlNamesFileAndLine) {
    const fs::path package = copy("polygon/aplusb-plain");
    replace_in(package / "problem.xml", "<test method=\"manual\"/>\n",
               "<test method=\"manual\">\n");
    const std::string error = import_error(package);
    EXPECT_EQ(error, (package / "problem.xml").string() +
                         ": line 22: malformed XML: Start-end tags mismatch");
}

TEST_F(Hostile, MalformedYamlNamesFileAndLine) {
    const fs::path package = copy("kattis/sumgroups");
    write_text(package / "problem.yaml",
               "problem_format_version: 2023-07-draft\nname: [unclosed\n");
    EXPECT_EQ(import_error(package),
              (package / "problem.yaml").string() +
                  ": line 3: malformed YAML: end of sequence flow not found");
}

TEST_F(Hostile, WrongYamlTypeNamesTheField) {
    const fs::path package = copy("kattis/sumgroups");
    replace_in(package / "problem.yaml", "  memory: 256", "  memory: lots");
    EXPECT_EQ(import_error(package), (package / "problem.yaml").string() +
                                         ": line 11: limits.memory: expected an integer, found "
                                         "'lots'");
}

TEST_F(Hostile, MalformedContestJsonNamesFileAndLine) {
    const fs::path package = copy("lemonlime/contest");
    replace_in(package / "contest.cdf", "\"tasks\":[", "\"tasks\":[,");
    const std::string error = import_error(package);
    const std::string prefix = (package / "contest.cdf").string() + ": line 1: malformed JSON: ";
    EXPECT_EQ(error.substr(0, prefix.size()), prefix);
}

TEST_F(Hostile, ReferencedTestMissing) {
    const fs::path package = copy("polygon/aplusb-plain");
    fs::remove(package / "tests/03");
    EXPECT_EQ(import_error(package), (package / "tests/03").string() + ": missing");
}

TEST_F(Hostile, ReferencedCheckerMissing) {
    const fs::path package = copy("polygon/aplusb-groups");
    fs::remove(package / "files/check.cpp");
    EXPECT_EQ(import_error(package), (package / "files/check.cpp").string() + ": missing");
}

TEST_F(Hostile, GeneratorThatDoesNotCompile) {
    const fs::path package = copy("polygon/sum-generated");
    write_text(package / "files/gen.cpp", "int main() { return undeclared; }\n");
    const std::string error = import_error(package);
    const std::string prefix =
        "generator files/gen.cpp does not compile (an import compiles every program of the "
        "package; the judge would fail on it for every submission):\n";
    EXPECT_EQ(error.substr(0, prefix.size()), prefix);
    // The compiler's log, whole (its quotes follow the locale): its context line, then the error.
    const std::string source = (scratch / "tools/build-0/main.cpp").string();
    EXPECT_EQ(error.substr(prefix.size(), source.size() + 2), source + ": ");
    EXPECT_NE(error.find(source + ":1:21: error: "), std::string::npos) << error;
    EXPECT_NE(error.find("undeclared"), std::string::npos) << error;
}

TEST_F(Hostile, GeneratorThatCrashes) {
    const fs::path package = copy("polygon/sum-generated");
    write_text(package / "files/gen.cpp", "#include <cstdlib>\nint main() { std::abort(); }\n");
    EXPECT_EQ(import_error(package),
              "test '02': generator 'gen 3 4' (files/gen.cpp) failed: killed by signal 6");
}

TEST_F(Hostile, GeneratedTestFailingTheValidator) {
    const fs::path package = copy("polygon/sum-generated");
    fs::copy_file(mini_testlib(), package / "files/testlib.h");
    write_text(package / "files/val.cpp",
               "#include \"testlib.h\"\nint main(int argc, char* argv[]) {\n"
               "    registerValidation(argc, argv);\n    inf.readInt(-100, 100, \"a\");\n"
               "    inf.readSpace();\n    inf.readInt(-100, 100, \"b\");\n    inf.readEoln();\n"
               "    inf.readEof();\n}\n");
    replace_in(package / "problem.xml", "<files>",
               "<files>\n        <resources><file path=\"files/testlib.h\"/></resources>");
    replace_in(package / "problem.xml", "<assets>",
               "<assets>\n        <validators><validator><source path=\"files/val.cpp\" "
               "type=\"cpp.g++17\"/></validator></validators>");
    EXPECT_EQ(import_error(package),
              "test '04' (tests/04.in) is invalid: validator files/val.cpp: a = 500 is out of "
              "[-100, 100]");
}

TEST_F(Hostile, DuplicateTestNames) {
    const fs::path package = copy("hydro/aplusb");
    replace_in(package / "testdata/config.yaml", "      - input: a4.in", "      - input: a3.in");
    options.testlib_header = mini_testlib();
    EXPECT_EQ(import_error(package), (package / "testdata/config.yaml").string() +
                                         ": test 'a3' appears twice (case input a3.in)");
}

TEST_F(Hostile, LimitsOutOfRange) {
    const fs::path package = copy("polygon/aplusb-plain");
    replace_in(package / "problem.xml", "<time-limit>1000</time-limit>",
               "<time-limit>100000</time-limit>");
    EXPECT_EQ(import_error(package),
              (package / "problem.xml").string() +
                  ": judging/testset/time-limit: 100000 ms is out of range (1 to 60000 ms)");
}

TEST_F(Hostile, LinksLeadingOutOfAFolder) {
    const fs::path package = copy("polygon/aplusb-plain");
    write_text(scratch / "secret.txt", "not part of the package\n");
    fs::remove(package / "tests/03");
    fs::create_symlink("../../secret.txt", package / "tests/03");
    EXPECT_EQ(import_error(package), (package / "tests/03").string() +
                                         ": symbolic link '03' -> '../../secret.txt' leads "
                                         "outside the package");
    fs::remove(package / "tests/03");
    fs::create_symlink("/etc/hostname", package / "tests/03");
    EXPECT_EQ(import_error(package), (package / "tests/03").string() +
                                         ": symbolic link '03' -> '/etc/hostname' leads outside "
                                         "the package (absolute target)");
}

TEST_F(Hostile, FifoInAPackage) {
    const fs::path package = copy("kattis/sumgroups");
    ASSERT_EQ(::mkfifo((package / "data/secret/group1/3.in").c_str(), 0644), 0);
    EXPECT_EQ(import_error(package),
              (package / "data/secret/group1/3.in").string() + ": a FIFO, not a regular file");
}

TEST_F(Hostile, ProblemKindsGridjudgeDoesNotJudgeAreRefused) {
    const fs::path hydro = copy("hydro/aplusb");
    replace_in(hydro / "testdata/config.yaml", "type: default", "type: objective");
    EXPECT_EQ(import_error(hydro), (hydro / "testdata/config.yaml").string() +
                                       ": line 2: type: 'objective' problems are not supported "
                                       "(default, interactive, communication and "
                                       "submit_answer are)");
    fs::remove_all(hydro);
    const fs::path lemon = copy("lemonlime/contest");
    replace_in(lemon / "contest.cdf", "\"taskType\":0", "\"taskType\":2");
    EXPECT_EQ(import_error(lemon),
              (lemon / "contest.cdf").string() +
                  ": tasks[0].taskType: interaction and communication tasks are not supported");
}

// An answer-only task's answer names come from the package: one that is not a plain file name
// is refused, naming where it came from.
TEST_F(Hostile, AnswerFileNamesOutsideTheFolderAreRefused) {
    const fs::path lemon = copy("lemonlime/answers");
    replace_in(lemon / "answers.cdf", "\"answerFileExtension\":\"ans\"",
               "\"answerFileExtension\":\"ans/../../x\"");
    EXPECT_EQ(import_error(lemon),
              (lemon / "answers.cdf").string() +
                  ": tasks[0].answerFileExtension: 'ans/../../x' is not a file name extension");
    fs::remove_all(lemon);
    const fs::path hydro = copy("hydro/answers");
    write_text(hydro / "testdata/2.in", "\n../\n");
    EXPECT_EQ(import_error(hydro), (hydro / "testdata/config.yaml").string() +
                                       ": case input 2.in: the answer file name '..' is not a "
                                       "plain file name (submit_answer)");
}

TEST_F(Hostile, UnsupportedHydroCheckerIsNamed) {
    const fs::path package = copy("hydro/aplusb");
    replace_in(package / "testdata/config.yaml", "checker_type: testlib", "checker_type: hustoj");
    EXPECT_EQ(import_error(package),
              (package / "testdata/config.yaml").string() +
                  ": line 6: checker_type: 'hustoj' checkers are not supported (default, strict, "
                  "testlib, lemon and kattis are)");
}

TEST_F(Hostile, ImportInterruptedHalfWayLeavesNoDestination) {
    ThrowingTools interrupted(tools, 2);  // the second program run throws
    try {
        package::import_polygon(fixture("polygon/sum-generated"), scratch / "out", interrupted,
                                options);
        ADD_FAILURE() << "the import went through";
    } catch (const std::runtime_error& error) {
        EXPECT_STREQ(error.what(), "interrupted on purpose");
    }
    EXPECT_FALSE(fs::exists(scratch / "out"));
    std::vector<std::string> left;
    for (const auto& entry : fs::directory_iterator(scratch.path()))
        left.push_back(entry.path().filename().string());
    EXPECT_EQ(left, std::vector<std::string>{"tools"});  // no staging folder either
}

}  // namespace
}  // namespace gridjudge::testing
