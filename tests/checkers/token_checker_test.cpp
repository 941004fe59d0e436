#include "checkers/token_checker.h"

#include <gtest/gtest.h>

namespace gridjudge::checkers {
namespace {

void expect(const CheckResult& result, CheckVerdict verdict, const std::string& message) {
    EXPECT_EQ(result.verdict, verdict) << result.message;
    EXPECT_EQ(result.message, message);
}

TEST(TokenChecker, AcceptsTheSameIntegersWhateverTheWhitespace) {
    expect(check_tokens("2\n-1\n", "2\n-1\n"), CheckVerdict::Ok, "2 integers, all as expected");
    expect(check_tokens("  2 \t-1", "2\n-1\n"), CheckVerdict::Ok, "2 integers, all as expected");
    expect(check_tokens("2\r\n\r\n-1\r\n", "2\n-1\n"), CheckVerdict::Ok,
           "2 integers, all as expected");
    expect(check_tokens("007\n", "7\n"), CheckVerdict::Ok, "1 integer, all as expected");
    expect(check_tokens("-0\n", "0\n"), CheckVerdict::Ok, "1 integer, all as expected");
    expect(check_tokens("", ""), CheckVerdict::Ok, "0 integers, all as expected");
}

TEST(TokenChecker, ADifferentValueIsAWrongAnswerNamingTokenAndLine) {
    expect(check_tokens("2\n\n5\n", "2\n-1\n"), CheckVerdict::WrongAnswer,
           "token 2 (line 3): expected -1, got '5'");
    expect(check_tokens("7 8 9\n", "7 8 10\n"), CheckVerdict::WrongAnswer,
           "token 3 (line 1): expected 10, got '9'");
}

TEST(TokenChecker, MissingAndExtraTokensAreWrongAnswers) {
    expect(check_tokens("2\n", "2\n-1\n"), CheckVerdict::WrongAnswer,
           "the output ends after 1 token; expected 2 (token 2 should be -1)");
    expect(check_tokens("", "4\n"), CheckVerdict::WrongAnswer,
           "the output is empty; expected 1 token (token 1 should be 4)");
    // The empty output for halloween: one phrasing with every checker's.
    expect(check_tokens("", "1\n2\n3\n"), CheckVerdict::WrongAnswer,
           "the output is empty; expected 3 tokens (token 1 should be 1)");
    expect(check_tokens("2\n-1\n3\n", "2\n-1\n"), CheckVerdict::WrongAnswer,
           "extra output: token 3 (line 3) '3' after the expected 2 tokens");
}

TEST(TokenChecker, ANonIntegerIsAPresentationError) {
    expect(check_tokens("2\nminus one\n", "2\n-1\n"), CheckVerdict::PresentationError,
           "token 2 (line 2): expected an integer, got 'minus'");
    expect(check_tokens("+2\n", "2\n"), CheckVerdict::PresentationError,
           "token 1 (line 1): expected an integer, got '+2'");
    expect(check_tokens("2.0\n", "2\n"), CheckVerdict::PresentationError,
           "token 1 (line 1): expected an integer, got '2.0'");
    expect(check_tokens("99999999999999999999\n", "2\n"), CheckVerdict::PresentationError,
           "token 1 (line 1): expected an integer, got '99999999999999999999'");
}

TEST(TokenChecker, AnAnswerFileThatIsNotIntegersIsTheJurysFault) {
    expect(check_tokens("2\n", "2\nx\n"), CheckVerdict::Fail,
           "answer file, token 2 (line 2): not an integer: 'x'");
}

}  // namespace
}  // namespace gridjudge::checkers
