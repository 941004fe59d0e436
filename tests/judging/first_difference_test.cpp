#include "judge/judging/first_difference.h"

#include <gtest/gtest.h>

namespace gridjudge {
namespace {

TEST(FirstDifference, IgnoresSpacingAndTrailingBlankLines) {
    EXPECT_FALSE(first_difference("1  2\n3\n\n\n", "1 2\n3"));
    EXPECT_FALSE(first_difference("7\r\n", "7\n"));
}

TEST(FirstDifference, NamesTheFirstDifferingLine) {
    auto difference = first_difference("2\n-1\n5\n", "2\n-1\n4\n");
    ASSERT_TRUE(difference);
    EXPECT_EQ(difference->line, 3);
    EXPECT_EQ(difference->expected, "4");
    EXPECT_EQ(difference->got, "5");
}

TEST(FirstDifference, ReportsMissingAndExtraLines) {
    auto missing = first_difference("2\n", "2\n-1\n");
    ASSERT_TRUE(missing);
    EXPECT_EQ(missing->line, 2);
    EXPECT_EQ(missing->expected, "-1");
    EXPECT_EQ(missing->got, "<end of file>");
    auto extra = first_difference("2\n9\n", "2\n");
    ASSERT_TRUE(extra);
    EXPECT_EQ(extra->expected, "<end of file>");
    EXPECT_EQ(extra->got, "9");
}

TEST(FirstDifference, CapsLongLinesAndHidesControlCharacters) {
    auto difference = first_difference(std::string(300, 'N') + "\x01\n", "NE\n", 10);
    ASSERT_TRUE(difference);
    EXPECT_EQ(difference->got, "NNNNNNNNNN...");
    auto control = first_difference(
        "a\x02"
        "b\n",
        "ab\n");
    EXPECT_EQ(control->got, "a?b");
}

}  // namespace
}  // namespace gridjudge
