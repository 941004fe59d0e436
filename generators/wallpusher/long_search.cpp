#include "generators/wallpusher/long_search.h"

#include <algorithm>
#include <cstdint>

#include "generators/wallpusher/maze_sampling.h"

namespace gridjudge::wallpusher {
namespace {

// Evaluations per climb: long enough to leave the start far behind, short enough for several
// climbs (and so several chances) within a few seconds.
constexpr int kClimbTries = 3000;
constexpr int kPerturbingEdits = 6;

// Rows walled off from each other except for one opening at alternate ends, and the exit at the
// far end of the last row.
WallSet serpentine() {
    WallSet walls = 0;
    for (int edge : outer_edges()) walls |= edge_bit(edge);
    for (int row = 0; row + 1 < kRows; ++row) {
        const int opening = row % 2 == 0 ? kCols - 1 : 0;
        for (int col = 0; col < kCols; ++col)
            if (col != opening) walls |= edge_bit(edge_of(cell_of(row, col), Direction::South));
    }
    const bool ends_east = (kRows - 1) % 2 == 0;
    const int last = cell_of(kRows - 1, ends_east ? kCols - 1 : 0);
    return walls ^ edge_bit(edge_of(last, ends_east ? Direction::East : Direction::West));
}

State edited(Rng& rng, State maze) {
    WallSet walls = maze.walls();
    switch (rng.uniform(0, 9)) {
        case 0:
        case 1:
            return State(random_cell(rng), walls);
        case 2: {  // move a gap elsewhere on the boundary: the number of exits stays
            const int from = rng.pick(outer_edges());
            const int to = rng.pick(outer_edges());
            if (!(walls & edge_bit(from)) && (walls & edge_bit(to)))
                walls ^= edge_bit(from) | edge_bit(to);
            return State(maze.cell(), walls);
        }
        default:
            return State(maze.cell(), walls ^ edge_bit(rng.pick(inner_edges())));
    }
}

// One climb of `steps` evaluations; the longest maze it met.
LongMaze climb(Rng& rng, int steps) {
    WallSet walls = serpentine();
    for (int i = 0; i < kPerturbingEdits; ++i) walls ^= edge_bit(rng.pick(inner_edges()));
    const State start(random_cell(rng), walls);
    LongMaze current{start, escape_length(start).value_or(0)};
    LongMaze best = current;
    for (int step = 1; step < steps; ++step) {
        const State candidate = edited(rng, current.maze);
        const int length = escape_length(candidate).value_or(0);
        if (length == 0) continue;
        const int drop = current.escape_length - length;
        const std::uint64_t odds = 4 + 60ULL * step / steps;  // 1 in 4 early, 1 in 64 late
        if (drop > 1 || (drop == 1 && !rng.chance(1, odds))) continue;
        current = {candidate, length};
        if (current.escape_length > best.escape_length) best = current;
    }
    return best;
}

}  // namespace

LongMaze search_long_maze(Rng& rng, int tries, int min_length) {
    LongMaze best{State(0, 0), 0};
    for (int used = 0; used < tries || best.escape_length < min_length;) {
        const int steps = used < tries ? std::min(kClimbTries, tries - used) : kClimbTries;
        const LongMaze found = climb(rng, steps);
        used += steps;
        if (found.escape_length > best.escape_length) best = found;
    }
    return best;
}

}  // namespace gridjudge::wallpusher
