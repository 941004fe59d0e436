#include "reference/wallpusher/rules.h"

namespace gridjudge::wallpusher {
namespace {

constexpr int kHorizontalEdges = (kRows + 1) * kCols;

// Horizontal line `line` (0..kRows) is the north side of row `line`, so the north sides of the
// cells are edges 0..23 in cell order and the south sides edges 6..29.
constexpr int horizontal_edge(int line, int col) {
    return line * kCols + col;
}
// Vertical line `line` (0..kCols) is the west side of column `line`.
constexpr int vertical_edge(int row, int line) {
    return kHorizontalEdges + row * (kCols + 1) + line;
}

// Neighbours and side edges of every cell, computed once: moves look them up millions of times.
struct Geometry {
    std::array<std::array<int, 4>, kCells> neighbour{};  // -1 past the boundary
    std::array<std::array<int, 4>, kCells> edge{};
};

constexpr Geometry make_geometry() {
    Geometry geometry;
    for (int cell = 0; cell < kCells; ++cell) {
        const int row = row_of(cell);
        const int col = col_of(cell);
        auto& next = geometry.neighbour[cell];
        next[int(Direction::North)] = row > 0 ? cell - kCols : -1;
        next[int(Direction::South)] = row + 1 < kRows ? cell + kCols : -1;
        next[int(Direction::West)] = col > 0 ? cell - 1 : -1;
        next[int(Direction::East)] = col + 1 < kCols ? cell + 1 : -1;
        auto& edge = geometry.edge[cell];
        edge[int(Direction::North)] = horizontal_edge(row, col);
        edge[int(Direction::South)] = horizontal_edge(row + 1, col);
        edge[int(Direction::West)] = vertical_edge(row, col);
        edge[int(Direction::East)] = vertical_edge(row, col + 1);
    }
    return geometry;
}

constexpr Geometry kGeometry = make_geometry();

}  // namespace

char letter(Direction direction) {
    return "NESW"[static_cast<int>(direction)];
}

std::optional<Direction> direction_of(char letter) {
    for (Direction direction : kDirections)
        if (wallpusher::letter(direction) == letter) return direction;
    return std::nullopt;
}

std::string_view side_name(Direction direction) {
    constexpr std::array<std::string_view, 4> kNames{"north", "east", "south", "west"};
    return kNames[static_cast<int>(direction)];
}

int mask_bit(Direction direction) {
    constexpr std::array<int, 4> kBits{kNorthBit, kEastBit, kSouthBit, kWestBit};
    return kBits[static_cast<int>(direction)];
}

Direction opposite(Direction direction) {
    return static_cast<Direction>((static_cast<int>(direction) + 2) % 4);
}

std::optional<int> neighbour(int cell, Direction direction) {
    const int next = kGeometry.neighbour[cell][int(direction)];
    if (next < 0) return std::nullopt;
    return next;
}

int edge_of(int cell, Direction side) {
    return kGeometry.edge[cell][int(side)];
}

bool is_outer(int edge) {
    if (edge < kHorizontalEdges) {
        int line = edge / kCols;
        return line == 0 || line == kRows;
    }
    int line = (edge - kHorizontalEdges) % (kCols + 1);
    return line == 0 || line == kCols;
}

WallSet walls_from_masks(const std::array<int, kCells>& masks) {
    WallSet walls = 0;
    for (int cell = 0; cell < kCells; ++cell)
        for (Direction side : kDirections)
            if (masks[cell] & mask_bit(side)) walls |= edge_bit(edge_of(cell, side));
    return walls;
}

int cell_mask(WallSet walls, int cell) {
    int mask = 0;
    for (Direction side : kDirections)
        if (walls & edge_bit(edge_of(cell, side))) mask |= mask_bit(side);
    return mask;
}

std::array<CellSet, 4> cells_walled_on(WallSet walls) {
    constexpr CellSet kAllCells = (CellSet{1} << kCells) - 1;
    std::array<CellSet, 4> walled{};
    walled[int(Direction::North)] = static_cast<CellSet>(walls) & kAllCells;
    walled[int(Direction::South)] = static_cast<CellSet>(walls >> kCols) & kAllCells;
    for (int row = 0; row < kRows; ++row) {
        const auto lines = static_cast<CellSet>(walls >> vertical_edge(row, 0));
        const CellSet row_cells = (CellSet{1} << kCols) - 1;
        walled[int(Direction::West)] |= (lines & row_cells) << (row * kCols);
        walled[int(Direction::East)] |= ((lines >> 1) & row_cells) << (row * kCols);
    }
    return walled;
}

WallSet exit_gaps(WallSet walls) {
    static const WallSet kOuterEdges = [] {
        WallSet outer = 0;
        for (int edge = 0; edge < kEdges; ++edge)
            if (is_outer(edge)) outer |= edge_bit(edge);
        return outer;
    }();
    return kOuterEdges & ~walls;
}

MoveOutcome apply_move(State state, Direction direction) {
    const int near_edge = edge_of(state.cell(), direction);
    const std::optional<int> next_cell = neighbour(state.cell(), direction);
    if (!state.has_wall(near_edge)) {
        if (!next_cell) return {MoveKind::Leave, state};
        return {MoveKind::Step, State(*next_cell, state.walls())};
    }
    if (!next_cell) return {MoveKind::PushesOuterWall, state};
    // The wall lands on the next cell's far side. If that side is on the boundary the wall
    // simply becomes boundary there (closing a gap); the far side may not hold a wall already.
    const int far_edge = edge_of(*next_cell, direction);
    if (state.has_wall(far_edge)) return {MoveKind::PushesTwoWalls, state};
    return {MoveKind::Push,
            State(*next_cell, state.walls() ^ edge_bit(near_edge) ^ edge_bit(far_edge))};
}

std::string_view describe(MoveKind kind) {
    constexpr std::array<std::string_view, 5> kDescriptions{
        "steps", "pushes a wall", "leaves the maze", "pushes two walls", "pushes an outer wall"};
    return kDescriptions[static_cast<int>(kind)];
}

std::string cell_name(int cell) {
    return "row " + std::to_string(row_of(cell) + 1) + ", column " +
           std::to_string(col_of(cell) + 1);
}

}  // namespace gridjudge::wallpusher
