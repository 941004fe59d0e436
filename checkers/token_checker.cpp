#include "checkers/token_checker.h"

#include <charconv>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "checkers/token_modes.h"

namespace gridjudge::checkers {
namespace {

struct Token {
    std::string_view text;
    int line;  // 1-based, in the file the token came from
};

bool is_space(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

std::vector<Token> split_tokens(std::string_view text) {
    std::vector<Token> tokens;
    int line = 1;
    std::size_t i = 0;
    while (i < text.size()) {
        if (is_space(text[i])) {
            if (text[i++] == '\n') ++line;
            continue;
        }
        const std::size_t start = i;
        while (i < text.size() && !is_space(text[i])) ++i;
        tokens.push_back({text.substr(start, i - start), line});
    }
    return tokens;
}

// An optional '-' and decimal digits that fit in 64 bits; nullopt for anything else.
std::optional<std::int64_t> integer_value(std::string_view text) {
    std::int64_t value = 0;
    const char* end = text.data() + text.size();
    auto [stop, error] = std::from_chars(text.data(), end, value);
    if (error != std::errc() || stop != end) return std::nullopt;
    return value;
}

std::string where(std::size_t index, const Token& token) {
    return "token " + std::to_string(index + 1) + " (line " + std::to_string(token.line) + ")";
}

}  // namespace

CheckResult check_tokens(std::string_view output, std::string_view answer) {
    const std::vector<Token> expected_tokens = split_tokens(answer);
    std::vector<std::int64_t> expected;
    for (std::size_t i = 0; i < expected_tokens.size(); ++i) {
        const std::optional<std::int64_t> value = integer_value(expected_tokens[i].text);
        if (!value)
            return CheckResult::fail("answer file, " + where(i, expected_tokens[i]) +
                                     ": not an integer: " + quoted(expected_tokens[i].text));
        expected.push_back(*value);
    }
    const std::vector<Token> got = split_tokens(output);
    for (std::size_t i = 0; i < got.size(); ++i) {
        if (i == expected.size())
            return CheckResult::wrong_answer("extra output: " + where(i, got[i]) + " " +
                                             quoted(got[i].text) + " after the expected " +
                                             count_of(expected.size(), "token"));
        const std::optional<std::int64_t> value = integer_value(got[i].text);
        if (!value)
            return CheckResult::presentation_error(
                where(i, got[i]) + ": expected an integer, got " + quoted(got[i].text));
        if (*value != expected[i])
            return CheckResult::wrong_answer(where(i, got[i]) + ": expected " +
                                             std::to_string(expected[i]) + ", got " +
                                             quoted(got[i].text));
    }
    if (got.size() < expected.size())
        return CheckResult::wrong_answer(output_ends_early(got.size(), expected.size(), "token",
                                                           std::to_string(expected[got.size()])));
    return CheckResult::ok(count_of(expected.size(), "integer") + ", all as expected");
}

CheckResult check_tokens(std::string_view output, std::string_view answer,
                         const TokenOptions& options) {
    switch (options.mode) {
        case TokenOptions::Mode::Integers:
            return check_tokens(output, answer);
        case TokenOptions::Mode::Text:
            return compare_text_tokens(output, answer, options);
        case TokenOptions::Mode::Lines:
            return compare_lines(output, answer, options);
    }
    return check_tokens(output, answer);
}

}  // namespace gridjudge::checkers
