#include "reference/common/text_input.h"

#include <gtest/gtest.h>

namespace gridjudge {
namespace {

std::string error_of(auto&& action) {
    try {
        action();
    } catch (const InputError& error) {
        return error.what();
    }
    return "no error";
}

TEST(TextInput, SplitsLinesAndStripsCarriageReturns) {
    TextInput input("3 4\r\n 5\t6 \n", "a.in");
    Line first = input.next_line("header");
    EXPECT_EQ(first.number, 1);
    EXPECT_EQ(first.text, "3 4");
    ASSERT_EQ(first.tokens.size(), 2u);
    EXPECT_EQ(input.int_field(first, 1, "m", 1, 30), 4);
    Line second = input.next_line("row");
    EXPECT_EQ(second.number, 2);
    EXPECT_EQ(second.tokens, (std::vector<std::string_view>{"5", "6"}));
    EXPECT_TRUE(input.at_end());
}

TEST(TextInput, EndOfFileNamesWhatWasExpected) {
    TextInput input("1 2\n", "puzzle.in");
    input.next_line("header");
    EXPECT_EQ(error_of([&] { input.next_line("row 1 of the board"); }),
              "puzzle.in:2: row 1 of the board: expected here, but the file ends");
}

TEST(TextInput, IntegerFieldsAreStrict) {
    TextInput input("7 +3 1x -0 99999999999999999999 -5\n", "f.in");
    Line line = input.next_line("numbers");
    EXPECT_EQ(error_of([&] { input.int_field(line, 0, "n", 1, 5); }),
              "f.in:1: n: must be between 1 and 5, found 7");
    EXPECT_EQ(error_of([&] { input.int_field(line, 1, "m", 1, 5); }),
              "f.in:1: m: expected an integer, found '+3'");
    EXPECT_EQ(error_of([&] { input.int_field(line, 2, "q", 1, 5); }),
              "f.in:1: q: expected an integer, found '1x'");
    EXPECT_EQ(input.int_field(line, 3, "z", -1, 1), 0);
    EXPECT_EQ(error_of([&] { input.int_field(line, 4, "big", 0, 10); }),
              "f.in:1: big: integer '99999999999999999999' is out of range");
    EXPECT_EQ(input.int_field(line, 5, "neg", -5, 0), -5);
    EXPECT_EQ(error_of([&] { input.int_field(line, 6, "extra", 0, 1); }),
              "f.in:1: extra: missing (the line has only 6 values)");
}

TEST(TextInput, TokenCountIsChecked) {
    TextInput input("1 2 3\n", "f.in");
    Line line = input.next_line("header");
    EXPECT_NO_THROW(input.expect_token_count(line, 3, "header"));
    EXPECT_EQ(error_of([&] { input.expect_token_count(line, 2, "header (n m)"); }),
              "f.in:1: header (n m): expected 2 values, found 3");
}

TEST(TextInput, OnlyBlankLinesMayFollowTheTerminator) {
    TextInput ok("0 0\n\n  \n", "f.in");
    ok.next_line("terminator");
    EXPECT_NO_THROW(ok.expect_only_blank_lines("the terminator '0 0'"));

    TextInput bad("0 0\n\n1 2\n", "f.in");
    bad.next_line("terminator");
    EXPECT_EQ(error_of([&] { bad.expect_only_blank_lines("the terminator '0 0'"); }),
              "f.in:3: unexpected content after the terminator '0 0': '1'");
}

TEST(TextInput, UnprintableTokensAreShownSafely) {
    TextInput input("\x01\x7f\n", "f.in");
    Line line = input.next_line("n");
    EXPECT_EQ(error_of([&] { input.int_field(line, 0, "n", 0, 1); }),
              "f.in:1: n: expected an integer, found '?"
              "?'");
}

}  // namespace
}  // namespace gridjudge
