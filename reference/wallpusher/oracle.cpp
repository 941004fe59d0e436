#include "reference/wallpusher/oracle.h"

#include <set>
#include <utility>
#include <vector>

namespace gridjudge::wallpusher {

std::optional<std::string> oracle_escape(State start) {
    std::set<std::uint64_t> seen{start.key()};
    std::vector<std::pair<State, std::string>> level{{start, ""}};
    while (!level.empty()) {
        std::vector<std::pair<State, std::string>> next_level;
        for (const auto& [state, moves] : level)
            for (Direction direction : kDirections) {
                const MoveOutcome outcome = apply_move(state, direction);
                const std::string extended = moves + letter(direction);
                if (outcome.kind == MoveKind::Leave) return extended;
                if (outcome.in_maze() && seen.insert(outcome.next.key()).second)
                    next_level.emplace_back(outcome.next, extended);
            }
        level = std::move(next_level);
    }
    return std::nullopt;
}

}  // namespace gridjudge::wallpusher
