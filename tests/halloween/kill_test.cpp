// The halloween kill table (docs/halloween.md): the official plan for the shipped seed, judged
// in the sandbox as the judge judges (tests/common/kill_table.h: 3 s of CPU, exact integers),
// for an accepted control, the wrong programs of wrong/, the realistic programs of slow/ and the
// example contest's programs. Each wrong program must get its verdict on the test aimed at its
// bug; every realistic correct program is either fast enough (AC everywhere) or killed by time
// on test 07 (100 short-answer open maps) while passing everything else; and no run may end
// between half the limit and twice it, where load could flip its verdict: every program is clear
// of the limit by a factor of two either way on every test, by CPU time.
#include <gtest/gtest.h>

#include "tests/common/kill_table.h"
#include "tests/halloween/official_plan.h"

namespace gridjudge::halloween {
namespace {

using gridjudge::testing::KillTable;

// The statement's limits: 3 s of CPU time, 256 MiB.
gridjudge::testing::KillProblem official_problem() {
    gridjudge::testing::KillProblem problem{"tokens", 3000, 256, {}};
    for (const testing::OfficialTest& test : testing::official_tests())
        problem.tests.push_back({test.planned.name, test.planned.group, test.input, test.answer});
    return problem;
}

const std::vector<gridjudge::testing::KillProgram> kPrograms{
    {"accepted", HALLOWEEN_ACCEPTED},
    {"allows_swaps", HALLOWEEN_ALLOWS_SWAPS},
    {"mishandles_n_lt_3", HALLOWEEN_MISHANDLES_N_LT_3},
    {"no_reset_between_cases", HALLOWEEN_NO_RESET_BETWEEN_CASES},
    {"bidirectional_bfs", HALLOWEEN_BIDIRECTIONAL_BFS},
    {"queue_bfs", HALLOWEEN_QUEUE_BFS},
    {"grid_bfs", HALLOWEEN_GRID_BFS},
    {"grid_bfs_full", HALLOWEEN_GRID_BFS_FULL},
    {"full_bfs", HALLOWEEN_FULL_BFS},
    {"alice", HALLOWEEN_ALICE},
    {"bob", HALLOWEEN_BOB},
    {"carol", HALLOWEEN_CAROL},
    {"dave", HALLOWEEN_DAVE},
};

// Made and judged once for the whole binary, printed for the doc.
KillTable& table() {
    static KillTable table = gridjudge::testing::judge_programs(official_problem(), kPrograms);
    return table;
}

using HalloweenKill = gridjudge::testing::KillTest;

// Fast enough: every search that stops at the answer, whether it lists each cell's moves once
// (accepted, alice, queue_bfs), works them out from the map again for every state (grid_bfs, the
// slowest: under a third of the limit on the hardest open map) or meets in the middle.
TEST_F(HalloweenKill, AcceptedProgramsPassEveryTest) {
    for (const char* program : {"accepted", "alice", "bidirectional_bfs", "queue_bfs", "grid_bfs"})
        for (const gridjudge::testing::OfficialTest& test : table().tests())
            gridjudge::testing::expect_run(table(), program, test.name, Verdict::AC);
}

TEST_F(HalloweenKill, EachWrongProgramGetsAWrongAnswerOnTheTestAimedAtItsBug) {
    using gridjudge::testing::expect_run;
    expect_run(table(), "allows_swaps", "03", Verdict::WA);            // small: swap-trap
    expect_run(table(), "mishandles_n_lt_3", "04", Verdict::WA);       // n<3: one ghost
    expect_run(table(), "no_reset_between_cases", "08", Verdict::WA);  // large: multi
    expect_run(table(), "bob", "03", Verdict::WA);                     // lets ghosts swap
}

// Too slow: a search that sweeps every case's whole state space, however short its answer, is
// right everywhere and still running at twice the limit on test 07 (100 open maps, answers of a
// few steps), however it lists its moves.
TEST_F(HalloweenKill, SweepingEveryCaseIsExcludedByTheShortAnswerTest) {
    for (const char* program : {"grid_bfs_full", "full_bfs"}) {
        gridjudge::testing::expect_excluded_by_time_on(table(), program, "07");
        for (const gridjudge::testing::OfficialTest& test : table().tests())
            if (test.name != "07")
                gridjudge::testing::expect_run(table(), program, test.name, Verdict::AC);
    }
}

TEST_F(HalloweenKill, NoRunEndsWhereLoadCouldFlipItsVerdict) {
    ASSERT_FALSE(table().row_names().empty());
    for (const std::string& program : table().row_names())
        gridjudge::testing::expect_clear_margins(table(), program);
}

}  // namespace
}  // namespace gridjudge::halloween
