// The shapes the Contest API gives its values, checked before anything is kept: ids, UTF-8 text
// and problem colours.
#pragma once

#include <string_view>

#include "judge/util/utf8.h"  // is_valid_utf8: names reach pages and the scoreboard

namespace gridjudge::contest {

// The spec's ID: [a-zA-Z0-9_.-], 1 to 36 characters, not starting with '-' or '.', not ending
// with '.'. So an id is always a safe single folder name ("..", "a/b" and "" are not ids).
bool is_contest_id(std::string_view text);

// A control character other than tab (DOMjudge's exports keep tabs in names): newlines, escape
// sequences and the like would reach pages, terminals and log lines.
bool has_control_character(std::string_view text);

// "#rgb" or "#rrggbb", hexadecimal digits either case (HTML's hex triplets, as the spec says).
bool is_hex_rgb(std::string_view text);

}  // namespace gridjudge::contest
