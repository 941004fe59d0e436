// The halloween model: one case of an input file as it was read (the map's rows, ghosts and their
// targets written as letters in it), the alphabet of a map, and the writer that turns cases back
// into an official input. Parsing and the map's rules live in parse.h and map_rules.h.
#pragma once

#include <compare>
#include <span>
#include <string>
#include <vector>

namespace gridjudge::halloween {

inline constexpr char kWall = '#';
inline constexpr char kCorridor = ' ';
inline constexpr int kMinSide = 4;
inline constexpr int kMaxSide = 16;
inline constexpr int kMaxGhosts = 3;

// Ghost i (0-based) starts on ghost_letter(i) and must reach target_letter(i).
constexpr char ghost_letter(int ghost) {
    return static_cast<char>('a' + ghost);
}
constexpr char target_letter(int ghost) {
    return static_cast<char>('A' + ghost);
}

// A cell of a map, 0-based (row 0 is the map's first line).
struct Cell {
    int row = 0;
    int col = 0;
    friend bool operator==(const Cell&, const Cell&) = default;
    friend auto operator<=>(const Cell&, const Cell&) = default;
};

// One case: `w h n` and the map. Every cell that is not a wall is corridor, letters included.
struct Case {
    int width = 0;
    int height = 0;
    int ghosts = 0;                 // n
    std::vector<std::string> rows;  // `height` rows of `width` characters
    int header_line = 0;            // file line of `w h n`; row r is on line header_line + 1 + r

    bool is_wall(Cell cell) const { return rows[cell.row][cell.col] == kWall; }
    char at(Cell cell) const { return rows[cell.row][cell.col]; }
    // The cell holding `letter`; the case must hold it (a validated case holds each of its
    // letters).
    Cell find(char letter) const;
};

// The official input holding `cases` in order, with the terminator `0 0 0`.
std::string format_input(std::span<const Case> cases);

}  // namespace gridjudge::halloween
