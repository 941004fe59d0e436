#include "generators/wallpusher/maze_sampling.h"

#include "reference/wallpusher/solver.h"

namespace gridjudge::wallpusher {
namespace {

// Far below the validator's budget: candidates are cheap to throw away, and a generator that
// stalls on an undecidable candidate would make test generation slow for nothing.
constexpr std::size_t kGeneratorStateBudget = 20'000;

std::vector<int> edges_where(bool outer) {
    std::vector<int> edges;
    for (int edge = 0; edge < kEdges; ++edge)
        if (is_outer(edge) == outer) edges.push_back(edge);
    return edges;
}

}  // namespace

const std::vector<int>& outer_edges() {
    static const std::vector<int> edges = edges_where(true);
    return edges;
}

const std::vector<int>& inner_edges() {
    static const std::vector<int> edges = edges_where(false);
    return edges;
}

const std::vector<BoundarySide>& boundary_sides() {
    static const std::vector<BoundarySide> sides = [] {
        std::vector<BoundarySide> list;
        for (int cell = 0; cell < kCells; ++cell)
            for (Direction side : kDirections)
                if (!neighbour(cell, side)) list.push_back({cell, side});
        return list;
    }();
    return sides;
}

WallSet random_walls(Rng& rng, int wall_percent, int gaps) {
    WallSet walls = 0;
    for (int edge : inner_edges())
        if (rng.chance(static_cast<std::uint64_t>(wall_percent), 100)) walls |= edge_bit(edge);
    std::vector<int> boundary = outer_edges();
    rng.shuffle(boundary);
    for (std::size_t i = static_cast<std::size_t>(gaps); i < boundary.size(); ++i)
        walls |= edge_bit(boundary[i]);
    return walls;
}

int random_cell(Rng& rng) {
    return static_cast<int>(rng.uniform(0, kCells - 1));
}

std::optional<int> escape_length(State maze) {
    const SearchResult result = shortest_escape(maze, kGeneratorStateBudget);
    if (result.outcome != SearchResult::Outcome::Escaped) return std::nullopt;
    return static_cast<int>(result.moves.size());
}

}  // namespace gridjudge::wallpusher
