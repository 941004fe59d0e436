#include "reference/huarongdao/parse.h"

#include <limits>
#include <string>

#include "reference/common/text_input.h"

namespace gridjudge::huarongdao {
namespace {

constexpr std::string_view kMovableRule = "on a movable cell (value 1)";

std::string game_label(int game) {
    return "game " + std::to_string(game + 1);
}

Board read_board(TextInput& input, int rows, int cols) {
    Board board(rows, cols);
    int movable_count = 0;
    int first_row_line = 0;
    for (int row = 0; row < rows; ++row) {
        std::string label = "row " + std::to_string(row + 1);
        Line line = input.next_line(label + " of the board");
        if (row == 0) first_row_line = line.number;
        input.expect_token_count(line, static_cast<std::size_t>(cols), label);
        for (int col = 0; col < cols; ++col) {
            std::string field = label + ", column " + std::to_string(col + 1);
            // Read as any integer first, so a non-number gets TextInput's wording and a
            // wrong number gets the rule that matters here.
            long long value = input.int_field(line, static_cast<std::size_t>(col), field,
                                              std::numeric_limits<long long>::min(),
                                              std::numeric_limits<long long>::max());
            if (value != 0 && value != 1)
                input.fail(line.number, field, "must be 0 or 1, found " + std::to_string(value));
            board.set_movable({row, col}, value == 1);
            movable_count += static_cast<int>(value);
        }
    }
    if (movable_count < 2)
        input.fail(first_row_line, "board",
                   "every game needs two movable cells (value 1), the blank and the designated "
                   "piece, but the board has " +
                       std::to_string(movable_count));
    return board;
}

// One coordinate pair of a game line, e.g. EX EY at token 0.
Cell read_cell(const TextInput& input, const Line& line, const Board& board, int game,
               std::size_t token, std::string_view x_name, std::string_view y_name) {
    std::string prefix = game_label(game) + " (";
    int row = static_cast<int>(
        input.int_field(line, token, prefix + std::string(x_name) + ")", 1, board.rows));
    int col = static_cast<int>(
        input.int_field(line, token + 1, prefix + std::string(y_name) + ")", 1, board.cols));
    return {row - 1, col - 1};
}

Game read_game(TextInput& input, const Board& board, int game) {
    std::string label = game_label(game);
    Line line = input.next_line(label + " (EX EY SX SY TX TY)");
    input.expect_token_count(line, 6, label);
    Game result{read_cell(input, line, board, game, 0, "EX", "EY"),
                read_cell(input, line, board, game, 2, "SX", "SY"),
                read_cell(input, line, board, game, 4, "TX", "TY")};
    if (!board.is_movable(result.blank))
        input.fail(line.number, label + " (EX EY)",
                   "the blank must be " + std::string(kMovableRule));
    if (!board.is_movable(result.piece))
        input.fail(line.number, label + " (SX SY)",
                   "the designated piece must be " + std::string(kMovableRule));
    if (!board.is_movable(result.target))
        input.fail(line.number, label + " (TX TY)",
                   "the target must be " + std::string(kMovableRule));
    if (result.piece == result.blank)
        input.fail(line.number, label + " (SX SY)",
                   "the designated piece cannot be on the blank's cell (EX EY)");
    return result;
}

}  // namespace

Puzzle parse_input(std::string_view text, std::string_view source) {
    TextInput input(text, std::string(source));
    Line header = input.next_line("n m q");
    input.expect_token_count(header, 3, "n m q");
    int rows = static_cast<int>(input.int_field(header, 0, "n", 1, kMaxSide));
    int cols = static_cast<int>(input.int_field(header, 1, "m", 1, kMaxSide));
    int games = static_cast<int>(input.int_field(header, 2, "q", 1, kMaxGames));
    if (rows == 1 && cols == 1)
        input.fail(header.number, "n m",
                   "a 1x1 board cannot hold a game: the blank and the designated piece need two "
                   "different cells");

    Puzzle puzzle;
    puzzle.board = read_board(input, rows, cols);
    for (int game = 0; game < games; ++game)
        puzzle.games.push_back(read_game(input, puzzle.board, game));
    input.expect_only_blank_lines("the last game");
    return puzzle;
}

}  // namespace gridjudge::huarongdao
