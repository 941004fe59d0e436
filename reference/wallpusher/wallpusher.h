// The wallpusher problem as the rest of gridjudge sees it: validate an official input, solve it
// with the fast reference solver, or with the brute-force oracle (tests only). Rules: statement.md
// beside this file.
#pragma once

#include <string>
#include <string_view>

namespace gridjudge::wallpusher {

// Throws InputError (file, line, field, rule) unless `text` is a valid official input.
void validate(std::string_view text, std::string_view source);

// Validates, then returns the official output (the authoritative answer file's contents).
std::string solve(std::string_view text, std::string_view source);

// Validates, then answers with the plain brute-force search; same output format as solve().
std::string solve_with_oracle(std::string_view text, std::string_view source);

// The problem's statement (Markdown), including every choice this product made where the
// original statement is silent.
std::string_view statement();

// One line each, for people: what an input holds, what an answer says.
std::string summarize_input(std::string_view input);
std::string summarize_answer(std::string_view answer);

}  // namespace gridjudge::wallpusher
