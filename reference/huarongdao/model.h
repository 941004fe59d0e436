// The huarongdao model: a board layout (which cells hold fixed pieces), the games played on it,
// and the writer that turns a puzzle back into an official input. Parsing lives in parse.h.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace gridjudge::huarongdao {

inline constexpr int kMaxSide = 30;     // 1 <= n, m <= 30
inline constexpr int kMaxGames = 500;   // 1 <= q <= 500
inline constexpr int kImpossible = -1;  // the answer when the piece cannot reach the target

// A cell of the board, 0-based. The file's coordinates (X, Y) are (row + 1, col + 1).
struct Cell {
    int row = 0;
    int col = 0;
    friend bool operator==(const Cell&, const Cell&) = default;
};

// The fixed layout every game starts from: 1 = a movable piece (or the blank), 0 = a fixed piece.
struct Board {
    int rows = 0;
    int cols = 0;
    std::vector<std::uint8_t> movable;  // rows * cols values, row-major

    Board() = default;
    // A board of fixed pieces only; callers open the movable cells.
    Board(int rows, int cols) : rows(rows), cols(cols), movable(rows * cols, 0) {}

    int cell_count() const { return rows * cols; }
    int index(Cell cell) const { return cell.row * cols + cell.col; }
    bool contains(Cell cell) const {
        return cell.row >= 0 && cell.row < rows && cell.col >= 0 && cell.col < cols;
    }
    bool is_movable(Cell cell) const { return movable[index(cell)] != 0; }
    void set_movable(Cell cell, bool value) { movable[index(cell)] = value ? 1 : 0; }
};

// One game: `EX EY SX SY TX TY` of the input.
struct Game {
    Cell blank;   // E
    Cell piece;   // S, the designated piece
    Cell target;  // T
    friend bool operator==(const Game&, const Game&) = default;
};

struct Puzzle {
    Board board;
    std::vector<Game> games;
};

// The official input for `puzzle`: `n m q`, the board's rows, one line per game.
std::string format_input(const Puzzle& puzzle);

}  // namespace gridjudge::huarongdao
