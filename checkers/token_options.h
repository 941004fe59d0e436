// The options of the built-in `tokens` checker, given as a problem's checker arguments: words,
// each tolerance followed by its value. Without options the checker keeps its original rule
// (the output holds exactly the answer's integers). The options cover the comparisons other
// judges use by default, so an imported problem is judged as it was:
//   text                      tokens (split on any whitespace) compared as text
//   lines                     line by line; trailing spaces, tabs and CR of a line and blank
//                             lines at the end are ignored
//   case_insensitive          ASCII letters compare without case (text, lines)
//   space_change_sensitive    text: the whitespace around the tokens must be the answer's exactly;
//                             lines: only a CR before LF and a missing final newline are forgiven
//   float_absolute_tolerance E, float_relative_tolerance E, float_tolerance E (both)
//                             text: an answer token that is a number accepts an output number
//                             within E (absolute |o-a| <= E, relative |o-a| <= E|a|; either
//                             suffices when both are set)
// These are the Kattis default validator's flags; a Kattis import maps them one to one.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace gridjudge::checkers {

struct TokenOptions {
    enum class Mode { Integers, Text, Lines };
    Mode mode = Mode::Integers;
    bool case_insensitive = false;
    bool space_change_sensitive = false;
    std::optional<double> absolute_tolerance, relative_tolerance;
    // No defaulted operator==: this header is part of the standalone checker, which must also
    // compile as C++17 (g++'s default); token_option_arguments() compares as well.
};

// Throws std::invalid_argument naming the argument: an unknown word, a missing or bad value,
// a tolerance given twice, or an option the mode does not take.
TokenOptions parse_token_options(const std::vector<std::string>& arguments);

// The canonical arguments of `options` (parse_token_options gives them back): the mode, then
// the flags, then the tolerances; nothing for the default.
std::vector<std::string> token_option_arguments(const TokenOptions& options);

}  // namespace gridjudge::checkers
