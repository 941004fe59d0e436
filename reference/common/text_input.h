// TextInput: a line-oriented reader for official input files. It keeps the line number of
// everything it hands out, so parsers can raise InputError naming line and field. Parsers of the
// three problems share it; it never guesses: a missing, extra or malformed token is an error.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "reference/common/input_error.h"

namespace gridjudge {

struct Line {
    int number = 0;                        // 1-based line number in the file
    std::string_view text;                 // without the '\n' and without a trailing '\r'
    std::vector<std::string_view> tokens;  // whitespace-separated (space or tab)
};

class TextInput {
  public:
    // `source` is how errors name the file ("puzzle.in", "<stdin>").
    TextInput(std::string_view text, std::string source);

    const std::string& source() const { return source_; }

    // True when no line is left. A final '\n' does not start an empty line.
    bool at_end() const { return next_ >= lines_.size(); }

    // The next line; `what` names what was expected there, for the end-of-file error.
    Line next_line(std::string_view what);

    // Fails unless `line` has exactly `count` tokens; `what` names the line's role.
    void expect_token_count(const Line& line, std::size_t count, std::string_view what) const;

    // Token `index` of `line` as a decimal integer in [lo, hi]; `field` names it in errors.
    // Accepts an optional '-' and digits only (no '+', no spaces inside, no overflow).
    long long int_field(const Line& line, std::size_t index, std::string_view field, long long lo,
                        long long hi) const;

    // Fails unless every remaining line is blank (only whitespace): nothing may follow the
    // input's terminator.
    void expect_only_blank_lines(std::string_view after_what);

    [[noreturn]] void fail(int line, std::string_view field, std::string_view rule) const;

  private:
    std::string source_;
    std::vector<std::string_view> lines_;
    std::size_t next_ = 0;
};

}  // namespace gridjudge
