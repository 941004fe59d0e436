#include "checkers/wallpusher_replay.h"

#include "checkers/check_result.h"

namespace gridjudge::checkers {
namespace {

using wallpusher::MoveKind;
using wallpusher::MoveOutcome;

// Why an illegal move is illegal, as the statement puts the rules.
std::string_view refusal(MoveKind kind) {
    return kind == MoveKind::PushesTwoWalls
               ? "walks into a wall that cannot be pushed (a wall lies behind it)"
               : "walks into an outer wall, which cannot be pushed out of the maze";
}

}  // namespace

std::string EscapeFault::text() const {
    return move == 0 ? what : "move " + std::to_string(move) + ": " + what;
}

std::string EscapeFault::in_case(std::string_view case_name) const {
    return std::string(case_name) + (move == 0 ? ": " : ", ") + text();
}

std::optional<EscapeFault> escape_fault(wallpusher::State start, std::string_view moves) {
    wallpusher::State state = start;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const int move = static_cast<int>(i) + 1;
        const std::string letter = quoted(moves.substr(i, 1));
        const std::optional<wallpusher::Direction> direction = wallpusher::direction_of(moves[i]);
        if (!direction) return EscapeFault{move, letter + " is not one of N, E, S, W"};
        const std::string from = letter + " from " + wallpusher::cell_name(state.cell()) + " ";
        const MoveOutcome outcome = wallpusher::apply_move(state, *direction);
        if (!outcome.legal()) return EscapeFault{move, from + std::string(refusal(outcome.kind))};
        if (outcome.kind == MoveKind::Leave) {
            if (i + 1 == moves.size()) return std::nullopt;
            const std::size_t rest = moves.size() - i - 1;
            return EscapeFault{move, from + "leaves the maze, but " + count_of(rest, "more move") +
                                         (rest == 1 ? " follows" : " follow")};
        }
        state = outcome.next;
    }
    return EscapeFault{0, "the sequence ends inside the maze, at " +
                              wallpusher::cell_name(state.cell()) + ", after " +
                              count_of(moves.size(), "move")};
}

}  // namespace gridjudge::checkers
