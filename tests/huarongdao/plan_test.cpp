// The official huarongdao test plan: the original NOIP split and limits, per-test seeds, the
// traps it must contain, reference answers that agree with the oracle, and identical bytes for
// the same master seed.
#include <gtest/gtest.h>

#include <algorithm>

#include "generators/common/rng.h"
#include "generators/huarongdao/huarongdao_generators.h"
#include "reference/huarongdao/huarongdao.h"
#include "tests/huarongdao/support.h"

namespace gridjudge::huarongdao {
namespace {

using test_support::kOfficialSeed;
using test_support::MadeTest;
using test_support::make_plan;

const std::vector<MadeTest>& official() {
    return test_support::official_plan();
}

TEST(HuarongdaoPlan, TwentyTestsOfFivePointsInTheOriginalGroups) {
    const std::vector<MadeTest>& tests = official();
    ASSERT_EQ(tests.size(), 20u);
    for (std::size_t i = 0; i < tests.size(); ++i) {
        const PlannedTest& planned = tests[i].planned;
        std::string name = std::to_string(i + 1);
        if (name.size() == 1) name.insert(0, 1, '0');
        EXPECT_EQ(planned.name, name);
        EXPECT_EQ(planned.points, 5);
        EXPECT_EQ(planned.group, i < 6 ? "q1-small" : i < 12 ? "q10" : "full") << name;
        EXPECT_EQ(planned.call.problem, "huarongdao");
        EXPECT_EQ(planned.call.seed, derive_seed(kOfficialSeed, i + 1)) << name;
    }
}

TEST(HuarongdaoPlan, EachGroupKeepsItsLimits) {
    for (const MadeTest& test : official()) {
        const Puzzle& puzzle = test.puzzle;
        int side = std::max(puzzle.board.rows, puzzle.board.cols);
        int games = static_cast<int>(puzzle.games.size());
        if (test.planned.group == "q1-small") {
            EXPECT_LE(side, 10) << test.planned.name;
            EXPECT_EQ(games, 1) << test.planned.name;
        } else if (test.planned.group == "q10") {
            EXPECT_LE(games, 10) << test.planned.name;
        } else {
            EXPECT_EQ(games, 500) << test.planned.name;
        }
    }
}

TEST(HuarongdaoPlan, HoldsTheCasesThatMatter) {
    int same_cell_games = 0;
    int impossible_games = 0;
    int open_full_boards = 0;
    for (const MadeTest& test : official()) {
        for (const Game& game : test.puzzle.games) same_cell_games += game.piece == game.target;
        for (std::size_t at = 0; (at = test.answers.find("-1\n", at)) != std::string::npos; ++at)
            impossible_games += at == 0 || test.answers[at - 1] == '\n';
        const Board& board = test.puzzle.board;
        int fixed = static_cast<int>(std::count(board.movable.begin(), board.movable.end(), 0));
        open_full_boards +=
            board.cell_count() == 900 && test.puzzle.games.size() == 500 && fixed <= 20;
    }
    EXPECT_GE(same_cell_games, 100);
    EXPECT_GE(impossible_games, 100);
    EXPECT_GE(open_full_boards, 2);
    std::vector<std::string> traps;
    for (const MadeTest& test : official())
        traps.push_back(test.planned.call.string_option("trap", ""));
    for (std::string_view trap : {"s-equals-t", "through-piece", "open-queue"})
        EXPECT_NE(std::find(traps.begin(), traps.end(), trap), traps.end()) << trap;
}

// The oracle takes up to ~50 ms a game on 30 x 30 (that is why it is not the reference), so the
// larger tests are checked on their first games.
TEST(HuarongdaoPlan, ReferenceAnswersAgreeWithTheOracle) {
    constexpr std::size_t kGamesChecked = 3;
    for (const MadeTest& test : official()) {
        Puzzle sample = test.puzzle;
        sample.games.resize(std::min(sample.games.size(), kGamesChecked));
        std::string input = format_input(sample);
        EXPECT_EQ(solve_with_oracle(input, test.planned.name), solve(input, test.planned.name))
            << test.planned.name;
    }
}

TEST(HuarongdaoPlan, SameMasterSeedSameBytes) {
    std::vector<MadeTest> again = make_plan(kOfficialSeed);
    std::vector<MadeTest> other = make_plan(kOfficialSeed + 1);
    int differing = 0;
    for (std::size_t i = 0; i < again.size(); ++i) {
        EXPECT_EQ(again[i].input, official()[i].input) << again[i].planned.name;
        EXPECT_EQ(again[i].planned.call.command_line(), official()[i].planned.call.command_line());
        differing += other[i].input != official()[i].input;
    }
    EXPECT_EQ(differing, 20);
}

}  // namespace
}  // namespace gridjudge::huarongdao
