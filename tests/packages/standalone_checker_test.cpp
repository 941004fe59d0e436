// The built-in checkers as exporters write them: compiled with g++ from the exported package and
// run in the target's protocol, they judge like the built-in ones (verdict and message) on
// accepted, wrong and badly formatted outputs. Testlib protocol (Polygon export) and Kattis
// protocol (Kattis export: exit 42 / 43, message in judgemessage.txt).
#include <gtest/gtest.h>

#include "checkers/builtin_checkers.h"
#include "judge/model/package_json.h"
#include "judge/package/exporters.h"
#include "tests/packages/cxx17_compile.h"
#include "tests/packages/gxx_tools.h"
#include "tests/packages/test_support.h"

namespace gridjudge::testing {
namespace {

namespace fs = std::filesystem;
using checkers::CheckVerdict;

// A one-test gridjudge package judged by the built-in checker `checker`.
package::LoadedPackage one_test_package(const fs::path& dir, const ProgramSpec& checker,
                                        const std::string& input, const std::string& answer) {
    ProblemPackage problem;
    problem.id = "standalone";
    problem.title = "Standalone checker";
    problem.checker = checker;
    problem.groups = {{"tests", 1, Aggregation::EachTest, {}}};
    PackageTest test;
    test.name = "1";
    test.group = "tests";
    test.points = 1;
    test.input = "tests/1.in";
    test.answer = "tests/1.ans";
    problem.tests = {test};
    write_text(dir / "tests/1.in", input);
    write_text(dir / "tests/1.ans", answer);
    write_text(dir / "problem.json", write_package_json(problem));
    return package::load_package_folder(dir);
}

struct Judged {
    CheckVerdict verdict;
    std::string message;
};

class StandaloneChecker : public ::testing::Test {
  protected:
    ScratchDir scratch;
    GxxTools tools{scratch / "tools"};

    // The exported source run in the testlib protocol: `check input output answer`.
    Judged testlib(const fs::path& source, const std::string& language, const std::string& output) {
        write_text(scratch / "output.txt", output);
        const package::ToolResult result =
            tools.run({source, language, {}},
                      {(scratch / "package/tests/1.in").string(), (scratch / "output.txt").string(),
                       (scratch / "package/tests/1.ans").string()},
                      {}, {});
        EXPECT_TRUE(result.ran) << result.failure;
        return {static_cast<CheckVerdict>(result.exit_code), first_line(result.error_output)};
    }

    // In the Kattis protocol: `validate input answer feedback_dir < output`, exit 42 or 43;
    // the message also goes to stderr.
    std::pair<int, std::string> kattis(const fs::path& source, const std::string& output) {
        write_text(scratch / "output.txt", output);
        const package::ToolResult result =
            tools.run({source, "cpp17", {}},
                      {(scratch / "package/tests/1.in").string(),
                       (scratch / "package/tests/1.ans").string(), "."},
                      scratch / "output.txt", {});
        EXPECT_TRUE(result.ran) << result.failure;
        return {result.exit_code, first_line(result.error_output)};
    }

    static std::string first_line(const std::string& text) {
        return text.substr(0, text.find('\n'));
    }

