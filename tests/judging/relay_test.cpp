// The relay between a contestant's program and the jury's program, on real pipes with a thread
// standing in for each side: a side that closes its output may still read what the other sends,
// and a side writing on after the other has gone learns it at its next write.
#include "judge/judging/relay.h"

#include <gtest/gtest.h>
#include <signal.h>
#include <unistd.h>

#include <cerrno>
#include <string>
#include <thread>

#include "judge/judging/jury_side.h"

namespace gridjudge {
namespace {

// Whether all of `text` was written (one write: the texts here are small).
bool write_all(int fd, const std::string& text) {
    return ::write(fd, text.data(), text.size()) == static_cast<ssize_t>(text.size());
}

// On this thread, a write to a pipe whose reader is gone fails with EPIPE instead of ending the
// test binary with SIGPIPE.
class SigpipeBlocked {
  public:
    SigpipeBlocked() {
        sigemptyset(&pipe_signal_);
        sigaddset(&pipe_signal_, SIGPIPE);
        ::pthread_sigmask(SIG_BLOCK, &pipe_signal_, &previous_);
    }
    ~SigpipeBlocked() {
        timespec none{};
        while (::sigtimedwait(&pipe_signal_, nullptr, &none) > 0) {
        }
        ::pthread_sigmask(SIG_SETMASK, &previous_, nullptr);
    }

  private:
    sigset_t pipe_signal_, previous_;
};

// Everything until end of file.
std::string read_to_end(int fd) {
    std::string text;
    char buffer[256];
    ssize_t got;
    while ((got = ::read(fd, buffer, sizeof buffer)) > 0)
        text.append(buffer, static_cast<std::size_t>(got));
    return text;
}

// The four pipes of an interaction and the relay between them, on its own thread.
struct Interaction {
    Pipe program_out = make_pipe(), program_in = make_pipe();
    Pipe interactor_out = make_pipe(), interactor_in = make_pipe();
    Pipe stop = make_pipe();
    RelayLog log;
    std::thread relaying;

    Interaction() {
        relaying = std::thread(
            [this, ends = RelayEnds{std::move(program_out.read), std::move(interactor_in.write),
                                    std::move(interactor_out.read),
                                    std::move(program_in.write)}]() mutable {
                log = relay(std::move(ends), stop.read.get());
            });
    }
    ~Interaction() {
        stop.write.reset();
        if (relaying.joinable()) relaying.join();
    }
};

// A CMS manager (or Hydro's) may send its last query, close its pipe to the process and then
// read the answer: on a pipe of its own it gets it, so through the relay it must too.
TEST(Relay, AJurySideThatClosedItsOutputStillReadsTheAnswer) {
    Interaction talk;
    bool answered = false;
    std::thread program([&] {
        const SigpipeBlocked blocked;
        const std::string query = read_to_end(talk.program_in.read.get());
        answered = write_all(talk.program_out.write.get(), "answer to " + query);
        talk.program_out.write.reset();
        talk.program_in.read.reset();
    });
    ASSERT_TRUE(write_all(talk.interactor_out.write.get(), "7\n"));
    talk.interactor_out.write.reset();  // the manager's last query: it closes its pipe
    const std::string answer = read_to_end(talk.interactor_in.read.get());
    program.join();
    talk.interactor_in.read.reset();
    talk.relaying.join();
    EXPECT_TRUE(answered);
    EXPECT_EQ(answer, "answer to 7\n");
    EXPECT_EQ(describe(talk.log),
              "program -> interactor (12 bytes):\nanswer to 7\ninteractor -> program (2 "
              "bytes):\n7\n");
    // Both ends closed in turn: nobody's output was cut.
    EXPECT_FALSE(talk.log.program_output_cut);
    EXPECT_FALSE(talk.log.interactor_output_cut);
}

// An interactor that has decided and gone leaves a program writing in a loop: its next write
// fails (EPIPE) rather than the program writing forever into the judge.
TEST(Relay, AProgramWritingOnAfterTheInteractorHasGoneGetsEpipe) {
    Interaction talk;
    // The interactor reads the first line, then ends: both its ends are closed.
    char first[2];
    std::thread interactor([&] {
        ASSERT_EQ(::read(talk.interactor_in.read.get(), first, 2), 2);
        talk.interactor_in.read.reset();
        talk.interactor_out.write.reset();
    });
    const SigpipeBlocked blocked;
    int error = 0;
    const std::string line = "1\n";
    for (int i = 0; i < 10'000'000 && error == 0; ++i)
        if (::write(talk.program_out.write.get(), line.data(), line.size()) < 0) error = errno;
    interactor.join();
    EXPECT_EQ(error, EPIPE);
    EXPECT_EQ(std::string(first, 2), "1\n");
    EXPECT_EQ(read_to_end(talk.program_in.read.get()), "");  // and its input has ended
    // The log says the program's output was cut, the judge's proof that its SIGPIPE came after
    // the interactor had gone (interactive_test_judge.cpp).
    talk.program_out.write.reset();
    talk.program_in.read.reset();
    talk.relaying.join();
    EXPECT_TRUE(talk.log.program_output_cut);
    EXPECT_FALSE(talk.log.interactor_output_cut);
}

}  // namespace
}  // namespace gridjudge
