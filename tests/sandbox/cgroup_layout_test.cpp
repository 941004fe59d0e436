// parse_cgroup_layout on the three layouts the judge meets: a hybrid host (v1 controllers and
// an empty v2 mount, like CI's), a pure v2 systemd host, and a container that sees its own
// subtree bind-mounted at the hierarchy's mount point.
#include "judge/sandbox/cgroup_layout.h"

#include <gtest/gtest.h>

namespace gridjudge::sandbox {
namespace {

TEST(CgroupLayout, HybridHostUsesEachControllersOwnPath) {
    const CgroupLayout layout = parse_cgroup_layout(
        "31 23 0:28 / /sys/fs/cgroup rw,relatime - tmpfs tmpfs rw,mode=755\n"
        "32 31 0:29 / /sys/fs/cgroup/cpu rw,relatime - cgroup cgroup rw,cpu\n"
        "33 31 0:30 / /sys/fs/cgroup/cpuacct rw,relatime - cgroup cgroup rw,cpuacct\n"
        "35 31 0:32 / /sys/fs/cgroup/memory rw,relatime - cgroup cgroup rw,memory\n"
        "37 31 0:34 / /sys/fs/cgroup/freezer rw,relatime - cgroup cgroup rw,freezer\n"
        "39 31 0:36 / /sys/fs/cgroup/pids rw,relatime - cgroup cgroup rw,pids\n"
        "40 31 0:37 / /sys/fs/cgroup/systemd rw,relatime - cgroup cgroup rw,name=systemd\n"
        "41 31 0:38 / /sys/fs/cgroup/unified rw,relatime - cgroup2 cgroup2 rw\n",
        "9:name=systemd:/\n8:pids:/\n6:freezer:/\n4:memory:/process_api/0fa2\n2:cpuacct:/\n"
        "1:cpu:/\n0::/\n");
    EXPECT_EQ(layout.v1_dirs.at("memory"), "/sys/fs/cgroup/memory/process_api/0fa2");
    EXPECT_EQ(layout.v1_dirs.at("pids"), "/sys/fs/cgroup/pids/");
    EXPECT_EQ(layout.v1_dirs.at("cpuacct"), "/sys/fs/cgroup/cpuacct/");
    EXPECT_EQ(layout.v1_dirs.at("freezer"), "/sys/fs/cgroup/freezer/");
    EXPECT_EQ(layout.v1_dirs.size(), 4u);
    ASSERT_TRUE(layout.v2_mount);
    EXPECT_EQ(*layout.v2_mount, "/sys/fs/cgroup/unified");
}

TEST(CgroupLayout, PureV2HostHasNoV1Controllers) {
    const CgroupLayout layout = parse_cgroup_layout(
        "25 21 0:23 / /sys/fs/cgroup rw,nosuid,nodev,noexec,relatime shared:4 - cgroup2 cgroup2 "
        "rw,nsdelegate,memory_recursiveprot\n",
        "0::/user.slice/user-1000.slice/session-2.scope\n");
    EXPECT_TRUE(layout.v1_dirs.empty());
    ASSERT_TRUE(layout.v2_mount);
    EXPECT_EQ(*layout.v2_mount, "/sys/fs/cgroup");
    EXPECT_EQ(layout.v2_own_dir, "/sys/fs/cgroup/user.slice/user-1000.slice/session-2.scope");
}

TEST(CgroupLayout, ContainerSeesItsOwnSubtreeAtTheMountPoint) {
    const CgroupLayout layout = parse_cgroup_layout(
        "700 690 0:30 /docker/abc /sys/fs/cgroup/memory ro,nosuid - cgroup cgroup rw,memory\n"
        "701 690 0:31 /docker/abc /sys/fs/cgroup/cpu\\040acct rw - cgroup cgroup rw,cpu,cpuacct\n",
        "5:memory:/docker/abc\n3:cpu,cpuacct:/docker/abc/job\n");
    EXPECT_EQ(layout.v1_dirs.at("memory"), "/sys/fs/cgroup/memory/");
    EXPECT_EQ(layout.v1_dirs.at("cpuacct"), "/sys/fs/cgroup/cpu acct/job");
    EXPECT_FALSE(layout.v1_dirs.contains("pids"));
    EXPECT_FALSE(layout.v2_mount);
}

}  // namespace
}  // namespace gridjudge::sandbox
