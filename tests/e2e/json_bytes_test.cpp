// Bytes that are not UTF-8 in what the judge stores (a program's output, a checker's message, an
// excerpt cut in the middle of a character) reach `submit --json` and `show --json` as U+FFFD:
// the JSON printed always parses, and the command succeeds (judge/report/json_text.h). Programs
// answer halloween's first test (standard output, the tokens checker, whose verdicts carry the
// first difference); a checker's own message comes from the tests' a + b package
// (checker_package.h) with a checker written here.
#include <gtest/gtest.h>

#include "judge/util/files.h"
#include "tests/e2e/checker_package.h"
#include "tests/e2e/e2e_fixture.h"

namespace gridjudge::e2e {
namespace {
namespace fs = std::filesystem;

const std::string kReplacement = "\xEF\xBF\xBD";  // U+FFFD in UTF-8

// Submits `program` (C++) to `problem` in `database` with --json, then shows the submission with
// --json: both must succeed and print the same parsable object, which is returned.
nlohmann::json submit_and_show(const std::string& problem, const fs::path& database,
                               const std::string& program) {
    const fs::path source =
        scratch_dir() /
        (::testing::UnitTest::GetInstance()->current_test_info()->name() + std::string(".cpp"));
    write_file_atomic(source, program);
    const testing::ProgramRun submitted = gridjudge(
        {"submit", problem, source.string(), "--tests", "1", "--db", database.string(), "--json"});
    EXPECT_EQ(submitted.exit_code, 0) << submitted.err;
    const nlohmann::json result = parse_json(submitted);
    EXPECT_NE(submitted.out.find(kReplacement), std::string::npos) << submitted.out;
    const testing::ProgramRun shown = gridjudge(
        {"show", std::to_string(result.value("id", 0)), "--db", database.string(), "--json"});
    EXPECT_EQ(shown.exit_code, 0) << shown.err;
    EXPECT_EQ(parse_json(shown), result);
    return result;
}

TEST(JsonBytes, AProgramsOutputThatIsNotUtf8IsReplacedInTheDifference) {
    const nlohmann::json result = submit_and_show(
        "halloween", shared_database(),
        "#include <cstdio>\nint main() { std::fputs(\"\\xff\\xfe 3\\n\", stdout); }\n");
    ASSERT_EQ(result["tests"].size(), 1u) << result.dump(2);
    EXPECT_EQ(result["verdict"], "PE");  // not a number where one is expected
    ASSERT_TRUE(result["tests"][0]["first_difference"].is_object()) << result.dump(2);
    EXPECT_EQ(result["tests"][0]["first_difference"]["line"], 1);
    EXPECT_EQ(result["tests"][0]["first_difference"]["got"], kReplacement + kReplacement + " 3");
    // The tokens checker shows such bytes as '?' itself: only the excerpt carries them.
    EXPECT_EQ(result["tests"][0]["message"], "token 1 (line 1): expected an integer, got '\?\?'");
}

TEST(JsonBytes, ACheckerMessageThatIsNotUtf8IsReplaced) {
    const nlohmann::json result = submit_and_show(
        "binarychecker",
        database_with_checker("binarychecker",
                              "#include <cstdio>\nint main() {\n"
                              "  std::fputs(\"wrong \\xc0\\xaf answer\\n\", stderr);\n"
                              "  return 1;\n}\n"),
        "#include <cstdio>\nint main() { std::puts(\"3\"); }\n");
    ASSERT_EQ(result["tests"].size(), 1u) << result.dump(2);
    EXPECT_EQ(result["verdict"], "WA");
    EXPECT_EQ(result["tests"][0]["message"], "wrong " + kReplacement + kReplacement + " answer");
}

// The difference shows at most 200 bytes of a line: 199 'a' and then 'é' (two bytes) is cut
// between the two bytes of the 'é'.
TEST(JsonBytes, AnExcerptCutInTheMiddleOfACharacterEndsInAReplacement) {
    const nlohmann::json result = submit_and_show(
        "halloween", shared_database(),
        "#include <cstdio>\n#include <string>\n"
        "int main() { std::puts((std::string(199, 'a') + \"\\xc3\\xa9 3\").c_str()); }\n");
    ASSERT_EQ(result["tests"].size(), 1u) << result.dump(2);
    EXPECT_EQ(result["verdict"], "PE");
    ASSERT_TRUE(result["tests"][0]["first_difference"].is_object()) << result.dump(2);
    EXPECT_EQ(result["tests"][0]["first_difference"]["got"],
              std::string(199, 'a') + kReplacement + "...");
}

}  // namespace
}  // namespace gridjudge::e2e
