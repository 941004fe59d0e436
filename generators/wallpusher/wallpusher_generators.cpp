#include "generators/wallpusher/wallpusher_generators.h"

#include <functional>

#include "generators/common/rng.h"
#include "generators/wallpusher/hard_mazes.h"
#include "generators/wallpusher/long_search.h"
#include "generators/wallpusher/maze_kinds.h"
#include "reference/wallpusher/input_format.h"

namespace gridjudge::wallpusher {
namespace {

// The `long` strategy's promise: every maze it makes needs at least this many moves.
constexpr int kMinLongEscape = 18;
constexpr int kDefaultLongTries = 3000;
// In `multi`, long mazes are one kind among many: a short search keeps the file quick to make.
constexpr int kMultiLongTries = 300;
constexpr int kMultiMinLongEscape = 12;

using DrawCase = std::function<State(Rng&)>;

// A strategy reads its options (refusing unknown ones) and returns how to draw one case.
struct Strategy {
    std::string_view name;
    std::string_view description;
    DrawCase (*configure)(const GeneratorCall& call);
};

int wall_percent(const GeneratorCall& call) {
    return static_cast<int>(call.int_option("walls", 45, 0, 100));
}
int gap_count(const GeneratorCall& call, int fallback) {
    return static_cast<int>(call.int_option("gaps", fallback, 1, 20));
}

DrawCase draw_long(int tries, int min_length) {
    return [=](Rng& rng) { return search_long_maze(rng, tries, min_length).maze; };
}

// The fixed list in a seeded order, each maze once before any repeats.
DrawCase draw_hard() {
    return [deck = std::vector<State>(), next = std::size_t{0}](Rng& rng) mutable {
        if (deck.empty()) {
            deck = hard_mazes();
            rng.shuffle(deck);
        }
        return deck[next++ % deck.size()];
    };
}

const std::vector<Strategy>& strategies() {
    static const std::vector<Strategy> kStrategies{
        {"random", "random inner walls (--walls percent, --gaps exits)",
         [](const GeneratorCall& call) -> DrawCase {
             call.expect_only({"walls", "gaps", "cases"});
             return [walls = wall_percent(call), gaps = gap_count(call, 2)](Rng& rng) {
                 return random_maze(rng, walls, gaps);
             };
         }},
        {"exit-adjacent", "the start cell has an exit: answer 1 move (--walls, --gaps)",
         [](const GeneratorCall& call) -> DrawCase {
             call.expect_only({"walls", "gaps", "cases"});
             return [walls = wall_percent(call), gaps = gap_count(call, 3)](Rng& rng) {
                 return exit_adjacent_maze(rng, walls, gaps);
             };
         }},
        {"long", "searched for long shortest escapes, at least 18 moves (--tries budget)",
         [](const GeneratorCall& call) -> DrawCase {
             call.expect_only({"tries", "cases"});
             const auto tries = call.int_option("tries", kDefaultLongTries, 100, 100'000);
             return draw_long(static_cast<int>(tries), kMinLongEscape);
         }},
        {"hard", "the longest mazes found by long offline searches (fixed list)",
         [](const GeneratorCall& call) -> DrawCase {
             call.expect_only({"cases"});
             return draw_hard();
         }},
        {"double-walls", "many cells walled on both sides of an axis",
         [](const GeneratorCall& call) -> DrawCase {
             call.expect_only({"cases"});
             return double_walls_maze;
         }},
        {"boundary-push", "the obvious push lands a wall on the exit gap and closes it",
         [](const GeneratorCall& call) -> DrawCase {
             call.expect_only({"cases"});
             return boundary_push_maze;
         }},
        {"outer-wall-shortcut", "pushing an outer wall out would escape at once (illegal)",
         [](const GeneratorCall& call) -> DrawCase {
             call.expect_only({"cases"});
             return outer_wall_shortcut_maze;
         }},
        {"double-wall-shortcut", "pushing two walls at once would escape in 2 moves (illegal)",
         [](const GeneratorCall& call) -> DrawCase {
             call.expect_only({"cases"});
             return double_wall_shortcut_maze;
         }},
        {"multi", "every case of a kind drawn at random from all of the above",
         [](const GeneratorCall& call) -> DrawCase {
             call.expect_only({"cases"});
             return [](Rng& rng) {
                 const std::vector<DrawCase> kinds{
                     [](Rng& r) { return random_maze(r, 45, 2); },
                     [](Rng& r) { return exit_adjacent_maze(r, 45, 3); },
                     draw_long(kMultiLongTries, kMultiMinLongEscape),
                     [](Rng& r) { return r.pick(hard_mazes()); },
                     double_walls_maze,
                     boundary_push_maze,
                     outer_wall_shortcut_maze,
                     double_wall_shortcut_maze,
                 };
                 return rng.pick(kinds)(rng);
             };
         }},
    };
    return kStrategies;
}

}  // namespace

std::vector<std::pair<std::string_view, std::string_view>> generator_strategies() {
    std::vector<std::pair<std::string_view, std::string_view>> list;
    for (const Strategy& strategy : strategies())
        list.emplace_back(strategy.name, strategy.description);
    return list;
}

std::string generate(const GeneratorCall& call) {
    for (const Strategy& strategy : strategies()) {
        if (strategy.name != call.strategy) continue;
        const DrawCase draw = strategy.configure(call);
        const auto cases = call.int_option("cases", 1, 1, kMaxCases);
        Rng rng(call.seed);
        std::vector<State> mazes;
        for (long long i = 0; i < cases; ++i) mazes.push_back(draw(rng));
        return format_input(mazes);
    }
    std::string known;
    for (const Strategy& strategy : strategies())
        known += (known.empty() ? "" : ", ") + std::string(strategy.name);
    throw GeneratorError("wallpusher has no strategy '" + call.strategy + "' (known: " + known +
                         ")");
}

std::vector<PlannedTest> test_plan(std::uint64_t master_seed) {
    struct Row {
        std::string_view group;
        std::string_view strategy;
        std::vector<std::pair<std::string, long long>> options;
    };
    // 10 tests x 10 points. basic: 1-move exits (and so a deepening that starts at 2 moves),
    // plain mazes; pushes: the rules' corners and the shortcuts that wrong rules would take;
    // long: searched escapes of 18+ moves (depth caps, short path buffers); hard: the longest
    // escapes known and everything mixed, where an exponential search (iterative deepening
    // with no bound on the moves still needed) runs far past the time limit. The searched
    // mazes of `long` are corridors with few choices: such a search can still solve them fast,
    // so they are not where it is excluded.
    const std::vector<Row> rows{
        {"basic", "exit-adjacent", {{"walls", 40}, {"gaps", 3}, {"cases", 10}}},
        {"basic", "random", {{"walls", 30}, {"gaps", 2}, {"cases", 20}}},
        {"basic", "random", {{"walls", 60}, {"gaps", 1}, {"cases", 20}}},
        {"pushes", "double-walls", {{"cases", 15}}},
        {"pushes", "boundary-push", {{"cases", 15}}},
        {"pushes", "outer-wall-shortcut", {{"cases", 10}}},
        {"pushes", "double-wall-shortcut", {{"cases", 10}}},
        {"long", "long", {{"tries", 2000}, {"cases", 2}}},
        {"hard", "hard", {{"cases", 6}}},
        {"hard", "multi", {{"cases", 30}}},
    };
    std::vector<PlannedTest> plan;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        GeneratorCall call{
            "wallpusher", std::string(rows[i].strategy), {}, derive_seed(master_seed, i)};
        for (const auto& [key, value] : rows[i].options) call.set(key, value);
        plan.push_back({(i + 1 < 10 ? "0" : "") + std::to_string(i + 1), std::string(rows[i].group),
                        10, std::move(call)});
    }
    return plan;
}

}  // namespace gridjudge::wallpusher
