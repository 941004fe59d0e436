// The fast solver against the brute-force oracle on thousands of seeded random small maps,
// solvable or not: the answer files (or the refusals) must be byte for byte the same.
#include <gtest/gtest.h>

#include <string>

#include "generators/common/generator_call.h"
#include "generators/common/rng.h"
#include "generators/halloween/halloween_generators.h"
#include "generators/halloween/map_shapes.h"
#include "generators/halloween/placement.h"
#include "reference/common/input_error.h"
#include "reference/halloween/halloween.h"

namespace gridjudge::halloween {
namespace {

constexpr int kRandomMaps = 3000;

// The answer file, or the refusal's message.
std::string outcome(std::string (*answer)(std::string_view, std::string_view),
                    const std::string& input) {
    try {
        return answer(input, "random.in");
    } catch (const InputError& error) {
        return error.what();
    }
}

TEST(HalloweenOracleAgreement, ThousandsOfRandomSmallMaps) {
    int solvable = 0;
    int unsolvable = 0;
    for (int seed = 0; seed < kRandomMaps; ++seed) {
        Rng rng(static_cast<std::uint64_t>(seed));
        const int ghosts = static_cast<int>(rng.uniform(1, 3));
        const MapCanvas canvas =
            grown_map(rng, static_cast<int>(rng.uniform(4, 7)), static_cast<int>(rng.uniform(4, 7)),
                      static_cast<int>(rng.uniform(30, 100)));
        const std::optional<Case> one = random_placement(rng, canvas, ghosts);
        if (!one) continue;
        const std::string input = format_input(std::vector<Case>{*one});
        const std::string fast = outcome(solve, input);
        ASSERT_EQ(fast, outcome(solve_with_oracle, input)) << "seed " << seed << "\n" << input;
        ++(fast.find("cannot all reach") == std::string::npos ? solvable : unsolvable);
    }
    // Both outcomes must have been exercised for the comparison to mean something.
    EXPECT_GT(solvable, kRandomMaps / 2);
    EXPECT_GT(unsolvable, 50);
}

TEST(HalloweenOracleAgreement, GeneratedSmallFiles) {
    for (const char* strategy : {"tiny", "swap-trap"}) {
        GeneratorCall call{"halloween", strategy, {{"cases", "20"}}, 11};
        const std::string input = generate(call);
        EXPECT_EQ(solve(input, call.command_line()), solve_with_oracle(input, call.command_line()))
            << call.command_line();
    }
}

}  // namespace
}  // namespace gridjudge::halloween
