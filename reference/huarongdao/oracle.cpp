#include "reference/huarongdao/oracle.h"

#include <vector>

namespace gridjudge::huarongdao {
namespace {
constexpr Cell kSteps[] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
}  // namespace

int oracle_least_moves(const Board& board, const Game& game) {
    if (game.piece == game.target) return 0;
    const int cells = board.cell_count();
    auto state_of = [&](Cell piece, Cell blank) {
        return board.index(piece) * cells + board.index(blank);
    };
    auto cell_of = [&](int index) { return Cell{index / board.cols, index % board.cols}; };

    std::vector<int> distance(static_cast<std::size_t>(cells) * cells, -1);
    std::vector<int> queue{state_of(game.piece, game.blank)};
    distance[queue.front()] = 0;
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const int state = queue[head];
        const Cell piece = cell_of(state / cells);
        const Cell blank = cell_of(state % cells);
        for (Cell step : kSteps) {
            // The blank trades places with the piece next to it on this side.
            Cell next_blank{blank.row + step.row, blank.col + step.col};
            if (!board.contains(next_blank) || !board.is_movable(next_blank)) continue;
            Cell next_piece = next_blank == piece ? blank : piece;
            int next = state_of(next_piece, next_blank);
            if (distance[next] != -1) continue;
            distance[next] = distance[state] + 1;
            if (next_piece == game.target) return distance[next];
            queue.push_back(next);
        }
    }
    return kImpossible;
}

}  // namespace gridjudge::huarongdao
