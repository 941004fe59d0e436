// How the boxes of one judge thread share its box server's worker cgroup (cgroup v1): each box
// is cloned inside it (never moved), each run's CPU time and OOM kill are its own, and the next
// run finds nothing of the last.
#include <signal.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <memory>
#include <sstream>
#include <string>

#include <gtest/gtest.h>

#include "judge/sandbox/box_server.h"
#include "judge/sandbox/cgroup.h"
#include "judge/sandbox/cgroup_files.h"
#include "judge/sandbox/sandbox.h"
#include "tests/common/require_environment.h"
#include "tests/sandbox/sandbox_fixture.h"

namespace gridjudge::sandbox {
namespace {

namespace fs = std::filesystem;

class WorkerCgroupTest : public SandboxTest {
  protected:
    void SetUp() override {
        SandboxTest::SetUp();
        if (IsSkipped() || HasFatalFailure()) return;
        if (host().cgroup_version != 1)
            GRIDJUDGE_SKIP_OR_FAIL("worker cgroups are cgroup v1's; this host has v" +
                                   std::to_string(host().cgroup_version));
    }
};

// The v1 lines of /proc/self/cgroup as the box printed them ("4:memory:/.../worker-...").
std::vector<std::string> v1_lines(const std::string& printed) {
    std::vector<std::string> lines;
    std::istringstream in(printed);
    for (std::string line; std::getline(in, line);)
        if (!line.starts_with("0::") && line.find(":name=") == std::string::npos)
            lines.push_back(line);
    return lines;
}

TEST_F(WorkerCgroupTest, EveryBoxOfAThreadIsClonedInsideItsServersCgroup) {
    expect_outcome(run_hostile("print_cgroups", {}, limits(1000, 3000)), {});
    const std::string first = output();
    expect_outcome(run_hostile("print_cgroups", {}, limits(1000, 3000)), {});
    EXPECT_EQ(output(), first);  // the same cgroups, run after run
    int in_worker = 0;
    for (const std::string& line : v1_lines(first))
        if (line.find("/gridjudge/worker-") != std::string::npos) ++in_worker;
    EXPECT_EQ(in_worker, 4) << first;  // memory, pids, cpuacct, freezer
}

TEST_F(WorkerCgroupTest, ARunsCpuTimeLeavesOutTheRunsBefore) {
    expect_outcome(run_hostile("burn_cpu", {"300"}, limits(2000, 5000)), {});
    const RunResult second = run_hostile("burn_cpu", {"100"}, limits(2000, 5000));
    expect_outcome(second, {});
    EXPECT_GE(second.cpu_ms, 90);
    EXPECT_LE(second.cpu_ms, 130);
}

TEST_F(WorkerCgroupTest, AnOomKillBelongsToItsRunOnly) {
    expect_outcome(run_hostile("heap_hog", {}, limits(5000, 10000, 64)),
                   {.signal = SIGKILL, .memory = true});
    const RunResult next = run_hostile("touch_memory", {"40"}, limits(1000, 3000, 64));
    expect_outcome(next, {});
}

TEST_F(WorkerCgroupTest, AfterARunOnlyTheServerAndItsKeptBoxAreLeft) {
    const std::string name = marker("gjworker");
    expect_outcome(run_hostile("fork_bomb", {name}, limits(300, 5000, 64, 8)),
                   {.signal = SIGKILL, .tasks = true});
    expect_outcome(run_hostile("print_cgroups", {}, limits(1000, 3000)), {});
    std::string memory_path;
    for (const std::string& line : v1_lines(output()))
        if (line.find(":memory:") != std::string::npos)
            memory_path = line.substr(line.find(":memory:") + 8);
    ASSERT_FALSE(memory_path.empty()) << output();
    // The memory hierarchy's mount point is the one our own cgroup directory is under.
    const std::vector<fs::path> parents = run_cgroup_parents();
    fs::path worker;
    for (const fs::path& parent : parents)
        for (const auto& entry : fs::directory_iterator(parent))
            if (memory_path.ends_with("/" + entry.path().filename().string()))
                worker = entry.path();
    ASSERT_FALSE(worker.empty()) << memory_path;
    // The server, and its kept box's init (a clone of it, named alike), waiting for the next run.
    const std::vector<pid_t> members = cgroupfs::listed_ids(worker / "cgroup.procs");
    ASSERT_EQ(members.size(), 2u);
    for (const pid_t member : members)
        EXPECT_EQ(cgroupfs::read_text("/proc/" + std::to_string(member) + "/comm"),
                  "gridjudge_box_s\n");
    EXPECT_FALSE(process_named(name));
}

std::int64_t own_cpu_ns() {
    timespec now{};
    ::clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return now.tv_sec * 1'000'000'000LL + now.tv_nsec;
}

// A stand-in for the box server: on a byte from `go` it computes for 300 ms of CPU time, says
// so on `done`, and waits to be killed.
pid_t start_busy_server(int go, int done) {
    const pid_t pid = ::fork();
    if (pid != 0) return pid;
    char byte = 0;
    if (::read(go, &byte, 1) != 1) ::_exit(1);
    const std::int64_t start = own_cpu_ns();
    while (own_cpu_ns() - start < 300'000'000LL) {
    }
    if (::write(done, "d", 1) != 1) ::_exit(1);
    ::pause();
    ::_exit(0);
}

// The server shares the worker cgroup with its boxes, and does its part of every run (the
// clone, the go) inside it: its CPU time must not be charged to the run.
TEST_F(WorkerCgroupTest, TheServersCpuTimeInItsWorkerCgroupIsNotTheRuns) {
    int go[2], done[2];
    ASSERT_EQ(::pipe(go), 0);
    ASSERT_EQ(::pipe(done), 0);
    const pid_t server = start_busy_server(go[0], done[1]);
    ASSERT_GT(server, 0);
    std::int64_t run_cpu_ns = -1;
    {
        std::unique_ptr<WorkerCgroup> worker = create_worker_cgroup(server);
        ASSERT_NE(worker, nullptr);
        std::unique_ptr<Cgroup> run = worker->begin_run({64 << 20, 4});
        char byte = 0;
        EXPECT_EQ(::write(go[1], "g", 1), 1);
        EXPECT_EQ(::read(done[0], &byte, 1), 1);
        run_cpu_ns = run->cpu_time_ns().value_or(-1);
        run.reset();  // spares the server
        ::kill(server, SIGKILL);
        ::waitpid(server, nullptr, 0);
    }
    for (int fd : {go[0], go[1], done[0], done[1]}) ::close(fd);
    // The cgroup's account grew by the server's 300 ms; the run had nothing of it.
    EXPECT_GE(run_cpu_ns, 0);
    EXPECT_LT(run_cpu_ns, 20'000'000LL);
}

}  // namespace
}  // namespace gridjudge::sandbox
