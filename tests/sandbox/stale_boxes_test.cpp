// Cgroups left behind by a judge killed mid-run: their names carry their owner, and
// sweep_stale_boxes() removes exactly those whose owner is gone.
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <string>
#include <thread>
#include <vector>

#include <gtest/gtest.h>

#include "judge/sandbox/box_run.h"
#include "judge/sandbox/cgroup.h"
#include "judge/sandbox/cgroup_files.h"
#include "judge/sandbox/cgroup_names.h"
#include "judge/sandbox/sandbox.h"
#include "tests/sandbox/sandbox_fixture.h"

namespace gridjudge::sandbox {
namespace {

namespace fs = std::filesystem;

bool operator==(const CgroupOwner& a, const CgroupOwner& b) {
    return a.pid_namespace == b.pid_namespace && a.pid == b.pid && a.start_time == b.start_time;
}

TEST(CgroupNames, ANameCarriesItsOwner) {
    const std::string name = owned_cgroup_name("run");
    const auto owner = parse_owned_cgroup_name("run", name);
    ASSERT_TRUE(owner.has_value()) << name;
    EXPECT_TRUE(*owner == this_process_owner());
    EXPECT_TRUE(name.starts_with(owned_cgroup_prefix("run")));
    EXPECT_FALSE(parse_owned_cgroup_name("worker", name));
    for (const char* other : {"run-1-2-3", "run-1-2-3-4-5", "run-x-2-3-4", "run-1-0-3-4",
                              "run-1--3-4", "gridjudge", "run-1-2-3-4 ", "run-12-3"})
        EXPECT_FALSE(parse_owned_cgroup_name("run", other)) << other;
}

TEST(CgroupNames, AnOwnerIsGoneOnlyWhenItsProcessIs) {
    const CgroupOwner self = this_process_owner();
    EXPECT_FALSE(owner_is_gone(self));
    CgroupOwner reused_pid = self;
    reused_pid.start_time += 1;
    EXPECT_TRUE(owner_is_gone(reused_pid));
    CgroupOwner other_namespace = reused_pid;
    other_namespace.pid_namespace += 1;  // its pids are not ours to look up
    EXPECT_FALSE(owner_is_gone(other_namespace));

    const pid_t child = ::fork();
    if (child == 0) ::_exit(0);
    ASSERT_EQ(::waitpid(child, nullptr, 0), child);
    CgroupOwner dead = self;
    dead.pid = child;
    EXPECT_TRUE(owner_is_gone(dead));
}

// The run and worker cgroups a process of our pid namespace with this pid owns, in every
// parent.
std::vector<fs::path> cgroups_of(pid_t pid) {
    const std::uint64_t pid_namespace = this_process_owner().pid_namespace;
    std::vector<fs::path> found;
    std::error_code error;
    for (const fs::path& parent : run_cgroup_parents())
        for (const auto& entry : fs::directory_iterator(parent, error)) {
            const std::string name = entry.path().filename().string();
            for (const char* kind : {"run", "worker"}) {
                const auto owner = parse_owned_cgroup_name(kind, name);
                if (owner && owner->pid == pid && owner->pid_namespace == pid_namespace)
                    found.push_back(entry.path());
            }
        }
    std::sort(found.begin(), found.end());
    return found;
}

// The number of processes in a cgroup.
std::size_t members(const fs::path& dir) {
    const std::string procs = cgroupfs::read_text(dir / "cgroup.procs").value_or("");
    return static_cast<std::size_t>(std::count(procs.begin(), procs.end(), '\n'));
}

TEST_F(SandboxTest, AJudgeKilledMidRunLeavesCgroupsTheNextJudgeSweeps) {
    sweep_stale_boxes();  // litter of earlier test runs, if any, is not this test's
    const RunSpec spec = spec_for("sleep_forever", {}, limits(60'000, 60'000));
    const pid_t judge = ::fork();
    ASSERT_GE(judge, 0);
    if (judge == 0) {
        run(spec);
        ::_exit(0);
    }
    // Mid-run: the box's init and the program are in the judge's cgroups (and its box server,
    // in a worker cgroup: cgroup v1). A kept box on cgroup v2: the program in the run's cgroup,
    // the init in a worker cgroup of its own.
    const bool v2_kept = host().cgroup_version == 2 && full_isolation(host()).keep_box;
    const std::size_t hierarchies = run_cgroup_parents().size() + (v2_kept ? 1 : 0);
    const auto running = [v2_kept](const std::vector<fs::path>& dirs) {
        if (v2_kept) return dirs.size() == 2 && members(dirs[0]) == 1 && members(dirs[1]) == 1;
        if (dirs.empty()) return false;
        const bool worker = dirs.front().filename().string().starts_with("worker-");
        return members(dirs.front()) == (worker ? 3u : 2u);
    };
    std::vector<fs::path> left;
    const auto give_up = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    while (std::chrono::steady_clock::now() < give_up) {
        left = cgroups_of(judge);
        if (left.size() == hierarchies && running(left)) break;
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    ASSERT_EQ(left.size(), hierarchies);
    ASSERT_TRUE(running(left));
    ::kill(judge, SIGKILL);
    ASSERT_EQ(::waitpid(judge, nullptr, 0), judge);
    EXPECT_EQ(cgroups_of(judge), left);  // nobody removed them

    // What must survive the sweep: this live judge's own cgroups (a fresh run cgroup, and its
    // box server's worker cgroup), a folder gridjudge did not name, and a run cgroup of a judge
    // in another pid namespace.
    const auto mine = create_run_cgroup({64 << 20, 4});
    const std::vector<fs::path> mine_dirs = cgroups_of(::getpid());
    ASSERT_GE(mine_dirs.size(), run_cgroup_parents().size());
    CgroupOwner foreign = this_process_owner();
    foreign.pid_namespace += 1;
    foreign.pid = judge;
    const std::string foreign_name =
        "run-" + std::to_string(foreign.pid_namespace) + "-" + std::to_string(judge) + "-1-1";
    std::vector<fs::path> kept;
    for (const fs::path& parent : run_cgroup_parents())
        for (const std::string& name : {foreign_name, "not-a-run-" + std::to_string(judge)}) {
            kept.push_back(parent / name);
            fs::create_directory(kept.back());
        }

    std::vector<fs::path> removed = sweep_stale_boxes();
    std::sort(removed.begin(), removed.end());
    EXPECT_EQ(removed, left);
    EXPECT_EQ(cgroups_of(judge), std::vector<fs::path>{});
    EXPECT_EQ(cgroups_of(::getpid()), mine_dirs);
    for (const fs::path& dir : kept) {
        EXPECT_TRUE(fs::is_directory(dir)) << dir;
        cgroupfs::remove_directory(dir);
    }
}

}  // namespace
}  // namespace gridjudge::sandbox
