// The huarongdao input parser and validator: reads an official input strictly and refuses
// anything else with an InputError naming the file, line, field and rule. Rules: statement.md.
#pragma once

#include <string_view>

#include "reference/huarongdao/model.h"

namespace gridjudge::huarongdao {

// The puzzle in `text`, or InputError. `source` names the file in errors ("puzzle.in").
Puzzle parse_input(std::string_view text, std::string_view source);

}  // namespace gridjudge::huarongdao
