// The real checker executables on files: arguments, exit codes (0 OK, 1 WA, 2 PE, 3 FAIL) and
// the one-line message on stderr.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "tests/common/run_program.h"
#include "tests/wallpusher/edge_mazes.h"

namespace gridjudge::checkers {
namespace {

namespace fs = std::filesystem;

class CheckerExecutable : public ::testing::Test {
  protected:
    void SetUp() override {
        directory_ = fs::temp_directory_path() /
                     ("gridjudge-checkers-" + std::to_string(::getpid()) + "-" +
                      ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::create_directories(directory_);
    }
    void TearDown() override { fs::remove_all(directory_); }

    fs::path write(const std::string& name, const std::string& text) {
        const fs::path path = directory_ / name;
        std::ofstream(path, std::ios::binary) << text;
        return path;
    }

    // Runs `checker input output answer` on files holding the three texts.
    gridjudge::testing::ProgramRun run(const char* checker, const std::string& input,
                                       const std::string& output, const std::string& answer) {
        return gridjudge::testing::run_program(
            checker,
            {write("in", input).string(), write("out", output).string(),
             write("ans", answer).string()},
            "", std::chrono::seconds(10));
    }

    fs::path directory_;
};

TEST_F(CheckerExecutable, TokensSpeaksTheTestlibProtocol) {
    auto ok = run(TOKENS_CHECKER, "ignored", "2 -1", "2\n-1\n");
    EXPECT_EQ(ok.exit_code, 0);
    EXPECT_EQ(ok.err, "2 integers, all as expected\n");
    auto wrong = run(TOKENS_CHECKER, "", "2\n3\n", "2\n-1\n");
    EXPECT_EQ(wrong.exit_code, 1);
    EXPECT_EQ(wrong.err, "token 2 (line 2): expected -1, got '3'\n");
    auto presentation = run(TOKENS_CHECKER, "", "two\n", "2\n");
    EXPECT_EQ(presentation.exit_code, 2);
    EXPECT_EQ(presentation.err, "token 1 (line 1): expected an integer, got 'two'\n");
    auto fail = run(TOKENS_CHECKER, "", "2\n", "two\n");
    EXPECT_EQ(fail.exit_code, 3);
    EXPECT_EQ(fail.err, "answer file, token 1 (line 1): not an integer: 'two'\n");
}

TEST_F(CheckerExecutable, WallpusherSpeaksTheTestlibProtocol) {
    const std::string input(wallpusher::testing::kDoubleWall.input);
    auto ok = run(WALLPUSHER_CHECKER, input, "SWWNW\n", "NWWSW\n");
    EXPECT_EQ(ok.exit_code, 0);
    EXPECT_EQ(ok.err, "1 case, every escape shortest\n");
    auto wrong = run(WALLPUSHER_CHECKER, input, "WNWSW\n", "NWWSW\n");
    EXPECT_EQ(wrong.exit_code, 1);
    EXPECT_EQ(wrong.err,
              "case 1, move 1: 'W' from row 2, column 3 walks into a wall that cannot be pushed "
              "(a wall lies behind it)\n");
    auto presentation = run(WALLPUSHER_CHECKER, input, "nwwsw\n", "NWWSW\n");
    EXPECT_EQ(presentation.exit_code, 2);
    EXPECT_EQ(presentation.err, "case 1, move 1: 'n' is not one of N, E, S, W\n");
    auto fail = run(WALLPUSHER_CHECKER, input, "NWWSW\n", "NWWSWN\n");
    EXPECT_EQ(fail.exit_code, 3);
    EXPECT_EQ(fail.err,
              "answer file, case 1, move 5: 'W' from row 2, column 1 leaves the maze, but 1 more "
              "move follows\n");
}

TEST_F(CheckerExecutable, UnreadableFilesAndWrongArgumentsAreFailures) {
    auto missing = gridjudge::testing::run_program(
        WALLPUSHER_CHECKER, {"/nonexistent/in", "/nonexistent/out", "/nonexistent/ans"}, "",
        std::chrono::seconds(10));
    EXPECT_EQ(missing.exit_code, 3);
    EXPECT_EQ(missing.err, "cannot read /nonexistent/in\n");
    auto usage =
        gridjudge::testing::run_program(TOKENS_CHECKER, {"only-one"}, "", std::chrono::seconds(10));
    EXPECT_EQ(usage.exit_code, 3);
    EXPECT_EQ(usage.err, std::string("usage: ") + TOKENS_CHECKER + " input output answer\n");
}

}  // namespace
}  // namespace gridjudge::checkers