    void expect_like_builtin(const ProgramSpec& checker, const fs::path& source,
                             const std::string& language, const std::string& input,
                             const std::string& answer, const std::string& output,
                             CheckVerdict verdict) {
        const auto builtin = checkers::make_builtin_checker(checker.name, checker.arguments);
        const checkers::CheckResult expected = builtin(input, output, answer);
        ASSERT_EQ(expected.verdict, verdict) << output;
        const Judged got = testlib(source, language, output);
        EXPECT_EQ(got.verdict, expected.verdict) << output;
        EXPECT_EQ(got.message, expected.message) << output;
    }
};

TEST_F(StandaloneChecker, TokensInPolygonExportJudgesLikeTheBuiltin) {
    const ProgramSpec checker{Protocol::Builtin, "tokens", "", "", {}};
    const auto loaded = one_test_package(scratch / "package", checker, "1 2\n", "3\n");
    package::export_polygon(loaded, scratch / "polygon");
    const fs::path source = scratch / "polygon/files/check.cpp";
    expect_like_builtin(checker, source, "cpp17", "1 2\n", "3\n", "3\n", CheckVerdict::Ok);
    expect_like_builtin(checker, source, "cpp17", "1 2\n", "3\n", "4\n", CheckVerdict::WrongAnswer);
    expect_like_builtin(checker, source, "cpp17", "1 2\n", "3\n", "three\n",
                        CheckVerdict::PresentationError);
}

TEST_F(StandaloneChecker, TokensWithOptionsInKattisExportSpeaksKattis) {
    const ProgramSpec checker{Protocol::Builtin,
                              "tokens",
                              "",
                              "",
                              {"text", "case_insensitive", "float_tolerance", "1e-06"}};
    const auto loaded = one_test_package(scratch / "package", checker, "1.5 2.25\n", "3.75 Yes\n");
    package::export_kattis(loaded, scratch / "kattis");
    const fs::path source = scratch / "kattis/output_validator/gridjudge_tokens.cpp";
    const auto builtin = checkers::make_builtin_checker(checker.name, checker.arguments);
    for (const std::string output : {"3.7500001 YES\n", "3.76 yes\n", "3.75\n"}) {
        const checkers::CheckResult expected = builtin("1.5 2.25\n", output, "3.75 Yes\n");
        EXPECT_EQ(kattis(source, output),
                  std::make_pair(expected.verdict == CheckVerdict::Ok ? 42 : 43, expected.message))
            << output;
    }
    EXPECT_EQ(kattis(source, "3.76 yes\n").first, 43);
    EXPECT_EQ(kattis(source, "3.7500001 YES\n").first, 42);
}

TEST_F(StandaloneChecker, WallpusherInPolygonExportReplaysMovesLikeTheBuiltin) {
    const ProgramSpec checker{Protocol::Builtin, "wallpusher", "", "", {}};
    const std::string input = read_text(fs::path(GRIDJUDGE_SAMPLES_DIR) / "wallpusher.sample.in");
    const std::string answer = read_text(fs::path(GRIDJUDGE_SAMPLES_DIR) / "wallpusher.sample.ans");
    const auto loaded = one_test_package(scratch / "package", checker, input, answer);
    package::export_polygon(loaded, scratch / "polygon");
    const fs::path source = scratch / "polygon/files/check.cpp";
    // C++17, as Polygon and the other judges compile checkers.
    expect_like_builtin(checker, source, "cpp17", input, answer, answer, CheckVerdict::Ok);
    expect_like_builtin(checker, source, "cpp17", input, answer, "NESESEENNWNWWWWWN\n",
                        CheckVerdict::WrongAnswer);
    expect_like_builtin(checker, source, "cpp17", input, answer, "NESE SEEN\n",
                        CheckVerdict::PresentationError);
}

// The Kattis export's Wall Pusher validator compiles as C++17 (no defaulted operator==) and
// judges like the built-in checker.
TEST_F(StandaloneChecker, WallpusherInKattisExportCompilesAsCxx17) {
    const ProgramSpec checker{Protocol::Builtin, "wallpusher", "", "", {}};
    const std::string input = read_text(fs::path(GRIDJUDGE_SAMPLES_DIR) / "wallpusher.sample.in");
    const std::string answer = read_text(fs::path(GRIDJUDGE_SAMPLES_DIR) / "wallpusher.sample.ans");
    const auto loaded = one_test_package(scratch / "package", checker, input, answer);
    package::export_kattis(loaded, scratch / "kattis");
    const fs::path source = scratch / "kattis/output_validator/gridjudge_wallpusher.cpp";
    EXPECT_EQ(cxx17_errors(source, scratch / "cxx17"), "");
    const auto builtin = checkers::make_builtin_checker("wallpusher", {});
    for (const std::string& output : {answer, std::string("NESESEENNWNWWWWWN\n")}) {
        const checkers::CheckResult expected = builtin(input, output, answer);
        EXPECT_EQ(kattis(source, output),
                  std::make_pair(expected.verdict == CheckVerdict::Ok ? 42 : 43, expected.message));
    }
}

}  // namespace
}  // namespace gridjudge::testing
