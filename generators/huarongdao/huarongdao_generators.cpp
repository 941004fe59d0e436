// The huarongdao strategy table and generate(): look the strategy up, run it with an Rng seeded
// from the call, and validate what it made before anyone sees it.
#include "generators/huarongdao/huarongdao_generators.h"

#include <stdexcept>

#include "generators/huarongdao/strategies.h"
#include "reference/common/input_error.h"
#include "reference/huarongdao/huarongdao.h"

namespace gridjudge::huarongdao {
namespace {

struct Strategy {
    std::string_view name;
    std::string_view description;
    Puzzle (*make)(const GeneratorCall& call, Rng& rng);
};

constexpr Strategy kStrategies[] = {
    {"random", "random board; --n --m --q, --density = percent of movable cells (1-100)",
     make_random},
    {"open", "all cells movable but --walls scattered fixed ones (at most half); --n --m --q",
     make_open},
    {"maze",
     "maze of corridors --width cells wide (1-3) with long detours; --loops = percent of extra "
     "openings; --n --m --q",
     make_maze},
    {"corridor",
     "one-wide corridor snaking down the board, --shortcuts extra openings; --n --m --q",
     make_corridor},
    {"tiny", "edge cases on boards up to 4x4 (1xm included): S = T, E = T, random; --n --m --q",
     make_tiny},
    {"worst",
     "time test: open 30x30 (--walls), a corner sealed off; q = 500 far games, every fourth "
     "aimed at the corner (-1); --n --m --q",
     make_worst},
    {"adversarial",
     "--trap s-equals-t | through-piece | open-queue: data that a known wrong approach fails; "
     "--n --m --q (s-equals-t also --density)",
     make_adversarial},
};

std::string strategy_names() {
    std::string names;
    for (const Strategy& strategy : kStrategies)
        names += (names.empty() ? "" : ", ") + std::string(strategy.name);
    return names;
}

}  // namespace

std::vector<std::pair<std::string_view, std::string_view>> generator_strategies() {
    std::vector<std::pair<std::string_view, std::string_view>> list;
    for (const Strategy& strategy : kStrategies)
        list.emplace_back(strategy.name, strategy.description);
    return list;
}

std::string generate(const GeneratorCall& call) {
    for (const Strategy& strategy : kStrategies) {
        if (strategy.name != call.strategy) continue;
        Rng rng(call.seed);
        std::string text = format_input(strategy.make(call, rng));
        try {
            validate(text, call.command_line());
        } catch (const InputError& error) {
            throw std::logic_error("huarongdao generator bug, invalid output: " +
                                   std::string(error.what()));
        }
        return text;
    }
    throw GeneratorError("huarongdao has no strategy '" + call.strategy + "' (it has " +
                         strategy_names() + ")");
}

}  // namespace gridjudge::huarongdao
