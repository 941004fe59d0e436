#include "checkers/wallpusher_replay.h"

#include "checkers/check_result.h"

namespace gridjudge::checkers {

using wallpusher::MoveKind;
using wallpusher::MoveOutcome;

std::optional<std::string> escape_problem(wallpusher::State start, std::string_view moves) {
    wallpusher::State state = start;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const std::string move = "move " + std::to_string(i + 1) + " (" + moves[i] + ")";
        const std::optional<wallpusher::Direction> direction = wallpusher::direction_of(moves[i]);
        if (!direction) return move + ": not one of N, E, S, W";
        const MoveOutcome outcome = wallpusher::apply_move(state, *direction);
        if (!outcome.legal()) return move + ": " + std::string(wallpusher::describe(outcome.kind));
        if (outcome.kind == MoveKind::Leave) {
            if (i + 1 == moves.size()) return std::nullopt;
            const std::size_t rest = moves.size() - i - 1;
            return move + ": leaves the maze, but " + count_of(rest, "more move") +
                   (rest == 1 ? " follows" : " follow");
        }
        state = outcome.next;
    }
    const std::string where =
        moves.empty() ? "no moves"
                      : "after move " + std::to_string(moves.size()) + " (" + moves.back() + ")";
    return where + ": still in the maze, at " + wallpusher::cell_name(state.cell());
}

}  // namespace gridjudge::checkers
