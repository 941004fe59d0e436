// The kept box (docs/sandbox.md, "The kept box"): where the host allows one (a root judge, on
// cgroup v1 or v2), a judge thread's runs share one box whose init lives on, and still no run
// finds anything of the one before. Elsewhere every run has a box of its own; each test says
// what it expects on either kind of host. ctest runs them on both versions of this host
// (sandbox.cgroup_v2_kept_box: GRIDJUDGE_CGROUP_VERSION=2).
#include <signal.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <thread>

#include "judge/sandbox/box_server.h"
#include "tests/sandbox/sandbox_fixture.h"

namespace gridjudge::sandbox {
namespace {

// What box_identity printed: "pid", "init started", "queue".
using Identity = std::map<std::string, std::string>;

Identity parse_identity(const std::string& text) {
    Identity identity;
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);) {
        const std::size_t colon = line.find(": ");
        identity[line.substr(0, colon)] = line.substr(colon + 2);
    }
    return identity;
}

class KeptBoxTest : public SandboxTest {
  protected:
    Identity identify(const std::vector<std::filesystem::path>& binds = {}) {
        RunSpec spec = spec_for("box_identity", {}, limits(1000, 3000));
        spec.readonly_binds = binds;
        expect_outcome(run(spec), {});
        return parse_identity(output());
    }

    // A box's init started is in clock ticks (10 ms): a new box must start at least a tick
    // after the one before for the two to differ.
    static void let_a_tick_pass() { std::this_thread::sleep_for(std::chrono::milliseconds(30)); }

    // The hosts where runs share a kept box: this one's, and the CI machine's (kernels since
    // 5.7, which v2 needs, are the only ones here).
    static bool kept() {
        return ::geteuid() == 0 && host().cgroup_version != 0 &&
               ::access("/proc/sys/kernel/ns_last_pid", F_OK) == 0;
    }

    // On cgroup v1 a thread keeps one box; on v2 up to kKeptBoxesOnV2, each init in a cgroup of
    // its own: a program whose box binds files (Java's) and a checker's that binds none keep
    // theirs. (Boxes of this thread's earlier tests may be among them.)
    static std::size_t boxes_kept_side_by_side() {
        return kept() ? (host().cgroup_version == 2 ? kKeptBoxesOnV2 : 1) : 0;
    }
};

TEST_F(KeptBoxTest, RunsInARowShareOneBoxYetFindNothingOfEachOther) {
    const Identity first = identify();
    let_a_tick_pass();
    const Identity second = identify();
    ASSERT_EQ(first.size(), 3u) << output();
    EXPECT_NE(first.at("init started"), "unreadable");
    EXPECT_EQ(first.at("init started") == second.at("init started"), kept());
    // Each run has its own IPC namespace: the first run's queue is not the second's.
    EXPECT_EQ(first.at("queue"), "ENOENT");
    EXPECT_EQ(second.at("queue"), "ENOENT");
    // Pids start again at 2: a pid counting on would tell a run how many processes came before.
    EXPECT_EQ(first.at("pid"), "2");
    EXPECT_EQ(second.at("pid"), "2");
}

TEST_F(KeptBoxTest, AProgramStoppedAtItsLimitLeavesTheBoxToTheNextRun) {
    const Identity before = identify();
    let_a_tick_pass();
    expect_outcome(run_hostile("cpu_spin", {}, limits(200, 3000)),
                   {.signal = SIGKILL, .cpu = true});
    const Identity after = identify();
    EXPECT_EQ(before.at("init started") == after.at("init started"), kept());
    EXPECT_EQ(after.at("pid"), "2");
}

// A program that cannot be started is the judge's error, and the box stays sound for the next.
TEST_F(KeptBoxTest, AMissingProgramLeavesTheBoxToTheNextRun) {
    const Identity before = identify();
    RunSpec missing = spec_for("trivial", {}, limits(1000, 3000));
    missing.argv = {"./no_such_program"};
    EXPECT_EQ(run(missing).error,
              "sandbox setup failed: execve ./no_such_program: No such file or directory");
    let_a_tick_pass();
    const Identity after = identify();
    EXPECT_EQ(before.at("init started") == after.at("init started"), kept());
    EXPECT_EQ(after.at("queue"), "ENOENT");
    EXPECT_EQ(after.at("pid"), "2");
}

// The inits of boxes this test process's threads keep: its children that are pid 1 of a pid
// namespace of their own (the last NSpid is 1).
std::vector<pid_t> kept_inits() {
    std::vector<pid_t> inits;
    for (const auto& entry : std::filesystem::directory_iterator("/proc")) {
        const std::string name = entry.path().filename().string();
        if (name.find_first_not_of("0123456789") != std::string::npos) continue;
        std::ifstream status(entry.path() / "status");
        bool ours = false, init = false;
        for (std::string line; std::getline(status, line);) {
            if (line.starts_with("PPid:")) ours = std::stoi(line.substr(5)) == ::getpid();
            if (line.starts_with("NSpid:")) init = line.ends_with("\t1") && line != "NSpid:\t1";
        }
        if (ours && init) inits.push_back(std::stoi(name));
    }
    return inits;
}

