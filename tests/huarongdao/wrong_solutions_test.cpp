// The official data must kill every known wrong solution (wrong/*.cpp) and let correct ones
// through. The plan is made in-process for a fixed seed; each program runs on each test in
// order under the contest's 1-second limit and stops at its first kill, so the test stays fast.
#include <gtest/gtest.h>

#include <filesystem>
#include <iostream>
#include <sstream>

#include "tests/common/run_program.h"
#include "tests/huarongdao/support.h"

namespace gridjudge::huarongdao {
namespace {

using test_support::MadeTest;
using test_support::official_plan;

constexpr std::chrono::milliseconds kTimeLimit{1000};

enum class Outcome { kAccepted, kWrongAnswer, kTimeLimit, kRuntimeError };

std::string_view describe(Outcome outcome) {
    switch (outcome) {
        case Outcome::kAccepted:
            return "accepted";
        case Outcome::kWrongAnswer:
            return "wrong answer";
        case Outcome::kTimeLimit:
            return "time limit";
        case Outcome::kRuntimeError:
            return "runtime error";
    }
    return "?";
}

std::vector<std::string> tokens(const std::string& text) {
    std::istringstream stream(text);
    std::vector<std::string> result;
    for (std::string token; stream >> token;) result.push_back(token);
    return result;
}

Outcome run_on(std::string_view program, const MadeTest& test) {
    std::filesystem::path exe = std::filesystem::path(HUARONGDAO_PROGRAMS_DIR) / program;
    gridjudge::testing::ProgramRun run =
        gridjudge::testing::run_program(exe, {}, test.input, kTimeLimit);
    if (run.timed_out) return Outcome::kTimeLimit;
    if (run.exit_code != 0) return Outcome::kRuntimeError;
    return tokens(run.out) == tokens(test.answers) ? Outcome::kAccepted : Outcome::kWrongAnswer;
}

struct Kill {
    std::string test;  // name of the first test that kills, empty if none does
    Outcome how = Outcome::kAccepted;
};

Kill first_kill(std::string_view program) {
    for (const MadeTest& test : official_plan()) {
        Outcome outcome = run_on(program, test);
        if (outcome != Outcome::kAccepted) return {test.planned.name, outcome};
    }
    return {};
}

struct WrongSolution {
    std::string_view program;
    Outcome expected;             // how the data must kill it
    std::string_view first_test;  // pinned for answer kills, which depend on the data alone;
                                  // empty for time kills, which depend on the machine too
};

// The kill table of docs/huarongdao.md.
TEST(HuarongdaoWrongSolutions, EveryOneIsKilled) {
    const WrongSolution wrong[] = {
        {"huarongdao_wrong_no_s_equals_t", Outcome::kWrongAnswer, "01"},
        {"huarongdao_wrong_blank_through_piece", Outcome::kWrongAnswer, "03"},
        {"huarongdao_wrong_naive_bfs", Outcome::kTimeLimit, ""},
        {"huarongdao_wrong_visited_on_pop", Outcome::kTimeLimit, ""},
    };
    for (const WrongSolution& solution : wrong) {
        Kill kill = first_kill(solution.program);
        std::cout << "[ kill     ] " << solution.program << ": "
                  << (kill.test.empty() ? "survives" : "test " + kill.test) << ", "
                  << describe(kill.how) << "\n";
        EXPECT_FALSE(kill.test.empty()) << solution.program << " survives every test";
        EXPECT_EQ(describe(kill.how), describe(solution.expected)) << solution.program;
        if (!solution.first_test.empty()) {
            EXPECT_EQ(kill.test, solution.first_test) << solution.program;
        }
    }
}

TEST(HuarongdaoWrongSolutions, CorrectProgramsPassEveryTestInTime) {
    for (std::string_view program : {"huarongdao_reference_program", "huarongdao_correct_fast"})
        for (const MadeTest& test : official_plan())
            EXPECT_EQ(describe(run_on(program, test)), describe(Outcome::kAccepted))
                << program << " on test " << test.planned.name;
}

}  // namespace
}  // namespace gridjudge::huarongdao
