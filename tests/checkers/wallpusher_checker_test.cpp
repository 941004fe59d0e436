#include "checkers/wallpusher_checker.h"

#include <gtest/gtest.h>

#include "tests/wallpusher/edge_mazes.h"

namespace gridjudge::checkers {
namespace {

namespace mazes = wallpusher::testing;

// Case 1: kDoubleWall (5 moves), case 2: kExitAdjacent (1 move), case 3: kPushClosesGap (4).
const std::string kInput = mazes::case_text(mazes::kDoubleWall) +
                           mazes::case_text(mazes::kExitAdjacent) +
                           std::string(mazes::kPushClosesGap.input);
const std::string kAnswer = "NWWSW\nN\nNWSW\n";

void expect(const CheckResult& result, CheckVerdict verdict, const std::string& message) {
    EXPECT_EQ(result.verdict, verdict) << result.message;
    EXPECT_EQ(result.message, message);
}

CheckResult check(const std::string& output) {
    return check_wallpusher(kInput, output, kAnswer);
}

TEST(WallpusherChecker, AcceptsAnyShortestEscape) {
    expect(check(kAnswer), CheckVerdict::Ok, "3 cases, every escape shortest");
    // Round through row 3 instead of row 1: as short, as good.
    expect(check("SWWNW\nN\nSWNW\n"), CheckVerdict::Ok, "3 cases, every escape shortest");
    expect(check("  NWWSW \r\nN\t\nNWSW\n\n\n"), CheckVerdict::Ok,
           "3 cases, every escape shortest");
    expect(check("NWWSW\nN\nNWSW"), CheckVerdict::Ok, "3 cases, every escape shortest");
}

// Each kind of fault names the 1-based case and move, the cell the move was made from and what
// the rules say about it: a coach reads where the program went wrong without replaying it.
TEST(WallpusherChecker, PushingIntoASecondWallIsAWrongAnswerNamingCaseMoveAndCell) {
    expect(check("WNWSW\nN\nNWSW\n"), CheckVerdict::WrongAnswer,
           "case 1, move 1: 'W' from row 2, column 3 walks into a wall that cannot be pushed (a "
           "wall lies behind it)");
}

TEST(WallpusherChecker, PushingAnOuterWallIsAWrongAnswerNamingCaseMoveAndCell) {
    expect(check("NWWSW\nN\nWW\n"), CheckVerdict::WrongAnswer,
           "case 3, move 2: 'W' from row 2, column 1 walks into an outer wall, which cannot be "
           "pushed out of the maze");
}

TEST(WallpusherChecker, LeavingBeforeTheLastMoveIsAWrongAnswer) {
    expect(check("NWWSW\nNS\nNWSW\n"), CheckVerdict::WrongAnswer,
           "case 2, move 1: 'N' from row 1, column 3 leaves the maze, but 1 more move follows");
    expect(check("NWWSW\nNSSE\nNWSW\n"), CheckVerdict::WrongAnswer,
           "case 2, move 1: 'N' from row 1, column 3 leaves the maze, but 3 more moves follow");
}

TEST(WallpusherChecker, ASequenceEndingInsideTheMazeIsAWrongAnswerSayingWhere) {
    expect(check("NWWSW\nE\nNWSW\n"), CheckVerdict::WrongAnswer,
           "case 2: the sequence ends inside the maze, at row 1, column 4, after 1 move");
    expect(check("NWW\nN\nNWSW\n"), CheckVerdict::WrongAnswer,
           "case 1: the sequence ends inside the maze, at row 1, column 1, after 3 moves");
}

TEST(WallpusherChecker, ALongerEscapeIsAWrongAnswerSayingHowManyMovesAreEnough) {
    expect(check("NWWSW\nEWN\nNWSW\n"), CheckVerdict::WrongAnswer,
           "case 2: 3 moves, but 1 is enough");
    expect(check("NWWSW\nN\nSNNWSW\n"), CheckVerdict::WrongAnswer,
           "case 3: 6 moves, but 4 are enough");
}

TEST(WallpusherChecker, AShorterEscapeThanTheJurysIsTheJurysFault) {
    expect(check_wallpusher(kInput, kAnswer, "NWWSW\nEWN\nNWSW\n"), CheckVerdict::Fail,
           "case 2: the output escapes in 1 move, the jury's answer in 3: the reference answer "
           "is not shortest");
}

TEST(WallpusherChecker, OtherLettersOrSeveralWordsArePresentationErrors) {
    expect(check("NWWSW\nn\nNWSW\n"), CheckVerdict::PresentationError,
           "case 2, move 1: 'n' is not one of N, E, S, W");
    expect(check("NWWSW\nN\nNW-SW\n"), CheckVerdict::PresentationError,
           "case 3, move 3: '-' is not one of N, E, S, W");
    expect(check("NWW SW\nN\nNWSW\n"), CheckVerdict::PresentationError,
           "case 1: line 1 holds 2 words; expected one word of the letters N, E, S, W");
}

TEST(WallpusherChecker, MissingEmptyAndExtraLinesAreWrongAnswers) {
    // The phrasing of every checker (tokens: "the output ends after 1 token; expected 2 ...").
    expect(check("NWWSW\nN\n"), CheckVerdict::WrongAnswer,
           "the output ends after 2 lines; expected 3 (line 3 should be the moves of case 3)");
    expect(check("NWWSW\n"), CheckVerdict::WrongAnswer,
           "the output ends after 1 line; expected 3 (line 2 should be the moves of case 2)");
    expect(check(""), CheckVerdict::WrongAnswer,
           "the output is empty; expected 3 lines (line 1 should be the moves of case 1)");
    expect(check("NWWSW\n\nN\nNWSW\n"), CheckVerdict::WrongAnswer,
           "case 2: line 2 is empty; expected the case's moves");
    expect(check("NWWSW\nN\nNWSW\n\nNN\n"), CheckVerdict::WrongAnswer,
           "extra output after the last case: line 5 'NN'");
}

TEST(WallpusherChecker, BrokenJuryFilesAreFailures) {
    expect(check_wallpusher("3 1\n0 0\n", kAnswer, kAnswer), CheckVerdict::Fail,
           "invalid input file: input:2: maze row 1: expected 6 values, found 2");
    expect(check_wallpusher(kInput, kAnswer, "NWWSW\nN\n"), CheckVerdict::Fail,
           "answer file has 2 lines for 3 cases");
    expect(check_wallpusher(kInput, kAnswer, "WNWSW\nN\nNWSW\n"), CheckVerdict::Fail,
           "answer file, case 1, move 1: 'W' from row 2, column 3 walks into a wall that cannot "
           "be pushed (a wall lies behind it)");
    expect(check_wallpusher(kInput, kAnswer, "NWWSW\nx\nNWSW\n"), CheckVerdict::Fail,
           "answer file, case 2, move 1: 'x' is not one of N, E, S, W");
    expect(check_wallpusher(kInput, kAnswer, "NWWSW\nN N\nNWSW\n"), CheckVerdict::Fail,
           "answer file, case 2: line 2 holds 2 words; expected one word of the letters N, E, S, "
           "W");
}

}  // namespace
}  // namespace gridjudge::checkers
