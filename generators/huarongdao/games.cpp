#include "generators/huarongdao/games.h"

#include <algorithm>
#include <cstdlib>

namespace gridjudge::huarongdao {
namespace {

constexpr int kFarSamples = 8;

int manhattan(Cell a, Cell b) {
    return std::abs(a.row - b.row) + std::abs(a.col - b.col);
}

// The farthest from `from` of kFarSamples uniform draws of `cells` other than `avoid`.
Cell far_cell(const std::vector<Cell>& cells, Cell from, Cell avoid, Rng& rng) {
    Cell best = random_cell_except(cells, avoid, rng);
    for (int sample = 1; sample < kFarSamples; ++sample) {
        Cell candidate = random_cell_except(cells, avoid, rng);
        if (manhattan(candidate, from) > manhattan(best, from)) best = candidate;
    }
    return best;
}

}  // namespace

std::vector<Cell> movable_cells(const Board& board) {
    std::vector<Cell> cells;
    for (int row = 0; row < board.rows; ++row)
        for (int col = 0; col < board.cols; ++col)
            if (board.is_movable({row, col})) cells.push_back({row, col});
    return cells;
}

std::vector<Cell> largest_area(const Board& board) {
    std::vector<int> area(static_cast<std::size_t>(board.cell_count()), -1);
    std::vector<std::vector<Cell>> areas;
    for (Cell start : movable_cells(board)) {
        if (area[board.index(start)] >= 0) continue;
        const int id = static_cast<int>(areas.size());
        std::vector<Cell> members{start};
        area[board.index(start)] = id;
        for (std::size_t next = 0; next < members.size(); ++next)
            for (Cell step : {Cell{-1, 0}, Cell{1, 0}, Cell{0, -1}, Cell{0, 1}}) {
                const Cell cell{members[next].row + step.row, members[next].col + step.col};
                if (!board.contains(cell) || !board.is_movable(cell) ||
                    area[board.index(cell)] >= 0)
                    continue;
                area[board.index(cell)] = id;
                members.push_back(cell);
            }
        areas.push_back(std::move(members));
    }
    auto largest = std::max_element(areas.begin(), areas.end(), [](const auto& a, const auto& b) {
        return a.size() < b.size();
    });
    std::vector<Cell> cells = largest == areas.end() ? std::vector<Cell>{} : *largest;
    std::sort(cells.begin(), cells.end(),
              [&](Cell a, Cell b) { return board.index(a) < board.index(b); });
    return cells;
}

Cell random_cell_except(const std::vector<Cell>& cells, Cell avoid, Rng& rng) {
    // Draw from all but one slot, and let `avoid`'s slot stand for the last cell.
    std::size_t last = cells.size() - 1;
    std::size_t slot = static_cast<std::size_t>(rng.uniform(0, static_cast<long long>(last) - 1));
    return cells[slot] == avoid ? cells[last] : cells[slot];
}

Game random_game(const std::vector<Cell>& cells, Rng& rng) {
    Cell piece = rng.pick(cells);
    return {random_cell_except(cells, piece, rng), piece, rng.pick(cells)};
}

Game far_game(const std::vector<Cell>& cells, Rng& rng) {
    Cell piece = rng.pick(cells);
    Cell target = far_cell(cells, piece, piece, rng);
    return {far_cell(cells, piece, piece, rng), piece, target};
}

Game same_cell_game(const std::vector<Cell>& cells, Rng& rng) {
    Cell piece = rng.pick(cells);
    std::vector<Cell> away;
    for (Cell cell : cells)
        if (manhattan(cell, piece) > 1) away.push_back(cell);
    Cell blank = away.empty() ? random_cell_except(cells, piece, rng) : rng.pick(away);
    return {blank, piece, piece};
}

Game blank_on_target_game(const std::vector<Cell>& cells, Rng& rng) {
    Cell piece = rng.pick(cells);
    Cell blank = random_cell_except(cells, piece, rng);
    return {blank, piece, blank};
}

Game next_door_game(const std::vector<Cell>& cells, Rng& rng) {
    Cell piece = rng.pick(cells);
    std::vector<Cell> next_door;
    for (Cell cell : cells)
        if (manhattan(cell, piece) == 1) next_door.push_back(cell);
    Cell target = next_door.empty() ? rng.pick(cells) : rng.pick(next_door);
    return {random_cell_except(cells, piece, rng), piece, target};
}

}  // namespace gridjudge::huarongdao
