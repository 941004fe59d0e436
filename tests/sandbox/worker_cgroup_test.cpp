// How the boxes of one judge thread share its box server's worker cgroup (cgroup v1): each box
// is cloned inside it (never moved), each run's CPU time and OOM kill are its own, and the next
// run finds nothing of the last.
#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <sstream>
#include <string>

#include <gtest/gtest.h>

#include "judge/sandbox/box_server.h"
#include "judge/sandbox/cgroup.h"
#include "judge/sandbox/cgroup_files.h"
#include "judge/sandbox/sandbox.h"
#include "tests/sandbox/sandbox_fixture.h"
#include "tests/common/require_environment.h"

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

TEST_F(WorkerCgroupTest, AfterARunOnlyTheServerIsLeft) {
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
    const std::string procs = cgroupfs::read_text(worker / "cgroup.procs").value_or("?");
    EXPECT_EQ(std::count(procs.begin(), procs.end(), '\n'), 1) << procs;  // the server
    EXPECT_FALSE(process_named(name));
}

}  // namespace
}  // namespace gridjudge::sandbox
