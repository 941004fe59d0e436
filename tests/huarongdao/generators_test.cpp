// The huarongdao generators: every strategy makes valid inputs of the promised shape, every
// option is checked, and the same call gives the same bytes (pinned by golden outputs, so a
// change of PRNG use or of platform shows up).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>

#include "generators/huarongdao/huarongdao_generators.h"
#include "reference/huarongdao/huarongdao.h"
#include "tests/huarongdao/support.h"

namespace gridjudge::huarongdao {
namespace {

using test_support::generated;
using test_support::generated_puzzle;
using test_support::generator_error;

int count_movable(const Board& board) {
    int count = 0;
    for (std::uint8_t cell : board.movable) count += cell;
    return count;
}

int movable_neighbours(const Board& board, Cell cell) {
    int count = 0;
    for (Cell next : {Cell{cell.row - 1, cell.col}, Cell{cell.row + 1, cell.col},
                      Cell{cell.row, cell.col - 1}, Cell{cell.row, cell.col + 1}})
        count += board.contains(next) && board.is_movable(next);
    return count;
}

// Movable cells reachable from the first movable cell (row-major).
int connected_from_first(const Board& board) {
    std::vector<Cell> stack;
    std::vector<bool> seen(board.movable.size(), false);
    for (int i = 0; i < board.cell_count() && stack.empty(); ++i)
        if (board.movable[i]) {
            stack.push_back({i / board.cols, i % board.cols});
            seen[i] = true;
        }
    int count = 0;
    while (!stack.empty()) {
        Cell cell = stack.back();
        stack.pop_back();
        ++count;
        for (Cell next : {Cell{cell.row - 1, cell.col}, Cell{cell.row + 1, cell.col},
                          Cell{cell.row, cell.col - 1}, Cell{cell.row, cell.col + 1}})
            if (board.contains(next) && board.is_movable(next) && !seen[board.index(next)]) {
                seen[board.index(next)] = true;
                stack.push_back(next);
            }
    }
    return count;
}

bool next_to(Cell a, Cell b) {
    return std::abs(a.row - b.row) + std::abs(a.col - b.col) == 1;
}

TEST(HuarongdaoGenerators, ListsItsStrategies) {
    std::vector<std::string_view> names;
    for (const auto& [name, description] : generator_strategies()) {
        names.push_back(name);
        EXPECT_FALSE(description.empty()) << name;
    }
    EXPECT_EQ(names, (std::vector<std::string_view>{"random", "open", "maze", "corridor", "tiny",
                                                    "worst", "adversarial"}));
}

TEST(HuarongdaoGenerators, EveryStrategyWorksWithItsDefaults) {
    const std::pair<std::string_view, std::string_view> defaults[] = {
        {"random --seed 1", "10 10 10"},
        {"open --seed 1", "30 30 10"},
        {"maze --seed 1", "30 30 10"},
        {"corridor --seed 1", "30 30 10"},
        {"worst --seed 1", "30 30 500"},
        {"adversarial --trap s-equals-t --seed 1", "10 10 10"},
        {"adversarial --trap through-piece --seed 1", "10 10 10"},
        {"adversarial --trap open-queue --seed 1", "30 30 10"},
    };
    for (const auto& [command, header] : defaults) {
        std::string text = generated(command);  // generate() has validated it already
        EXPECT_EQ(text.substr(0, text.find('\n')), header) << command;
    }
    Puzzle tiny = generated_puzzle("tiny --seed 1");
    EXPECT_LE(tiny.board.rows, 4);
    EXPECT_LE(tiny.board.cols, 4);
    EXPECT_EQ(tiny.games.size(), 6u);
}

TEST(HuarongdaoGenerators, RefusesBadCallsWithClearMessages) {
    const std::pair<std::string_view, std::string_view> cases[] = {
        {"spiral --seed 1",
         "huarongdao has no strategy 'spiral' (it has random, open, maze, corridor, tiny, worst, "
         "adversarial)"},
        {"random --width 3 --seed 1",
         "strategy 'random' has no option --width (it takes --n, --m, --q, --density, --games)"},
        {"random --n 31 --seed 1", "--n: must be between 1 and 30, got 31"},
        {"random --q 0 --seed 1", "--q: must be between 1 and 500, got 0"},
        {"random --density 0 --seed 1", "--density: must be between 1 and 100, got 0"},
        {"random --m two --seed 1", "--m: expected an integer, got 'two'"},
        {"open --n 1 --m 1 --seed 1",
         "--n 1 --m 1: a 1x1 board cannot hold a game (the blank and the designated piece need "
         "two cells)"},
        {"open --n 2 --m 2 --walls 3 --seed 1", "--walls: must be between 0 and 2, got 3"},
        {"maze --width 4 --seed 1", "--width: must be between 1 and 3, got 4"},
        {"maze --n 2 --m 5 --width 3 --seed 1",
         "maze --width 3: --n and --m must be at least the corridor width"},
        {"maze --n 2 --m 2 --width 1 --seed 1",
         "the board came out with fewer than two movable cells; make it larger or less blocked"},
        {"corridor --n 1 --m 5 --shortcuts 1 --seed 1",
         "--shortcuts: must be between 0 and 0, got 1"},
        {"tiny --density 50 --seed 1",
         "strategy 'tiny' has no option --density (it takes --n, --m, --q)"},
        {"worst --n 2 --seed 1", "worst: --n and --m must be at least 3 (a corner is sealed off)"},
        {"adversarial --seed 1",
         "adversarial --trap must be one of s-equals-t, through-piece, open-queue"},
        {"adversarial --trap spiral --seed 1",
         "adversarial --trap must be one of s-equals-t, through-piece, open-queue, got 'spiral'"},
        {"adversarial --trap open-queue --density 50 --seed 1",
         "strategy 'adversarial' has no option --density (it takes --trap, --n, --m, --q)"},
        {"adversarial --trap through-piece --m 4 --seed 1", "--m: must be between 5 and 30, got 4"},
        {"random --games spiral --seed 1", "--games must be random or far, got 'spiral'"},
        {"random --n 4 --m 4 --density 12 --games far --seed 3",
         "--games far: no two movable cells are connected on this board"},
        {"adversarial --trap s-equals-t --same-every 0 --seed 1",
         "--same-every: must be between 1 and 500, got 0"},
    };
    for (const auto& [command, message] : cases) EXPECT_EQ(generator_error(command), message);
}

TEST(HuarongdaoGenerators, SameCallSameBytesAndTheSeedMatters) {
    for (std::string_view strategy :
         {"random", "open", "maze", "corridor", "tiny", "worst", "adversarial --trap s-equals-t",
          "adversarial --trap through-piece", "adversarial --trap open-queue"}) {
        std::string command = std::string(strategy) + " --q 20";
        EXPECT_EQ(generated(command + " --seed 5"), generated(command + " --seed 5")) << strategy;
        EXPECT_NE(generated(command + " --seed 5"), generated(command + " --seed 6")) << strategy;
    }
}

// Golden outputs: the exact bytes on every machine. If a deliberate generator change breaks
// these, every published plan changes too; say so in the change.
TEST(HuarongdaoGenerators, GoldenOutputs) {
    EXPECT_EQ(generated("tiny --n 2 --m 3 --q 3 --seed 7"),
              "2 3 3\n"
              "1 1 1\n"
              "1 0 1\n"
              "1 3 2 1 2 1\n"
              "1 1 2 1 1 1\n"
              "2 1 1 3 1 1\n");
    EXPECT_EQ(generated("corridor --n 5 --m 4 --q 2 --shortcuts 1 --seed 7"),
              "5 4 2\n"
              "1 1 1 1\n"
              "0 0 0 1\n"
              "1 1 1 1\n"
              "1 1 0 0\n"
              "1 1 1 1\n"
              "3 4 5 1 1 2\n"
              "1 2 5 3 5 4\n");
}

TEST(HuarongdaoGenerators, RandomAndOpenPlaceExactlyTheAskedCells) {
    EXPECT_EQ(count_movable(generated_puzzle("random --n 7 --m 9 --density 40 --seed 3").board),
              25);  // 63 * 40% = 25.2
    EXPECT_EQ(count_movable(generated_puzzle("random --n 1 --m 3 --density 1 --seed 3").board),
              2);  // never fewer than a game needs
    EXPECT_EQ(count_movable(generated_puzzle("open --n 30 --m 30 --walls 17 --seed 3").board),
              900 - 17);
}

TEST(HuarongdaoGenerators, MazeOfWidthOneWithoutLoopsIsATree) {
    Board board = generated_puzzle("maze --n 29 --m 29 --width 1 --loops 0 --seed 4").board;
    int cells = count_movable(board);
    int edges = 0;
    for (int row = 0; row < board.rows; ++row)
        for (int col = 0; col < board.cols; ++col)
            if (board.is_movable({row, col})) edges += movable_neighbours(board, {row, col});
    EXPECT_EQ(cells, 15 * 15 + 15 * 15 - 1);  // 225 rooms and the 224 openings of a tree
    EXPECT_EQ(connected_from_first(board), cells);
    EXPECT_EQ(edges / 2, cells - 1);
}

TEST(HuarongdaoGenerators, MazeLoopsOpenExtraWalls) {
    Board tree = generated_puzzle("maze --n 30 --m 30 --width 2 --loops 0 --seed 4").board;
    Board loops = generated_puzzle("maze --n 30 --m 30 --width 2 --loops 100 --seed 4").board;
    EXPECT_EQ(count_movable(tree), 100 * 4 + 99 * 2);    // 10 x 10 rooms of 2 x 2, tree openings
    EXPECT_EQ(count_movable(loops), 100 * 4 + 180 * 2);  // every inner wall open
    EXPECT_EQ(connected_from_first(tree), count_movable(tree));
}

TEST(HuarongdaoGenerators, CorridorIsOneWide) {
    Board board = generated_puzzle("corridor --n 9 --m 12 --seed 2").board;
    int ends = 0;
    for (int row = 0; row < board.rows; ++row)
        for (int col = 0; col < board.cols; ++col)
            if (board.is_movable({row, col})) {
                int degree = movable_neighbours(board, {row, col});
                EXPECT_LE(degree, 2);
                ends += degree == 1;
            }
    EXPECT_EQ(ends, 2);  // a single path
    EXPECT_EQ(connected_from_first(board), 5 * 12 + 4);
    Board shortcuts = generated_puzzle("corridor --n 9 --m 12 --shortcuts 5 --seed 2").board;
    EXPECT_EQ(count_movable(shortcuts), 5 * 12 + 4 + 5);
}

TEST(HuarongdaoGenerators, TinyCyclesThroughItsEdgeCases) {
    Puzzle puzzle = generated_puzzle("tiny --n 1 --m 4 --q 9 --seed 8");
    for (std::size_t i = 0; i < puzzle.games.size(); ++i) {
        const Game& game = puzzle.games[i];
        if (i % 3 == 0) {
            EXPECT_EQ(game.piece, game.target) << i;
        } else if (i % 3 == 1) {
            EXPECT_EQ(game.blank, game.target) << i;
        }
    }
}

TEST(HuarongdaoGenerators, WorstSealsACornerAndAimsEveryFourthGameAtIt) {
    Puzzle puzzle = generated_puzzle("worst --seed 9");
    EXPECT_EQ(count_movable(puzzle.board), 900 - 2);
    EXPECT_EQ(movable_neighbours(puzzle.board, {0, 0}), 0);
    for (std::size_t i = 3; i < puzzle.games.size(); i += 4)
        EXPECT_EQ(puzzle.games[i].target, (Cell{0, 0})) << i;
}

// The cells connected to `start` (4-neighbour, movable), found by the test's own flood fill.
std::vector<bool> area_of(const Board& board, Cell start) {
    std::vector<bool> in(board.movable.size(), false);
    std::vector<Cell> stack{start};
    in[board.index(start)] = true;
    while (!stack.empty()) {
        const Cell cell = stack.back();
        stack.pop_back();
        for (Cell next : {Cell{cell.row - 1, cell.col}, Cell{cell.row + 1, cell.col},
                          Cell{cell.row, cell.col - 1}, Cell{cell.row, cell.col + 1}})
            if (board.contains(next) && board.is_movable(next) && !in[board.index(next)]) {
                in[board.index(next)] = true;
                stack.push_back(next);
            }
    }
    return in;
}

// On a sparse board most cells sit in small pockets; --games far puts every game in the largest
// area, so that a search has the most states to explore.
TEST(HuarongdaoGenerators, FarGamesAreAllInTheLargestArea) {
    const Puzzle puzzle = generated_puzzle(
        "random --n 30 --m 30 --q 50 --density 60 --games far "
        "--seed 4");
    std::size_t largest = 0;
    for (int i = 0; i < puzzle.board.cell_count(); ++i)
        if (puzzle.board.movable[i]) {
            const std::vector<bool> area = area_of(puzzle.board, {i / 30, i % 30});
            largest = std::max<std::size_t>(largest, std::count(area.begin(), area.end(), true));
        }
    ASSERT_GT(largest, 50u);
    for (const Game& game : puzzle.games) {
        const std::vector<bool> area = area_of(puzzle.board, game.piece);
        EXPECT_EQ(static_cast<std::size_t>(std::count(area.begin(), area.end(), true)), largest);
        EXPECT_TRUE(area[puzzle.board.index(game.blank)]);
        EXPECT_TRUE(area[puzzle.board.index(game.target)]);
        EXPECT_NE(game.piece, game.target);
    }
}

TEST(HuarongdaoGenerators, SEqualsTTrapPutsTheSameCellGameWhereAsked) {
    const Puzzle puzzle = generated_puzzle(
        "adversarial --trap s-equals-t --n 30 --m 30 --q 20 "
        "--density 90 --games far --same-every 5 --seed 2");
    for (std::size_t i = 0; i < puzzle.games.size(); ++i)
        EXPECT_EQ(puzzle.games[i].piece == puzzle.games[i].target, i % 5 == 0) << i;
}

TEST(HuarongdaoGenerators, SEqualsTTrapKeepsTheBlankAway) {
    Puzzle puzzle = generated_puzzle("adversarial --trap s-equals-t --q 40 --seed 10");
    for (std::size_t i = 0; i < puzzle.games.size(); i += 2) {
        EXPECT_EQ(puzzle.games[i].piece, puzzle.games[i].target) << i;
        EXPECT_FALSE(next_to(puzzle.games[i].blank, puzzle.games[i].piece)) << i;
    }
}

TEST(HuarongdaoGenerators, ThroughPieceTrapAnswers) {
    // Game kinds cycle: cross the bridge (the 10-row board has the detour: a long way), into a
    // spur (never), random.
    std::string input = generated("adversarial --trap through-piece --q 6 --seed 11");
    std::string answers = solve(input, "trap.in");
    std::vector<int> values;
    for (std::size_t at = 0; at < answers.size(); at = answers.find('\n', at) + 1)
        values.push_back(std::stoi(answers.substr(at)));
    ASSERT_EQ(values.size(), 6u);
    EXPECT_GT(values[0], 20);
    EXPECT_GT(values[3], 20);
    EXPECT_EQ(values[1], -1);
    EXPECT_EQ(values[4], -1);
}

TEST(HuarongdaoGenerators, OpenQueueTrapPutsBlankAndPieceInOppositeCorners) {
    Puzzle puzzle = generated_puzzle("adversarial --trap open-queue --n 12 --m 7 --seed 12");
    EXPECT_EQ(count_movable(puzzle.board), 84);
    for (const Game& game : puzzle.games) {
        EXPECT_TRUE(game.blank.row == 0 || game.blank.row == 11);
        EXPECT_TRUE(game.blank.col == 0 || game.blank.col == 6);
        EXPECT_EQ(game.piece, (Cell{11 - game.blank.row, 6 - game.blank.col}));
    }
}

}  // namespace
}  // namespace gridjudge::huarongdao
