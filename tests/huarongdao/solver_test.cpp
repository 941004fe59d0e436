// The fast solver and the oracle: the official sample, hand-solved edge cases (each answer
// worked out in the comment beside it), and thousands of seeded random small inputs on which the
// two independent searches must print the same bytes.
#include <gtest/gtest.h>

#include <map>

#include "generators/common/rng.h"
#include "generators/huarongdao/huarongdao_generators.h"
#include "reference/huarongdao/huarongdao.h"
#include "tests/common/run_program.h"

namespace gridjudge::huarongdao {
namespace {

// Both searches must print `expected`.
void expect_answers(std::string_view input, std::string_view expected) {
    EXPECT_EQ(solve(input, "puzzle.in"), expected) << "fast solver, input:\n" << input;
    EXPECT_EQ(solve_with_oracle(input, "puzzle.in"), expected) << "oracle, input:\n" << input;
}

TEST(HuarongdaoSolve, Sample) {
    std::string input = testing::read_file(GRIDJUDGE_SAMPLES_DIR "/huarongdao.sample.in");
    std::string answer = testing::read_file(GRIDJUDGE_SAMPLES_DIR "/huarongdao.sample.ans");
    expect_answers(input, answer);
}

TEST(HuarongdaoSolve, OneRowBoard) {
    // A one-wide board: the blank cannot get round the piece, so the piece moves at most one
    // step, towards the blank.
    expect_answers(
        "1 5 5\n1 1 1 1 1\n"
        "1 1 1 2 1 1\n"   // blank left of the piece, target there: one swap
        "1 1 1 2 1 3\n"   // target on the far side from the blank: never
        "1 5 1 2 1 3\n"   // blank walks 5 -> 3 (2 moves), one swap
        "1 5 1 2 1 1\n"   // blank right of the piece, target left of it: never
        "1 1 1 3 1 3\n",  // S = T
        "1\n-1\n3\n-1\n0\n");
}

TEST(HuarongdaoSolve, OneColumnBoard) {
    expect_answers(
        "4 1 3\n1\n1\n1\n1\n"
        "4 1 1 1 2 1\n"   // blank walks 4 -> 2 (2 moves), one swap
        "4 1 2 1 1 1\n"   // target beyond the piece, away from the blank
        "1 1 4 1 1 1\n",  // after one step up the blank is below the piece for good
        "3\n-1\n-1\n");
}

TEST(HuarongdaoSolve, TargetIsStartWhateverTheBlank) {
    expect_answers(
        "3 3 3\n1 1 1\n0 0 1\n1 1 1\n"
        "3 1 1 1 1 1\n"   // blank far away: still 0
        "1 2 1 1 1 1\n"   // blank next to the piece
        "3 3 2 3 2 3\n",  // piece on the only link between the rows
        "0\n0\n0\n");
}

TEST(HuarongdaoSolve, BlankStartsOnTheTarget) {
    // 2 x 3 open board, piece top right, blank and target top left. Blank to (1,2) and swap
    // (2 moves); the blank goes round below the piece (1,3) (2,3) (2,2) (2,1) (1,1) (4 moves)
    // and swaps again (1 move): 7.
    expect_answers("2 3 1\n1 1 1\n1 1 1\n1 1 1 3 1 1\n", "7\n");
}

TEST(HuarongdaoSolve, TargetInAnotherRegionIsUnreachable) {
    expect_answers("2 3 2\n1 0 1\n1 0 1\n2 1 1 1 1 3\n1 3 2 3 1 1\n", "-1\n-1\n");
}

TEST(HuarongdaoSolve, BlankWalledOff) {
    // The blank's corner (1,1) has fixed pieces right of and below it: it can never move, so
    // no piece moves either, except for the S = T game.
    expect_answers("3 3 2\n1 0 1\n0 1 1\n1 1 1\n1 1 2 2 3 3\n1 1 2 2 2 2\n", "-1\n0\n");
}

TEST(HuarongdaoSolve, PieceMustGoRoundTheRing) {
    // A ring of 8 cells round a fixed centre, one blank: pieces only rotate. Each step of the
    // piece needs the blank on its far side; after a swap the blank is behind it and must go
    // the long way round the ring (6 moves) before the next swap.
    expect_answers(
        "3 3 2\n1 1 1\n1 0 1\n1 1 1\n"
        // (1,2) is already on the piece's far side: swap (1); round (6); swap (1).
        "1 2 1 1 1 3\n"
        // Four steps either way from (2,1) to (2,3). Clockwise the blank starts in
        // place: 1 + 3 * (6 + 1) = 22. Anticlockwise it first walks 6: 28.
        "1 1 2 1 2 3\n",
        "8\n22\n");
}

// A seeded mix of small inputs from every strategy that takes a size.
std::string small_input(std::uint64_t seed) {
    Rng rng(seed);
    static const std::vector<std::string> strategies{"random", "tiny", "maze", "corridor",
                                                     "adversarial"};
    GeneratorCall call{"huarongdao", rng.pick(strategies), {}, seed};
    int rows = static_cast<int>(rng.uniform(1, 6));
    int cols = static_cast<int>(rng.uniform(rows == 1 ? 2 : 1, 6));
    if (call.strategy == "adversarial") {
        call.options.emplace_back("trap", rng.chance(1, 2) ? "through-piece" : "s-equals-t");
        cols = std::max(cols, 5);
    }
    if (call.strategy == "maze") {  // from 3 x 3 on, every width leaves two open cells
        rows = std::max(rows, 3);
        cols = std::max(cols, 3);
        call.set("width", rng.uniform(1, 3));
    }
    call.set("n", rows).set("m", cols).set("q", rng.uniform(1, 8));
    if (call.strategy == "random") call.set("density", rng.uniform(30, 100));
    return generate(call);
}

TEST(HuarongdaoSolve, FastSolverMatchesOracleOnThousandsOfSmallInputs) {
    constexpr std::uint64_t kInputs = 5000;
    std::map<std::string, int> seen;  // kinds of answer, so the test cannot pass vacuously
    for (std::uint64_t seed = 1; seed <= kInputs; ++seed) {
        std::string input = small_input(seed);
        std::string fast = solve(input, "small.in");
        ASSERT_EQ(fast, solve_with_oracle(input, "small.in")) << "seed " << seed << ":\n" << input;
        for (std::size_t at = 0; at < fast.size(); at = fast.find('\n', at) + 1) {
            std::string answer = fast.substr(at, fast.find('\n', at) - at);
            ++seen[answer == "-1" || answer == "0" ? answer : "positive"];
        }
    }
    EXPECT_GT(seen["-1"], 2000);
    EXPECT_GT(seen["0"], 1000);
    EXPECT_GT(seen["positive"], 2000);
}

}  // namespace
}  // namespace gridjudge::huarongdao
