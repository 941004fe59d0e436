#include "reference/wallpusher/input_format.h"

#include <array>

#include "reference/common/text_input.h"

namespace gridjudge::wallpusher {
namespace {

struct MazeText {
    std::array<int, kCells> masks{};
    std::array<int, kRows> line_numbers{};  // where each maze row was read, for errors
};

bool is_terminator(const Line& line) {
    return line.tokens.size() == 2 && line.tokens[0] == "0" && line.tokens[1] == "0";
}

std::string wall_text(int mask, Direction side) {
    if (!(mask & mask_bit(side))) return "no " + std::string(side_name(side)) + " wall";
    return std::string(side_name(side)) + " wall (" + std::to_string(mask_bit(side)) + ")";
}

// Neighbours describe their shared wall twice; when the two disagree the file has no single
// meaning, so it is refused rather than guessed at.
void check_shared_walls(const TextInput& input, const MazeText& maze) {
    for (int cell = 0; cell < kCells; ++cell)
        for (Direction side : {Direction::East, Direction::South}) {
            const std::optional<int> other = neighbour(cell, side);
            if (!other) continue;
            const bool here = maze.masks[cell] & mask_bit(side);
            const bool there = maze.masks[*other] & mask_bit(opposite(side));
            if (here == there) continue;
            input.fail(maze.line_numbers[row_of(cell)], cell_name(cell),
                       wall_text(maze.masks[cell], side) + " disagrees with " + cell_name(*other) +
                           " (" + wall_text(maze.masks[*other], opposite(side)) + ")");
        }
}

MazeCase read_case(TextInput& input, const Line& start_line) {
    const int col = static_cast<int>(input.int_field(start_line, 0, "start column", 1, kCols));
    const int row = static_cast<int>(input.int_field(start_line, 1, "start row", 1, kRows));
    MazeText maze;
    for (int r = 0; r < kRows; ++r) {
        const std::string what = "maze row " + std::to_string(r + 1);
        const Line line = input.next_line(what);
        input.expect_token_count(line, kCols, what);
        for (int c = 0; c < kCols; ++c)
            maze.masks[cell_of(r, c)] =
                static_cast<int>(input.int_field(line, c, cell_name(cell_of(r, c)), 0, 15));
        maze.line_numbers[r] = line.number;
    }
    check_shared_walls(input, maze);
    const WallSet walls = walls_from_masks(maze.masks);
    if (exit_gaps(walls) == 0)
        input.fail(start_line.number, "maze", "the outer boundary has no gap, so there is no exit");
    return {start_line.number, State(cell_of(row - 1, col - 1), walls)};
}

}  // namespace

std::vector<MazeCase> parse_input(std::string_view text, std::string_view source) {
    TextInput input(text, std::string(source));
    std::vector<MazeCase> cases;
    for (;;) {
        const Line line = input.next_line("start cell 'column row' or the terminator '0 0'");
        input.expect_token_count(line, 2, "start cell 'column row'");
        if (is_terminator(line)) {
            if (cases.empty()) input.fail(line.number, "", "no case before the terminator '0 0'");
            break;
        }
        if (cases.size() == kMaxCases)
            input.fail(line.number, "",
                       "more than " + std::to_string(kMaxCases) + " cases (the product's limit)");
        cases.push_back(read_case(input, line));
    }
    input.expect_only_blank_lines("the terminator '0 0'");
    return cases;
}

std::string format_input(const std::vector<State>& cases) {
    std::string text;
    for (const State& state : cases) {
        text += std::to_string(col_of(state.cell()) + 1) + " " +
                std::to_string(row_of(state.cell()) + 1) + "\n";
        for (int r = 0; r < kRows; ++r)
            for (int c = 0; c < kCols; ++c)
                text += std::to_string(cell_mask(state.walls(), cell_of(r, c))) +
                        (c + 1 < kCols ? " " : "\n");
    }
    return text + "0 0\n";
}

}  // namespace gridjudge::wallpusher
