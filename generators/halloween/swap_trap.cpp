#include "generators/halloween/swap_trap.h"

#include "generators/halloween/map_shapes.h"
#include "generators/halloween/placement.h"
#include "reference/halloween/oracle.h"
#include "reference/halloween/solver.h"

namespace gridjudge::halloween {

std::optional<Case> swap_trap_case(Rng& rng, int width, int height, int ghosts, int attempts) {
    // On a snake with one or two pockets, ghosts keep their order except at a pocket; a random
    // placement that makes two ghosts change order is a trap often enough to just retry.
    for (int attempt = 0; attempt < attempts; ++attempt) {
        const MapCanvas canvas =
            snake_map(rng, width, height, 3, static_cast<int>(rng.uniform(1, 2)));
        const std::optional<Case> one = random_placement(rng, canvas, ghosts);
        if (!one) continue;
        const std::optional<int> steps = shortest_steps(*one);
        if (!steps) continue;
        const std::optional<int> with_swaps = oracle_shortest_steps(*one, SwapRule::Allowed);
        if (*with_swaps < *steps) return one;
    }
    return std::nullopt;
}

}  // namespace gridjudge::halloween
