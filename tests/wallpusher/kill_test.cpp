// The official test plan for a fixed seed, generated in-process, against contestant programs
// built -O2: the reference's answers and a correct control pass every test, and every wrong
// solution fails the test aimed at its bug, for the reason it should. Prints the kill table
// that docs/wallpusher.md quotes.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <iostream>
#include <map>
#include <sstream>
#include <stdexcept>

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

// The verdict of every official test for `program`, judged once, by test name.
const std::map<std::string, std::string>& verdicts(const char* program) {
    static std::map<std::string, std::map<std::string, std::string>> judged;
    auto [entry, fresh] = judged.try_emplace(program);
    if (fresh) {
        std::cout << "kill table, " << program << ":\n";
        for (const OfficialTest& test : official_tests()) {
            const std::string& verdict =
                entry->second.emplace(test.planned.name, judge(program, test)).first->second;
            std::cout << "  " << test.planned.name << " " << test.planned.group << ": " << verdict
                      << "\n";
        }
    }
    return entry->second;
}

// The reference answer's length of every case of a test, in order.
std::vector<std::size_t> answer_lengths(const OfficialTest& test) {
    std::vector<std::size_t> lengths;
    std::istringstream lines(test.answer);
    for (std::string line; std::getline(lines, line);) lengths.push_back(line.size());
    return lengths;
}

const OfficialTest& official_test(std::string_view name) {
    for (const OfficialTest& test : official_tests())
        if (test.planned.name == name) return test;
    throw std::out_of_range("no official test " + std::string(name));
}

// FNV-1a over every input and answer: one number that pins the plan's bytes on every machine.
std::uint64_t plan_digest() {
    std::uint64_t hash = 14695981039346656037ULL;
    for (const OfficialTest& test : official_tests())
        for (const std::string* text : {&test.input, &test.answer})
            for (unsigned char byte : *text) hash = (hash ^ byte) * 1099511628211ULL;
    return hash;
}

// One test for the whole table: ctest runs every TEST in its own process, and each would make
// the plan again. Each wrong solution must get exactly the verdict its bug earns on the test
// aimed at it (the table in docs/wallpusher.md shows where else it fails).
TEST(WallpusherKill, OfficialPlanKillsEveryWrongSolutionAndPassesTheRightOnes) {
    for (const OfficialTest& test : official_tests())
        EXPECT_EQ(checkers::check_wallpusher(test.input, test.answer, test.answer).verdict,
                  CheckVerdict::Ok)
            << "reference answer of " << test.planned.name;
    for (const auto& [name, verdict] : verdicts(WALLPUSHER_CORRECT))
        EXPECT_EQ(verdict, "OK") << name;

    EXPECT_EQ(verdicts(WALLPUSHER_DEEPENING_FROM_2).at("01"),
              "WA: case 1: 3 moves, but 1 is enough");
    EXPECT_EQ(
        verdicts(WALLPUSHER_PUSHES_OUTER_WALLS).at("06"),
        "WA: case 1, move 1: 'S' from row 4, column 1 walks into an outer wall, which cannot be "
        "pushed out of the maze");
    EXPECT_EQ(
        verdicts(WALLPUSHER_IGNORES_DOUBLE_WALLS).at("07"),
        "WA: case 1, move 1: 'E' from row 4, column 3 walks into a wall that cannot be pushed "
        "(a wall lies behind it)");
}

// Issue 3: the long group holds searched escapes of at least 18 moves. The exact lengths catch
// a change of the search or of the hard list.
TEST(WallpusherKill, LongGroupHasTheSearchedLongEscapes) {
    for (const OfficialTest& test : official_tests()) {
        const std::vector<std::size_t> lengths = answer_lengths(test);
        std::cout << test.planned.name << " answer lengths "
                  << *std::min_element(lengths.begin(), lengths.end()) << ".."
                  << *std::max_element(lengths.begin(), lengths.end()) << "\n";
    }
    EXPECT_EQ(answer_lengths(official_test("08")), (std::vector<std::size_t>{22, 19}));
    EXPECT_EQ(answer_lengths(official_test("09")),
              (std::vector<std::size_t>{24, 23, 23, 23, 23, 24}));
    EXPECT_EQ(answer_lengths(official_test("01")), std::vector<std::size_t>(10, 1));
}

// The digest was recorded on the development machine: any other machine must make the same bytes.
TEST(WallpusherKill, SameSeedGivesTheSameBytesOnEveryMachine) {
    EXPECT_EQ(plan_digest(), 4573462894039889969ULL);
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
