// Each built-in problem's one-line summaries of its inputs and answers, through the registry the
// package builder uses (nothing outside a problem's module names the problem).
#include <gtest/gtest.h>

#include "reference/problems.h"

namespace gridjudge {
namespace {

const ProblemInfo& problem(std::string_view id) {
    return *find_problem(id);
}

TEST(Summaries, DescribeInputsAndAnswers) {
    EXPECT_EQ(problem("huarongdao").summarize_input("30 29 500\n1 1\n"), "30x29, q=500");
    EXPECT_EQ(problem("huarongdao").summarize_answer("3\n-1\n7\n-1\n"), "4 answers, max 7, 2 x -1");
    EXPECT_EQ(problem("halloween").summarize_answer("77\n"), "answer 77");
    EXPECT_EQ(problem("wallpusher").summarize_answer("NES\nW\n"), "2 sequences, 1..3 moves");
    EXPECT_EQ(problem("halloween")
                  .summarize_input("5 5 2\n#####\n#A#B#\n#   #\n#b#a#\n#####\n"
                                   "4 4 1\n####\n#a #\n# A#\n####\n0 0 0\n"),
              "2 maps, largest 5x5, up to 2 ghosts");
    EXPECT_EQ(problem("wallpusher")
                  .summarize_input("1 1\n0 0 0 0 0 0\n0 0 0 0 0 0\n0 0 0 0 0 0\n"
                                   "0 0 0 0 0 0\n0 0\n"),
              "1 maze");
}

}  // namespace
}  // namespace gridjudge
