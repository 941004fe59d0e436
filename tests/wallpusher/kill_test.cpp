// The official test plan for a fixed seed, generated in-process, against contestant programs
// built -O2: the reference's answers and a correct control pass every test, and every wrong
// solution fails the test aimed at its bug, for the reason it should. Prints the kill table
// that docs/wallpusher.md quotes.
#include <gtest/gtest.h>

#include <chrono>
#include <iostream>
#include <map>

#include "checkers/wallpusher_checker.h"
#include "generators/wallpusher/wallpusher_generators.h"
#include "reference/wallpusher/wallpusher.h"
#include "tests/common/run_program.h"

namespace gridjudge::wallpusher {
namespace {

using checkers::CheckVerdict;

constexpr std::uint64_t kPlanSeed = 10384;

struct OfficialTest {
    PlannedTest planned;
    std::string input;
    std::string answer;
};

std::vector<OfficialTest> make_official_tests() {
    std::vector<OfficialTest> tests;
    for (PlannedTest& planned : test_plan(kPlanSeed)) {
        std::string input = generate(planned.call);
        std::string answer = solve(input, planned.name);
        tests.push_back({std::move(planned), std::move(input), std::move(answer)});
    }
    return tests;
}

const std::vector<OfficialTest>& official_tests() {
    static const std::vector<OfficialTest> tests = make_official_tests();
    return tests;
}

// "OK", "WA: case 1: ..." and so on: the checker's verdict, or what stopped the program first.
std::string judge(const char* program, const OfficialTest& test) {
    const gridjudge::testing::ProgramRun run =
        gridjudge::testing::run_program(program, {}, test.input, std::chrono::seconds(2));
    if (run.timed_out) return "TLE";
    if (run.exit_code != 0) return "RE: exit code " + std::to_string(run.exit_code);
    const checkers::CheckResult result =
        checkers::check_wallpusher(test.input, run.out, test.answer);
    static const std::map<CheckVerdict, std::string> kNames{{CheckVerdict::Ok, "OK"},
                                                            {CheckVerdict::WrongAnswer, "WA"},
                                                            {CheckVerdict::PresentationError, "PE"},
                                                            {CheckVerdict::Fail, "FAIL"}};
    return kNames.at(result.verdict) +
           (result.verdict == CheckVerdict::Ok ? "" : ": " + result.message);
}

// The verdict of every official test for `program`, judged once.
const std::vector<std::string>& verdicts(const char* program) {
    static std::map<std::string, std::vector<std::string>> judged;
    auto [entry, fresh] = judged.try_emplace(program);
    if (fresh) {
        for (const OfficialTest& test : official_tests())
            entry->second.push_back(judge(program, test));
        std::cout << "kill table, " << program << ":\n";
        for (std::size_t i = 0; i < entry->second.size(); ++i)
            std::cout << "  " << official_tests()[i].planned.name << " "
                      << official_tests()[i].planned.group << ": " << entry->second[i] << "\n";
    }
    return entry->second;
}

bool starts_with(const std::string& text, std::string_view prefix) {
    return text.compare(0, prefix.size(), prefix) == 0;
}
bool ends_with(const std::string& text, std::string_view suffix) {
    return text.size() >= suffix.size() &&
           text.compare(text.size() - suffix.size(), suffix.size(), suffix) == 0;
}

// One test for the whole table: ctest runs every TEST in its own process, and each would make
// the plan again.
TEST(WallpusherKill, OfficialPlanKillsEveryWrongSolutionAndPassesTheRightOnes) {
    for (const OfficialTest& test : official_tests())
        EXPECT_EQ(checkers::check_wallpusher(test.input, test.answer, test.answer).verdict,
                  CheckVerdict::Ok)
            << "reference answer of " << test.planned.name;
    for (const std::string& verdict : verdicts(WALLPUSHER_CORRECT)) EXPECT_EQ(verdict, "OK");

    const std::string& one_move = verdicts(WALLPUSHER_DEEPENING_FROM_2)[0];  // 01 exit-adjacent
    EXPECT_TRUE(starts_with(one_move, "WA: case 1: not shortest: leaves in ")) << one_move;
    EXPECT_TRUE(ends_with(one_move, " moves, the jury's in 1")) << one_move;

    const std::string& outer = verdicts(WALLPUSHER_PUSHES_OUTER_WALLS)[5];  // 06
    EXPECT_TRUE(starts_with(outer, "WA: case 1, move 1 (")) << outer;
    EXPECT_TRUE(ends_with(outer, "): pushes an outer wall")) << outer;

    const std::string& doubled = verdicts(WALLPUSHER_IGNORES_DOUBLE_WALLS)[6];  // 07
    EXPECT_TRUE(starts_with(doubled, "WA: case 1, move 1 (")) << doubled;
    EXPECT_TRUE(ends_with(doubled, "): pushes two walls")) << doubled;
}

TEST(WallpusherKill, SameSeedGivesTheSameBytes) {
    const std::vector<OfficialTest> again = make_official_tests();
    ASSERT_EQ(again.size(), official_tests().size());
    for (std::size_t i = 0; i < again.size(); ++i) {
        EXPECT_EQ(again[i].planned.call.command_line(),
                  official_tests()[i].planned.call.command_line());
        EXPECT_EQ(again[i].input, official_tests()[i].input) << again[i].planned.name;
        EXPECT_EQ(again[i].answer, official_tests()[i].answer) << again[i].planned.name;
    }
}

}  // namespace
}  // namespace gridjudge::wallpusher
