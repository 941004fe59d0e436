// Hostile programs against the sandbox, each paired with the exact RunResult it must get.
// These need namespaces and cgroups: where detect_protections() says the host cannot isolate,
// they are skipped with its reasons (CI runs as root, where they run).
#include <arpa/inet.h>
#include <fcntl.h>
#include <grp.h>
#include <netinet/in.h>
#include <sched.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include <gtest/gtest.h>

#include "judge/sandbox/box_protocol.h"
#include "judge/sandbox/box_run.h"
#include "judge/sandbox/rlimits.h"
#include "judge/sandbox/sandbox.h"
#include "judge/sandbox/unique_fd.h"
#include "tests/common/require_environment.h"
#include "tests/sandbox/sandbox_fixture.h"

namespace gridjudge::sandbox {
namespace {

namespace fs = std::filesystem;

// --- time ---------------------------------------------------------------------------------

TEST_F(SandboxTest, CpuSpinIsKilledAtTheCpuLimit) {
    const RunResult result = run_hostile("cpu_spin", {}, limits(300, 3000));
    expect_outcome(result, {.signal = SIGKILL, .cpu = true});
    EXPECT_EQ(result.stopped, Stop::CpuLimit);
    EXPECT_GE(result.cpu_ms, 300);
    EXPECT_LT(result.cpu_ms, 400);             // the watcher looks every 5 ms
    EXPECT_GE(result.wall_ms, result.cpu_ms);  // measured though the box was killed
}

TEST_F(SandboxTest, SleepIsKilledAtTheWallLimit) {
    const RunResult result = run_hostile("sleep_forever", {}, limits(1000, 300));
    expect_outcome(result, {.signal = SIGKILL, .wall = true});
    EXPECT_EQ(result.stopped, Stop::Waiting);
    EXPECT_GE(result.wall_ms, 300);
    EXPECT_LT(result.cpu_ms, 50);
}

// A program computing on a crowded CPU past its wall limit: tests/sandbox/load (timing).

TEST_F(SandboxTest, PauseIsKilledAtTheWallLimit) {
    const RunResult result = run_hostile("pause_forever", {}, limits(1000, 300));
    expect_outcome(result, {.signal = SIGKILL, .wall = true});
    EXPECT_EQ(result.stopped, Stop::Waiting);
    EXPECT_GE(result.wall_ms, 300);
}

TEST_F(SandboxTest, CpuTimeOfAllThreadsCounts) {
    const RunResult result =
        run_hostile("busy_threads", {"2", "200"}, limits(2000, 5000, 64, /*processes=*/3));
    expect_outcome(result, {});
    EXPECT_GE(result.cpu_ms, 380);  // 2 x 200 ms, not one thread's 200
    EXPECT_LE(result.cpu_ms, 460);
}

TEST_F(SandboxTest, CpuTimeIsMeasuredWithinTenPercent) {
    const RunResult result = run_hostile("burn_cpu", {"300"}, limits(2000, 5000));
    expect_outcome(result, {});
    EXPECT_GE(result.cpu_ms, 270);
    EXPECT_LE(result.cpu_ms, 330);
}

// --- memory -------------------------------------------------------------------------------

TEST_F(SandboxTest, HeapHogIsOomKilled) {
    const RunResult result = run_hostile("heap_hog", {}, limits(5000, 10000, 64));
    expect_outcome(result, {.signal = SIGKILL, .memory = true});
    EXPECT_GE(result.memory_kib, 64 * 1024 - 1024);
}

TEST_F(SandboxTest, StaticArrayHogIsOomKilled) {
    expect_outcome(run_hostile("static_array_hog", {}, limits(5000, 10000, 64)),
                   {.signal = SIGKILL, .memory = true});
}

TEST_F(SandboxTest, AllocationLoopIsOomKilled) {
    expect_outcome(run_hostile("allocation_loop", {}, limits(5000, 10000, 64)),
                   {.signal = SIGKILL, .memory = true});
}

// A thread's runs share its worker cgroup (cgroup v1), whose limits are written only when they
// change: each run still gets its own, lower or higher than the last.
TEST_F(SandboxTest, EachRunGetsItsOwnMemoryLimit) {
    expect_outcome(run_hostile("touch_memory", {"100"}, limits(1000, 3000, 128)), {});
    expect_outcome(run_hostile("touch_memory", {"100"}, limits(1000, 3000, 64)),
                   {.signal = SIGKILL, .memory = true});
    expect_outcome(run_hostile("touch_memory", {"100"}, limits(1000, 3000, 128)), {});
}

TEST_F(SandboxTest, OutputInThePageCacheIsNotMemory) {
    // Regression: the cgroup's peak counts the page cache of written files, and once reported a
    // 96 MiB output under a 32 MiB memory limit as the limit reached.
    Limits large_output = limits(5000, 10000, 32);
    large_output.output_kib = 96 * 1024;
    const RunResult result = run_hostile("stdout_flood", {}, large_output);
    expect_outcome(result, {.signal = SIGXFSZ, .output = true});
    EXPECT_LT(result.memory_kib, 8 * 1024);
}

// On cgroup v1 the runs of one judge thread share their box server's cgroup, where the page
// cache of an earlier run's output (kept on disk, here) stays charged: the next run must still
// get its whole limit (the kernel reclaims that cache first).
TEST_F(SandboxTest, AnEarlierRunsOutputDoesNotShrinkTheNextRunsMemory) {
    Limits large_output = limits(5000, 10000, 256);
    large_output.output_kib = 96 * 1024;
    expect_outcome(run_hostile("stdout_flood", {}, large_output),
                   {.signal = SIGXFSZ, .output = true});
    RunSpec next = spec_for("touch_memory", {"40"}, limits(1000, 3000, 48));
    next.stdout_path = dir_ / "next.out";
    const RunResult result = run(next);
    expect_outcome(result, {});
    EXPECT_GE(result.memory_kib, 40 * 1024);
    EXPECT_LT(result.memory_kib, 44 * 1024);
    EXPECT_EQ(fs::file_size(dir_ / "stdout"), 96u << 20);  // still there, and in the page cache
}

// The same with the output on a tmpfs (/dev/shm), whose pages cannot be reclaimed without swap:
// the box server then moves to a fresh worker cgroup rather than start a run short of memory.
TEST_F(SandboxTest, AnEarlierRunsOutputInTmpfsDoesNotShrinkTheNextRunsMemory) {
    const fs::path in_memory = "/dev/shm/" + marker("gridjudge-test-") + ".out";
    Limits large_output = limits(5000, 10000, 256);
    large_output.output_kib = 40 * 1024;
    RunSpec flood = spec_for("stdout_flood", {}, large_output);
    flood.stdout_path = in_memory;
    expect_outcome(run(flood), {.signal = SIGXFSZ, .output = true});
    const RunResult result = run_hostile("touch_memory", {"40"}, limits(1000, 3000, 48));
    std::error_code ignored;
    fs::remove(in_memory, ignored);
    expect_outcome(result, {});
    EXPECT_GE(result.memory_kib, 40 * 1024);
    EXPECT_LT(result.memory_kib, 44 * 1024);
}

TEST_F(SandboxTest, DeepRecursionRunsWithStackAsLargeAsTheMemoryLimit) {
    const RunResult result = run_hostile("deep_recursion", {}, limits(5000, 10000, 256));
    expect_outcome(result, {});
    EXPECT_GE(result.memory_kib, 64 * 1024);  // the stack was really used, and counted
}

// Resident memory the test process (the judge) holds while it runs boxes: allocated and
// written page by page, so that every page is really in memory.
class Ballast {
  public:
    explicit Ballast(std::size_t mib) : bytes_(mib << 20, 0) {
        for (std::size_t at = 0; at < bytes_.size(); at += 4096) bytes_[at] = 1;
    }

