#include "generators/halloween/long_search.h"

#include <algorithm>
#include <optional>
#include <stdexcept>
#include <string>

#include "generators/common/generator_call.h"
#include "generators/halloween/farthest_state.h"
#include "generators/halloween/map_canvas.h"
#include "generators/halloween/map_shapes.h"
#include "generators/halloween/placement.h"

namespace gridjudge::halloween {
namespace {

using Cells = std::vector<Cell>;

constexpr int kFirstPlacementAttempts = 100;
constexpr int kSweepEvery = 4;  // every 4th round moves the targets, the others change the map

struct Placement {
    Cells starts;
    Cells targets;
    int steps = 0;
};

bool holds(const Cells& cells, Cell cell) {
    return std::find(cells.begin(), cells.end(), cell) != cells.end();
}

// Keeps `anchor` (the starts or the targets) and returns the other side's placement farthest from
// it, on cells off the anchor (a cell holds one letter). `other` is the current other side, only
// needed to build the case.
std::optional<Placement> farthest_from(const MapCanvas& canvas, const Cells& anchor,
                                       const Cells& other) {
    const StateSpace space(canvas.to_case(other, anchor));
    const int ghosts = static_cast<int>(anchor.size());
    auto off_anchor = [&](StateSpace::State state) {
        for (int ghost = 0; ghost < ghosts; ++ghost)
            if (holds(anchor, space.ghost_cell(state, ghost))) return false;
        return true;
    };
    const std::optional<FarthestState> farthest = farthest_state(space, space.goal(), off_anchor);
    if (!farthest) return std::nullopt;
    Placement placement{{}, anchor, farthest->steps};
    for (int ghost = 0; ghost < ghosts; ++ghost)
        placement.starts.push_back(space.ghost_cell(farthest->state, ghost));
    return placement;
}

// Cells whose toggling keeps the map valid and the letters in place: walls that can open next to
// the corridor, and corridor cells without a letter whose closing keeps the corridor connected.
Cells toggleable_cells(const MapCanvas& canvas, const Placement& placement) {
    Cells cells;
    for (Cell cell : canvas.interior_cells()) {
        if (!canvas.is_corridor(cell)) {
            if (canvas.can_open(cell) && canvas.corridor_neighbours(cell) > 0)
                cells.push_back(cell);
            continue;
        }
        if (holds(placement.starts, cell) || holds(placement.targets, cell)) continue;
        MapCanvas without = canvas;
        without.close(cell);
        if (without.connected()) cells.push_back(cell);
    }
    return cells;
}

MapCanvas first_map(Rng& rng, const LongSearchOptions& options) {
    switch (options.start) {
        case LongStart::Snake:
            return snake_map(rng, options.width, options.height, 2, 1);
        case LongStart::Maze:
            return maze_map(rng, options.width, options.height, 4);
        case LongStart::Open:
            return open_map(rng, options.width, options.height);
    }
    throw std::logic_error("unknown LongStart");
}

// A random map and placement to climb from, with the starts moved to the farthest ones.
Placement first_placement(Rng& rng, const LongSearchOptions& options, MapCanvas& canvas) {
    for (int attempt = 0; attempt < kFirstPlacementAttempts; ++attempt) {
        canvas = first_map(rng, options);
        const std::optional<Case> one = random_placement(rng, canvas, options.ghosts);
        if (!one) continue;
        Cells starts, targets;
        for (int ghost = 0; ghost < options.ghosts; ++ghost) {
            starts.push_back(one->find(ghost_letter(ghost)));
            targets.push_back(one->find(target_letter(ghost)));
        }
        // None when the ghosts cannot leave the targets at all; then try another map.
        if (std::optional<Placement> placement = farthest_from(canvas, targets, starts))
            return *placement;
    }
    throw GeneratorError("long: no placement to climb from on a " + std::to_string(options.width) +
                         "x" + std::to_string(options.height) +
                         " map with n = " + std::to_string(options.ghosts));
}

}  // namespace

Case long_case(Rng& rng, const LongSearchOptions& options) {
    MapCanvas canvas(options.width, options.height);
    Placement best = first_placement(rng, options, canvas);
    for (int round = 1; round <= options.rounds; ++round) {
        if (round % kSweepEvery == 0) {
            // The current targets are a candidate, so a sweep always finds a placement.
            const Placement swept = *farthest_from(canvas, best.starts, best.targets);
            best = Placement{best.starts, swept.starts, swept.steps};
            continue;
        }
        const Cells toggleable = toggleable_cells(canvas, best);
        if (toggleable.empty()) continue;  // a map so small that no cell can change
        const Cell cell = rng.pick(toggleable);
        MapCanvas candidate = canvas;
        if (candidate.is_corridor(cell))
            candidate.close(cell);
        else
            candidate.open(cell);
        std::optional<Placement> refit = farthest_from(candidate, best.targets, best.starts);
        if (refit && refit->steps >= best.steps) {
            canvas = candidate;
            best = *refit;
        }
    }
    return canvas.to_case(best.starts, best.targets);
}

}  // namespace gridjudge::halloween
