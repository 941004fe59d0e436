// Cgroup: the control group of one run. It caps the memory and the number of tasks of
// everything in the box, accounts their CPU time, tells whether the kernel OOM-killed
// something or refused a task over the cap, and kills whatever is left. cgroup v1 and v2 sit behind
// this one interface, chosen at run time. The destructor kills the members and removes the
// directory.
//
// WorkerCgroup: on cgroup v1, a cgroup that holds a box server for its whole life (and its kept
// box's init, if any), so that every box it clones starts inside it: moving a process between
// cgroups waits for an RCU grace period (1-12 ms, longer under load), cloning inside costs nothing.
// Each run then gets a Cgroup that is a view of the worker's: its limits, CPU time and OOM kills
// counted from its start, and its kill sparing the server. (On cgroup v2 each run has its own
// cgroup, and the server clones the init straight into it: clone3 with CLONE_INTO_CGROUP; a
// kept box's init lives in a cgroup of its own and clones each program into its run's.)
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
    // A directory descriptor to clone a process into (clone3's CLONE_INTO_CGROUP, v2 only), or
    // -1.
    virtual int directory_fd() const { return -1; }
    // User+system time of all tasks that ever ran in the cgroup; nullopt without accounting.
    virtual std::optional<std::int64_t> cpu_time_ns() = 0;
    // The ids, in the judge's pid namespace, of the run's threads now: the box's init and every
    // process and thread of the program (never a worker cgroup's box server). Empty when the
    // cgroup cannot be read.
    virtual std::vector<pid_t> threads() = 0;
    // Whether the kernel killed a member for want of memory. (The cgroup's peak usage is not
    // offered: it includes the page cache of files the box wrote, see box_run.cpp.)
    virtual bool oom_killed() = 0;
    // Whether a fork or thread creation failed because the task cap was reached. (Each failed
    // fork still copies the whole process in the kernel before the cap refuses it, and that
    // memory is freed only after an RCU grace period: a fork bomb left to spin reaches the
    // memory limit or the CPU limit first depending on the host's load. Stopping it at the cap
    // gives it one verdict everywhere.)
    virtual bool task_limit_reached() = 0;
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

// On cgroup v2, the cgroup a kept box's init lives in between its runs' cgroups (named as a
// worker's: a judge killed mid-run leaves it to sweep_stale_boxes); nullptr on other hosts.
// Throws std::system_error.
std::unique_ptr<Cgroup> create_kept_init_cgroup(const CgroupLimits& limits);

class WorkerCgroup {
  public:
    virtual ~WorkerCgroup() = default;
    // Whether earlier runs left memory charged that the kernel cannot reclaim (files a box wrote
    // on a tmpfs and the judge kept). Then, before the server's next box, the server moves to a
    // fresh worker cgroup (move_to_fresh_cgroup), so that the run gets its whole limit; a kept
    // box, which lives in the old one, must be ended first. Both throw std::system_error.
    virtual bool holds_residue() = 0;
    virtual void move_to_fresh_cgroup() = 0;
    // Sets the limits of the server's next run and starts its accounting (call it before the
    // run's init starts the program). The view never kills the server, nor the kept box's init.
    virtual std::unique_ptr<Cgroup> begin_run(const CgroupLimits& limits) = 0;
    // The init of the server's kept box, which lives in this cgroup from run to run (0: none).
    virtual void keep_alive(pid_t kept_init) = 0;
};

// A fresh worker cgroup with the box server `server` moved into it (the one move of its life);
// nullptr unless the host's cgroups are v1. Removed when destroyed, once the server is gone.
// Throws std::system_error.
std::unique_ptr<WorkerCgroup> create_worker_cgroup(pid_t server);

}  // namespace gridjudge::sandbox
