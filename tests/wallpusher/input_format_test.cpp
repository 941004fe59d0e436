#include "reference/wallpusher/input_format.h"

#include <gtest/gtest.h>

#include "reference/common/input_error.h"
#include "reference/wallpusher/wallpusher.h"
#include "tests/common/run_program.h"
#include "tests/wallpusher/edge_mazes.h"

namespace gridjudge::wallpusher {
namespace {

const std::string kOpenRows = "1 0 0 0 0 4\n1 0 0 0 0 4\n";

std::string sample_input() {
    return gridjudge::testing::read_file(GRIDJUDGE_SAMPLES_DIR "/wallpusher.sample.in");
}

std::string rejection(const std::string& text) {
    try {
        validate(text, "wallpusher.in");
    } catch (const InputError& error) {
        return error.what();
    }
    return "accepted";
}

TEST(WallpusherInput, ParsesTheSampleColumnFirst) {
    const std::vector<MazeCase> cases = parse_input(sample_input(), "sample");
    ASSERT_EQ(cases.size(), 1u);
    EXPECT_EQ(cases[0].line, 1);
    EXPECT_EQ(cases[0].start.cell(), cell_of(2, 1));  // "2 3": column 2, row 3
    EXPECT_EQ(cell_mask(cases[0].start.walls(), cell_of(0, 0)), 10);
    EXPECT_EQ(cell_mask(cases[0].start.walls(), cell_of(3, 5)), 11);
}

TEST(WallpusherInput, WritingWhatWasReadGivesTheSameText) {
    EXPECT_EQ(format_input({parse_input(sample_input(), "sample")[0].start}), sample_input());
    const std::string two =
        testing::case_text(testing::kExitAdjacent) + std::string(testing::kOuterWall.input);
    std::vector<State> starts;
    for (const MazeCase& maze : parse_input(two, "two")) starts.push_back(maze.start);
    EXPECT_EQ(format_input(starts), two);
}

TEST(WallpusherInput, AcceptsBlankLinesAfterTheTerminatorAndCrLf) {
    EXPECT_EQ(rejection(sample_input() + "\n  \n"), "accepted");
    EXPECT_EQ(rejection("3 1\r\n3 2 0 2 2 6\r\n" + kOpenRows + "9 8 8 8 8 12\r\n0 0\r\n"),
              "accepted");
}

TEST(WallpusherInput, NeighboursMustAgreeAboutTheirWall) {
    EXPECT_EQ(rejection("3 1\n3 6 0 2 2 6\n" + kOpenRows + "9 8 8 8 8 12\n0 0\n"),
              "wallpusher.in:2: row 1, column 2: east wall (4) disagrees with row 1, column 3 "
              "(no west wall)");
    EXPECT_EQ(rejection("3 1\n3 2 0 2 2 6\n1 0 0 0 0 4\n1 0 0 2 0 4\n9 8 8 8 8 12\n0 0\n"),
              "wallpusher.in:3: row 2, column 4: no south wall disagrees with row 3, column 4 "
              "(north wall (2))");
}

TEST(WallpusherInput, EveryCaseNeedsAnExitAndAWayOut) {
    EXPECT_EQ(rejection("3 1\n3 2 2 2 2 6\n" + kOpenRows + "9 8 8 8 8 12\n0 0\n"),
              "wallpusher.in:1: maze: the outer boundary has no gap, so there is no exit");
    // The exit's cell (row 2, column 1) is walled north, east and south; the start is elsewhere.
    EXPECT_EQ(rejection(testing::case_text(testing::kExitAdjacent) +
                        "4 1\n11 2 2 2 2 6\n14 1 0 0 0 4\n3 0 0 0 0 4\n9 8 8 8 8 12\n0 0\n"),
              "wallpusher.in:6: maze: no sequence of moves leaves the maze (every case must have "
              "a way out)");
}

TEST(WallpusherInput, NamesLineAndFieldOfEveryFormatError) {
    const std::string rest = "3 2 0 2 2 6\n" + kOpenRows + "9 8 8 8 8 12\n0 0\n";
    EXPECT_EQ(rejection("7 1\n" + rest),
              "wallpusher.in:1: start column: must be between 1 and 6, found 7");
    EXPECT_EQ(rejection("3 0\n" + rest),
              "wallpusher.in:1: start row: must be between 1 and 4, found 0");
    EXPECT_EQ(rejection("a 1\n" + rest),
              "wallpusher.in:1: start column: expected an integer, found 'a'");
    EXPECT_EQ(rejection("3 1 1\n" + rest),
              "wallpusher.in:1: start cell 'column row': expected 2 values, found 3");
    EXPECT_EQ(rejection("3 1\n3 2 0 2 2 6\n16 0 0 0 0 4\n1 0 0 0 0 4\n9 8 8 8 8 12\n0 0\n"),
              "wallpusher.in:3: row 2, column 1: must be between 0 and 15, found 16");
    EXPECT_EQ(rejection("3 1\n3 2 0 2 2 6\n1 0 0 0 0 4\n1 0 0 0 4\n9 8 8 8 8 12\n0 0\n"),
              "wallpusher.in:4: maze row 3: expected 6 values, found 5");
    EXPECT_EQ(rejection("3 1\n3 2 0 2 2 6\n" + kOpenRows + "9 8 8 8 8 12\n"),
              "wallpusher.in:6: start cell 'column row' or the terminator '0 0': expected here, "
              "but the file ends");
    EXPECT_EQ(rejection("3 1\n3 2 0 2 2 6\n" + kOpenRows),
              "wallpusher.in:5: maze row 4: expected here, but the file ends");
    EXPECT_EQ(rejection("3 1\n" + rest + "\nx\n"),
              "wallpusher.in:8: unexpected content after the terminator '0 0': 'x'");
    EXPECT_EQ(rejection("3 1\n\n" + rest),
              "wallpusher.in:2: maze row 1: expected 6 values, found 0");
    EXPECT_EQ(rejection("0 0\n"), "wallpusher.in:1: no case before the terminator '0 0'");
    EXPECT_EQ(rejection(""),
              "wallpusher.in:1: start cell 'column row' or the terminator '0 0': expected here, "
              "but the file ends");
}

TEST(WallpusherInput, AtMostAHundredCases) {
    const std::string one_case = "3 1\n3 2 0 2 2 6\n" + kOpenRows + "9 8 8 8 8 12\n";
    std::string hundred;
    for (int i = 0; i < kMaxCases; ++i) hundred += one_case;
    EXPECT_EQ(rejection(hundred + "0 0\n"), "accepted");
    EXPECT_EQ(rejection(hundred + one_case + "0 0\n"),
              "wallpusher.in:501: more than 100 cases (the product's limit)");
}

}  // namespace
}  // namespace gridjudge::wallpusher