// A kept box whose init died between runs (killed from outside) is replaced, not used.
TEST_F(KeptBoxTest, ABoxWhoseInitDiedBetweenRunsIsReplaced) {
    const Identity before = identify();
    const std::vector<pid_t> inits = kept_inits();
    ASSERT_GE(inits.size(), kept() ? 1u : 0u);
    ASSERT_LE(inits.size(), boxes_kept_side_by_side());
    for (const pid_t init : inits) ASSERT_EQ(::kill(init, SIGKILL), 0);
    let_a_tick_pass();
    const Identity after = identify();
    EXPECT_NE(before.at("init started"), after.at("init started"));
    EXPECT_EQ(after.at("pid"), "2");
}

TEST_F(KeptBoxTest, AnotherFileTreeIsAnotherBox) {
    const Identity plain = identify();
    let_a_tick_pass();
    const Identity with_bind = identify({"/etc/passwd"});
    let_a_tick_pass();
    const Identity plain_again = identify();
    EXPECT_NE(plain.at("init started"), with_bind.at("init started"));
    EXPECT_NE(with_bind.at("init started"), plain_again.at("init started"));
    EXPECT_EQ(plain.at("init started") == plain_again.at("init started"),
              boxes_kept_side_by_side() > 1);
    const Identity plain_once_more = identify();
    EXPECT_EQ(plain_again.at("init started") == plain_once_more.at("init started"), kept());
}

// Past the number of boxes a thread keeps, the one used least recently is ended.
TEST_F(KeptBoxTest, TheBoxUsedLeastRecentlyMakesRoom) {
    const std::vector<std::vector<std::filesystem::path>> trees = {
        {}, {"/etc/passwd"}, {"/etc/group"}, {"/etc/hostname"}};
    std::vector<Identity> first;
    for (const auto& binds : trees) {
        first.push_back(identify(binds));
        let_a_tick_pass();
        EXPECT_LE(kept_inits().size(), boxes_kept_side_by_side());
    }
    // The last tree's box is kept everywhere; the first tree's only if the thread keeps four.
    EXPECT_EQ(identify(trees.back()).at("init started") == first.back().at("init started"), kept());
    let_a_tick_pass();
    EXPECT_NE(identify(trees.front()).at("init started"), first.front().at("init started"));
    EXPECT_EQ(kept_inits().size(), std::min<std::size_t>(boxes_kept_side_by_side(), 4));
}

// A process's cgroup in the hierarchy that limits runs: v2's "0::" line, or v1's memory line.
std::string cgroup_of(const std::string& proc_self_cgroup) {
    std::istringstream lines(proc_self_cgroup);
    for (std::string line; std::getline(lines, line);)
        if (host().cgroup_version == 2 ? line.starts_with("0::")
                                       : line.find(":memory:") != std::string::npos)
            return line.substr(line.rfind(':') + 1);
    return "none in: " + proc_self_cgroup;
}

// Where a kept box's program is born: on cgroup v2 in a cgroup of its run's own, a fresh one
// each run and never its init's (the init's CPU time, tasks and memory are no run's); on v1 in
// the worker cgroup its init lives in too (the run's view of it leaves the init out).
TEST_F(KeptBoxTest, EachProgramIsBornInItsRunsCgroup) {
    const auto program_cgroup = [this] {
        expect_outcome(run_hostile("print_cgroups", {}, limits(1000, 3000)), {});
        return cgroup_of(output());
    };
    const std::string first = program_cgroup();
    const std::string second = program_cgroup();
    const std::vector<pid_t> inits = kept_inits();
    ASSERT_GE(inits.size(), kept() ? 1u : 0u);
    ASSERT_LE(inits.size(), boxes_kept_side_by_side());
    std::vector<std::string> init_cgroups;
    for (const pid_t init : inits)
        init_cgroups.push_back(cgroup_of(read_all("/proc/" + std::to_string(init) + "/cgroup")));
    const std::string program_kind = host().cgroup_version == 2 ? "/run-" : "/worker-";
    EXPECT_NE(first.find("/gridjudge" + program_kind), std::string::npos) << first;
    EXPECT_NE(second.find("/gridjudge" + program_kind), std::string::npos) << second;
    if (host().cgroup_version == 2) {
        EXPECT_NE(first, second);
        for (const std::string& init_cgroup : init_cgroups)
            EXPECT_NE(init_cgroup.find("/gridjudge/worker-"), std::string::npos) << init_cgroup;
    } else {
        EXPECT_EQ(first, second);
        for (const std::string& init_cgroup : init_cgroups) EXPECT_EQ(init_cgroup, first);
    }
}

}  // namespace
}  // namespace gridjudge::sandbox
