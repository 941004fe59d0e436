// The fast solver's answers: the samples, hand-checked edge cases, and agreement between its three
// searches on the largest maps (where the oracle is too slow to ask).
#include <gtest/gtest.h>

#include <optional>
#include <string>

#include "generators/common/generator_call.h"
#include "generators/halloween/halloween_generators.h"
#include "reference/halloween/halloween.h"
#include "reference/halloween/oracle.h"
#include "reference/halloween/pair_distances.h"
#include "reference/halloween/parse.h"
#include "reference/halloween/solver.h"
#include "reference/halloween/state_space.h"
#include "tests/halloween/test_maps.h"

namespace gridjudge::halloween {
namespace {

using testing::lines;

// The one case of a file made of `one_case` and the terminator.
Case only_case(const std::string& one_case) {
    return parse_input(one_case + "0 0 0\n", "test.in").front();
}

// n = 1: four steps along the corridor.
const std::string kOneGhost = lines({"5 5 1", "#####", "#a  #", "# # #", "#  A#", "#####"});
// Every ghost one step from its target, all moving right at once: the least answer there is
// (a ghost's start and target are different cells, so no case answers 0).
const std::string kOneStep = lines({"8 4 3", "########", "#aAbBcC#", "########", "########"});
// a must pass b: b ducks into the pocket above the corridor while a walks by (4 steps, the length
// of a's own walk).
const std::string kStepAside = lines({"7 4 2", "#######", "### ###", "#aB bA#", "#######"});

std::string answer_of(const std::string& one_case) {
    return solve(one_case + "0 0 0\n", "t.in");
}

TEST(HalloweenSolver, AnswersTheSamplesExactly) {
    EXPECT_EQ(solve(testing::sample_input(), "halloween.sample.in"), testing::sample_answer());
}

TEST(HalloweenSolver, EverySearchAgreesOnEverySampleCase) {
    const std::vector<int> expected{7, 36, 77, 46};
    const std::vector<Case> cases = parse_input(testing::sample_input(), "halloween.sample.in");
    ASSERT_EQ(cases.size(), expected.size());
    for (std::size_t i = 0; i < cases.size(); ++i) {
        EXPECT_EQ(shortest_steps(cases[i], Search::Guided), expected[i]) << "case " << i + 1;
        EXPECT_EQ(shortest_steps(cases[i], Search::Bidirectional), expected[i]) << "case " << i + 1;
        EXPECT_EQ(shortest_steps(cases[i], Search::Forward), expected[i]) << "case " << i + 1;
    }
}

TEST(HalloweenSolver, TheOracleAgreesOnTheSmallSampleCases) {
    const std::vector<Case> cases = parse_input(testing::sample_input(), "halloween.sample.in");
    EXPECT_EQ(oracle_shortest_steps(cases[0]), 7);
    EXPECT_EQ(oracle_shortest_steps(cases[1]), 36);
}

TEST(HalloweenSolver, HandCheckedCases) {
    EXPECT_EQ(answer_of(kOneGhost), "4\n");
    EXPECT_EQ(answer_of(kOneStep), "1\n");
    EXPECT_EQ(answer_of(kStepAside), "4\n");
    EXPECT_EQ(oracle_shortest_steps(only_case(kStepAside)), 4);
}

TEST(HalloweenSolver, GhostsCannotPassEachOtherWithoutAPlaceToStepAside) {
    // a must pass b on a bare corridor: impossible, though 3 steps if ghosts could swap.
    const Case no_pocket = only_case(lines({"6 4 2", "######", "#aBbA#", "######", "######"}));
    EXPECT_EQ(shortest_steps(no_pocket), std::nullopt);
    EXPECT_EQ(shortest_steps(no_pocket, Search::Bidirectional), std::nullopt);
    EXPECT_EQ(shortest_steps(no_pocket, Search::Forward), std::nullopt);
    EXPECT_EQ(oracle_shortest_steps(no_pocket), std::nullopt);
    EXPECT_EQ(oracle_shortest_steps(no_pocket, SwapRule::Allowed), 3);
}

// The guided search's bound: a pair's distance is exact for the pair alone; with a phantom it is
// the real ghost's own walk; a pair that cannot pass has no distance at all.
TEST(HalloweenSolver, PairDistancesAreThePairsOwnLeastSteps) {
    const StateSpace aside(only_case(kStepAside));  // a: 4 steps left, b: 2 steps right
    auto from_start = [&](const PairDistances& pair, int first, int second) {
        return int{pair.steps(aside.cell_number(aside.start(), first),
                              aside.cell_number(aside.start(), second))};
    };
    EXPECT_EQ(from_start(PairDistances(aside, 0, 1), 0, 1), 4);
    EXPECT_EQ(from_start(PairDistances(aside, 0, 2), 0, 2), 4);  // c is a phantom
    EXPECT_EQ(from_start(PairDistances(aside, 1, 2), 1, 2), 2);

    const StateSpace blocked(only_case(lines({"6 4 2", "######", "#aBbA#", "######", "######"})));
    EXPECT_EQ(PairDistances(blocked, 0, 1)
                  .steps(blocked.cell_number(blocked.start(), 0),
                         blocked.cell_number(blocked.start(), 1)),
              PairDistances::kUnreachable);
}

TEST(HalloweenSolver, AnswersEachCaseOfAMixedFileAsIfItWereAlone) {
    // Different sizes and ghost counts in a row, twice: state left over from one case (a visited
    // set, the cell numbering, the phantom ghosts) would change a later answer.
    const std::vector<std::string> cases{kStepAside, kOneGhost, kOneStep,
                                         lines({"16 4 3", "################", "## ########## ##",
                                                "#    ABCcba    #", "################"})};
    std::string file, expected;
    for (int round = 0; round < 2; ++round)
        for (const std::string& one : cases) {
            file += one;
            expected += answer_of(one);
        }
    EXPECT_EQ(expected, "4\n4\n1\n36\n4\n4\n1\n36\n");
    EXPECT_EQ(solve(file + "0 0 0\n", "mixed.in"), expected);
}

TEST(HalloweenSolver, EverySearchAgreesOnTheHardestGeneratedMaps) {
    GeneratorCall open_maps{
        "halloween", "long", {{"start", "open"}, {"rounds", "0"}, {"cases", "2"}}, 5};
    GeneratorCall long_maps{"halloween", "long", {{"rounds", "0"}, {"cases", "2"}}, 31};
    for (const GeneratorCall& call : {open_maps, long_maps})
        for (const Case& one : parse_input(generate(call), call.command_line())) {
            SCOPED_TRACE(call.command_line());
            const std::optional<int> forward = shortest_steps(one, Search::Forward);
            EXPECT_EQ(shortest_steps(one, Search::Bidirectional), forward);
            EXPECT_EQ(shortest_steps(one, Search::Guided), forward);
        }
}

}  // namespace
}  // namespace gridjudge::halloween
