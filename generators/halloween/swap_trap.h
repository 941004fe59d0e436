// The `swap-trap` generator's search: small corridor maps where the answer is longer than it would
// be if two ghosts could swap cells, so a solution that forgets the no-swap rule answers wrongly.
// Each candidate is judged twice by the oracle (with and without swaps), so maps stay small.
#pragma once

#include <optional>

#include "generators/common/rng.h"
#include "reference/halloween/model.h"

namespace gridjudge::halloween {

inline constexpr int kSwapTrapMaxSide = 8;  // keeps the oracle's std::map search fast

// A trap on a width x height map (sides up to kSwapTrapMaxSide) with 2 or 3 ghosts, or
// std::nullopt if none turned up in `attempts` random candidates (the map is too small).
std::optional<Case> swap_trap_case(Rng& rng, int width, int height, int ghosts, int attempts);

}  // namespace gridjudge::halloween
