#include "reference/halloween/state_space.h"

namespace gridjudge::halloween {

StateSpace::StateSpace(const Case& one) {
    std::vector<std::vector<int>> number(one.height, std::vector<int>(one.width, -1));
    for (int row = 0; row < one.height; ++row)
        for (int col = 0; col < one.width; ++col)
            if (!one.is_wall({row, col})) {
                number[row][col] = static_cast<int>(cells_.size());
                cells_.push_back({row, col});
            }
    const int phantoms = kMaxGhosts - one.ghosts;
    const int cell_count = static_cast<int>(cells_.size()) + phantoms;
    while ((1 << bits_) < cell_count) ++bits_;

    moves_.resize(cell_count);
    for (int from = 0; from < cell_count; ++from)
        moves_[from].to[moves_[from].count++] = static_cast<std::uint8_t>(from);
    // Borders are walls (a validated map), so a corridor cell's neighbours are inside the map.
    for (std::size_t from = 0; from < cells_.size(); ++from) {
        const Cell cell = cells_[from];
        for (Cell next : {Cell{cell.row - 1, cell.col}, Cell{cell.row + 1, cell.col},
                          Cell{cell.row, cell.col - 1}, Cell{cell.row, cell.col + 1}})
            if (number[next.row][next.col] >= 0)
                moves_[from].to[moves_[from].count++] =
                    static_cast<std::uint8_t>(number[next.row][next.col]);
    }

    for (int ghost = 0; ghost < kMaxGhosts; ++ghost) {
        State start_cell = 0;
        State goal_cell = 0;
        if (ghost < one.ghosts) {
            const Cell from = one.find(ghost_letter(ghost));
            const Cell to = one.find(target_letter(ghost));
            start_cell = static_cast<State>(number[from.row][from.col]);
            goal_cell = static_cast<State>(number[to.row][to.col]);
        } else {
            start_cell = goal_cell = static_cast<State>(cells_.size() + (ghost - one.ghosts));
        }
        start_ |= start_cell << (ghost * bits_);
        goal_ |= goal_cell << (ghost * bits_);
    }
}

}  // namespace gridjudge::halloween
