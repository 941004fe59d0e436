// The `hard` strategy's mazes: the longest escapes that long offline runs of search_long_maze()
// found (see hard_mazes.cpp for how). Kept as data, so a test set gets them without the search's
// time.
#pragma once

#include <vector>

#include "reference/wallpusher/rules.h"

namespace gridjudge::wallpusher {

const std::vector<State>& hard_mazes();

}  // namespace gridjudge::wallpusher
