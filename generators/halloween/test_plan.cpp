// The official halloween test set: 10 multi-case tests of 10 points in four groups.
//   small  tiny maps, small random maps, swap traps (kill solutions that let ghosts swap)
//   n<3    one and two ghosts (kill solutions that always move three real ghosts)
//   large  the hardest 16x16 open map (a forward search's worst case: one, so that a plain BFS
//          that works out its moves from the map stays far under the limit), thirty open maps
//          with answers of a few steps (kill solutions that sweep every case's whole state space
//          instead of stopping at the answer: 30 sweeps) and mixed files (kill solutions that
//          keep state between cases)
//   long   16x16 three-ghost snakes with the longest answers found (about 200 steps)
// Tests draw their seeds from the master seed, except the long group: it replays the seeds whose
// searches gave the longest answers we found (docs/halloween.md), which no master seed improves.
#include <optional>
#include <string>
#include <utility>

#include "generators/common/rng.h"
#include "generators/halloween/halloween_generators.h"

namespace gridjudge::halloween {
namespace {

constexpr int kPointsPerTest = 10;
// `long --rounds 12 --seed 28`: a 202-step case. `long --rounds 0 --cases 4 --seed 31`: four
// cases of 170, 184, 194 and 178 steps.
constexpr std::uint64_t kClimbedLongSeed = 28;
constexpr std::uint64_t kLongSetSeed = 31;

GeneratorCall call(std::string strategy, std::uint64_t seed,
                   std::initializer_list<std::pair<std::string, std::string>> options) {
    GeneratorCall made;
    made.problem = "halloween";
    made.strategy = std::move(strategy);
    made.options.assign(options.begin(), options.end());
    made.seed = seed;
    return made;
}

}  // namespace

std::vector<PlannedTest> test_plan(std::uint64_t master_seed) {
    std::vector<PlannedTest> plan;
    auto add = [&](std::string group, std::string strategy,
                   std::initializer_list<std::pair<std::string, std::string>> options,
                   std::optional<std::uint64_t> fixed_seed = std::nullopt) {
        const std::size_t index = plan.size() + 1;
        const std::uint64_t seed = fixed_seed ? *fixed_seed : derive_seed(master_seed, index);
        plan.push_back({(index < 10 ? "0" : "") + std::to_string(index), std::move(group),
                        kPointsPerTest, call(std::move(strategy), seed, options)});
    };
    add("small", "tiny", {{"cases", "40"}});
    add("small", "random",
        {{"w", "8"}, {"h", "8"}, {"n", "3"}, {"density", "80"}, {"cases", "15"}});
    add("small", "swap-trap", {{"n", "2"}, {"cases", "10"}});
    add("n<3", "random", {{"w", "12"}, {"h", "12"}, {"n", "1"}, {"cases", "10"}});
    add("n<3", "maze", {{"n", "2"}, {"loops", "3"}, {"cases", "8"}});
    add("large", "long", {{"start", "open"}, {"rounds", "0"}, {"cases", "1"}});
    add("large", "open", {{"near", "3"}, {"cases", "100"}});
    add("large", "multi", {{"cases", "15"}});
    add("long", "long", {{"rounds", "12"}}, kClimbedLongSeed);
    add("long", "long", {{"rounds", "0"}, {"cases", "4"}}, kLongSetSeed);
    return plan;
}

}  // namespace gridjudge::halloween