  private:
    std::vector<char> bytes_;
};

// Regression: the box's init was a copy of the judge, and the kernel carries a process's
// high-water resident set across fork and exec, so a program was charged with the judge's
// resident memory (a correct program got MLE while the judge held a 130 MB source).
TEST_F(SandboxTest, MemoryDoesNotDependOnTheJudgesMemory) {
    const RunResult light = run_hostile("trivial", {}, limits(1000, 3000));
    expect_outcome(light, {});
    RunResult heavy;
    {
        const Ballast ballast(300);
        heavy = run(spec_for("trivial", {}, limits(1000, 3000)));
    }
    expect_outcome(heavy, {});
    EXPECT_LT(light.memory_kib, 4 * 1024);
    EXPECT_LT(heavy.memory_kib, 4 * 1024);
    EXPECT_NEAR(heavy.memory_kib, light.memory_kib, 1024);
}

TEST_F(SandboxTest, MemoryLimitDoesNotDependOnTheJudgesMemory) {
    const Ballast ballast(300);
    const RunResult result = run_hostile("touch_memory", {"40"}, limits(1000, 3000, 64));
    expect_outcome(result, {});
    EXPECT_GE(result.memory_kib, 40 * 1024);
    EXPECT_LT(result.memory_kib, 44 * 1024);
}

// --- output and ends ----------------------------------------------------------------------

TEST_F(SandboxTest, StdoutFloodStopsAtTheOutputLimit) {
    expect_outcome(run_hostile("stdout_flood", {}, limits(5000, 10000)),
                   {.signal = SIGXFSZ, .output = true});
    EXPECT_EQ(fs::file_size(dir_ / "stdout"), 1024u * 1024u);
}

TEST_F(SandboxTest, SegfaultIsSigsegv) {
    expect_outcome(run_hostile("segfault", {}, limits(1000, 3000)), {.signal = SIGSEGV});
}

TEST_F(SandboxTest, DivisionByZeroIsSigfpe) {
    expect_outcome(run_hostile("divide_by_zero", {}, limits(1000, 3000)), {.signal = SIGFPE});
}

TEST_F(SandboxTest, ExitCodeIsReported) {
    expect_outcome(run_hostile("exit_three", {}, limits(1000, 3000)), {.exit_code = 3});
}

TEST_F(SandboxTest, UncaughtExceptionIsSigabrt) {
    expect_outcome(run_hostile("uncaught_exception", {}, limits(1000, 3000)), {.signal = SIGABRT});
}

TEST_F(SandboxTest, StdinStdoutAndStderrAreTheGivenFiles) {
    std::ofstream(dir_ / "input") << "3 4\nfive\n";
    RunSpec spec = spec_for("copy_stdin", {}, limits(1000, 3000));
    spec.stdin_path = dir_ / "input";
    expect_outcome(run(spec), {});
    EXPECT_EQ(output(), "3 4\nfive\n");
    EXPECT_EQ(read_all(dir_ / "stderr"), "done\n");
}

TEST_F(SandboxTest, StdoutAndStderrMayShareOneFile) {
    std::ofstream(dir_ / "input") << "line\n";
    RunSpec spec = spec_for("copy_stdin", {}, limits(1000, 3000));
    spec.stdin_path = dir_ / "input";
    spec.stderr_path = spec.stdout_path;
    expect_outcome(run(spec), {});
    EXPECT_EQ(output(), "line\ndone\n");
}

TEST_F(SandboxTest, AMissingProgramIsTheJudgesError) {
    RunSpec spec = spec_for("exit_three", {}, limits(1000, 3000));
    spec.argv = {"./no_such_program"};
    EXPECT_EQ(run(spec).error,
              "sandbox setup failed: execve ./no_such_program: No such file or directory");
}

// --- processes ----------------------------------------------------------------------------

TEST_F(SandboxTest, ForkBombIsContainedAndLeavesNothing) {
    const std::string name = marker("gjbomb");
    const RunResult result = run_hostile("fork_bomb", {name}, limits(500, 5000, 64, 8));
    expect_outcome(result, {.signal = SIGKILL, .tasks = true});
    EXPECT_FALSE(process_named(name));
}

TEST_F(SandboxTest, OrphanedChildDoesNotOutliveTheRun) {
    const std::string name = marker("gjorphan");
    expect_outcome(run_hostile("orphan_sleeper", {name}, limits(1000, 3000, 64, 2)), {});
    EXPECT_FALSE(process_named(name));
}

// Every run gets a box of its own, though a judge thread reuses its box server and (cgroup v1)
// its worker cgroup: a file, a process or an abstract socket of run N is not there for run N+1.
TEST_F(SandboxTest, ARunFindsNothingOfTheRunBefore) {
    const std::string name = marker("gjtrace");
    expect_outcome(run_hostile("leave_traces", {name}, limits(1000, 3000, 64, 2)), {});
    EXPECT_FALSE(process_named(name));
    expect_outcome(run_hostile("look_for_traces", {}, limits(1000, 3000)), {});
    EXPECT_EQ(output(), "/tmp/trace: ENOENT\nprocesses: 1 2\nabstract socket: ECONNREFUSED\n");
}

// The reported peak is the run's own: 100 MiB touched by run N do not show in run N+1's.
TEST_F(SandboxTest, ARunsMemoryPeakIsNotTheNextRunsPeak) {
    const RunResult big = run_hostile("touch_memory", {"100"}, limits(1000, 3000, 128));
    expect_outcome(big, {});
    EXPECT_GE(big.memory_kib, 100 * 1024);
    const RunResult next = run_hostile("trivial", {}, limits(1000, 3000));
    expect_outcome(next, {});
    EXPECT_LT(next.memory_kib, 4 * 1024);
}

TEST_F(SandboxTest, KillingEveryoneFromInsideHarmsNobodyOutside) {
    const RunResult result =
        run_hostile("kill_everyone", {std::to_string(::getpid())}, limits(1000, 3000));
    expect_outcome(result, {});
    // The parent is the box's init (pid 1): root's when the judge is root; otherwise the same
    // user's, and then the kernel accepts the signal but drops it (a namespace's init cannot be
    // killed from inside). The judge's pid does not exist in the box's pid namespace.
    const char* parent_kill = ::geteuid() == 0 ? "EPERM" : "ok";
    std::string expected = "parent: 1\nkill(-1): ESRCH\n";
    expected += std::string("kill(parent): ") + parent_kill + "\n";
    expected += "kill(judge): ESRCH\n";
    EXPECT_EQ(output(), expected);
    EXPECT_EQ(::kill(::getppid(), 0), 0);  // and this test's parent is still there
}

TEST_F(SandboxTest, ConcurrentRunsDoNotDisturbEachOther) {
    // Two boxes at once, from two threads (each with its own box server): were one box to hold
    // the other's report pipe, the spinner's end would wait for the sleeper's.
    const RunSpec sleeper = spec_for("sleep_forever", {}, limits(1000, 3000));
    const fs::path other_box = dir_ / "other";
    fs::create_directory(other_box);
    fs::copy_file(fs::path(GRIDJUDGE_HOSTILE_DIR) / "cpu_spin", other_box / "cpu_spin");
    RunSpec spinner = sleeper;
    spinner.argv = {"./cpu_spin"};
    spinner.box_dir = other_box;
    spinner.stdout_path = dir_ / "other.out";
    spinner.limits = limits(200, 5000);
    RunResult slept, spun;
    std::thread sleeping([&] { slept = run(sleeper); });
    std::thread spinning([&] { spun = run(spinner); });
    sleeping.join();
    spinning.join();
    expect_outcome(slept, {.signal = SIGKILL, .wall = true});
    expect_outcome(spun, {.signal = SIGKILL, .cpu = true});
    EXPECT_LT(spun.wall_ms, slept.wall_ms);
}

TEST_F(SandboxTest, UnsafeModeStillLimitsAndLeavesNothing) {
    const std::string name = marker("gjunsafe");
    RunSpec spec = spec_for("orphan_sleeper", {name}, limits(1000, 3000, 64, 2));
    expect_outcome(run_box(spec, unsafe_isolation(host())), {});
    EXPECT_FALSE(process_named(name));
    spec = spec_for("cpu_spin", {}, limits(200, 3000));
    expect_outcome(run_box(spec, unsafe_isolation(host())), {.signal = SIGKILL, .cpu = true});
}

// Regression: the init made itself non-dumpable at once, which hands its /proc files to root,
// so a non-root judge could not write the user id maps it needs (it failed most of the time,
// depending on which process the kernel ran first). The judge drops to nobody in a child.
TEST_F(SandboxTest, ANonRootJudgeBoxesItsProgramInAUserNamespace) {
    if (::geteuid() != 0)
        GRIDJUDGE_SKIP_OR_FAIL("the whole suite runs as a non-root judge already");
    const RunSpec spec =
        spec_for("kill_everyone", {std::to_string(::getpid())}, limits(1000, 3000));
    fs::permissions(dir_, fs::perms::others_all, fs::perm_options::add);
    Isolation non_root = full_isolation(host());
    non_root.cgroup = CgroupPlacement::None;  // no cgroup unless one is delegated to it
    const pid_t judge = ::fork();
    ASSERT_GE(judge, 0);
    if (judge == 0) {
        if (::setgroups(0, nullptr) != 0 || ::setresgid(65534, 65534, 65534) != 0 ||
            ::setresuid(65534, 65534, 65534) != 0)
            ::_exit(10);
        for (int attempt = 0; attempt < 5; ++attempt) {
            const RunResult result = run_box(spec, non_root);
            if (!result.error.empty()) {
                std::fprintf(stderr, "run %d: %s\n", attempt, result.error.c_str());
                ::_exit(11);
            }
            if (result.exit_code != 0 || result.signal != 0) ::_exit(12);
        }
        ::_exit(0);
    }
    int status = 0;
    ASSERT_EQ(::waitpid(judge, &status, 0), judge);
    EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << "status " << status;
    // The parent is the box's init, the judge's user's own (so the kernel accepts the signal
    // and drops it, as for any namespace's init).
    EXPECT_EQ(output(), "parent: 1\nkill(-1): ESRCH\nkill(parent): ok\nkill(judge): ESRCH\n");
}

// --- isolation ----------------------------------------------------------------------------

class LoopbackServer {
  public:
    LoopbackServer() : fd_(::socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0)) {
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        socklen_t length = sizeof address;
        EXPECT_EQ(::bind(fd_.get(), reinterpret_cast<sockaddr*>(&address), length), 0);
        EXPECT_EQ(::listen(fd_.get(), 4), 0);
        ::getsockname(fd_.get(), reinterpret_cast<sockaddr*>(&address), &length);
        port_ = ntohs(address.sin_port);
    }
    std::string port() const { return std::to_string(port_); }
    bool was_reached() const {
        UniqueFd accepted(::accept(fd_.get(), nullptr, nullptr));
        return static_cast<bool>(accepted);
    }

