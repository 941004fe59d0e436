#include "reference/wallpusher/solver.h"

#include <gtest/gtest.h>

#include "checkers/wallpusher_checker.h"
#include "checkers/wallpusher_replay.h"
#include "generators/common/rng.h"
#include "generators/wallpusher/maze_sampling.h"
#include "reference/wallpusher/oracle.h"
#include "reference/wallpusher/wallpusher.h"
#include "tests/common/run_program.h"
#include "tests/wallpusher/edge_mazes.h"

namespace gridjudge::wallpusher {
namespace {

using checkers::CheckVerdict;
using testing::EdgeMaze;

TEST(WallpusherSolver, SampleGetsSixteenMovesTheCheckerAccepts) {
    const std::string input =
        gridjudge::testing::read_file(GRIDJUDGE_SAMPLES_DIR "/wallpusher.sample.in");
    const std::string answer =
        gridjudge::testing::read_file(GRIDJUDGE_SAMPLES_DIR "/wallpusher.sample.ans");
    const std::string output = solve(input, "sample");
    EXPECT_EQ(output, "NESESEENNWNWWWWW\n");  // 16 moves; the statement's answer is the same
    EXPECT_EQ(checkers::check_wallpusher(input, output, answer).verdict, CheckVerdict::Ok);
    EXPECT_EQ(solve_with_oracle(input, "sample"), output);
}

class WallpusherEdgeMaze : public ::testing::TestWithParam<EdgeMaze> {};

TEST_P(WallpusherEdgeMaze, SolverAndOracleGiveTheHandWorkedAnswer) {
    const EdgeMaze& maze = GetParam();
    const SearchResult result = shortest_escape(testing::start_of(maze));
    EXPECT_EQ(result.outcome, SearchResult::Outcome::Escaped);
    EXPECT_EQ(result.moves, maze.answer);
    EXPECT_EQ(oracle_escape(testing::start_of(maze)), maze.answer);
    EXPECT_EQ(solve(maze.input, "edge"), std::string(maze.answer) + "\n");
}

INSTANTIATE_TEST_SUITE_P(Rules, WallpusherEdgeMaze,
                         ::testing::Values(testing::kExitAdjacent, testing::kTwoExitsTie,
                                           testing::kPushClosesGap, testing::kDoubleWall,
                                           testing::kOuterWall));

TEST(WallpusherSolver, AnswersEveryCaseOfAFileInOrder) {
    const std::string input = testing::case_text(testing::kDoubleWall) +
                              testing::case_text(testing::kExitAdjacent) +
                              std::string(testing::kPushClosesGap.input);
    EXPECT_EQ(solve(input, "three"), "NWWSW\nN\nNWSW\n");
    EXPECT_EQ(solve_with_oracle(input, "three"), "NWWSW\nN\nNWSW\n");
}

TEST(WallpusherSolver, ReportsNoWayOutAndGivingUp) {
    const State closed =
        apply_move(testing::start_of(testing::kPushClosesGap), Direction::West).next;
    const SearchResult none = shortest_escape(closed);
    EXPECT_EQ(none.outcome, SearchResult::Outcome::NoWayOut);
    EXPECT_EQ(none.states, 1u);
    const SearchResult short_budget = shortest_escape(testing::start_of(testing::kOuterWall), 5);
    EXPECT_EQ(short_budget.outcome, SearchResult::Outcome::GaveUp);
    EXPECT_EQ(short_budget.states, 5u);
}

// Thousands of seeded random mazes: the solver's escape is the oracle's (same length, same tie
// order) and replays as a legal escape with the rules.
TEST(WallpusherSolver, AgreesWithTheOracleOnRandomMazes) {
    Rng rng(10384);
    int compared = 0;
    for (int sample = 0; sample < 4000; ++sample) {
        const State maze(random_cell(rng), random_walls(rng, static_cast<int>(rng.uniform(10, 80)),
                                                        static_cast<int>(rng.uniform(1, 4))));
        const SearchResult result = shortest_escape(maze, 50'000);
        if (result.outcome != SearchResult::Outcome::Escaped) continue;
        ++compared;
        const std::optional<std::string> oracle = oracle_escape(maze);
        ASSERT_TRUE(oracle.has_value()) << maze.key();
        ASSERT_EQ(result.moves, *oracle) << maze.key();
        const std::optional<checkers::EscapeFault> fault =
            checkers::escape_fault(maze, result.moves);
        ASSERT_FALSE(fault.has_value()) << maze.key() << ": " << fault->text();
    }
    EXPECT_GE(compared, 2500);  // most random mazes have a way out: the comparison ran
}

}  // namespace
}  // namespace gridjudge::wallpusher
