#include "generators/halloween/map_shapes.h"

#include <algorithm>

namespace gridjudge::halloween {
namespace {

std::vector<Cell> openable(const MapCanvas& canvas, int min_corridor_neighbours,
                           int max_corridor_neighbours) {
    std::vector<Cell> cells;
    for (Cell cell : canvas.interior_cells()) {
        int around = canvas.corridor_neighbours(cell);
        if (canvas.can_open(cell) && around >= min_corridor_neighbours &&
            around <= max_corridor_neighbours)
            cells.push_back(cell);
    }
    return cells;
}

}  // namespace

MapCanvas grown_map(Rng& rng, int width, int height, int percent) {
    MapCanvas canvas(width, height);
    const std::vector<Cell> interior = canvas.interior_cells();
    const std::size_t wanted = std::max<std::size_t>(1, interior.size() * percent / 100);
    canvas.open(rng.pick(interior));
    for (std::size_t open = 1; open < wanted; ++open) {
        // Only walls touching the corridor: the corridor stays connected as it grows.
        std::vector<Cell> candidates = openable(canvas, 1, 4);
        if (candidates.empty()) break;
        canvas.open(rng.pick(candidates));
    }
    return canvas;
}

MapCanvas maze_map(Rng& rng, int width, int height, int loops) {
    MapCanvas canvas(width, height);
    // Rooms at odd coordinates; the cells between two rooms are doors. Cells with two even
    // coordinates stay walls, and every 2x2 square holds one of them.
    auto is_room = [&](Cell cell) {
        return canvas.is_interior(cell) && cell.row % 2 == 1 && cell.col % 2 == 1;
    };
    std::vector<Cell> rooms;
    for (Cell cell : canvas.interior_cells())
        if (is_room(cell)) rooms.push_back(cell);
    // Depth-first carving: the classic recursive backtracker, with an explicit stack.
    std::vector<Cell> stack{rng.pick(rooms)};
    canvas.open(stack.back());
    while (!stack.empty()) {
        const Cell room = stack.back();
        std::vector<Cell> unvisited;
        for (Cell next : {Cell{room.row - 2, room.col}, Cell{room.row + 2, room.col},
                          Cell{room.row, room.col - 2}, Cell{room.row, room.col + 2}})
            if (is_room(next) && !canvas.is_corridor(next)) unvisited.push_back(next);
        if (unvisited.empty()) {
            stack.pop_back();
            continue;
        }
        const Cell next = rng.pick(unvisited);
        canvas.open({(room.row + next.row) / 2, (room.col + next.col) / 2});
        canvas.open(next);
        stack.push_back(next);
    }
    for (int loop = 0; loop < loops; ++loop) {
        // A closed door joins two open rooms: it has two corridor neighbours on opposite sides.
        std::vector<Cell> doors;
        for (Cell cell : openable(canvas, 2, 2))
            if ((cell.row % 2 == 1) != (cell.col % 2 == 1)) doors.push_back(cell);
        if (doors.empty()) break;
        canvas.open(rng.pick(doors));
    }
    return canvas;
}

MapCanvas open_map(Rng& rng, int width, int height) {
    MapCanvas canvas(width, height);
    const int row_parity = static_cast<int>(rng.uniform(0, 1));
    const int col_parity = static_cast<int>(rng.uniform(0, 1));
    for (Cell cell : canvas.interior_cells()) {
        bool pillar = cell.row % 2 == row_parity && cell.col % 2 == col_parity;
        if (!pillar) canvas.open(cell);
    }
    return canvas;
}

MapCanvas snake_map(Rng& rng, int width, int height, int row_gap, int pockets) {
    MapCanvas canvas(width, height);
    int first_row = 1;
    if (height > 4 && row_gap == 2)
        first_row = 2;  // rows two apart leave dead ends only above the first row: make room
    else if (height > 4)
        first_row = static_cast<int>(rng.uniform(1, 2));
    bool join_at_right = rng.chance(1, 2);
    for (int row = first_row; row <= height - 2; row += row_gap) {
        for (int col = 1; col <= width - 2; ++col) canvas.open({row, col});
        if (row + row_gap > height - 2) break;
        const int join_col = join_at_right ? width - 2 : 1;
        for (int join_row = row + 1; join_row < row + row_gap; ++join_row)
            canvas.open({join_row, join_col});
        join_at_right = !join_at_right;
    }
    for (int pocket = 0; pocket < pockets; ++pocket) {
        // A pocket is a dead end: one corridor neighbour, so it never joins two rows.
        std::vector<Cell> candidates = openable(canvas, 1, 1);
        if (candidates.empty()) break;
        canvas.open(rng.pick(candidates));
    }
    return canvas;
}

}  // namespace gridjudge::halloween
