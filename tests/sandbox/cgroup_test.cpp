// The Cgroup implementations against the real kernel: a run cgroup must account a member's CPU
// time, kill it, and disappear when destroyed. The v2 implementation is also exercised on a
// hybrid host (v1 controllers, an empty unified hierarchy, like CI's): CPU accounting and
// cgroup.kill need no controller there.
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <optional>
#include <thread>

#include <gtest/gtest.h>

#include "judge/sandbox/cgroup.h"
#include "judge/sandbox/cgroup_layout.h"
#include "judge/sandbox/cgroup_names.h"
#include "judge/sandbox/cgroup_versions.h"
#include "tests/common/require_environment.h"

namespace gridjudge::sandbox {
namespace {

namespace fs = std::filesystem;

pid_t spinning_child() {
    const pid_t pid = ::fork();
    if (pid == 0) {
        volatile unsigned long counter = 0;
        for (;;) counter = counter + 1;
    }
    return pid;
}

// Puts a spinning child in the cgroup, waits until the cgroup has accounted 50 ms of CPU
// (however loaded the machine is), then kills the child through the cgroup.
void expect_accounts_and_kills(Cgroup& cgroup) {
    const pid_t child = spinning_child();
    ASSERT_GT(child, 0);
    cgroup.add_process(child);
    const auto give_up = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    std::optional<std::int64_t> cpu_ns;
    while ((cpu_ns = cgroup.cpu_time_ns()).value_or(0) < 50'000'000 &&
           std::chrono::steady_clock::now() < give_up)
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    cgroup.kill_all();
    int status = 0;
    ASSERT_EQ(::waitpid(child, &status, 0), child);
    EXPECT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL);
    EXPECT_GE(cpu_ns.value_or(0), 50'000'000);
}

bool is_directory_under(const fs::path& parent, const std::string& prefix) {
    std::error_code error;
    for (const auto& entry : fs::directory_iterator(parent, error))
        if (entry.path().filename().string().starts_with(prefix)) return true;
    return false;
}

TEST(Cgroup, RunCgroupAccountsKillsAndIsRemoved) {
    if (cgroup_support().version == 0)
        GRIDJUDGE_SKIP_OR_FAIL("no usable cgroup on this host");
    auto cgroup = create_run_cgroup({64 << 20, 4});
    ASSERT_NE(cgroup, nullptr);
    expect_accounts_and_kills(*cgroup);
    cgroup.reset();
    const CgroupLayout layout = read_cgroup_layout();
    const std::string prefix = owned_cgroup_prefix("run");
    for (const auto& [controller, dir] : layout.v1_dirs)
        EXPECT_FALSE(is_directory_under(dir / "gridjudge", prefix)) << controller;
    if (layout.v2_mount) {
        EXPECT_FALSE(is_directory_under(*layout.v2_mount / "gridjudge", prefix));
        EXPECT_FALSE(is_directory_under(layout.v2_own_dir / "gridjudge", prefix));
    }
}

TEST(CgroupV2, UnifiedHierarchyAccountsKillsAndIsRemoved) {
    const CgroupLayout layout = read_cgroup_layout();
    if (!layout.v2_mount) GRIDJUDGE_SKIP_OR_FAIL("no cgroup v2 hierarchy is mounted");
    if (::geteuid() != 0) GRIDJUDGE_SKIP_OR_FAIL("not root: cannot write the v2 hierarchy");
    const fs::path parent = layout.v2_own_dir / ("gridjudge-test-" + std::to_string(::getpid()));
    std::error_code error;
    if (!fs::create_directory(parent, error))
        GRIDJUDGE_SKIP_OR_FAIL("cannot create " + parent.string() + ": " + error.message());
    CgroupSupport accounting_only;
    accounting_only.version = 2;
    accounting_only.cpu_accounting = true;
    {
        auto cgroup = make_cgroup_v2(parent, accounting_only, {64 << 20, 4});
        expect_accounts_and_kills(*cgroup);
        EXPECT_FALSE(cgroup->oom_killed());
    }
    EXPECT_FALSE(is_directory_under(parent, "run-"));
    fs::remove(parent, error);
    EXPECT_FALSE(error) << error.message();
}

}  // namespace
}  // namespace gridjudge::sandbox
