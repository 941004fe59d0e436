// The huarongdao validator: every valid form is accepted and every broken file is refused with
// the exact message (file, line, field, rule) a setter needs to fix it.
#include <gtest/gtest.h>

#include "reference/common/input_error.h"
#include "reference/huarongdao/huarongdao.h"
#include "reference/huarongdao/parse.h"

namespace gridjudge::huarongdao {
namespace {

constexpr std::string_view kSample =
    "3 4 2\n"
    "0 1 1 1\n"
    "0 1 1 0\n"
    "0 1 0 0\n"
    "3 2 1 2 2 2\n"
    "1 2 2 2 3 2\n";

std::string error_of(std::string_view text) {
    try {
        validate(text, "puzzle.in");
    } catch (const InputError& error) {
        return error.what();
    }
    return "accepted";
}

TEST(HuarongdaoParse, ReadsTheSample) {
    Puzzle puzzle = parse_input(kSample, "puzzle.in");
    EXPECT_EQ(puzzle.board.rows, 3);
    EXPECT_EQ(puzzle.board.cols, 4);
    EXPECT_EQ(puzzle.board.movable,
              (std::vector<std::uint8_t>{0, 1, 1, 1, 0, 1, 1, 0, 0, 1, 0, 0}));
    ASSERT_EQ(puzzle.games.size(), 2u);
    EXPECT_EQ(puzzle.games[0], (Game{{2, 1}, {0, 1}, {1, 1}}));
    EXPECT_EQ(puzzle.games[1], (Game{{0, 1}, {1, 1}, {2, 1}}));
}

TEST(HuarongdaoParse, FormatInputRoundTrips) {
    Puzzle puzzle = parse_input(kSample, "puzzle.in");
    EXPECT_EQ(format_input(puzzle), kSample);
}

TEST(HuarongdaoParse, AcceptsEveryAllowedLayoutOfTheText) {
    EXPECT_EQ(error_of(kSample), "accepted");
    EXPECT_EQ(error_of("3 4 2\r\n0 1 1 1\r\n0 1 1 0\r\n0 1 0 0\r\n3 2 1 2 2 2\r\n1 2 2 2 3 2\r\n"),
              "accepted");
    EXPECT_EQ(error_of("  3\t4  2 \n0\t1 1 1\n 0 1 1 0\n0 1 0 0 \n3 2 1 2 2 2\n1 2 2 2 3 2"),
              "accepted");
    EXPECT_EQ(error_of(std::string(kSample) + "\n  \n\t\n"), "accepted");
    EXPECT_EQ(error_of("1 2 1\n1 1\n1 1 1 2 1 1\n"), "accepted");    // the smallest board
    EXPECT_EQ(error_of("2 1 1\n1\n1\n2 1 1 1 1 1\n"), "accepted");   // S = T
    EXPECT_EQ(error_of("1 3 1\n1 1 1\n1 3 1 1 1 3\n"), "accepted");  // E = T
}

struct Broken {
    std::string_view text;
    std::string_view message;
};

TEST(HuarongdaoParse, RefusesEachBrokenFileNamingLineAndField) {
    const Broken cases[] = {
        {"", "puzzle.in:1: n m q: expected here, but the file ends"},
        {"3 4\n", "puzzle.in:1: n m q: expected 3 values, found 2"},
        {"31 4 1\n", "puzzle.in:1: n: must be between 1 and 30, found 31"},
        {"3 0 1\n", "puzzle.in:1: m: must be between 1 and 30, found 0"},
        {"3 4 501\n", "puzzle.in:1: q: must be between 1 and 500, found 501"},
        {"3 4 x\n", "puzzle.in:1: q: expected an integer, found 'x'"},
        {"1 1 1\n1\n1 1 1 1 1 1\n",
         "puzzle.in:1: n m: a 1x1 board cannot hold a game: the blank and the designated piece "
         "need two different cells"},
        {"3 4 2\n0 1 1 1\n0 1 1 7\n", "puzzle.in:3: row 2, column 4: must be 0 or 1, found 7"},
        {"3 4 2\n0 1 1 1\n0 -1 1 0\n", "puzzle.in:3: row 2, column 2: must be 0 or 1, found -1"},
        {"3 4 2\n0 1 1 1\nx 1 1 0\n",
         "puzzle.in:3: row 2, column 1: expected an integer, found 'x'"},
        {"3 4 2\n0 1 1 1\n0 1 1\n", "puzzle.in:3: row 2: expected 4 values, found 3"},
        {"3 4 2\n\n0 1 1 1\n", "puzzle.in:2: row 1: expected 4 values, found 0"},
        {"3 4 2\n0 1 1 1\n", "puzzle.in:3: row 2 of the board: expected here, but the file ends"},
        {"2 1 1\n1\n0\n1 1 1 1 1 1\n",
         "puzzle.in:2: board: every game needs two movable cells (value 1), the blank and the "
         "designated piece, but the board has 1"},
        {"4 4 1\n0 1 1 1\n0 1 1 0\n0 1 0 0\n1 1 1 1\n3 1 1 2 2 2\n",
         "puzzle.in:6: game 1 (EX EY): the blank must be on a movable cell (value 1)"},
        {"3 4 2\n0 1 1 1\n0 1 1 0\n0 1 0 0\n3 2 1 2 2 2\n1 2 2 4 3 2\n",
         "puzzle.in:6: game 2 (SX SY): the designated piece must be on a movable cell (value 1)"},
        {"3 4 2\n0 1 1 1\n0 1 1 0\n0 1 0 0\n3 2 1 2 1 1\n",
         "puzzle.in:5: game 1 (TX TY): the target must be on a movable cell (value 1)"},
        {"3 4 2\n0 1 1 1\n0 1 1 0\n0 1 0 0\n3 2 3 2 2 2\n",
         "puzzle.in:5: game 1 (SX SY): the designated piece cannot be on the blank's cell (EX EY)"},
        {"3 4 2\n0 1 1 1\n0 1 1 0\n0 1 0 0\n0 2 1 2 2 2\n",
         "puzzle.in:5: game 1 (EX): must be between 1 and 3, found 0"},
        {"3 4 2\n0 1 1 1\n0 1 1 0\n0 1 0 0\n3 2 1 5 2 2\n",
         "puzzle.in:5: game 1 (SY): must be between 1 and 4, found 5"},
        {"3 4 2\n0 1 1 1\n0 1 1 0\n0 1 0 0\n3 2 1 2 2 2\n1 2 2 2 3 2 1\n",
         "puzzle.in:6: game 2: expected 6 values, found 7"},
        {"3 4 2\n0 1 1 1\n0 1 1 0\n0 1 0 0\n3 2 1 2 2 2\n",
         "puzzle.in:6: game 2 (EX EY SX SY TX TY): expected here, but the file ends"},
        {"3 4 2\n0 1 1 1\n0 1 1 0\n0 1 0 0\n3 2 1 2 2 2\n1 2 2 2 3 2\n\n1 2 2 2 3 2\n",
         "puzzle.in:8: unexpected content after the last game: '1'"},
    };
    for (const Broken& broken : cases)
        EXPECT_EQ(error_of(broken.text), broken.message) << "input:\n" << broken.text;
}

TEST(HuarongdaoParse, ErrorsCarryTheirPartsForTools) {
    try {
        validate("3 4 2\n0 1 1 1\n0 1 1 7\n", "tests/05.in");
        FAIL() << "accepted a 7 on the board";
    } catch (const InputError& error) {
        EXPECT_EQ(error.source(), "tests/05.in");
        EXPECT_EQ(error.line(), 3);
        EXPECT_EQ(error.field(), "row 2, column 4");
        EXPECT_EQ(error.rule(), "must be 0 or 1, found 7");
    }
}

TEST(HuarongdaoStatement, StatesTheLimitsAndTheProductsChoices) {
    std::string_view text = statement();
    EXPECT_EQ(text.substr(0, 2), "# ");
    for (std::string_view must_hold : {"1 second", "128 MiB", "puzzle.in", "puzzle.out",
                                       "standard input", "S = T", "1×1 board is invalid"})
        EXPECT_NE(text.find(must_hold), std::string_view::npos) << must_hold;
}

}  // namespace
}  // namespace gridjudge::huarongdao
