// The names of the cgroups the sandbox creates, and who owns them. A name carries its owner, the
// judge process that made it: run-<pid namespace>-<pid>-<start time>-<n>, where the start time
// (clock ticks since boot, /proc/PID/stat) tells a live owner from a later process that reused
// its pid. A judge killed mid-run leaves its cgroups behind; a later judge removes those whose
// owner is gone (sweep_stale_boxes) and nothing else: not its own, not a live judge's, not one of
// a judge in another pid namespace (whose pids it cannot check), not a name of another form.
#pragma once

#include <sys/types.h>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace gridjudge::sandbox {

struct CgroupOwner {
    std::uint64_t pid_namespace = 0;  // the inode of /proc/PID/ns/pid
    pid_t pid = 0;
    std::uint64_t start_time = 0;  // field 22 of /proc/PID/stat
};

// The calling process (computed again after a fork). Throws std::system_error if /proc cannot
// be read.
CgroupOwner this_process_owner();

// A fresh name "<kind>-<owner>-<n>" for a cgroup of this process (kind: "run", "worker").
std::string owned_cgroup_name(std::string_view kind);
// What every such name of this process starts with: "<kind>-<owner>-".
std::string owned_cgroup_prefix(std::string_view kind);

// The owner written in a name made by owned_cgroup_name with that kind; nullopt for any other
// name.
std::optional<CgroupOwner> parse_owned_cgroup_name(std::string_view kind, std::string_view name);

// The owner no longer runs: same pid namespace as ours, and no process with its pid and start
// time. Owners in another pid namespace are never gone to us.
bool owner_is_gone(const CgroupOwner& owner);

}  // namespace gridjudge::sandbox
