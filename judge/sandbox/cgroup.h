// Cgroup: the control group of one run. It caps the memory and the number of tasks of
// everything in the box, accounts their CPU time, tells whether the kernel OOM-killed
// something, and kills whatever is left. cgroup v1 and v2 sit behind this one
// interface, chosen at run time. The destructor kills the members and removes the directory.
#pragma once

#include <sys/types.h>

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace gridjudge::sandbox {

struct CgroupLimits {
    std::int64_t memory_bytes = 0;
    std::int64_t max_tasks = 0;  // processes + threads, the box's init included
};

class Cgroup {
  public:
    virtual ~Cgroup() = default;

    // Moves a process (and every child it forks later) into the cgroup. Throws std::system_error.
    virtual void add_process(pid_t pid) = 0;
    // User+system time of all tasks that ever ran in the cgroup; nullopt without accounting.
    virtual std::optional<std::int64_t> cpu_time_ns() = 0;
    // Whether the kernel killed a member for want of memory. (The cgroup's peak usage is not
    // offered: it includes the page cache of files the box wrote, see box_run.cpp.)
    virtual bool oom_killed() = 0;
    virtual void kill_all() = 0;
};

// What a run cgroup gets on this host, found once (preparing the shared parent directory) and
// cached: the first call costs a few file operations, the next ones nothing.
struct CgroupSupport {
    int version = 0;  // 0: no usable cgroup
    bool memory = false, pids = false, cpu_accounting = false;
    std::vector<std::string> notes;  // why a controller is missing
};
const CgroupSupport& cgroup_support();

// The directories under which this host's run cgroups are made (one per v1 hierarchy, or the
// v2 parent); empty without a usable cgroup.
std::vector<std::filesystem::path> run_cgroup_parents();

// A fresh cgroup for one run; nullptr when cgroup_support().version == 0. Throws
// std::system_error when the host offers cgroups but this one cannot be set up.
std::unique_ptr<Cgroup> create_run_cgroup(const CgroupLimits& limits);

}  // namespace gridjudge::sandbox
