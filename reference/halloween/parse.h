// The halloween input parser: reads an official input into cases and refuses anything that is not
// one. It checks the text's shape (headers, row lengths, the alphabet, the terminator) and then
// each map's rules (map_rules.h); whether a case can be solved is the facade's check, not this
// one's.
#pragma once

#include <string_view>
#include <vector>

#include "reference/halloween/model.h"

namespace gridjudge::halloween {

// A file holds 1..kMaxCases cases (this product's limit; the original states none).
inline constexpr int kMaxCases = 100;

// Throws InputError (source, line, field, rule) at the first thing that breaks the format.
std::vector<Case> parse_input(std::string_view text, std::string_view source);

}  // namespace gridjudge::halloween
