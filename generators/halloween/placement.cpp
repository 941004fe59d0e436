#include "generators/halloween/placement.h"

#include "reference/halloween/solver.h"

namespace gridjudge::halloween {

std::optional<Case> random_placement(Rng& rng, const MapCanvas& canvas, int ghosts) {
    std::vector<Cell> cells = canvas.corridor_cells();
    if (static_cast<int>(cells.size()) < 2 * ghosts) return std::nullopt;
    rng.shuffle(cells);
    return canvas.to_case(std::vector<Cell>(cells.begin(), cells.begin() + ghosts),
                          std::vector<Cell>(cells.begin() + ghosts, cells.begin() + 2 * ghosts));
}

std::optional<Case> solvable_case(Rng& rng, const MapCanvas& canvas, int ghosts, int attempts) {
    for (int attempt = 0; attempt < attempts; ++attempt) {
        std::optional<Case> one = random_placement(rng, canvas, ghosts);
        if (!one) return std::nullopt;
        if (shortest_steps(*one)) return one;
    }
    return std::nullopt;
}

}  // namespace gridjudge::halloween