  private:
    UniqueFd fd_;
    int port_ = 0;
};

TEST_F(SandboxTest, NetworkIsRefused) {
    LoopbackServer server;
    expect_outcome(run_hostile("network_connect", {server.port()}, limits(1000, 3000)), {});
    EXPECT_EQ(output(), "socket: EPERM\n");
    EXPECT_FALSE(server.was_reached());
}

TEST_F(SandboxTest, NetworkNamespaceAloneHasNoRouteToTheHost) {
    LoopbackServer server;
    Isolation without_seccomp = full_isolation(host());
    without_seccomp.seccomp = false;
    const RunSpec spec = spec_for("network_connect", {server.port()}, limits(1000, 3000));
    expect_outcome(run_box(spec, without_seccomp), {});
    EXPECT_EQ(output(), "connect: ENETUNREACH\n");
    EXPECT_FALSE(server.was_reached());
}

TEST_F(SandboxTest, FilesOutsideTheBoxCanBeNeitherWrittenNorRead) {
    const fs::path host_tmp_file = "/tmp/" + marker("gridjudge-escape-");
    std::ofstream(dir_ / "answers.ans") << "42\n";
    std::ofstream(dir_ / "judge.db") << "SQLite format 3";
    const RunResult result = run_hostile(
        "escape_files",
        {host_tmp_file.string(), (dir_ / "answers.ans").string(), (dir_ / "judge.db").string()},
        limits(1000, 3000));
    expect_outcome(result, {});
    EXPECT_EQ(output(),
              "write host tmp: ok\n"  // into the box's own /tmp...
              "write /etc: ENOENT\n"
              "write above box: EROFS\n"
              "write /usr: EROFS\n"
              "read /etc/shadow: ENOENT\n"
              "read answers: ENOENT\n"
              "read database: ENOENT\n"
              "read init's root: EACCES\n"
              "read init's memory: EACCES\n");
    EXPECT_FALSE(fs::exists(host_tmp_file));  // ...which is not the host's
    EXPECT_FALSE(fs::exists("/etc/gridjudge-escape"));
}

TEST_F(SandboxTest, RunProfileRefusesDangerousCallsWithEperm) {
    expect_outcome(run_hostile("forbidden_calls", {}, limits(1000, 3000)), {});
    EXPECT_EQ(output(),
              "ptrace: EPERM\n"
              "unshare(user): EPERM\n"
              "mount: EPERM\n"
              "bpf: EPERM\n"
              "io_uring_setup: EPERM\n"
              "userfaultfd: EPERM\n"
              "personality: EPERM\n"
              "socket(AF_UNIX): ok\n"
              "socket(AF_NETLINK): EPERM\n"
              "clone3: ENOSYS\n"
              "execve: EPERM\n");
}

// --- compile profile ----------------------------------------------------------------------

TEST_F(SandboxTest, CompilerBuildsAProgramThatRunsInTheBox) {
    expect_outcome(compile("#include <cstdio>\nint main() { std::puts(\"hello\"); }\n"), {});
    RunSpec spec;
    spec.argv = {"./main"};
    spec.box_dir = box_;
    spec.stdout_path = dir_ / "stdout";
    spec.limits = limits(1000, 3000);
    expect_outcome(run(spec), {});
    EXPECT_EQ(output(), "hello\n");
}

TEST_F(SandboxTest, CompilerIncludingDevUrandomFailsQuickly) {
    const RunResult result = compile("#include \"/dev/urandom\"\n");
    expect_outcome(result, {.exit_code = 1});
    EXPECT_LT(result.wall_ms, 5000);
    EXPECT_NE(read_all(dir_ / "compile.log").find("/dev/urandom: No such file or directory"),
              std::string::npos);
}

TEST_F(SandboxTest, CompilerIncludingEtcShadowFailsWithoutItsContent) {
    const RunResult result = compile("#include \"/etc/shadow\"\n");
    expect_outcome(result, {.exit_code = 1});
    const std::string log = read_all(dir_ / "compile.log");
    EXPECT_NE(log.find("/etc/shadow: No such file or directory"), std::string::npos);
    const std::string shadow = read_all("/etc/shadow");
    const std::string first_entry = shadow.substr(0, shadow.find(':') + 1);  // "root:"
    if (!first_entry.empty()) {
        EXPECT_EQ(log.find(first_entry), std::string::npos);
    }
}

// --- the steps of a run (sandbox_overhead prints them) ------------------------------------

TEST_F(SandboxTest, EveryStepOfARunIsStampedInOrder) {
    const std::int64_t before = monotonic_ns();
    const RunResult result = run_hostile("trivial", {}, limits(1000, 3000));
    const std::int64_t after = monotonic_ns();
    expect_outcome(result, {});
    // The judge's, the box server's and the box's stamps, in the order the run takes them: one
    // clock for all three processes.
    const RunSteps& steps = result.steps;
    const std::int64_t in_order[] = {before,
                                     steps.started,
                                     steps.prepared,
                                     steps.server_received,
                                     steps.init_cloned,
                                     steps.go_sent,
                                     steps.go_received,
                                     steps.tree_built,
                                     steps.exec_called,
                                     steps.program_ended,
                                     steps.report_read,
                                     steps.init_reaped,
                                     steps.finished,
                                     after};
    for (std::size_t i = 1; i < std::size(in_order); ++i)
        EXPECT_LE(in_order[i - 1], in_order[i]) << "stamp " << i << " is out of order";
    EXPECT_GT(steps.started, 0);
    EXPECT_LE(steps.reply_received, steps.report_read);
}

// One hand-off less per run: the box server writes the init's id maps and sends its go right
// after the clone, and the judge reads the server's answer while the box starts. Unsafe mode,
// whose init the judge moves into a run cgroup, still waits for the answer.
TEST_F(SandboxTest, TheBoxServerStartsTheInitBeforeItAnswers) {
    const RunResult boxed = run_hostile("trivial", {}, limits(1000, 3000));
    expect_outcome(boxed, {});
    EXPECT_LE(boxed.steps.init_cloned, boxed.steps.go_sent);
    EXPECT_LT(boxed.steps.go_sent, boxed.steps.reply_received);
    const RunResult unsafe =
        run_box(spec_for("trivial", {}, limits(1000, 3000)), unsafe_isolation(host()));
    expect_outcome(unsafe, {});
    EXPECT_GT(unsafe.steps.go_sent, unsafe.steps.reply_received);
}

// --- protections --------------------------------------------------------------------------

// Every SandboxTest fails where the sandbox is required (CI sets GRIDJUDGE_REQUIRE_SANDBOX=1)
// and skips elsewhere; this one says in one place why the host cannot isolate.
TEST(Protections, HostIsolatesWhereRequired) {
    if (!testing::environment_required()) GTEST_SKIP() << "GRIDJUDGE_REQUIRE_SANDBOX is not set";
    std::string notes;
    for (const std::string& note : host().notes) notes += note + "; ";
    EXPECT_TRUE(host().isolated()) << notes;
}

TEST(Protections, IsolatedNeedsEveryEssentialProtection) {
    Protections all;
    all.mount_namespace = all.pid_namespace = all.network_namespace = true;
    all.unprivileged_uid = all.seccomp = all.rlimits = all.cgroup_pids = all.trial_run = true;
    EXPECT_TRUE(all.isolated());
    for (bool Protections::*essential :
         {&Protections::mount_namespace, &Protections::pid_namespace,
          &Protections::network_namespace, &Protections::unprivileged_uid, &Protections::seccomp,
          &Protections::rlimits, &Protections::cgroup_pids, &Protections::trial_run}) {
        Protections missing = all;
        missing.*essential = false;
        EXPECT_FALSE(missing.isolated());
    }
}

// Nothing is assumed: a protection is true only once it was tried.
TEST(Protections, NothingIsAssumed) {
    const Protections nothing_probed;
    EXPECT_FALSE(nothing_probed.rlimits);
    EXPECT_FALSE(nothing_probed.seccomp);
    EXPECT_FALSE(nothing_probed.trial_run);
}

TEST(Protections, RlimitsAreProbedInAChild) {
    EXPECT_EQ(rlimits_refused(plan_rlimits(Limits{}, Profile::Run, false, false)), std::nullopt);
    // Above fs.nr_open no one may raise RLIMIT_NOFILE, root included.
    const auto most = std::stoull(read_all("/proc/sys/fs/nr_open"));
    const rlim_t beyond = static_cast<rlim_t>(most) + 1;
    EXPECT_EQ(rlimits_refused({{RLIMIT_NOFILE, {beyond, beyond}}}),
              "rlimits: setrlimit(RLIMIT_NOFILE) was refused: Operation not permitted");
    rlimit own{};
    ASSERT_EQ(::getrlimit(RLIMIT_NOFILE, &own), 0);  // and this process's limit is untouched
    EXPECT_LT(own.rlim_max, beyond);
}

}  // namespace
}  // namespace gridjudge::sandbox
