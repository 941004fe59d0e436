#include "generators/huarongdao/layouts.h"

#include <algorithm>
#include <vector>

namespace gridjudge::huarongdao {
namespace {

// The rooms of a maze_board and the wall cells between them.
class RoomLattice {
  public:
    RoomLattice(int rows, int cols, int width)
        : width_(width),
          room_rows_((rows + 1) / (width + 1)),
          room_cols_((cols + 1) / (width + 1)) {}

    int room_count() const { return room_rows_ * room_cols_; }

    void open_room(Board& board, int room) const {
        Cell corner = top_left(room);
        for (int row = 0; row < width_; ++row)
            for (int col = 0; col < width_; ++col)
                board.set_movable({corner.row + row, corner.col + col}, true);
    }

    // The wall between two rooms that share it (see neighbours()).
    bool wall_is_open(const Board& board, int room, int neighbour) const {
        return board.is_movable(wall_cell(room, neighbour, 0));
    }
    void open_wall(Board& board, int room, int neighbour) const {
        for (int i = 0; i < width_; ++i) board.set_movable(wall_cell(room, neighbour, i), true);
    }

    // Rooms sharing a wall with `room`, in a fixed order (up, right, down, left).
    std::vector<int> neighbours(int room) const {
        std::vector<int> result;
        int row = room / room_cols_, col = room % room_cols_;
        if (row > 0) result.push_back(room - room_cols_);
        if (col + 1 < room_cols_) result.push_back(room + 1);
        if (row + 1 < room_rows_) result.push_back(room + room_cols_);
        if (col > 0) result.push_back(room - 1);
        return result;
    }

  private:
    Cell top_left(int room) const {
        return {(room / room_cols_) * (width_ + 1), (room % room_cols_) * (width_ + 1)};
    }
    // The i-th cell of the wall between two neighbouring rooms.
    Cell wall_cell(int room, int neighbour, int i) const {
        int first = std::min(room, neighbour);
        int second = std::max(room, neighbour);
        Cell corner = top_left(first);
        bool side_by_side = first / room_cols_ == second / room_cols_;
        if (side_by_side) return {corner.row + i, corner.col + width_};
        return {corner.row + width_, corner.col + i};
    }

    int width_;
    int room_rows_;
    int room_cols_;
};

// The odd row's one open cell that links the corridor rows above and below it.
int corridor_link_col(int row, int cols) {
    return (row / 2) % 2 == 0 ? cols - 1 : 0;
}

}  // namespace

Board scattered_board(int rows, int cols, int movable_count, Rng& rng) {
    Board board(rows, cols);
    std::vector<int> cells(static_cast<std::size_t>(board.cell_count()));
    for (int i = 0; i < board.cell_count(); ++i) cells[i] = i;
    rng.shuffle(cells);
    for (int i = 0; i < movable_count; ++i) board.movable[cells[i]] = 1;
    return board;
}

Board maze_board(int rows, int cols, int width, int loops_percent, Rng& rng) {
    Board board(rows, cols);
    RoomLattice lattice(rows, cols, width);
    for (int room = 0; room < lattice.room_count(); ++room) lattice.open_room(board, room);

    // Depth-first backtracking: the tree it leaves has long winding branches.
    std::vector<bool> reached(static_cast<std::size_t>(lattice.room_count()), false);
    std::vector<int> path{static_cast<int>(rng.uniform(0, lattice.room_count() - 1))};
    reached[path.back()] = true;
    while (!path.empty()) {
        std::vector<int> fresh;
        for (int next : lattice.neighbours(path.back()))
            if (!reached[next]) fresh.push_back(next);
        if (fresh.empty()) {
            path.pop_back();
            continue;
        }
        int next = rng.pick(fresh);
        lattice.open_wall(board, path.back(), next);
        reached[next] = true;
        path.push_back(next);
    }

    for (int room = 0; room < lattice.room_count(); ++room)
        for (int next : lattice.neighbours(room))
            if (room < next && !lattice.wall_is_open(board, room, next) &&
                rng.chance(static_cast<std::uint64_t>(loops_percent), 100))
                lattice.open_wall(board, room, next);
    return board;
}

int corridor_shortcut_room(int rows, int cols) {
    return (rows / 2) * (cols - 1);
}

Board corridor_board(int rows, int cols, int shortcuts, Rng& rng) {
    Board board(rows, cols);
    std::vector<Cell> closed;
    for (int row = 0; row < rows; ++row)
        for (int col = 0; col < cols; ++col) {
            bool open = row % 2 == 0 || col == corridor_link_col(row, cols);
            board.set_movable({row, col}, open);
            if (!open) closed.push_back({row, col});
        }
    rng.shuffle(closed);
    for (int i = 0; i < shortcuts; ++i) board.set_movable(closed[i], true);
    return board;
}

}  // namespace gridjudge::huarongdao
