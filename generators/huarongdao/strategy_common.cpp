#include "generators/huarongdao/strategy_common.h"

#include <algorithm>

#include "generators/huarongdao/games.h"

namespace gridjudge::huarongdao {

Size read_size(const GeneratorCall& call, Size fallback, int min_cols) {
    Size size{static_cast<int>(call.int_option("n", fallback.rows, 1, kMaxSide)),
              static_cast<int>(call.int_option("m", fallback.cols, min_cols, kMaxSide)),
              static_cast<int>(call.int_option("q", fallback.games, 1, kMaxGames))};
    if (size.rows == 1 && size.cols == 1)
        throw GeneratorError(
            "--n 1 --m 1: a 1x1 board cannot hold a game (the blank and the "
            "designated piece need two cells)");
    return size;
}

int read_density(const GeneratorCall& call, const Size& size, int fallback_percent) {
    int percent = static_cast<int>(call.int_option("density", fallback_percent, 1, 100));
    return std::max(2, (size.rows * size.cols * percent + 50) / 100);
}

GamePicker read_game_kind(const GeneratorCall& call, const Board& board) {
    const std::string kind = call.string_option("games", "random");
    if (kind == "random") return random_game;
    if (kind != "far") throw GeneratorError("--games must be random or far, got '" + kind + "'");
    auto area = std::make_shared<const std::vector<Cell>>(largest_area(board));
    if (area->size() < 2)
        throw GeneratorError("--games far: no two movable cells are connected on this board");
    return [area](const std::vector<Cell>&, Rng& rng) { return far_game(*area, rng); };
}

Puzzle with_games(Board board, int count, const std::vector<GamePicker>& pickers, Rng& rng) {
    std::vector<Cell> cells = movable_cells(board);
    if (cells.size() < 2)
        throw GeneratorError(
            "the board came out with fewer than two movable cells; make it "
            "larger or less blocked");
    Puzzle puzzle{std::move(board), {}};
    for (int game = 0; game < count; ++game)
        puzzle.games.push_back(
            pickers[static_cast<std::size_t>(game) % pickers.size()](cells, rng));
    return puzzle;
}

}  // namespace gridjudge::huarongdao
