// The adversarial strategy: each --trap builds tests that a known wrong approach fails.
//   s-equals-t     S = T games with the blank away from S (every --same-every'th game, by
//                  default every other): a solution that forgets that the answer is then 0
//                  charges for bringing the blank over (or says -1).
//   through-piece  two rooms joined by one-cell-wide passages: a solution whose blank may walk
//                  through the designated piece crosses them cheaply or at all.
//   open-queue     fully open boards with the blank in a corner: a BFS that marks cells visited
//                  when popped queues every shortest path, which explodes on open boards.
#include <algorithm>
#include <cstdlib>
#include <string>

#include "generators/huarongdao/games.h"
#include "generators/huarongdao/layouts.h"
#include "generators/huarongdao/strategies.h"
#include "generators/huarongdao/strategy_common.h"

namespace gridjudge::huarongdao {
namespace {

constexpr std::string_view kTraps = "s-equals-t, through-piece, open-queue";

// Every cell of columns [first_col, end_col).
std::vector<Cell> columns(const Board& board, int first_col, int end_col) {
    std::vector<Cell> cells;
    for (int row = 0; row < board.rows; ++row)
        for (int col = first_col; col < end_col; ++col) cells.push_back({row, col});
    return cells;
}

Puzzle s_equals_t_trap(const GeneratorCall& call, Rng& rng) {
    call.expect_only({"trap", "n", "m", "q", "density", "games", "same-every"});
    Size size = read_size(call, {10, 10, 10});
    int movable = read_density(call, size, 80);
    const auto every = static_cast<std::size_t>(call.int_option("same-every", 2, 1, kMaxGames));
    Board board = scattered_board(size.rows, size.cols, movable, rng);
    std::vector<GamePicker> pickers(every, read_game_kind(call, board));
    pickers.front() = same_cell_game;
    return with_games(std::move(board), size.games, pickers, rng);
}

// Two open rooms, left and right, split by a band of fixed columns. A one-wide bridge crosses
// the band in the middle row. From 5 rows on, the top row crosses the band too: a detour by
// which the blank (never the piece: it is one-wide as well, and far away) gets round a piece on
// the bridge, at a high price. Dead-end spurs, one-wide and one cell short of the right room,
// enter the band from the left room on every other row away from the bridge and the detour.
struct BridgeBoard {
    Board board;
    int band_left = 0;   // first fixed column of the band
    int band_width = 0;  // columns in the band
    int bridge_row = 0;
    std::vector<int> spur_rows;

    // The band takes about a third of the columns, centred; cols >= 5.
    BridgeBoard(int rows, int cols) : board(rows, cols), bridge_row(rows / 2) {
        band_width = std::max(1, (cols - 2) / 3);
        band_left = (cols - band_width) / 2;
        bool detour = rows >= 5;
        for (int row = 0; row < rows; ++row) {
            bool spur = band_width >= 2 && row >= 2 && std::abs(row - bridge_row) >= 2 &&
                        (row - bridge_row) % 2 == 0;
            if (spur) spur_rows.push_back(row);
            for (int col = 0; col < cols; ++col) {
                int in_band = col - band_left;  // < 0 left room, >= band_width right room
                bool open = in_band < 0 || in_band >= band_width || row == bridge_row ||
                            (detour && row == 0) || (spur && in_band < band_width - 1);
                board.set_movable({row, col}, open);
            }
        }
    }

    std::vector<Cell> left_room() const { return columns(board, 0, band_left); }
    std::vector<Cell> right_room() const {
        return columns(board, band_left + band_width, board.cols);
    }
};

Puzzle through_piece_trap(const GeneratorCall& call, Rng& rng) {
    call.expect_only({"trap", "n", "m", "q", "games"});
    // Five columns leave each room at least two columns: a blank beside the piece in its room.
    Size size = read_size(call, {10, 10, 10}, 5);
    BridgeBoard bridge(size.rows, size.cols);
    std::vector<Cell> left = bridge.left_room();
    std::vector<Cell> right = bridge.right_room();
    // The piece waits at the bridge's mouth and must cross: -1 without the detour, else a
    // long way, the blank going round by the top row for every step on the bridge.
    GamePicker cross = [&](const std::vector<Cell>&, Rng& draw) {
        Cell piece{bridge.bridge_row, bridge.band_left - 1};
        return Game{random_cell_except(left, piece, draw), piece, draw.pick(right)};
    };
    // The piece at a spur's mouth must reach its end: -1, since the blank can only get into
    // the spur through the piece. Without spurs, the piece goes one step onto the bridge.
    GamePicker into_spur = [&](const std::vector<Cell>&, Rng& draw) {
        bool spurs = !bridge.spur_rows.empty();
        int row = spurs ? draw.pick(bridge.spur_rows) : bridge.bridge_row;
        Cell piece{row, bridge.band_left - 1};
        Cell target{row, spurs ? bridge.band_left + bridge.band_width - 2 : bridge.band_left};
        return Game{random_cell_except(left, piece, draw), piece, target};
    };
    GamePicker others = read_game_kind(call, bridge.board);
    return with_games(bridge.board, size.games, {cross, into_spur, others}, rng);
}

Puzzle open_queue_trap(const GeneratorCall& call, Rng& rng) {
    call.expect_only({"trap", "n", "m", "q"});
    Size size = read_size(call, {kMaxSide, kMaxSide, 10});
    Board board(size.rows, size.cols);
    std::fill(board.movable.begin(), board.movable.end(), 1);
    // Blank and piece in opposite corners: the blank's search spans the whole board, and the
    // number of shortest paths to the far corner is the largest.
    GamePicker corners = [&](const std::vector<Cell>& cells, Rng& draw) {
        Cell blank{draw.chance(1, 2) ? 0 : size.rows - 1, draw.chance(1, 2) ? 0 : size.cols - 1};
        Cell piece{size.rows - 1 - blank.row, size.cols - 1 - blank.col};
        return Game{blank, piece, draw.pick(cells)};
    };
    return with_games(std::move(board), size.games, {corners}, rng);
}

}  // namespace

Puzzle make_adversarial(const GeneratorCall& call, Rng& rng) {
    std::string trap = call.string_option("trap", "");
    if (trap == "s-equals-t") return s_equals_t_trap(call, rng);
    if (trap == "through-piece") return through_piece_trap(call, rng);
    if (trap == "open-queue") return open_queue_trap(call, rng);
    throw GeneratorError("adversarial --trap must be one of " + std::string(kTraps) +
                         (trap.empty() ? "" : ", got '" + trap + "'"));
}

}  // namespace gridjudge::huarongdao
