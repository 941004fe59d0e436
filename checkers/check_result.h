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

// The one phrasing of every checker for an output that stops too early, after `got` of the
// `expected` units (tokens, lines): "the output ends after 3 tokens; expected 40 (token 4 should
// be 7)", or when it is empty "the output is empty; expected 40 tokens (token 1 should be 1)".
// `next` is what the first missing unit should be.
std::string output_ends_early(std::size_t got, std::size_t expected, std::string_view unit,
                              std::string_view next);

}  // namespace gridjudge::checkers
