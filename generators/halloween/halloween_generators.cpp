// The halloween strategies: each reads its options once (rejecting unknown ones) and then makes
// one solvable case per --cases from the shared seeded Rng. The carving lives in map_shapes.h, the
// searches for long answers and swap traps in long_search.h and swap_trap.h.
#include "generators/halloween/halloween_generators.h"

#include <functional>
#include <optional>
#include <string>

#include "generators/common/rng.h"
#include "generators/halloween/long_search.h"
#include "generators/halloween/map_shapes.h"
#include "generators/halloween/placement.h"
#include "generators/halloween/swap_trap.h"
#include "reference/halloween/parse.h"

namespace gridjudge::halloween {
namespace {

using CaseMaker = std::function<Case(Rng&)>;
using Carver = std::function<MapCanvas(Rng&)>;

struct Strategy {
    std::string_view name;
    std::string_view description;
    int default_cases;
    CaseMaker (*prepare)(const GeneratorCall& call);
};

constexpr int kMapAttempts = 200;
constexpr int kPlacementAttempts = 20;
constexpr int kSwapTrapAttempts = 2000;

// A solvable case with `ghosts` ghosts on a map from `carve`, trying fresh maps as needed; with
// `near` > 0, each target at most that many steps from its ghost.
Case solvable_on(Rng& rng, int ghosts, const Carver& carve, const GeneratorCall& call,
                 int near = 0) {
    for (int attempt = 0; attempt < kMapAttempts; ++attempt)
        if (std::optional<Case> one =
                solvable_case(rng, carve(rng), ghosts, kPlacementAttempts, near))
            return *one;
    throw GeneratorError(call.strategy + ": no solvable case with n = " + std::to_string(ghosts) +
                         " on " + std::to_string(kMapAttempts) +
                         " maps; the maps are too small for that many ghosts");
}

struct CaseSize {
    int width;
    int height;
    int ghosts;
};

CaseSize read_size(const GeneratorCall& call, int default_side, int min_side = kMinSide,
                   int max_side = kMaxSide) {
    return {static_cast<int>(call.int_option("w", default_side, min_side, max_side)),
            static_cast<int>(call.int_option("h", default_side, min_side, max_side)),
            static_cast<int>(call.int_option("n", kMaxGhosts, 1, kMaxGhosts))};
}

int uniform_int(Rng& rng, int lo, int hi) {
    return static_cast<int>(rng.uniform(lo, hi));
}

CaseMaker prepare_random(const GeneratorCall& call) {
    call.expect_only({"w", "h", "n", "density", "cases"});
    const CaseSize size = read_size(call, 10);
    const int density = static_cast<int>(call.int_option("density", 60, 5, 100));
    return [=](Rng& rng) {
        return solvable_on(
            rng, size.ghosts,
            [&](Rng& r) { return grown_map(r, size.width, size.height, density); }, call);
    };
}

CaseMaker prepare_maze(const GeneratorCall& call) {
    call.expect_only({"w", "h", "n", "loops", "cases"});
    const CaseSize size = read_size(call, kMaxSide);
    const int loops = static_cast<int>(call.int_option("loops", 3, 0, 100));
    return [=](Rng& rng) {
        return solvable_on(
            rng, size.ghosts, [&](Rng& r) { return maze_map(r, size.width, size.height, loops); },
            call);
    };
}

// --near K (default 0: anywhere) puts each target at most K steps from its ghost.
CaseMaker prepare_open(const GeneratorCall& call) {
    call.expect_only({"w", "h", "n", "near", "cases"});
    const CaseSize size = read_size(call, kMaxSide);
    const int near = static_cast<int>(call.int_option("near", 0, 0, kMaxSide * kMaxSide));
    return [=](Rng& rng) {
        return solvable_on(
            rng, size.ghosts, [&](Rng& r) { return open_map(r, size.width, size.height); }, call,
            near);
    };
}

CaseMaker prepare_corridor(const GeneratorCall& call) {
    call.expect_only({"w", "h", "n", "gap", "pockets", "cases"});
    const CaseSize size = read_size(call, kMaxSide);
    const int gap = static_cast<int>(call.int_option("gap", 3, 2, 3));
    const int pockets = static_cast<int>(call.int_option("pockets", 2, 0, 50));
    return [=](Rng& rng) {
        return solvable_on(
            rng, size.ghosts,
            [&](Rng& r) { return snake_map(r, size.width, size.height, gap, pockets); }, call);
    };
}

// Sides 4..6 and, unless --n is given, 1..3 ghosts: a different pick per case.
CaseMaker prepare_tiny(const GeneratorCall& call) {
    call.expect_only({"n", "cases"});
    const int fixed_ghosts = static_cast<int>(call.int_option("n", 0, 1, kMaxGhosts));  // 0: drawn
    return [=](Rng& rng) {
        const int ghosts = fixed_ghosts > 0 ? fixed_ghosts : uniform_int(rng, 1, kMaxGhosts);
        return solvable_on(
            rng, ghosts,
            [](Rng& r) { return grown_map(r, uniform_int(r, 4, 6), uniform_int(r, 4, 6), 100); },
            call);
    };
}

CaseMaker prepare_long(const GeneratorCall& call) {
    call.expect_only({"w", "h", "n", "start", "rounds", "cases"});
    LongSearchOptions options;
    const CaseSize size = read_size(call, kMaxSide, 8);
    options.width = size.width;
    options.height = size.height;
    options.ghosts = size.ghosts;
    options.rounds = static_cast<int>(call.int_option("rounds", options.rounds, 0, 1000));
    const std::string start = call.string_option("start", "snake");
    if (start == "snake")
        options.start = LongStart::Snake;
    else if (start == "maze")
        options.start = LongStart::Maze;
    else if (start == "open")
        options.start = LongStart::Open;
    else
        throw GeneratorError("--start: expected snake, maze or open, got '" + start + "'");
    return [=](Rng& rng) { return long_case(rng, options); };
}

CaseMaker prepare_swap_trap(const GeneratorCall& call) {
    call.expect_only({"w", "h", "n", "cases"});
    const int width = static_cast<int>(call.int_option("w", 8, 5, kSwapTrapMaxSide));
    const int height = static_cast<int>(call.int_option("h", 7, 4, kSwapTrapMaxSide));
    const int ghosts = static_cast<int>(call.int_option("n", 2, 2, kMaxGhosts));
    return [=](Rng& rng) {
        std::optional<Case> one = swap_trap_case(rng, width, height, ghosts, kSwapTrapAttempts);
        if (!one)
            throw GeneratorError("swap-trap: no trap found on " + std::to_string(width) + "x" +
                                 std::to_string(height) +
                                 " maps with n = " + std::to_string(ghosts) + "; use a larger map");
        return *one;
    };
}

// Every case draws its own shape, sides and ghost count, so a solution that keeps state from one
// case to the next meets a different map each time.
CaseMaker prepare_multi(const GeneratorCall& call) {
    call.expect_only({"cases"});
    return [=](Rng& rng) {
        const int ghosts = uniform_int(rng, 1, kMaxGhosts);
        const int shape = uniform_int(rng, 0, 3);
        return solvable_on(
            rng, ghosts,
            [shape](Rng& r) {
                const int width = uniform_int(r, kMinSide, kMaxSide);
                const int height = uniform_int(r, kMinSide, kMaxSide);
                switch (shape) {
                    case 0:
                        return grown_map(r, width, height, uniform_int(r, 40, 100));
                    case 1:
                        return maze_map(r, width, height, uniform_int(r, 0, 6));
                    case 2:
                        return snake_map(r, width, height, uniform_int(r, 2, 3),
                                         uniform_int(r, 1, 4));
                    default:
                        return open_map(r, width, height);
                }
            },
            call);
    };
}

const std::vector<Strategy>& strategies() {
    static const std::vector<Strategy> table{
        {"random", "a corridor grown at random to --density % of the interior (--w --h --n)", 1,
         prepare_random},
        {"maze", "tree-like corridors of a perfect maze plus --loops cycles (--w --h --n)", 1,
         prepare_maze},
        {"open",
         "as open as the 2x2 rule allows: 147 corridor cells on 16x16; --near K: each target at "
         "most K steps from its ghost (--w --h --n)",
         1, prepare_open},
        {"corridor",
         "one corridor snaking down rows --gap apart, --pockets dead ends to pass at (--w --h --n)",
         1, prepare_corridor},
        {"tiny", "maps of 4..6 cells a side, 1..3 ghosts unless --n", 1, prepare_tiny},
        {"long",
         "hill climbing for long answers: --rounds full searches from a --start snake|maze|open "
         "map (--w --h --n)",
         1, prepare_long},
        {"swap-trap", "small corridors whose answer is shorter if ghosts could swap (--w --h --n)",
         1, prepare_swap_trap},
        {"multi", "--cases maps of mixed shapes, sides and ghost counts", 10, prepare_multi},
    };
    return table;
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
        const CaseMaker make = strategy.prepare(call);
        const int count =
            static_cast<int>(call.int_option("cases", strategy.default_cases, 1, kMaxCases));
        Rng rng(call.seed);
        std::vector<Case> cases;
        for (int index = 0; index < count; ++index) cases.push_back(make(rng));
        return format_input(cases);
    }
    std::string known;
    for (const Strategy& strategy : strategies())
        known += (known.empty() ? "" : ", ") + std::string(strategy.name);
    throw GeneratorError("halloween has no strategy '" + call.strategy + "' (it has " + known +
                         ")");
}

}  // namespace gridjudge::halloween
