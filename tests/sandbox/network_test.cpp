// The box's network namespace. A box server makes one standing network namespace when it starts
// and clones its boxes into it one after another, rather than a fresh namespace per box: the
// only thing a box can reach through it is an abstract unix socket, and every process of a box
// is gone before the next box of that server starts. A box that starts while another box of the
// same server is alive gets a fresh namespace; so does a box on another judge thread (another
// server).
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstddef>
#include <cstring>
#include <filesystem>
#include <memory>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "judge/sandbox/box_process.h"
#include "judge/sandbox/box_protocol.h"
#include "judge/sandbox/box_server.h"
#include "judge/sandbox/sandbox.h"
#include "judge/sandbox/unique_fd.h"
#include "tests/common/require_environment.h"
#include "tests/sandbox/sandbox_fixture.h"

namespace gridjudge::sandbox {
namespace {

namespace fs = std::filesystem;

std::string read_to_end(int fd) {
    std::string text;
    char buffer[256];
    for (ssize_t got; (got = ::read(fd, buffer, sizeof buffer)) > 0;)
        text.append(buffer, static_cast<std::size_t>(got));
    return text;
}

// network_view's output, its last line (the namespace's name) apart.
struct NetworkView {
    std::string seen, name_space;
};

NetworkView split_view(const std::string& output) {
    const std::string label = "network namespace: ";
    const std::size_t at = output.rfind(label);
    if (at == std::string::npos) return {output, ""};
    return {output.substr(0, at), output.substr(at + label.size())};
}

const char kBoxView[] =
    "interfaces: lo\n"
    "lo: down\n"
    "bring lo up: EPERM\n"
    "socket(AF_INET): EPERM\n"
    "socket(AF_INET6): EPERM\n"
    "socket(AF_NETLINK): EPERM\n"
    "unix sockets: 1\n";

// What a box sees of the network is what it saw in a namespace of its own: a loopback
// interface that is down and stays down, and no socket family but AF_UNIX.
TEST_F(SandboxTest, ABoxSeesOnlyALoopbackThatIsDownAndCannotBringItUp) {
    expect_outcome(run_hostile("network_view", {}, limits(1000, 3000)), {});
    EXPECT_EQ(split_view(output()).seen, kBoxView);
}

// The point of the standing namespace: boxes run one after another on a judge thread are
// cloned into one namespace (not the judge's), made once by their server.
TEST_F(SandboxTest, BoxesOfAThreadOneAfterAnotherShareTheirServersNetworkNamespace) {
    if (::geteuid() != 0)
        GRIDJUDGE_SKIP_OR_FAIL(
            "a non-root judge's box server cannot make a network namespace: every box gets a "
            "fresh one");
    expect_outcome(run_hostile("network_view", {}, limits(1000, 3000)), {});
    const NetworkView first = split_view(output());
    expect_outcome(run_hostile("network_view", {}, limits(1000, 3000)), {});
    const NetworkView second = split_view(output());
    EXPECT_EQ(second.seen, kBoxView);
    EXPECT_EQ(first.name_space, second.name_space);
    char own[64] = "";
    ASSERT_GT(::readlink("/proc/self/ns/net", own, sizeof own - 1), 0);
    EXPECT_NE(first.name_space, std::string(own) + "\n");
}

// An interactive problem's two boxes run at once on two threads, with two servers: they cannot
// meet through an abstract socket (their servers' standing namespaces are two).
TEST_F(SandboxTest, TwoBoxesAliveAtOnceOnTwoThreadsCannotMeetThroughAnAbstractSocket) {
    const std::string name = marker("gjpair");
    Pipe ready = make_pipe(), hold = make_pipe();
    RunSpec listener = spec_for("abstract_pair", {"listen", name}, limits(2000, 10'000));
    RunSpec caller =
        spec_in(make_box("caller"), "abstract_pair", {"connect", name}, limits(2000, 10'000));
    listener.stdout_path = "";
    caller.stdin_path = "";
    caller.stdout_path = dir_ / "caller.out";
    caller.stderr_path = dir_ / "caller.err";
    RunResult listened, called;
    std::thread listening([&, in = std::move(hold.read), out = std::move(ready.write)] {
        listener.stdin_fd = in.get();
        listener.stdout_fd = out.get();
        listened = run(listener);
    });
    std::thread calling([&, in = std::move(ready.read)] {
        caller.stdin_fd = in.get();
        called = run(caller);
    });
    ASSERT_EQ(::write(hold.write.get(), "bind\n", 5), 5);  // both boxes are alive by now
    calling.join();
    hold.write.reset();  // the listener's stdin ends: it exits
    listening.join();
    expect_outcome(listened, {});
    expect_outcome(called, {});
    EXPECT_EQ(read_all(dir_ / "caller.out"), "connect: ECONNREFUSED\n");
}

// A socket can outlive every process of its box: one whose last reference is in flight waits
// for the kernel's garbage collector, which runs in the background after the box is gone. The
// box right after must not find its name (the server gives it a fresh namespace while the
// standing one still lists a socket).
TEST_F(SandboxTest, ASocketLeftInFlightIsNotThereForTheNextRun) {
    const std::string name = marker("gjflight");
    for (int round = 0; round < 5; ++round) {
        expect_outcome(run_hostile("leave_socket_in_flight", {name}, limits(1000, 3000)), {});
        expect_outcome(run_hostile("abstract_pair", {"connect", name}, limits(1000, 3000)), {});
        EXPECT_EQ(output(), "connect: ECONNREFUSED\n") << "round " << round;
    }
}

// A box of a server, started straight through BoxServer (the judge's run() never has two boxes
// of one server alive at once: one server per thread, one run at a time), on the host's tree.
class ServerBox {
  public:
    // `argv` from the hostile programs' folder; stdin and stdout given; as nobody, or with
    // `as_root` as root of the box's user namespace (every capability there).
    ServerBox(BoxServer& server, int namespace_flags, std::vector<std::string> argv, int in,
              int out, bool as_root = false) {
        BoxPlan plan;
        plan.namespace_flags = namespace_flags;
        plan.work_dir = GRIDJUDGE_HOSTILE_DIR;
        argv.front() = std::string(GRIDJUDGE_HOSTILE_DIR) + "/" + argv.front();
        plan.argv = std::move(argv);
        if (!as_root) plan.identity = BoxIdentity{65534, 65534, true};
        plan.start_at_once = true;
        if (namespace_flags & CLONE_NEWUSER) {
            plan.uid_map = "0 0 1\n65534 65534 1\n";
            plan.gid_map = "0 0 1\n65534 65534 1\n";
        }
        Pipe go = make_pipe();
        report_ = make_pipe();
        const UniqueFd null(::open("/dev/null", O_RDWR | O_CLOEXEC));
        const int fds[kBoxFdCount] = {report_.write.get(), go.read.get(), in, out, null.get()};
        reply_ = server.start_box(plan, fds);
        box_ = std::make_unique<BoxProcess>(reply_.init_pid);
        report_.write.reset();
    }

    const StartReply& reply() const { return reply_; }

    // The program's exit code (-1: it did not exit).
    int wait() {
        InitReport ended;
        const bool reported =
            ::read(report_.read.get(), &ended, sizeof ended) == static_cast<ssize_t>(sizeof ended);
        rusage usage{};
        box_->wait(usage);
        if (!reported || ended.kind != InitReport::Kind::ProgramEnded ||
            !WIFEXITED(ended.wait_status))
            return -1;
        return WEXITSTATUS(ended.wait_status);
    }

  private:
    Pipe report_;
    StartReply reply_;
    std::unique_ptr<BoxProcess> box_;
};

constexpr int kBoxNamespaces =
    CLONE_NEWUSER | CLONE_NEWNS | CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWIPC | CLONE_NEWUTS;

// Runs `body` with a box server of its own (a thread of its own): no worker cgroup, and no box
// of an earlier test.
template <typename Body>
void with_fresh_server(Body body) {
    std::thread([&] { body(this_thread_box_server()); }).join();
}

// The rule that keeps the standing namespace safe: while a box of the server is alive, the next
// box gets a fresh namespace. Were the rule gone, the second box would connect to the first's
// socket.
TEST_F(SandboxTest, TwoBoxesOfOneServerAliveAtOnceCannotMeetThroughAnAbstractSocket) {
    if (::geteuid() != 0)
        GRIDJUDGE_SKIP_OR_FAIL("starts boxes as nobody through the server: needs root");
    const std::string name = marker("gjalive");
    with_fresh_server([&](BoxServer& server) {
        // The listener binds its socket only once the caller's box is alive too: at the
        // caller's clone there is no socket in any namespace, only a live box.
        Pipe ready = make_pipe(), hold = make_pipe(), answer = make_pipe();
        ServerBox listener(server, kBoxNamespaces, {"abstract_pair", "listen", name},
                           hold.read.get(), ready.write.get());
        ready.write.reset();
        ServerBox caller(server, kBoxNamespaces, {"abstract_pair", "connect", name},
                         ready.read.get(), answer.write.get());
        answer.write.reset();
        EXPECT_TRUE(listener.reply().standing_network);
        EXPECT_FALSE(caller.reply().standing_network);
        ASSERT_EQ(::write(hold.write.get(), "bind\n", 5), 5);
        EXPECT_EQ(read_to_end(answer.read.get()), "connect: ECONNREFUSED\n");
        EXPECT_EQ(caller.wait(), 0);
        hold.write.reset();
        EXPECT_EQ(listener.wait(), 0);

        // Once the listener's box is gone, the next box has the standing namespace again, and
        // nothing of the listener is in it.
        const UniqueFd null(::open("/dev/null", O_RDONLY | O_CLOEXEC));
        Pipe after = make_pipe();
        ServerBox next(server, kBoxNamespaces, {"abstract_pair", "connect", name}, null.get(),
                       after.write.get());
        after.write.reset();
        EXPECT_TRUE(next.reply().standing_network);
        EXPECT_EQ(read_to_end(after.read.get()), "connect: ECONNREFUSED\n");
        EXPECT_EQ(next.wait(), 0);
    });
}

// The other rule: a socket left in the standing namespace by no live box (as one whose last
// reference was in flight, until the kernel's garbage collector frees it) keeps the next box
// out of it. Stood in for here by a process of the test's that joins the namespace and holds a
// socket there; were the rule gone, the next box would connect to it.
TEST_F(SandboxTest, ASocketLeftInTheStandingNamespaceKeepsTheNextBoxOut) {
    if (::geteuid() != 0) GRIDJUDGE_SKIP_OR_FAIL("joins the server's namespace: needs root");
    const std::string name = marker("gjleft");
    with_fresh_server([&](BoxServer& server) {
        const UniqueFd null(::open("/dev/null", O_RDONLY | O_CLOEXEC));
        UniqueFd standing;
        {
            Pipe hold = make_pipe();
            ServerBox first(server, kBoxNamespaces, {"abstract_pair", "listen", name},
                            hold.read.get(), null.get());
            ASSERT_TRUE(first.reply().standing_network);
            const std::string path = "/proc/" + std::to_string(first.reply().init_pid) + "/ns/net";
            standing = UniqueFd(::open(path.c_str(), O_RDONLY | O_CLOEXEC));
            hold.write.reset();
            EXPECT_EQ(first.wait(), 7);  // its stdin ended before a line: it never bound
        }
        ASSERT_GE(standing.get(), 0);

        Pipe bound = make_pipe();
        const pid_t holder = ::fork();
        if (holder == 0) {
            sockaddr_un address{};
            address.sun_family = AF_UNIX;
            std::memcpy(address.sun_path + 1, name.data(), name.size());
            const auto size =
                static_cast<socklen_t>(offsetof(sockaddr_un, sun_path) + 1 + name.size());
            if (::setns(standing.get(), CLONE_NEWNET) != 0) ::_exit(1);
            const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
            if (fd < 0 || ::bind(fd, reinterpret_cast<sockaddr*>(&address), size) != 0 ||
                ::listen(fd, 4) != 0 || ::write(bound.write.get(), "b", 1) != 1)
                ::_exit(1);
            ::pause();
            ::_exit(0);
        }
        ASSERT_GT(holder, 0);
        bound.write.reset();
        char byte = 0;
        EXPECT_EQ(::read(bound.read.get(), &byte, 1), 1);

        Pipe answer = make_pipe();
        ServerBox caller(server, kBoxNamespaces, {"abstract_pair", "connect", name}, null.get(),
                         answer.write.get());
        answer.write.reset();
        EXPECT_FALSE(caller.reply().standing_network);
        EXPECT_EQ(read_to_end(answer.read.get()), "connect: ECONNREFUSED\n");
        EXPECT_EQ(caller.wait(), 0);

        // Its socket closes with the holder: the standing namespace is empty again.
        ::kill(holder, SIGKILL);
        ::waitpid(holder, nullptr, 0);
        Pipe after = make_pipe();
        ServerBox next(server, kBoxNamespaces, {"abstract_pair", "connect", name}, null.get(),
                       after.write.get());
        after.write.reset();
        EXPECT_TRUE(next.reply().standing_network);
        EXPECT_EQ(read_to_end(after.read.get()), "connect: ECONNREFUSED\n");
        EXPECT_EQ(next.wait(), 0);
    });
}

// The standing namespace belongs to the server's user namespace, not the box's: even a process
// with every capability of the box's user namespace (the box's init is one) cannot bring its
// loopback up, which it could in a namespace of the box's own.
TEST_F(SandboxTest, RootOfTheBoxsUserNamespaceHasNoPowerOverTheStandingNetwork) {
    if (::geteuid() != 0)
        GRIDJUDGE_SKIP_OR_FAIL("a non-root judge's box server has no standing namespace");
    with_fresh_server([&](BoxServer& server) {
        Pipe seen = make_pipe();
        const UniqueFd null(::open("/dev/null", O_RDONLY | O_CLOEXEC));
        ServerBox root(server, kBoxNamespaces, {"network_view"}, null.get(), seen.write.get(),
                       /*as_root=*/true);
        seen.write.reset();
        EXPECT_TRUE(root.reply().standing_network);
        const std::string view = read_to_end(seen.read.get());
        EXPECT_NE(view.find("lo: down\nbring lo up: EPERM\n"), std::string::npos) << view;
        EXPECT_EQ(root.wait(), 0);
    });
}

}  // namespace
}  // namespace gridjudge::sandbox
