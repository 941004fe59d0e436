#include "generators/huarongdao/strategies.h"

#include <algorithm>

#include "generators/huarongdao/games.h"
#include "generators/huarongdao/layouts.h"
#include "generators/huarongdao/strategy_common.h"

namespace gridjudge::huarongdao {
namespace {

// A board with --walls fixed cells scattered over it (at most half the board), the rest movable.
Board open_board(const Size& size, const GeneratorCall& call, Rng& rng) {
    int cells = size.rows * size.cols;
    int walls = static_cast<int>(call.int_option("walls", 0, 0, std::min(cells / 2, cells - 2)));
    return scattered_board(size.rows, size.cols, cells - walls, rng);
}

// The top-left cell, walled in by the fixed cells right of and below it: a target no piece can
// reach, so a search has to exhaust every state it can reach before it may answer -1.
constexpr Cell kSealedCorner{0, 0};

void seal_corner(Board& board) {
    board.set_movable(kSealedCorner, true);
    board.set_movable({0, 1}, false);
    board.set_movable({1, 0}, false);
}

Game sealed_corner_game(const std::vector<Cell>& cells, Rng& rng) {
    Game game = far_game(cells, rng);
    game.target = kSealedCorner;
    return game;
}

}  // namespace

Puzzle make_random(const GeneratorCall& call, Rng& rng) {
    call.expect_only({"n", "m", "q", "density", "games"});
    Size size = read_size(call, {10, 10, 10});
    int movable = read_density(call, size, 70);
    Board board = scattered_board(size.rows, size.cols, movable, rng);
    GamePicker games = read_game_kind(call, board);
    return with_games(std::move(board), size.games, {games}, rng);
}

Puzzle make_open(const GeneratorCall& call, Rng& rng) {
    call.expect_only({"n", "m", "q", "walls", "games"});
    Size size = read_size(call, {30, 30, 10});
    Board board = open_board(size, call, rng);
    GamePicker games = read_game_kind(call, board);
    return with_games(std::move(board), size.games, {games}, rng);
}

Puzzle make_maze(const GeneratorCall& call, Rng& rng) {
    call.expect_only({"n", "m", "q", "width", "loops", "games"});
    Size size = read_size(call, {30, 30, 10});
    int width = static_cast<int>(call.int_option("width", 2, 1, 3));
    int loops = static_cast<int>(call.int_option("loops", 10, 0, 100));
    if (size.rows < width || size.cols < width)
        throw GeneratorError("maze --width " + std::to_string(width) +
                             ": --n and --m must be at least the corridor width");
    Board board = maze_board(size.rows, size.cols, width, loops, rng);
    GamePicker games = read_game_kind(call, board);
    return with_games(std::move(board), size.games, {games}, rng);
}

Puzzle make_corridor(const GeneratorCall& call, Rng& rng) {
    call.expect_only({"n", "m", "q", "shortcuts"});
    Size size = read_size(call, {30, 30, 10});
    int shortcuts = static_cast<int>(
        call.int_option("shortcuts", 0, 0, corridor_shortcut_room(size.rows, size.cols)));
    return with_games(corridor_board(size.rows, size.cols, shortcuts, rng), size.games,
                      {random_game, next_door_game}, rng);
}

Puzzle make_tiny(const GeneratorCall& call, Rng& rng) {
    call.expect_only({"n", "m", "q"});
    // Unless given, the size comes from the seed: 1 to 4 each way, one-line boards included.
    int default_rows = static_cast<int>(rng.uniform(1, 4));
    int default_cols = static_cast<int>(rng.uniform(default_rows == 1 ? 2 : 1, 4));
    Size size = read_size(call, {default_rows, default_cols, 6});
    int cells = size.rows * size.cols;
    int movable = static_cast<int>(rng.uniform(2, cells));
    return with_games(scattered_board(size.rows, size.cols, movable, rng), size.games,
                      {same_cell_game, blank_on_target_game, random_game}, rng);
}

Puzzle make_worst(const GeneratorCall& call, Rng& rng) {
    call.expect_only({"n", "m", "q", "walls"});
    Size size = read_size(call, {kMaxSide, kMaxSide, kMaxGames});
    if (size.rows < 3 || size.cols < 3)
        throw GeneratorError("worst: --n and --m must be at least 3 (a corner is sealed off)");
    Board board = open_board(size, call, rng);
    seal_corner(board);
    return with_games(std::move(board), size.games,
                      {far_game, far_game, far_game, sealed_corner_game}, rng);
}

}  // namespace gridjudge::huarongdao
