// The rules of the Wall Pusher, written once: the 4 x 6 grid, its wall positions ("edges"), the
// compact game state and what one move does. The solver, the oracle, the validator, the
// generators and the checker all move the player through apply_move(), so a rules fix reaches
// every one of them. Rules text: reference/wallpusher/statement.md.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace gridjudge::wallpusher {

inline constexpr int kRows = 4;
inline constexpr int kCols = 6;
inline constexpr int kCells = kRows * kCols;

// Input cell masks: one bit per side of a cell.
inline constexpr int kWestBit = 1;
inline constexpr int kNorthBit = 2;
inline constexpr int kEastBit = 4;
inline constexpr int kSouthBit = 8;

// The order of this enum is the reference solver's tie order (see solver.h).
enum class Direction : std::uint8_t { North, East, South, West };
inline constexpr std::array<Direction, 4> kDirections{Direction::North, Direction::East,
                                                      Direction::South, Direction::West};

char letter(Direction direction);                    // 'N', 'E', 'S', 'W'
std::optional<Direction> direction_of(char letter);  // nullopt unless one of "NESW"
std::string_view side_name(Direction direction);     // "north", ...
int mask_bit(Direction direction);                   // kNorthBit, ...
Direction opposite(Direction direction);

// Cells are numbered row by row from 0; rows and columns here are 0-based.
inline constexpr int cell_of(int row, int col) {
    return row * kCols + col;
}
inline constexpr int row_of(int cell) {
    return cell / kCols;
}
inline constexpr int col_of(int cell) {
    return cell % kCols;
}

// The neighbour of `cell` towards `direction`; nullopt past the boundary.
std::optional<int> neighbour(int cell, Direction direction);

// An edge is one place a wall can stand: the 5 x 6 horizontal lines (north/south sides) and the
// 4 x 7 vertical lines (west/east sides). Neighbouring cells share an edge, so a wall layout
// stored per edge can never disagree with itself.
inline constexpr int kEdges = (kRows + 1) * kCols + kRows * (kCols + 1);
int edge_of(int cell, Direction side);
bool is_outer(int edge);  // on the outer boundary of the maze

using WallSet = std::uint64_t;  // bit e set: a wall stands on edge e
inline constexpr WallSet edge_bit(int edge) {
    return WallSet{1} << edge;
}

// Converts the input's 24 cell masks (row by row) to a wall layout. Neighbours must already
// agree about shared walls: the parser checks that before calling this.
WallSet walls_from_masks(const std::array<int, kCells>& masks);
int cell_mask(WallSet walls, int cell);
// Sets of cells as bit masks (bit c = cell c), for tests over the whole board in one word.
using CellSet = std::uint32_t;
// Indexed by Direction: the cells that have a wall on that side.
std::array<CellSet, 4> cells_walled_on(WallSet walls);

// The exits: outer edges without a wall. Walls never leave the boundary, so this only shrinks.
WallSet exit_gaps(WallSet walls);

// Everything a move depends on, packed in one word: wall bits 0..57, player cell above them.
class State {
  public:
    State(int cell, WallSet walls) : bits_(walls | (std::uint64_t(cell) << kEdges)) {}
    static State from_key(std::uint64_t key) { return State(key); }

    int cell() const { return static_cast<int>(bits_ >> kEdges); }
    WallSet walls() const { return bits_ & (edge_bit(kEdges) - 1); }
    bool has_wall(int edge) const { return (bits_ >> edge) & 1; }
    std::uint64_t key() const { return bits_; }
    // Written out, not defaulted: the checker exported to other judges includes this header and
    // must compile as C++17, as they compile checkers.
    friend bool operator==(State a, State b) { return a.bits_ == b.bits_; }
    friend bool operator!=(State a, State b) { return a.bits_ != b.bits_; }

  private:
    explicit State(std::uint64_t bits) : bits_(bits) {}
    std::uint64_t bits_;
};

enum class MoveKind : std::uint8_t {
    Step,             // through an open side into the neighbour
    Push,             // across a wall, which moves one cell further; the player follows it
    Leave,            // through an exit gap: the game is over
    PushesTwoWalls,   // illegal: another wall stands right behind the pushed one
    PushesOuterWall,  // illegal: boundary walls cannot be pushed out of the maze
};

struct MoveOutcome {
    MoveKind kind;
    State next;  // the state after a Step or Push; unchanged otherwise

    bool in_maze() const { return kind == MoveKind::Step || kind == MoveKind::Push; }
    bool legal() const { return in_maze() || kind == MoveKind::Leave; }
};

MoveOutcome apply_move(State state, Direction direction);

// What a move did, for messages: "steps", "pushes two walls", ...
std::string_view describe(MoveKind kind);

// "row 2, column 3" (1-based, as in the statement).
std::string cell_name(int cell);

}  // namespace gridjudge::wallpusher
