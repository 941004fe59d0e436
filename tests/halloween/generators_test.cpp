// The halloween generators: every strategy makes valid, solvable input, the same bytes for the same
// call, and the property it is named for; bad calls are refused; the plan has its promised shape.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <utility>
#include <vector>

#include "generators/common/generator_call.h"
#include "generators/halloween/halloween_generators.h"
#include "reference/halloween/halloween.h"
#include "reference/halloween/oracle.h"
#include "reference/halloween/parse.h"
#include "reference/halloween/solver.h"
#include "tests/halloween/test_maps.h"

namespace gridjudge::halloween {
namespace {

GeneratorCall call(std::string strategy, std::vector<std::pair<std::string, std::string>> options,
                   std::uint64_t seed = 1) {
    return {"halloween", std::move(strategy), std::move(options), seed};
}

std::vector<Case> generated_cases(const GeneratorCall& made) {
    return parse_input(generate(made), made.command_line());
}

// One cheap call per strategy.
std::vector<GeneratorCall> one_call_per_strategy() {
    return {
        call("random", {{"w", "9"}, {"h", "7"}, {"n", "3"}, {"density", "70"}, {"cases", "3"}}),
        call("maze", {{"w", "12"}, {"h", "11"}, {"n", "2"}, {"loops", "2"}, {"cases", "3"}}),
        call("open", {{"w", "10"}, {"h", "9"}, {"n", "3"}, {"cases", "2"}}),
        call("corridor", {{"w", "12"}, {"h", "9"}, {"n", "3"}, {"gap", "2"}, {"cases", "3"}}),
        call("tiny", {{"cases", "5"}}),
        call("long", {{"w", "10"}, {"h", "10"}, {"n", "2"}, {"rounds", "3"}}),
        call("swap-trap", {{"n", "3"}, {"w", "7"}, {"h", "7"}, {"cases", "2"}}),
        call("multi", {{"cases", "6"}}),
    };
}

TEST(HalloweenGenerators, EveryStrategyIsListedAndCovered) {
    std::set<std::string> listed, covered;
    for (const auto& [name, description] : generator_strategies()) listed.emplace(name);
    for (const GeneratorCall& made : one_call_per_strategy()) covered.insert(made.strategy);
    EXPECT_EQ(listed, covered);
}

TEST(HalloweenGenerators, EveryStrategyMakesValidSolvableInputTheSameForTheSameSeed) {
    for (GeneratorCall made : one_call_per_strategy()) {
        SCOPED_TRACE(made.command_line());
        const std::string text = generate(made);
        EXPECT_NO_THROW(validate(text, made.command_line()));  // the rules and solvability
        EXPECT_EQ(generate(made), text);
        made.seed = 2;
        EXPECT_NE(generate(made), text);
    }
}

TEST(HalloweenGenerators, GivesTheSameBytesOnEveryMachine) {
    // Recorded output: a change in Rng, in a shape or in the placement order shows up here.
    EXPECT_EQ(generate(call("tiny", {{"cases", "2"}}, 7)),
              testing::lines({"4 6 1", "####", "#  #", "##a#", "#  #", "#A##", "####", "5 6 1",
                              "#####", "#   #", "## ##", "#A a#", "## ##", "#####", "0 0 0"}));
}

int corridor_cells(const Case& one) {
    int count = 0;
    for (const std::string& row : one.rows)
        for (char c : row) count += c != kWall;
    return count;
}

TEST(HalloweenGenerators, OpenMapsHoldAsManyCorridorCellsAsThe2x2RuleAllows) {
    for (const Case& one : generated_cases(call("open", {{"cases", "4"}}))) {
        EXPECT_EQ(one.width, 16);
        EXPECT_EQ(one.height, 16);
        EXPECT_EQ(corridor_cells(one), 147);  // 14x14 interior less a 7x7 lattice of pillars
    }
}

// Single-ghost steps from the cell holding `from` to the cell holding `to` (walls only).
int ghost_steps(const Case& one, char from, char to) {
    std::vector<std::vector<int>> steps(one.rows.size(), std::vector<int>(one.rows[0].size(), -1));
    std::vector<std::pair<int, int>> queue;
    for (std::size_t r = 0; r < one.rows.size(); ++r)
        for (std::size_t c = 0; c < one.rows[r].size(); ++c)
            if (one.rows[r][c] == from) {
                queue.emplace_back(r, c);
                steps[r][c] = 0;
            }
    for (std::size_t next = 0; next < queue.size(); ++next) {
        const auto [r, c] = queue[next];
        if (one.rows[r][c] == to) return steps[r][c];
        for (const auto& [dr, dc] : {std::pair{-1, 0}, {1, 0}, {0, -1}, {0, 1}})
            if (one.rows[r + dr][c + dc] != kWall && steps[r + dr][c + dc] < 0) {
                steps[r + dr][c + dc] = steps[r][c] + 1;
                queue.emplace_back(r + dr, c + dc);
            }
    }
    return -1;
}

TEST(HalloweenGenerators, OpenNearPutsEveryTargetAFewStepsFromItsGhost) {
    std::set<int> distances;
    for (const Case& one : generated_cases(call("open", {{"near", "2"}, {"cases", "30"}}))) {
        EXPECT_EQ(corridor_cells(one), 147);
        EXPECT_EQ(one.ghosts, 3);
        for (int ghost = 0; ghost < one.ghosts; ++ghost) {
            const int steps =
                ghost_steps(one, static_cast<char>('a' + ghost), static_cast<char>('A' + ghost));
            EXPECT_GE(steps, 1);
            EXPECT_LE(steps, 2);
            distances.insert(steps);
        }
    }
    EXPECT_EQ(distances, (std::set<int>{1, 2}));  // near, not merely adjacent
}

TEST(HalloweenGenerators, SwapTrapsWouldBeShorterIfGhostsCouldSwap) {
    for (const char* ghosts : {"2", "3"})
        for (const Case& one :
             generated_cases(call("swap-trap", {{"n", ghosts}, {"w", "7"}, {"cases", "4"}}))) {
            EXPECT_LT(oracle_shortest_steps(one, SwapRule::Allowed).value(),
                      shortest_steps(one).value());
        }
}

TEST(HalloweenGenerators, GhostCountOptionIsHonoured) {
    for (const char* ghosts : {"1", "2"})
        for (const char* strategy : {"random", "maze", "open", "corridor", "tiny", "long"})
            for (const Case& one : generated_cases(call(strategy, {{"n", ghosts}}))) {
                SCOPED_TRACE(std::string(strategy) + " --n " + ghosts);
                EXPECT_EQ(one.ghosts, std::stoi(ghosts));
            }
}

TEST(HalloweenGenerators, MultiMixesSizesAndGhostCounts) {
    std::set<int> ghost_counts;
    std::set<std::pair<int, int>> sizes;
    for (const Case& one : generated_cases(call("multi", {{"cases", "15"}}, 3))) {
        ghost_counts.insert(one.ghosts);
        sizes.insert({one.width, one.height});
    }
    EXPECT_EQ(ghost_counts, (std::set<int>{1, 2, 3}));
    EXPECT_EQ(sizes.size(), 14u);
}

TEST(HalloweenGenerators, LongFindsALongAnswerBeforeAnyClimbing) {
    // The farthest placement on the first snake alone; the plan's test 09 climbs 12 rounds from
    // here to 202 (kill_test.cpp checks it).
    EXPECT_EQ(solve(generate(call("long", {{"rounds", "0"}}, 28)), "long"), "201\n");
}

TEST(HalloweenGenerators, RefusesBadCalls) {
    auto refusal = [](const GeneratorCall& made) -> std::string {
        try {
            generate(made);
            return "accepted";
        } catch (const GeneratorError& error) {
            return error.what();
        }
    };
    EXPECT_EQ(refusal(call("spiral", {})),
              "halloween has no strategy 'spiral' (it has random, maze, open, corridor, tiny, "
              "long, swap-trap, multi)");
    EXPECT_EQ(refusal(call("open", {{"density", "50"}})),
              "strategy 'open' has no option --density (it takes --w, --h, --n, --near, --cases)");
    EXPECT_EQ(refusal(call("open", {{"near", "-1"}})), "--near: must be between 0 and 256, got -1");
    EXPECT_EQ(refusal(call("random", {{"w", "17"}})), "--w: must be between 4 and 16, got 17");
    EXPECT_EQ(refusal(call("long", {{"start", "spiral"}})),
              "--start: expected snake, maze or open, got 'spiral'");
    EXPECT_EQ(refusal(call("random", {{"w", "4"}, {"h", "4"}, {"n", "3"}})),
              "random: no solvable case with n = 3 on 200 maps; the maps are too small for that "
              "many ghosts");
}

TEST(HalloweenTestPlan, HasTenTestsOfTenPointsInFourGroups) {
    const std::vector<PlannedTest> plan = test_plan(5);
    ASSERT_EQ(plan.size(), 10u);
    std::vector<std::string> names, groups;
    int points = 0;
    for (const PlannedTest& test : plan) {
        names.push_back(test.name);
        groups.push_back(test.group);
        points += test.points;
        EXPECT_EQ(test.call.problem, "halloween");
    }
    EXPECT_EQ(names, (std::vector<std::string>{"01", "02", "03", "04", "05", "06", "07", "08", "09",
                                               "10"}));
    EXPECT_EQ(groups, (std::vector<std::string>{"small", "small", "small", "n<3", "n<3", "large",
                                                "large", "large", "long", "long"}));
    EXPECT_EQ(points, 100);
}

TEST(HalloweenTestPlan, SeedsFollowTheMasterSeedExceptForTheLongGroup) {
    const std::vector<PlannedTest> plan = test_plan(5);
    const std::vector<PlannedTest> again = test_plan(5);
    const std::vector<PlannedTest> other = test_plan(6);
    for (std::size_t i = 0; i < plan.size(); ++i) {
        SCOPED_TRACE(plan[i].name);
        EXPECT_EQ(plan[i].call.command_line(), again[i].call.command_line());
        if (plan[i].group == "long")
            EXPECT_EQ(plan[i].call.seed, other[i].call.seed);
        else
            EXPECT_NE(plan[i].call.seed, other[i].call.seed);
    }
}

}  // namespace
}  // namespace gridjudge::halloween
