// The tokens checker's options (token_options.h): parsing with exact errors and canonical
// arguments, and each comparison — text, case, whitespace, float tolerances, lines — with the
// verdict and the message. Without options the original exact-integer rule holds.
#include <gtest/gtest.h>

#include "checkers/builtin_checkers.h"
#include "checkers/token_checker.h"

namespace gridjudge::testing {
namespace {

using checkers::CheckResult;
using checkers::CheckVerdict;
using checkers::parse_token_options;
using checkers::token_option_arguments;

CheckResult check(const std::vector<std::string>& arguments, std::string_view output,
                  std::string_view answer) {
    return checkers::check_tokens(output, answer, parse_token_options(arguments));
}

void expect(const CheckResult& result, CheckVerdict verdict, const std::string& message) {
    EXPECT_EQ(result.verdict, verdict) << result.message;
    EXPECT_EQ(result.message, message);
}

std::string parse_error(const std::vector<std::string>& arguments) {
    try {
        parse_token_options(arguments);
    } catch (const std::invalid_argument& error) {
        return error.what();
    }
    return "(accepted)";
}

TEST(TokenOptions, NoOptionsKeepsExactIntegers) {
    expect(check({}, "007 -3", "7 -3\n"), CheckVerdict::Ok, "2 integers, all as expected");
    expect(check({}, "7 abc", "7 -3\n"), CheckVerdict::PresentationError,
           "token 2 (line 1): expected an integer, got 'abc'");
    expect(checkers::make_builtin_checker("tokens", {})("", "8", "7"), CheckVerdict::WrongAnswer,
           "token 1 (line 1): expected 7, got '8'");
}

TEST(TokenOptions, ParsingIsStrictAndCanonical) {
    EXPECT_EQ(token_option_arguments(
                  parse_token_options({"float_relative_tolerance", "1e-6", "case_insensitive",
                                       "text", "float_absolute_tolerance", "0.001"})),
              (std::vector<std::string>{"text", "case_insensitive", "float_absolute_tolerance",
                                        "0.001", "float_relative_tolerance", "1e-06"}));
    EXPECT_EQ(token_option_arguments(parse_token_options({"text", "float_tolerance", "1e-9"})),
              (std::vector<std::string>{"text", "float_tolerance", "1e-09"}));
    EXPECT_EQ(parse_error({"text", "ignore_case"}), "tokens checker: unknown option 'ignore_case'");
    EXPECT_EQ(parse_error({"text", "float_tolerance"}),
              "tokens checker: 'float_tolerance' needs a value");
    EXPECT_EQ(parse_error({"text", "float_tolerance", "-1"}),
              "tokens checker: 'float_tolerance -1': the tolerance must be a non-negative number");
    EXPECT_EQ(parse_error({"text", "float_tolerance", "1e-6", "float_absolute_tolerance", "1"}),
              "tokens checker: 'float_absolute_tolerance' sets a tolerance that is already set");
    EXPECT_EQ(parse_error({"case_insensitive"}),
              "tokens checker: case_insensitive, space_change_sensitive and tolerances need "
              "'text' or 'lines' (integers are compared as numbers)");
    EXPECT_EQ(parse_error({"lines", "float_tolerance", "1"}),
              "tokens checker: float tolerances need 'text', not 'lines'");
    EXPECT_EQ(parse_error({"text", "lines"}),
              "tokens checker: 'lines': only one of text and lines may be given");
}

TEST(TokenOptions, TextComparesTokensWithOrWithoutCase) {
    expect(check({"text"}, "Yes  no\n", "Yes\nno"), CheckVerdict::Ok, "2 tokens, all as expected");
    expect(check({"text"}, "yes no", "Yes no"), CheckVerdict::WrongAnswer,
           "token 1 (line 1): expected 'Yes', got 'yes'");
    expect(check({"text", "case_insensitive"}, "yES NO", "Yes no"), CheckVerdict::Ok,
           "2 tokens, all as expected");
    expect(check({"text"}, "a b c", "a b"), CheckVerdict::WrongAnswer,
           "extra output: token 3 (line 1) 'c' after the expected 2 tokens");
    expect(check({"text"}, "a", "a b"), CheckVerdict::WrongAnswer,
           "the output ends after 1 token; expected 2 (token 2 should be 'b')");
}

TEST(TokenOptions, SpaceChangeSensitiveWantsTheAnswersWhitespace) {
    expect(check({"text", "space_change_sensitive"}, "1 2\n", "1 2\n"), CheckVerdict::Ok,
           "2 tokens, all as expected");
    expect(check({"text", "space_change_sensitive"}, "1  2\n", "1 2\n"), CheckVerdict::WrongAnswer,
           "the whitespace before token 2 (line 1) is '  ', expected ' '");
    expect(check({"text", "space_change_sensitive"}, "1 2", "1 2\n"), CheckVerdict::WrongAnswer,
           "the whitespace after the last token is '', expected '\\n'");
}

TEST(TokenOptions, FloatTolerancesAbsoluteRelativeOrEither) {
    const std::vector<std::string> absolute{"text", "float_absolute_tolerance", "0.01"};
    expect(check(absolute, "1.005", "1"), CheckVerdict::Ok, "1 token, all as expected");
    expect(check(absolute, "1.02", "1"), CheckVerdict::WrongAnswer,
           "token 1 (line 1): expected '1', got '1.02', outside the tolerance");
    const std::vector<std::string> relative{"text", "float_relative_tolerance", "0.01"};
    expect(check(relative, "1005", "1000"), CheckVerdict::Ok, "1 token, all as expected");
    expect(check(relative, "0.005", "0"), CheckVerdict::WrongAnswer,
           "token 1 (line 1): expected '0', got '0.005', outside the tolerance");
    const std::vector<std::string> either{"text", "float_tolerance", "0.01"};
    expect(check(either, "0.005 1005 3.14000000e-2", "0 1000 0.0314"), CheckVerdict::Ok,
           "3 tokens, all as expected");
    expect(check(either, "pi", "3.14"), CheckVerdict::WrongAnswer,
           "token 1 (line 1): expected a number near '3.14', got 'pi'");
    // Tokens of the answer that are not numbers are compared as text.
    expect(check(either, "Case 1.0000001", "Case 1"), CheckVerdict::Ok,
           "2 tokens, all as expected");
}

// The Kattis default validator takes only finite numbers as numbers: "inf" and "nan" in the
// answer are text (case-insensitive unless case_sensitive), and an output "inf" where the answer
// has a number is not a number.
TEST(TokenOptions, InfinityAndNanAreComparedAsTextUnderATolerance) {
    const std::vector<std::string> tolerant{"text", "case_insensitive", "float_tolerance", "1e-6"};
    expect(check(tolerant, "inf -inf nan", "inf -inf nan"), CheckVerdict::Ok,
           "3 tokens, all as expected");
    expect(check(tolerant, "INF NaN", "inf nan"), CheckVerdict::Ok, "2 tokens, all as expected");
    expect(check(tolerant, "infinity", "inf"), CheckVerdict::WrongAnswer,
           "token 1 (line 1): expected 'inf', got 'infinity'");
    expect(check(tolerant, "1e308 inf", "1e308 1e309"), CheckVerdict::WrongAnswer,
           "token 2 (line 1): expected '1e309', got 'inf'");
    expect(check(tolerant, "inf", "2.5"), CheckVerdict::WrongAnswer,
           "token 1 (line 1): expected a number near '2.5', got 'inf'");
    expect(check(tolerant, "nan", "0"), CheckVerdict::WrongAnswer,
           "token 1 (line 1): expected a number near '0', got 'nan'");
    expect(check({"text", "float_tolerance", "1e-6"}, "Inf", "inf"), CheckVerdict::WrongAnswer,
           "token 1 (line 1): expected 'inf', got 'Inf'");
}

// A leading '+' makes a number there too (scanf's %lf reads it): "+1.0" is 1 under a tolerance,
// and "+inf" is still text; without a tolerance tokens stay text.
TEST(TokenOptions, APlusSignedNumberIsANumberUnderATolerance) {
    const std::vector<std::string> tolerant{"text", "float_tolerance", "1e-6"};
    expect(check(tolerant, "+1.0000001 2", "1 +2"), CheckVerdict::Ok, "2 tokens, all as expected");
    expect(check(tolerant, "+inf", "inf"), CheckVerdict::WrongAnswer,
           "token 1 (line 1): expected 'inf', got '+inf'");
    expect(check(tolerant, "+-1", "-1"), CheckVerdict::WrongAnswer,
           "token 1 (line 1): expected a number near '-1', got '+-1'");
    expect(check({"text"}, "+1", "1"), CheckVerdict::WrongAnswer,
           "token 1 (line 1): expected '1', got '+1'");
}

TEST(TokenOptions, LinesIgnoreTrailingSpacesAndBlankLinesUnlessSensitive) {
    expect(check({"lines"}, "1 2  \r\nthree\n\n\n", "1 2\nthree"), CheckVerdict::Ok,
           "2 lines, all as expected");
    expect(check({"lines"}, "1  2\nthree\n", "1 2\nthree\n"), CheckVerdict::WrongAnswer,
           "line 1: expected '1 2', got '1  2'");
    expect(check({"lines", "case_insensitive"}, "THREE\n", "three\n"), CheckVerdict::Ok,
           "1 line, all as expected");
    expect(check({"lines"}, "a\n", "a\nb\n"), CheckVerdict::WrongAnswer,
           "the output ends after 1 line; expected 2 (line 2 should be 'b')");
    const std::vector<std::string> strict{"lines", "space_change_sensitive"};
    expect(check(strict, "1 2\r\nthree", "1 2\nthree\n"), CheckVerdict::Ok,
           "2 lines, all as expected");
    expect(check(strict, "1 2 \nthree\n", "1 2\nthree\n"), CheckVerdict::WrongAnswer,
           "line 1: expected '1 2', got '1 2 '");
    expect(check(strict, "1 2\nthree\n\n", "1 2\nthree\n"), CheckVerdict::WrongAnswer,
           "extra output: line 3 '' after the expected 2 lines");
}

TEST(TokenOptions, BuiltinCheckerTakesItsArgumentsOrRefusesThem) {
    expect(checkers::make_builtin_checker("tokens", {"text"})("", "x", "x"), CheckVerdict::Ok,
           "1 token, all as expected");
    EXPECT_THROW(checkers::make_builtin_checker("wallpusher", {"text"}), std::invalid_argument);
    EXPECT_THROW(checkers::make_builtin_checker("nonesuch", {}), std::invalid_argument);
}

}  // namespace
}  // namespace gridjudge::testing
