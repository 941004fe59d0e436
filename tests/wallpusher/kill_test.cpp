// The Wall Pusher kill table (docs/wallpusher.md): the official plan for the shipped seed, judged
// in the sandbox as the judge judges (tests/common/kill_table.h) with the real checker, for a
// correct control, the wrong programs of wrong/ and the example contest's programs. Each wrong
// program must get exactly the verdict and message its bug earns on the test aimed at it; the
// slow ones must still run at twice the limit on every test of the hard group; and no run may
// end between half the limit and twice it, where load could flip its verdict.
#include <gtest/gtest.h>

#include "tests/common/kill_table.h"
#include "tests/wallpusher/official_plan.h"

namespace gridjudge::wallpusher {
namespace {

using gridjudge::testing::KillTable;

// The statement's limits: 1 s of CPU time, 256 MiB.
gridjudge::testing::KillProblem official_problem() {
    gridjudge::testing::KillProblem problem{"wallpusher", 1000, 256, {}};
    for (const testing::OfficialTest& test : testing::official_tests())
        problem.tests.push_back({test.planned.name, test.planned.group, test.input, test.answer});
    return problem;
}

const std::vector<gridjudge::testing::KillProgram> kPrograms{
    {"correct", WALLPUSHER_CORRECT},
    {"deepening_from_2", WALLPUSHER_DEEPENING_FROM_2},
    {"pushes_outer_walls", WALLPUSHER_PUSHES_OUTER_WALLS},
    {"ignores_double_walls", WALLPUSHER_IGNORES_DOUBLE_WALLS},
    {"alice", WALLPUSHER_ALICE},
    {"bob", WALLPUSHER_BOB},
    {"dave", WALLPUSHER_DAVE},
};

// Made and judged once for the whole binary, printed for the doc.
KillTable& table() {
    static KillTable table = gridjudge::testing::judge_programs(official_problem(), kPrograms);
    return table;
}

using WallpusherKill = gridjudge::testing::KillTest;

TEST_F(WallpusherKill, CorrectProgramsPassEveryTest) {
    for (const char* program : {"correct", "alice"})
        for (const gridjudge::testing::OfficialTest& test : table().tests())
            gridjudge::testing::expect_run(table(), program, test.name, Verdict::AC);
}

TEST_F(WallpusherKill, WrongProgramsGetTheVerdictTheirBugEarnsOnTheTestAimedAtIt) {
    using gridjudge::testing::expect_run;
    expect_run(table(), "deepening_from_2", "01", Verdict::WA, "case 1: 2 moves, but 1 is enough");
    expect_run(table(), "bob", "01", Verdict::WA, "case 1: 2 moves, but 1 is enough");
    expect_run(table(), "pushes_outer_walls", "06", Verdict::WA,
               "case 1, move 1: 'N' from row 1, column 6 walks into an outer wall, which cannot be "
               "pushed out of the maze");
    expect_run(table(), "ignores_double_walls", "07", Verdict::WA,
               "case 1, move 1: 'W' from row 1, column 3 walks into a wall that cannot be pushed "
               "(a wall lies behind it)");
}

// The hard group is there for exponential searches: iterative deepening without a bound on the
// moves still needed must still run at twice the limit on every hard test.
TEST_F(WallpusherKill, SlowSearchesAreExcludedFromEveryHardTestByAMargin) {
    gridjudge::testing::expect_excluded_by_time(table(), "dave", "hard");
    gridjudge::testing::expect_excluded_by_time(table(), "bob", "hard");
}

TEST_F(WallpusherKill, NoRunEndsWhereLoadCouldFlipItsVerdict) {
    ASSERT_FALSE(table().row_names().empty());
    for (const std::string& program : table().row_names())
        gridjudge::testing::expect_clear_margins(table(), program);
}

}  // namespace
}  // namespace gridjudge::wallpusher
