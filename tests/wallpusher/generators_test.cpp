#include "generators/wallpusher/wallpusher_generators.h"

#include <gtest/gtest.h>

#include "checkers/wallpusher_replay.h"
#include "generators/wallpusher/hard_mazes.h"
#include "generators/wallpusher/maze_kinds.h"
#include "reference/wallpusher/input_format.h"
#include "reference/wallpusher/solver.h"
#include "reference/wallpusher/wallpusher.h"

namespace gridjudge::wallpusher {
namespace {

GeneratorCall call(std::string strategy, std::vector<std::pair<std::string, long long>> options,
                   std::uint64_t seed) {
    GeneratorCall made{"wallpusher", std::move(strategy), {}, seed};
    for (auto& [key, value] : options) made.set(key, value);
    return made;
}

std::vector<State> generated_cases(const GeneratorCall& made) {
    const std::string text = generate(made);
    validate(text, made.command_line());  // throws on an inconsistent maze or one with no way out
    std::vector<State> starts;
    for (const MazeCase& maze : parse_input(text, made.command_line()))
        starts.push_back(maze.start);
    return starts;
}

std::string escape(State maze) {
    return shortest_escape(maze).moves;
}

bool has_wall(State maze, int cell, Direction side) {
    return maze.has_wall(edge_of(cell, side));
}

TEST(WallpusherGenerators, EveryStrategyMakesValidDeterministicFiles) {
    for (const auto& [strategy, description] : generator_strategies()) {
        std::vector<std::pair<std::string, long long>> options{{"cases", 3}};
        if (strategy == "long") options.emplace_back("tries", 100);  // the test's time, not depth
        std::vector<std::string> texts;
        for (std::uint64_t seed : {1u, 2u}) {
            const GeneratorCall made = call(std::string(strategy), options, seed);
            texts.push_back(generate(made));
            EXPECT_NO_THROW(validate(texts.back(), made.command_line())) << made.command_line();
            EXPECT_EQ(parse_input(texts.back(), "generated").size(), 3u) << made.command_line();
            EXPECT_EQ(generate(made), texts.back()) << made.command_line();
        }
        EXPECT_NE(texts[0], texts[1]) << strategy;
    }
}

TEST(WallpusherGenerators, ExitAdjacentAnswersAreOneMove) {
    for (State maze : generated_cases(call("exit-adjacent", {{"cases", 30}}, 7)))
        EXPECT_EQ(escape(maze).size(), 1u);
}

TEST(WallpusherGenerators, LongMazesNeedAtLeastEighteenMoves) {
    for (State maze : generated_cases(call("long", {{"tries", 500}, {"cases", 2}}, 3)))
        EXPECT_GE(escape(maze).size(), 18u);
}

TEST(WallpusherGenerators, HardMazesAreTheLongestFound) {
    std::vector<std::size_t> lengths;
    for (State maze : hard_mazes()) lengths.push_back(escape(maze).size());
    EXPECT_EQ(lengths, (std::vector<std::size_t>{24, 24, 24, 24, 23, 23, 23, 23}));
}

TEST(WallpusherGenerators, BoundaryPushClosesTheExitIfDoneTheObviousWay) {
    for (State maze : generated_cases(call("boundary-push", {{"cases", 20}}, 5))) {
        // The start's neighbour towards the single exit is the exit's cell, behind a wall.
        ASSERT_EQ(std::popcount(exit_gaps(maze.walls())), 1);
        bool found = false;
        for (Direction towards : kDirections) {
            const std::optional<int> exit_cell = neighbour(maze.cell(), towards);
            if (!exit_cell || neighbour(*exit_cell, towards) || has_wall(maze, *exit_cell, towards))
                continue;
            found = true;
            EXPECT_TRUE(has_wall(maze, maze.cell(), towards));
            const std::string straight(2, letter(towards));
            const std::optional<checkers::EscapeFault> fault =
                checkers::escape_fault(maze, straight);
            ASSERT_TRUE(fault.has_value());
            EXPECT_EQ(fault->text(), "move 2: '" + std::string(1, letter(towards)) + "' from " +
                                         cell_name(*exit_cell) +
                                         " walks into an outer wall, which cannot be pushed out "
                                         "of the maze");
            EXPECT_GE(escape(maze).size(), 4u);
        }
        EXPECT_TRUE(found) << format_input({maze});
    }
}

TEST(WallpusherGenerators, OuterWallShortcutStartsAgainstAnOuterWallFarFromTheExits) {
    for (State maze : generated_cases(call("outer-wall-shortcut", {{"cases", 20}}, 5))) {
        bool leans = false;
        for (Direction side : kDirections)
            leans = leans || (!neighbour(maze.cell(), side) && has_wall(maze, maze.cell(), side));
        EXPECT_TRUE(leans) << format_input({maze});
        EXPECT_GE(escape(maze).size(), 1u + kShortcutMargin);
    }
}

TEST(WallpusherGenerators, DoubleWallShortcutWouldEscapeInTwoMoves) {
    for (State maze : generated_cases(call("double-wall-shortcut", {{"cases", 20}}, 5))) {
        bool shortcut = false;
        for (Direction towards : kDirections) {
            const std::optional<int> next = neighbour(maze.cell(), towards);
            if (!next || !has_wall(maze, maze.cell(), towards) || !has_wall(maze, *next, towards))
                continue;
            for (Direction out : kDirections)
                shortcut = shortcut || (!neighbour(*next, out) && !has_wall(maze, *next, out));
        }
        EXPECT_TRUE(shortcut) << format_input({maze});
        EXPECT_GE(escape(maze).size(), 2u + kShortcutMargin);
    }
}

TEST(WallpusherGenerators, DoubleWallsMazesHaveSeveralDoubleWalledCells) {
    for (State maze : generated_cases(call("double-walls", {{"cases", 20}}, 5))) {
        int doubled = 0;
        for (int cell = 0; cell < kCells; ++cell)
            doubled +=
                (has_wall(maze, cell, Direction::North) &&
                 has_wall(maze, cell, Direction::South)) ||
                (has_wall(maze, cell, Direction::West) && has_wall(maze, cell, Direction::East));
        EXPECT_GE(doubled, 3) << format_input({maze});
        EXPECT_GE(escape(maze).size(), 5u);
    }
}

TEST(WallpusherGenerators, RefusesBadCallsWithAClearMessage) {
    auto message = [](const GeneratorCall& made) {
        try {
            generate(made);
        } catch (const GeneratorError& error) {
            return std::string(error.what());
        }
        return std::string("accepted");
    };
    EXPECT_EQ(message(call("spiral", {}, 1)),
              "wallpusher has no strategy 'spiral' (known: random, exit-adjacent, long, hard, "
              "double-walls, boundary-push, outer-wall-shortcut, double-wall-shortcut, multi)");
    EXPECT_EQ(message(call("random", {{"walls", 101}}, 1)),
              "--walls: must be between 0 and 100, got 101");
    EXPECT_EQ(message(call("random", {{"cases", 101}}, 1)),
              "--cases: must be between 1 and 100, got 101");
    EXPECT_EQ(message(call("double-walls", {{"walls", 10}}, 1)),
              "strategy 'double-walls' has no option --walls (it takes --cases)");
}

TEST(WallpusherTestPlan, TenTestsOfTenPointsInFourGroups) {
    const std::vector<PlannedTest> plan = test_plan(42);
    ASSERT_EQ(plan.size(), 10u);
    std::vector<std::string> lines;
    for (const PlannedTest& test : plan) {
        EXPECT_EQ(test.points, 10);
        lines.push_back(test.name + " " + test.group + " " + test.call.strategy);
    }
    EXPECT_EQ(lines, (std::vector<std::string>{
                         "01 basic exit-adjacent", "02 basic random", "03 basic random",
                         "04 pushes double-walls", "05 pushes boundary-push",
                         "06 pushes outer-wall-shortcut", "07 pushes double-wall-shortcut",
                         "08 long long", "09 hard hard", "10 hard multi"}));
    EXPECT_EQ(test_plan(42)[7].call.command_line(), plan[7].call.command_line());
    EXPECT_NE(test_plan(43)[7].call.seed, plan[7].call.seed);
}

}  // namespace
}  // namespace gridjudge::wallpusher
