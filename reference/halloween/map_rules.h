// The guarantees the statement makes about every map, checked on a case whose text is already well
// formed (parse.h): walls all around, the first n ghosts and targets once each and no other
// letters, a wall in every 2x2 square, and one connected corridor. Checked in that order, each in
// reading order, so a broken map always gets the same message.
#pragma once

#include <string_view>

#include "reference/halloween/model.h"

namespace gridjudge::halloween {

// Throws InputError naming the file line of the offending row and the cell (1-based) or letter.
void check_map_rules(const Case& one, std::string_view source);

}  // namespace gridjudge::halloween
