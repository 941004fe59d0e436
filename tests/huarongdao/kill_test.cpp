// The huarongdao kill table (docs/huarongdao.md): the official plan for the shipped seed, made
// in-process, judged in the sandbox as the judge judges (tests/common/kill_table.h) for the
// programs of wrong/, the reference, and the example contest's programs. Each wrong solution
// must get its verdict on the test aimed at its bug; the slow ones must still run at twice the
// limit on every test of the group meant to exclude them (the full group: q = 500 on 30 x 30);
// and no run may end between half the limit and twice it, where load could flip its verdict.
#include <gtest/gtest.h>

#include "tests/common/kill_table.h"
#include "tests/huarongdao/support.h"

namespace gridjudge::huarongdao {
namespace {

using testing::KillTable;
using testing::MemoryKills;

// The statement's limits: 1 s of CPU time, 128 MiB; NOIP file names.
testing::KillProblem official_problem() {
    testing::KillProblem problem{"tokens", 1000, 128, {}};
    for (const test_support::MadeTest& test : test_support::official_plan())
        problem.tests.push_back({test.planned.name, test.planned.group, test.input, test.answers});
    return problem;
}

const ProblemIo kFiles{IoMode::File, "puzzle.in", "puzzle.out"};

const std::vector<testing::KillProgram> kPrograms{
    {"reference", HUARONGDAO_REFERENCE, {}},
    {"correct_fast", HUARONGDAO_CORRECT_FAST, {}},
    {"no_s_equals_t", HUARONGDAO_NO_S_EQUALS_T, {}},
    {"blank_through_piece", HUARONGDAO_BLANK_THROUGH_PIECE, {}},
    {"naive_bfs", HUARONGDAO_NAIVE_BFS, {}},
    {"visited_on_pop", HUARONGDAO_VISITED_ON_POP, {}},
    {"alice", HUARONGDAO_EXAMPLE_ALICE, kFiles},
    {"bob", HUARONGDAO_EXAMPLE_BOB, kFiles},
    {"carol", HUARONGDAO_EXAMPLE_CAROL, kFiles},
    {"dave", HUARONGDAO_EXAMPLE_DAVE, kFiles},
};

// Made and judged once for the whole binary, printed for the doc.
KillTable& table() {
    static KillTable table = testing::judge_programs(official_problem(), kPrograms);
    return table;
}

using HuarongdaoKill = testing::KillTest;

TEST_F(HuarongdaoKill, CorrectProgramsPassEveryTest) {
    for (const char* program : {"reference", "correct_fast", "alice"})
        for (const testing::OfficialTest& test : table().tests())
            testing::expect_run(table(), program, test.name, Verdict::AC);
}

TEST_F(HuarongdaoKill, WrongAnswersDieOnTheTestAimedAtTheirBug) {
    testing::expect_run(table(), "no_s_equals_t", "01", Verdict::WA);        // S = T on 1x7
    testing::expect_run(table(), "no_s_equals_t", "02", Verdict::WA);        // the S = T trap
    testing::expect_run(table(), "blank_through_piece", "03", Verdict::WA);  // the bridge trap
    testing::expect_run(table(), "dave", "01", Verdict::WA);                 // forgets S = T
    testing::expect_run(table(), "carol", "01", Verdict::WA,
                        "the program wrote its answer to standard output, but this problem is "
                        "judged by the file puzzle.out, which it did not create; to judge "
                        "standard output instead, judge it again with --io stdio");
}

// The O(q (nm)^2) brute force passes the small groups (as in NOIP, where it earns 60 points)
// and must still run at twice the limit on every full test; the fast method with the
// visited-on-pop bug dies of its exploding queue there, by time or by memory.
TEST_F(HuarongdaoKill, SlowSolutionsAreExcludedFromEveryFullTestByAMargin) {
    testing::expect_excluded_by_time(table(), "naive_bfs", "full");
    testing::expect_excluded_by_time(table(), "bob", "full");
    testing::expect_excluded_by_time(table(), "visited_on_pop", "full", MemoryKills::AnyTime);
    for (const testing::OfficialTest& test : table().tests())
        if (test.group != "full") {
            testing::expect_run(table(), "naive_bfs", test.name, Verdict::AC);
            testing::expect_run(table(), "bob", test.name, Verdict::AC);
        }
}

TEST_F(HuarongdaoKill, NoRunEndsWhereLoadCouldFlipItsVerdict) {
    ASSERT_FALSE(table().row_names().empty());
    for (const std::string& program : table().row_names())
        testing::expect_clear_margins(
            table(), program,
            program == "visited_on_pop" ? MemoryKills::AnyTime : MemoryKills::Strict);
}

}  // namespace
}  // namespace gridjudge::huarongdao
