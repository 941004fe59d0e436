// Two boxes connected by pipes, as an interactive problem runs a contestant's program against
// an interactor: each box's stdout feeds the other's stdin through descriptors the caller owns
// (RunSpec::stdin_fd/stdout_fd), and the two runs go on two threads at once.
#include <fcntl.h>
#include <unistd.h>

#include <string>
#include <thread>
#include <utility>

#include <gtest/gtest.h>

#include "judge/sandbox/sandbox.h"
#include "judge/sandbox/unique_fd.h"
#include "tests/sandbox/sandbox_fixture.h"

namespace gridjudge::sandbox {
namespace {

namespace fs = std::filesystem;

struct Dialogue {
    RunResult ping, echo;
};

class Interactive : public SandboxTest {
  protected:
    // ping_lines PING_ARGUMENTS against echo_lines ECHO_ARGUMENTS. Each thread owns its box's
    // two pipe ends and closes them when its run returns: that is what lets the other box see
    // end of file or EPIPE once this one has ended.
    Dialogue talk(const std::string& lines, const std::vector<std::string>& echo_arguments) {
        Pipe to_echo = make_pipe(), to_ping = make_pipe();
        RunSpec ping = spec_for("ping_lines", {lines}, limits(2000, 10'000));
        RunSpec echo =
            spec_in(make_box("echo"), "echo_lines", echo_arguments, limits(2000, 10'000));
        ping.stdout_path = echo.stdout_path = "";
        ping.stderr_path = dir_ / "ping.err";
        echo.stderr_path = dir_ / "echo.err";
        Dialogue result;
        std::thread ping_side([&, in = std::move(to_ping.read), out = std::move(to_echo.write)] {
            ping.stdin_fd = in.get();
            ping.stdout_fd = out.get();
            result.ping = run(ping);
        });
        std::thread echo_side([&, in = std::move(to_echo.read), out = std::move(to_ping.write)] {
            echo.stdin_fd = in.get();
            echo.stdout_fd = out.get();
            result.echo = run(echo);
        });
        ping_side.join();
        echo_side.join();
        return result;
    }
};

TEST_F(Interactive, TwoBoxesExchangeAThousandLines) {
    const Dialogue dialogue = talk("1000", {});
    expect_outcome(dialogue.ping, {});
    expect_outcome(dialogue.echo, {});
    EXPECT_EQ(read_all(dir_ / "ping.err"), "ping: 1000 replies\n");
    EXPECT_EQ(read_all(dir_ / "echo.err"), "echo: 1000 lines\n");
}

TEST_F(Interactive, TheReaderSeesEndOfFileWhenTheWriterEndsEarly) {
    const Dialogue dialogue = talk("10", {});
    expect_outcome(dialogue.ping, {});
    expect_outcome(dialogue.echo, {});
    EXPECT_EQ(read_all(dir_ / "ping.err"), "ping: 10 replies\n");
    EXPECT_EQ(read_all(dir_ / "echo.err"), "echo: 10 lines\n");
}

TEST_F(Interactive, TheWriterSeesTheEndWhenTheReaderEndsEarly) {
    const Dialogue dialogue = talk("1000", {"10"});
    expect_outcome(dialogue.ping, {.exit_code = 4});
    expect_outcome(dialogue.echo, {});
    EXPECT_EQ(read_all(dir_ / "ping.err"), "ping: no reply to line 11\n");
    EXPECT_EQ(read_all(dir_ / "echo.err"), "echo: stopped after 10 lines\n");
}

// The caller's descriptors are borrowed: still open, and still the caller's, after the run.
TEST_F(Interactive, TheCallersDescriptorsStayOpen) {
    Pipe input = make_pipe();
    ASSERT_EQ(::write(input.write.get(), "7\n", 2), 2);
    input.write.reset();
    RunSpec spec = spec_for("copy_stdin", {}, limits(1000, 3000));
    spec.stdin_fd = input.read.get();
    expect_outcome(run(spec), {});
    EXPECT_EQ(output(), "7\n");
    EXPECT_EQ(::fcntl(input.read.get(), F_GETFD), FD_CLOEXEC);
}

TEST_F(Interactive, APathAndADescriptorForOneStreamAreRefused) {
    Pipe input = make_pipe();
    RunSpec spec = spec_for("copy_stdin", {}, limits(1000, 3000));
    spec.stdout_fd = input.write.get();  // stdout_path is set too
    EXPECT_EQ(run(spec).error, "RunSpec: stdout has both a path and a descriptor");
}

}  // namespace
}  // namespace gridjudge::sandbox
