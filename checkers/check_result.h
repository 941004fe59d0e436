// What a checker decides about one test: a verdict of the testlib protocol and a one-line message
// saying where the output went wrong (or, for FAIL, what is wrong with the jury's files).
#pragma once

#include <string>
#include <string_view>
#include <utility>

namespace gridjudge::checkers {

// The values are the testlib exit codes.
enum class CheckVerdict { Ok = 0, WrongAnswer = 1, PresentationError = 2, Fail = 3 };

struct CheckResult {
    CheckVerdict verdict;
    std::string message;

    static CheckResult ok(std::string message) { return {CheckVerdict::Ok, std::move(message)}; }
    static CheckResult wrong_answer(std::string message) {
        return {CheckVerdict::WrongAnswer, std::move(message)};
    }
    static CheckResult presentation_error(std::string message) {
        return {CheckVerdict::PresentationError, std::move(message)};
    }
    static CheckResult fail(std::string message) {
        return {CheckVerdict::Fail, std::move(message)};
    }
};

// `text` in single quotes for a message: at most 30 characters, unprintable ones as '?'.
std::string quoted(std::string_view text);

// "1 case", "3 cases": `count` and `noun`, plural by adding "s".
std::string count_of(std::size_t count, std::string_view noun);

}  // namespace gridjudge::checkers
