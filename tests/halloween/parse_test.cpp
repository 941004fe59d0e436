// The validator accepts valid files and rejects each broken one with the exact message a problem
// setter will read.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "reference/common/input_error.h"
#include "reference/halloween/halloween.h"
#include "tests/halloween/test_maps.h"

namespace gridjudge::halloween {
namespace {

using testing::lines;

// validate()'s message, or "valid".
std::string verdict(const std::string& input) {
    try {
        validate(input, "halloween.in");
        return "valid";
    } catch (const InputError& error) {
        return error.what();
    }
}

const std::string kSmallCase = lines({"5 5 2", "#####", "#A#B#", "#   #", "#b#a#", "#####"});

TEST(HalloweenValidate, AcceptsTheSampleFile) {
    EXPECT_EQ(verdict(testing::sample_input()), "valid");
}

TEST(HalloweenValidate, AcceptsCrlfLineEnds) {
    std::string crlf;
    for (char c : testing::sample_input())
        crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
    EXPECT_EQ(verdict(crlf), "valid");
    EXPECT_EQ(solve(crlf, "halloween.in"), testing::sample_answer());
}

TEST(HalloweenValidate, AcceptsAMissingFinalLineEndAndBlankLinesAfterTheTerminator) {
    EXPECT_EQ(verdict(kSmallCase + "0 0 0"), "valid");
    EXPECT_EQ(verdict(kSmallCase + "0 0 0\n\n  \n"), "valid");
}

struct Broken {
    std::string what;
    std::string input;
    std::string message;
};

TEST(HalloweenValidate, RejectsEachBrokenFileWithItsExactMessage) {
    const std::string zero = "0 0 0\n";
    const std::vector<Broken> broken{
        {"empty file", "",
         "halloween.in:1: the first case's 'w h n': expected here, but the file ends"},
        {"short header", lines({"5 5"}) + zero,
         "halloween.in:1: case header 'w h n': expected 3 values, found 2"},
        {"h too small", lines({"5 3 1"}) + zero,
         "halloween.in:1: h: must be between 4 and 16, found 3"},
        {"w too large", lines({"17 5 1"}) + zero,
         "halloween.in:1: w: must be between 4 and 16, found 17"},
        {"four ghosts", lines({"5 5 4"}) + zero,
         "halloween.in:1: n: must be between 1 and 3, found 4"},
        {"not a number", lines({"5 5 x"}) + zero,
         "halloween.in:1: n: expected an integer, found 'x'"},
        {"no case at all", zero,
         "halloween.in:1: the file holds no case; at least one is required"},
        {"short row", lines({"5 5 2", "#####", "#A#B", "#   #", "#b#a#", "#####"}) + zero,
         "halloween.in:3: row 2: expected 5 characters (w), found 4"},
        {"trailing space", lines({"5 5 2", "#####", "#A#B# ", "#   #", "#b#a#", "#####"}) + zero,
         "halloween.in:3: row 2: expected 5 characters (w), found 6"},
        {"missing rows", lines({"5 5 2", "#####", "#A#B#", "#   #"}),
         "halloween.in:5: row 4 of 5: expected here, but the file ends"},
        {"tab", lines({"5 5 2", "#####", "#A#B#", "#\t  #", "#b#a#", "#####"}) + zero,
         "halloween.in:4: row 3, column 2: unexpected character a tab; a map holds only '#', ' ', "
         "a-c and A-C"},
        {"stray carriage return",
         lines({"5 5 2", "#####", "#A#B#", "# \r #", "#b#a#", "#####"}) + zero,
         "halloween.in:4: row 3, column 3: unexpected character a carriage return; a map holds "
         "only '#', ' ', a-c and A-C"},
        {"letter d", lines({"5 5 2", "#####", "#A#B#", "# d #", "#b#a#", "#####"}) + zero,
         "halloween.in:4: row 3, column 3: unexpected character 'd'; a map holds only '#', ' ', "
         "a-c and A-C"},
        {"open border", lines({"5 5 2", "#####", "#A#B#", "    #", "#b#a#", "#####"}) + zero,
         "halloween.in:4: row 3, column 1: the border must be a wall '#', found ' '"},
        {"letter on the border",
         lines({"5 5 1", "#####", "#A  #", "#   a", "# # #", "#####"}) + zero,
         "halloween.in:4: row 3, column 5: the border must be a wall '#', found 'a'"},
        {"ghost beyond n", lines({"5 5 2", "#####", "#A#B#", "# c #", "#b#a#", "#####"}) + zero,
         "halloween.in:4: row 3, column 3: ghost 'c' is not allowed when n = 2 (the map holds a-b "
         "and A-B)"},
        {"target beyond n", lines({"5 5 1", "#####", "#A#B#", "#   #", "#a# #", "#####"}) + zero,
         "halloween.in:3: row 2, column 4: target 'B' is not allowed when n = 1 (the map holds a "
         "and A)"},
        {"ghost twice", lines({"5 5 2", "#####", "#A#B#", "#b  #", "#b#a#", "#####"}) + zero,
         "halloween.in:5: ghost 'b': appears twice (line 4 column 2 and line 5 column 2)"},
        {"target missing", lines({"5 5 2", "#####", "#A# #", "#   #", "#b#a#", "#####"}) + zero,
         "halloween.in:1: target 'B': missing; with n = 2 the map holds a-b and A-B, each exactly "
         "once"},
        {"open 2x2 square",
         lines({"6 6 1", "######", "#a  ##", "#    #", "# #  #", "##  A#", "######"}) + zero,
         "halloween.in:3: 2x2 square at rows 2-3, columns 2-3: has no wall; every 2x2 square must "
         "hold at least one '#'"},
        {"two corridors", lines({"5 5 1", "#####", "#a# #", "# # #", "# #A#", "#####"}) + zero,
         "halloween.in:3: row 2, column 4: corridor cell is not connected to row 2, column 2 (all "
         "corridor cells must be connected)"},
        {"no terminator", kSmallCase,
         "halloween.in:7: the next case's 'w h n' or the terminator '0 0 0': expected here, but "
         "the "
         "file ends"},
        {"content after the terminator", kSmallCase + zero + "\n5 5 2\n",
         "halloween.in:9: unexpected content after the terminator '0 0 0': '5'"},
        {"error in the second case",
         kSmallCase + lines({"5 5 1", "#####", "#a  #", "# # #", "#  A#", "#### "}) + zero,
         "halloween.in:12: row 5, column 5: the border must be a wall '#', found ' '"},
        {"ghosts that cannot pass each other",
         lines({"6 4 2", "######", "#abBA#", "######", "######"}) + zero,
         "halloween.in:1: case 1: the ghosts cannot all reach their targets; every case must be "
         "solvable"},
    };
    for (const Broken& file : broken) {
        SCOPED_TRACE(file.what);
        EXPECT_EQ(verdict(file.input), file.message);
    }
}

TEST(HalloweenValidate, RejectsAFileOfMoreThan100Cases) {
    std::string input;
    for (int i = 0; i < 101; ++i) input += kSmallCase;
    EXPECT_EQ(verdict(input + "0 0 0\n"),
              "halloween.in:601: case 101: a file holds at most 100 cases");
    std::string hundred;
    for (int i = 0; i < 100; ++i) hundred += kSmallCase;
    EXPECT_EQ(verdict(hundred + "0 0 0\n"), "valid");
}

TEST(HalloweenValidate, TheOracleRefusesAnUnsolvableCaseWithTheSameMessage) {
    const std::string input = lines({"6 4 2", "######", "#abBA#", "######", "######", "0 0 0"});
    try {
        solve_with_oracle(input, "halloween.in");
        FAIL() << "the oracle accepted an unsolvable case";
    } catch (const InputError& error) {
        EXPECT_EQ(std::string(error.what()), verdict(input));
    }
}

TEST(HalloweenStatement, StatesTheLimitsAndTheProductsChoices) {
    const std::string_view text = statement();
    for (std::string_view needed : {"3 seconds", "256 MiB", "CRLF", "at most 100 cases",
                                    "rejects a file holding a case in which the ghosts cannot",
                                    "**Time per file.** The time limit is for a whole test file"})
        EXPECT_NE(text.find(needed), std::string_view::npos) << needed;
}

}  // namespace
}  // namespace gridjudge::halloween
