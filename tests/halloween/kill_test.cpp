// The official test plan against contestant-style programs, judged the way the product judges
// them (3 s of CPU, exact integers): the accepted program must pass every test and each wrong one
// must be killed with a wrong answer by the test designed for its bug. Prints the kill table that
// docs/halloween.md shows.
#include <gtest/gtest.h>
#include <sys/resource.h>

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "generators/halloween/halloween_generators.h"
#include "reference/halloween/halloween.h"
#include "tests/common/run_program.h"

namespace gridjudge::halloween {
namespace {

constexpr std::uint64_t kMasterSeed = 20240601;
// As the judge decides: CPU time against the problem's 3 s, and a wall-clock cap three times that,
// so a machine busy with other work does not turn a fast program into a TLE.
constexpr std::chrono::milliseconds kCpuLimit{3000};
constexpr std::chrono::milliseconds kWallLimit = 3 * kCpuLimit;

struct OfficialTest {
    PlannedTest planned;
    std::string input;
    std::string answer;
};

// Generated and answered once for the whole binary: the slowest part of these tests.
const std::vector<OfficialTest>& official_tests() {
    static const std::vector<OfficialTest> tests = [] {
        std::vector<OfficialTest> made;
        for (PlannedTest& planned : test_plan(kMasterSeed)) {
            std::string input = generate(planned.call);
            std::string answer = solve(input, planned.name + ".in");
            made.push_back({std::move(planned), std::move(input), std::move(answer)});
        }
        return made;
    }();
    return tests;
}

std::vector<std::string> tokens(const std::string& text) {
    std::istringstream stream(text);
    std::vector<std::string> words;
    for (std::string word; stream >> word;) words.push_back(word);
    return words;
}

// User and system CPU time of this process's finished children.
std::chrono::microseconds children_cpu() {
    rusage usage{};
    getrusage(RUSAGE_CHILDREN, &usage);
    auto time = [](const timeval& value) {
        return std::chrono::seconds(value.tv_sec) + std::chrono::microseconds(value.tv_usec);
    };
    return time(usage.ru_utime) + time(usage.ru_stime);
}

// "AC", "WA", "TLE" or "RE", as the judge would decide for this program on this test.
std::string verdict(const std::filesystem::path& program, const OfficialTest& test) {
    const std::chrono::microseconds cpu_before = children_cpu();
    const testing::ProgramRun run = testing::run_program(program, {}, test.input, kWallLimit);
    if (run.timed_out || children_cpu() - cpu_before > kCpuLimit) return "TLE";
    if (run.exit_code != 0) return "RE";
    return tokens(run.out) == tokens(test.answer) ? "AC" : "WA";
}

// The program's verdict on every test, printed as one row of the kill table.
std::vector<std::string> verdicts(const std::string& name, const std::filesystem::path& program) {
    std::vector<std::string> row;
    std::string line = name + ":";
    for (const OfficialTest& test : official_tests()) {
        row.push_back(verdict(program, test));
        line += " " + test.planned.name + "=" + row.back();
    }
    std::cout << line << "\n";
    return row;
}

std::size_t index_of(const std::string& test_name) {
    const std::vector<OfficialTest>& tests = official_tests();
    for (std::size_t i = 0; i < tests.size(); ++i)
        if (tests[i].planned.name == test_name) return i;
    throw std::invalid_argument("no test " + test_name);
}

TEST(HalloweenKill, TheAcceptedProgramPassesEveryTest) {
    for (const std::string& result : verdicts("accepted", HALLOWEEN_ACCEPTED))
        EXPECT_EQ(result, "AC");
}

struct WrongProgram {
    std::string name;
    std::filesystem::path program;
    std::string designed_to_die_on;  // the plan's test aimed at this bug
};

TEST(HalloweenKill, EachWrongProgramGetsAWrongAnswerOnTheTestAimedAtItsBug) {
    const std::vector<WrongProgram> wrong{
        {"allows_swaps", HALLOWEEN_ALLOWS_SWAPS, "03"},            // small: swap-trap
        {"mishandles_n_lt_3", HALLOWEEN_MISHANDLES_N_LT_3, "04"},  // n<3: one ghost
        {"no_reset_between_cases", HALLOWEEN_NO_RESET, "08"},      // large: multi
    };
    for (const WrongProgram& program : wrong) {
        SCOPED_TRACE(program.name);
        const std::vector<std::string> row = verdicts(program.name, program.program);
        EXPECT_EQ(row[index_of(program.designed_to_die_on)], "WA");
        for (const std::string& result : row) EXPECT_NE(result, "TLE");  // killed by its bug
    }
}

// FNV-1a: a digest that is the same on every machine, unlike std::hash.
std::uint64_t digest(const std::string& text, std::uint64_t hash = 14695981039346656037ULL) {
    for (unsigned char byte : text) hash = (hash ^ byte) * 1099511628211ULL;
    return hash;
}

// One test, not two: ctest runs each test in its own process, and each would make the plan again.
TEST(HalloweenPlan, GivesTheSameBytesForTheSameSeedAndKeepsTheLongestAnswersFound) {
    std::uint64_t all = 14695981039346656037ULL;
    for (const OfficialTest& test : official_tests()) all = digest(test.input, all);
    // Recorded when the plan was made; a change here means the tests of every package built from
    // this seed would change: make it on purpose (and update docs/halloween.md), or not at all.
    EXPECT_EQ(all, 7883384542763762825ULL);
    const OfficialTest& multi = official_tests()[index_of("08")];
    EXPECT_EQ(generate(multi.planned.call), multi.input);

    EXPECT_EQ(official_tests()[index_of("09")].answer, "202\n");
    EXPECT_EQ(official_tests()[index_of("10")].answer, "170\n184\n194\n178\n");
}

}  // namespace
}  // namespace gridjudge::halloween
