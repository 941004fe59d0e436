#include "reference/huarongdao/model.h"

namespace gridjudge::huarongdao {
namespace {
std::string coordinates(Cell cell) {
    return std::to_string(cell.row + 1) + " " + std::to_string(cell.col + 1);
}
}  // namespace

std::string format_input(const Puzzle& puzzle) {
    const Board& board = puzzle.board;
    std::string text = std::to_string(board.rows) + " " + std::to_string(board.cols) + " " +
                       std::to_string(puzzle.games.size()) + "\n";
    for (int row = 0; row < board.rows; ++row) {
        for (int col = 0; col < board.cols; ++col) {
            if (col > 0) text += ' ';
            text += board.is_movable({row, col}) ? '1' : '0';
        }
        text += '\n';
    }
    for (const Game& game : puzzle.games)
        text += coordinates(game.blank) + " " + coordinates(game.piece) + " " +
                coordinates(game.target) + "\n";
    return text;
}

}  // namespace gridjudge::huarongdao
