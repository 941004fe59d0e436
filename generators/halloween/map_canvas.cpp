#include "generators/halloween/map_canvas.h"

#include <stdexcept>

namespace gridjudge::halloween {
namespace {
std::vector<Cell> neighbours(Cell cell) {
    return {{cell.row - 1, cell.col},
            {cell.row + 1, cell.col},
            {cell.row, cell.col - 1},
            {cell.row, cell.col + 1}};
}
}  // namespace

MapCanvas::MapCanvas(int width, int height)
    : width_(width), height_(height), rows_(height, std::string(width, kWall)) {}

bool MapCanvas::can_open(Cell cell) const {
    if (!is_interior(cell) || is_corridor(cell)) return false;
    // The four 2x2 squares holding `cell`, by their top-left corner.
    for (int top = cell.row - 1; top <= cell.row; ++top)
        for (int left = cell.col - 1; left <= cell.col; ++left) {
            bool other_wall = false;
            for (int row = top; row <= top + 1; ++row)
                for (int col = left; col <= left + 1; ++col)
                    other_wall = other_wall || (Cell{row, col} != cell && !is_corridor({row, col}));
            if (!other_wall) return false;
        }
    return true;
}

void MapCanvas::open(Cell cell) {
    if (!can_open(cell)) throw std::logic_error("MapCanvas::open: cell cannot be opened");
    rows_[cell.row][cell.col] = kCorridor;
}

void MapCanvas::close(Cell cell) {
    rows_[cell.row][cell.col] = kWall;
}

int MapCanvas::corridor_neighbours(Cell cell) const {
    int count = 0;
    for (Cell next : neighbours(cell))
        if (next.row >= 0 && next.col >= 0 && next.row < height_ && next.col < width_ &&
            is_corridor(next))
            ++count;
    return count;
}

std::vector<Cell> MapCanvas::corridor_cells() const {
    std::vector<Cell> cells;
    for (int row = 0; row < height_; ++row)
        for (int col = 0; col < width_; ++col)
            if (is_corridor({row, col})) cells.push_back({row, col});
    return cells;
}

std::vector<Cell> MapCanvas::interior_cells() const {
    std::vector<Cell> cells;
    for (int row = 1; row < height_ - 1; ++row)
        for (int col = 1; col < width_ - 1; ++col) cells.push_back({row, col});
    return cells;
}

bool MapCanvas::connected() const {
    const std::vector<Cell> corridor = corridor_cells();
    if (corridor.empty()) return true;
    std::vector<std::vector<bool>> reached(height_, std::vector<bool>(width_));
    std::vector<Cell> todo{corridor.front()};
    reached[corridor.front().row][corridor.front().col] = true;
    std::size_t count = 1;
    while (!todo.empty()) {
        Cell cell = todo.back();
        todo.pop_back();
        for (Cell next : neighbours(cell))  // borders are walls: neighbours stay inside
            if (is_corridor(next) && !reached[next.row][next.col]) {
                reached[next.row][next.col] = true;
                ++count;
                todo.push_back(next);
            }
    }
    return count == corridor.size();
}

Case MapCanvas::to_case(const std::vector<Cell>& starts, const std::vector<Cell>& targets) const {
    Case one;
    one.width = width_;
    one.height = height_;
    one.ghosts = static_cast<int>(starts.size());
    one.rows = rows_;
    for (int ghost = 0; ghost < one.ghosts; ++ghost) {
        one.rows[starts[ghost].row][starts[ghost].col] = ghost_letter(ghost);
        one.rows[targets[ghost].row][targets[ghost].col] = target_letter(ghost);
    }
    return one;
}

}  // namespace gridjudge::halloween
