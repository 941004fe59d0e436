#include "generators/halloween/placement.h"

#include <algorithm>
#include <deque>
#include <map>

#include "reference/halloween/solver.h"

namespace gridjudge::halloween {
namespace {

// Single-ghost step counts from `from` to every corridor cell within `max_steps`.
std::map<Cell, int> cells_within(const MapCanvas& canvas, Cell from, int max_steps) {
    std::map<Cell, int> steps{{from, 0}};
    std::deque<Cell> queue{from};
    while (!queue.empty()) {
        const Cell cell = queue.front();
        queue.pop_front();
        if (steps[cell] == max_steps) continue;
        for (Cell next : {Cell{cell.row - 1, cell.col}, Cell{cell.row + 1, cell.col},
                          Cell{cell.row, cell.col - 1}, Cell{cell.row, cell.col + 1}}) {
            if (!canvas.is_interior(next) || !canvas.is_corridor(next) || steps.count(next))
                continue;
            steps[next] = steps[cell] + 1;
            queue.push_back(next);
        }
    }
    return steps;
}

}  // namespace

std::optional<Case> random_placement(Rng& rng, const MapCanvas& canvas, int ghosts) {
    std::vector<Cell> cells = canvas.corridor_cells();
    if (static_cast<int>(cells.size()) < 2 * ghosts) return std::nullopt;
    rng.shuffle(cells);
    return canvas.to_case(std::vector<Cell>(cells.begin(), cells.begin() + ghosts),
                          std::vector<Cell>(cells.begin() + ghosts, cells.begin() + 2 * ghosts));
}

std::optional<Case> near_placement(Rng& rng, const MapCanvas& canvas, int ghosts, int max_steps) {
    std::vector<Cell> cells = canvas.corridor_cells();
    if (static_cast<int>(cells.size()) < 2 * ghosts) return std::nullopt;
    rng.shuffle(cells);
    const std::vector<Cell> starts(cells.begin(), cells.begin() + ghosts);
    std::vector<Cell> targets;
    for (Cell start : starts) {
        std::vector<Cell> free;  // in reading order (std::map), so the pick depends on rng only
        for (const auto& [cell, steps] : cells_within(canvas, start, max_steps))
            if (std::find(starts.begin(), starts.end(), cell) == starts.end() &&
                std::find(targets.begin(), targets.end(), cell) == targets.end())
                free.push_back(cell);
        if (free.empty()) return std::nullopt;
        targets.push_back(rng.pick(free));
    }
    return canvas.to_case(starts, targets);
}

std::optional<Case> solvable_case(Rng& rng, const MapCanvas& canvas, int ghosts, int attempts,
                                  int max_steps) {
    for (int attempt = 0; attempt < attempts; ++attempt) {
        std::optional<Case> one = max_steps > 0 ? near_placement(rng, canvas, ghosts, max_steps)
                                                : random_placement(rng, canvas, ghosts);
        if (!one) return std::nullopt;
        if (shortest_steps(*one)) return one;
    }
    return std::nullopt;
}

}  // namespace gridjudge::halloween
