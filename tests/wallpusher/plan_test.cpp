// The official plan's bytes and promises: the reference's answers pass the checker, the long
// group holds the searched long escapes, and the same seed gives the same bytes everywhere.
#include <gtest/gtest.h>

#include <algorithm>
#include <iostream>
#include <sstream>
#include <stdexcept>

#include "checkers/wallpusher_checker.h"
#include "tests/wallpusher/official_plan.h"

namespace gridjudge::wallpusher {
namespace {

using testing::official_tests;
using testing::OfficialTest;

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
std::uint64_t plan_digest(const std::vector<OfficialTest>& tests) {
    std::uint64_t hash = 14695981039346656037ULL;
    for (const OfficialTest& test : tests)
        for (const std::string* text : {&test.input, &test.answer})
            for (unsigned char byte : *text) hash = (hash ^ byte) * 1099511628211ULL;
    return hash;
}

TEST(WallpusherPlan, TheReferenceAnswersPassTheChecker) {
    for (const OfficialTest& test : official_tests()) {
        const checkers::CheckResult result =
            checkers::check_wallpusher(test.input, test.answer, test.answer);
        EXPECT_EQ(result.verdict, checkers::CheckVerdict::Ok)
            << test.planned.name << ": " << result.message;
    }
}

// The long group holds searched escapes of at least 18 moves. The exact lengths catch a change
// of the search or of the hard list.
TEST(WallpusherPlan, LongGroupHasTheSearchedLongEscapes) {
    for (const OfficialTest& test : official_tests()) {
        const std::vector<std::size_t> lengths = answer_lengths(test);
        std::cout << test.planned.name << " answer lengths "
                  << *std::min_element(lengths.begin(), lengths.end()) << ".."
                  << *std::max_element(lengths.begin(), lengths.end()) << "\n";
    }
    EXPECT_EQ(answer_lengths(official_test("08")), (std::vector<std::size_t>{19, 21}));
    EXPECT_EQ(answer_lengths(official_test("09")),
              (std::vector<std::size_t>{23, 24, 23, 24, 24, 24}));
    EXPECT_EQ(answer_lengths(official_test("01")), std::vector<std::size_t>(10, 1));
}

// The digest was recorded on the development machine: any other machine must make the same bytes.
TEST(WallpusherPlan, SameSeedGivesTheSameBytesOnEveryMachine) {
    EXPECT_EQ(plan_digest(official_tests()), 4840316501782668133ULL);
    const std::vector<OfficialTest> again = testing::make_official_tests();
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
