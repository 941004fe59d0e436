#include "reference/halloween/oracle.h"

#include <map>
#include <queue>
#include <vector>

namespace gridjudge::halloween {
namespace {

using Positions = std::vector<Cell>;  // ghost i's cell at index i

class Oracle {
  public:
    Oracle(const Case& one, SwapRule swaps) : case_(one), swaps_(swaps) {}

    std::optional<int> run() {
        Positions start, goal;
        for (int ghost = 0; ghost < case_.ghosts; ++ghost) {
            start.push_back(case_.find(ghost_letter(ghost)));
            goal.push_back(case_.find(target_letter(ghost)));
        }
        std::map<Positions, int> distance{{start, 0}};
        std::queue<Positions> todo;
        todo.push(start);
        while (!todo.empty()) {
            Positions now = todo.front();
            todo.pop();
            const int steps = distance.at(now);
            if (now == goal) return steps;
            Positions next;
            for_each_step(now, next, [&](const Positions& after) {
                if (distance.emplace(after, steps + 1).second) todo.push(after);
            });
        }
        return std::nullopt;
    }

  private:
    // Chooses a move for ghost next.size(), then the rest; calls found() with every legal step.
    template <typename Found>
    void for_each_step(const Positions& now, Positions& next, Found&& found) const {
        if (next.size() == now.size()) {
            if (legal(now, next)) found(next);
            return;
        }
        const Cell from = now[next.size()];
        for (Cell to : {from, Cell{from.row - 1, from.col}, Cell{from.row + 1, from.col},
                        Cell{from.row, from.col - 1}, Cell{from.row, from.col + 1}}) {
            if (case_.is_wall(to)) continue;
            next.push_back(to);
            for_each_step(now, next, found);
            next.pop_back();
        }
    }

    bool legal(const Positions& before, const Positions& after) const {
        for (std::size_t i = 0; i < after.size(); ++i)
            for (std::size_t j = i + 1; j < after.size(); ++j) {
                if (after[i] == after[j]) return false;
                bool swapped = after[i] == before[j] && after[j] == before[i];
                if (swapped && swaps_ == SwapRule::Forbidden) return false;
            }
        return true;
    }

    const Case& case_;
    SwapRule swaps_;
};

}  // namespace

std::optional<int> oracle_shortest_steps(const Case& one, SwapRule swaps) {
    return Oracle(one, swaps).run();
}

}  // namespace gridjudge::halloween
