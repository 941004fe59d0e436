#include <charconv>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include "checkers/token_modes.h"

namespace gridjudge::checkers {
namespace {

bool is_blank(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

struct TextToken {
    std::string_view text;
    std::string_view space_before;  // the whitespace run before it, for space_change_sensitive
    int line;                       // 1-based
};

struct Tokens {
    std::vector<TextToken> tokens;
    std::string_view space_after;  // after the last token
};

Tokens split(std::string_view text) {
    Tokens result;
    int line = 1;
    std::size_t i = 0;
    while (true) {
        const std::size_t space = i;
        while (i < text.size() && is_blank(text[i]))
            if (text[i++] == '\n') ++line;
        if (i == text.size()) {
            result.space_after = text.substr(space);
            return result;
        }
        const std::size_t start = i;
        while (i < text.size() && !is_blank(text[i])) ++i;
        result.tokens.push_back(
            {text.substr(start, i - start), text.substr(space, start - space), line});
    }
}

// A token compared within the tolerance: a finite number. "inf", "nan" (and a number too large
// for a double) are compared as text, as the Kattis default validator does: no distance between
// them means anything.
std::optional<double> number(std::string_view text) {
    // A leading '+' is a number's too there (it reads with scanf's %lf); from_chars takes none.
    if (text.size() > 1 && text[0] == '+' && text[1] != '+' && text[1] != '-')
        text.remove_prefix(1);
    double value = 0;
    const char* end = text.data() + text.size();
    auto [stop, error] = std::from_chars(text.data(), end, value);
    if (error != std::errc() || stop != end || !std::isfinite(value)) return std::nullopt;
    return value;
}

std::string where(std::size_t index, const TextToken& token) {
    return "token " + std::to_string(index + 1) + " (line " + std::to_string(token.line) + ")";
}

std::string shown_space(std::string_view space) {
    std::string text;
    for (char c : space)
        text += c == '\n' ? "\\n" : c == '\t' ? "\\t" : c == '\r' ? "\\r" : std::string(1, c);
    return "'" + text + "'";
}

// nullopt when `got` matches the answer's `expected` token.
std::optional<CheckResult> compare_token(std::size_t index, const TextToken& got,
                                         const TextToken& expected, const TokenOptions& options) {
    if (options.absolute_tolerance || options.relative_tolerance) {
        if (const std::optional<double> answer = number(expected.text)) {
            const std::optional<double> value = number(got.text);
            if (!value)
                return CheckResult::wrong_answer(where(index, got) + ": expected a number near " +
                                                 quoted(expected.text) + ", got " +
                                                 quoted(got.text));
            const double difference = std::fabs(*value - *answer);
            const bool absolute_ok =
                options.absolute_tolerance && difference <= *options.absolute_tolerance;
            const bool relative_ok = options.relative_tolerance &&
                                     difference <= *options.relative_tolerance * std::fabs(*answer);
            if (absolute_ok || relative_ok) return std::nullopt;
            return CheckResult::wrong_answer(where(index, got) + ": expected " +
                                             quoted(expected.text) + ", got " + quoted(got.text) +
                                             ", outside the tolerance");
        }
    }
    if (same_text(got.text, expected.text, options.case_insensitive)) return std::nullopt;
    return CheckResult::wrong_answer(where(index, got) + ": expected " + quoted(expected.text) +
                                     ", got " + quoted(got.text));
}

}  // namespace

bool same_text(std::string_view a, std::string_view b, bool ignore_case) {
    if (a.size() != b.size()) return false;
    if (!ignore_case) return a == b;
    for (std::size_t i = 0; i < a.size(); ++i) {
        auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c + 32) : c; };
        if (lower(a[i]) != lower(b[i])) return false;
    }
    return true;
}

CheckResult compare_text_tokens(std::string_view output, std::string_view answer,
                                const TokenOptions& options) {
    const Tokens expected = split(answer);
    const Tokens got = split(output);
    const std::size_t count = expected.tokens.size();
    for (std::size_t i = 0; i < got.tokens.size(); ++i) {
        if (i == count)
            return CheckResult::wrong_answer("extra output: " + where(i, got.tokens[i]) + " " +
                                             quoted(got.tokens[i].text) + " after the expected " +
                                             count_of(count, "token"));
        if (options.space_change_sensitive &&
            got.tokens[i].space_before != expected.tokens[i].space_before)
            return CheckResult::wrong_answer("the whitespace before " + where(i, got.tokens[i]) +
                                             " is " + shown_space(got.tokens[i].space_before) +
                                             ", expected " +
                                             shown_space(expected.tokens[i].space_before));
        if (auto mismatch = compare_token(i, got.tokens[i], expected.tokens[i], options))
            return *mismatch;
    }
    if (got.tokens.size() < count)
        return CheckResult::wrong_answer(output_ends_early(
            got.tokens.size(), count, "token", quoted(expected.tokens[got.tokens.size()].text)));
    if (options.space_change_sensitive && got.space_after != expected.space_after)
        return CheckResult::wrong_answer("the whitespace after the last token is " +
                                         shown_space(got.space_after) + ", expected " +
                                         shown_space(expected.space_after));
    return CheckResult::ok(count_of(count, "token") + ", all as expected");
}

}  // namespace gridjudge::checkers
