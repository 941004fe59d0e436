// Ghost placement: puts the n ghosts and their targets on distinct corridor cells of a carved map.
// The strategies only emit solvable cases, so they place through solvable_case(), which retries
// placements and judges each with the reference solver.
#pragma once

#include <optional>

#include "generators/common/rng.h"
#include "generators/halloween/map_canvas.h"

namespace gridjudge::halloween {

// Ghosts and targets on 2n distinct random corridor cells; std::nullopt when the map has fewer.
// The case may be unsolvable.
std::optional<Case> random_placement(Rng& rng, const MapCanvas& canvas, int ghosts);

// The first solvable case among `attempts` random placements on `canvas`, if any; with
// `max_steps` > 0, near placements (near_placement) instead.
std::optional<Case> solvable_case(Rng& rng, const MapCanvas& canvas, int ghosts, int attempts,
                                  int max_steps = 0);

}  // namespace gridjudge::halloween
