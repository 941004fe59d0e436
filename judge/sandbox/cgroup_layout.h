// Where this process sits in the cgroup hierarchies: which v1 controllers are mounted where,
// whether a cgroup v2 (unified) hierarchy is mounted, and our own cgroup directory in each.
// Parsing is separate from reading /proc so that the hybrid and container layouts can be tested.
#pragma once

#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace gridjudge::sandbox {

struct CgroupLayout {
    // v1 controller name ("memory", "pids", "cpuacct", "freezer") → our cgroup's directory.
    std::map<std::string, std::filesystem::path> v1_dirs;
    // The cgroup2 mount point and our cgroup's directory in it, when one is mounted.
    std::optional<std::filesystem::path> v2_mount;
    std::filesystem::path v2_own_dir;
};

// mountinfo: the text of /proc/self/mountinfo; proc_cgroup: the text of /proc/self/cgroup.
CgroupLayout parse_cgroup_layout(std::string_view mountinfo, std::string_view proc_cgroup);

// The layout of the calling process; empty when /proc cannot be read.
CgroupLayout read_cgroup_layout();

}  // namespace gridjudge::sandbox
