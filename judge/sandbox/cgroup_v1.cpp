// cgroup v1: a cgroup is one directory per controller hierarchy (memory, pids, cpuacct,
// freezer), each under "gridjudge" inside our own cgroup of that hierarchy. A run's cgroup is
// either its own (run-...) or a view of its box server's worker cgroup (worker-...).

#include <algorithm>
#include <chrono>
#include <system_error>
#include <thread>
#include <vector>

#include "judge/sandbox/cgroup_files.h"
#include "judge/sandbox/cgroup_names.h"
#include "judge/sandbox/cgroup_versions.h"
#include "judge/sandbox/thread_activity.h"

namespace gridjudge::sandbox {
namespace fs = std::filesystem;
namespace {

// One directory in each available hierarchy, removed when destroyed.
class CgroupV1Dirs {
  public:
    CgroupV1Dirs(const CgroupV1Parents& parents, const std::string& name) {
        memory_ = create(parents.memory, name);
        pids_ = create(parents.pids, name);
        cpuacct_ = create(parents.cpuacct, name);
        freezer_ = create(parents.freezer, name);
    }

    void add_process(pid_t pid) const {
        for (const fs::path& dir : owned_.paths())
            cgroupfs::write_text(dir / "cgroup.procs", std::to_string(pid));
    }

    // Writes only limits that differ from the last ones written here: a worker cgroup serves
    // run after run, mostly with the same limits, and each write is a system call on the path
    // of a run.
    void set_limits(const CgroupLimits& limits) {
        if (written_ && written_->memory_bytes == limits.memory_bytes &&
            written_->max_tasks == limits.max_tasks)
            return;
        if (!memory_.empty()) {
            // With swap accounting, memsw caps memory+swap: without it the box could swap out
            // and keep going past its limit. memsw may never be below memory, so whichever
            // grows is written first.
            const fs::path memory_limit = memory_ / "memory.limit_in_bytes";
            const fs::path memsw_limit = memory_ / "memory.memsw.limit_in_bytes";
            const std::string bytes = std::to_string(limits.memory_bytes);
            const auto memsw_now = cgroupfs::read_number(memsw_limit);
            if (memsw_now && *memsw_now < limits.memory_bytes)
                cgroupfs::write_text(memsw_limit, bytes);
            cgroupfs::write_text(memory_limit, bytes);
            if (memsw_now) cgroupfs::write_text(memsw_limit, bytes);
        }
        if (!pids_.empty())
            cgroupfs::write_text(pids_ / "pids.max", std::to_string(limits.max_tasks));
        written_ = limits;
    }

    std::optional<std::int64_t> cpu_time_ns() const {
        if (cpuacct_.empty()) return std::nullopt;
        return cgroupfs::read_number(cpuacct_ / "cpuacct.usage");
    }

    // Every thread in the cgroup but the spared ones (the v1 "tasks" file lists threads).
    std::vector<pid_t> threads(cgroupfs::Spared spare = {}) const {
        if (owned_.paths().empty()) return {};
        return cgroupfs::listed_ids(owned_.paths().front() / "tasks", spare);
    }

    // How many times the kernel OOM-killed a member ("oom_kill", Linux 4.13), or on older
    // kernels how many times the limit was hit.
    std::int64_t oom_kills() const {
        if (memory_.empty()) return 0;
        if (auto kills = cgroupfs::read_keyed_number(memory_ / "memory.oom_control", "oom_kill"))
            return *kills;
        return cgroupfs::read_number(memory_ / "memory.failcnt").value_or(0);
    }

    // How many forks the pids cap refused.
    std::int64_t task_limit_hits() const {
        if (pids_.empty()) return 0;
        return cgroupfs::read_keyed_number(pids_ / "pids.events", "max").value_or(0);
    }

    // Memory charged here that reclaim cannot free without swap: files on a tmpfs written by
    // boxes and kept by the judge. (Only looked up when the usage says there may be some.)
    std::int64_t shared_memory_bytes(std::int64_t below) const {
        if (memory_.empty()) return 0;
        if (cgroupfs::read_number(memory_ / "memory.usage_in_bytes").value_or(0) <= below) return 0;
        return cgroupfs::read_keyed_number(memory_ / "memory.stat", "shmem").value_or(0);
    }

    // Kills every member but the spared ones.
    void kill_all(cgroupfs::Spared spare = {}) const {
        if (owned_.paths().empty()) return;
        const fs::path procs = owned_.paths().front() / "cgroup.procs";
        // The usual case at the end of a run (the pid namespace is gone): nothing to freeze.
        if (cgroupfs::lists_no_process(procs, spare)) return;
        // Frozen tasks cannot fork between our reading the list and the kills; on older
        // kernels they only die once thawed, so the waiting comes after the thaw.
        const bool frozen = set_frozen(true);
        cgroupfs::kill_listed_processes(procs, spare);
        if (frozen) set_frozen(false);
        for (int round = 0; round < 100 && cgroupfs::kill_listed_processes(procs, spare) > 0;
             ++round)
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }

  private:
    fs::path create(const fs::path& parent, const std::string& name) {
        return parent.empty() ? fs::path{} : owned_.create(parent / name);
    }

    // Returns false without a freezer.
    bool set_frozen(bool frozen) const {
        if (freezer_.empty()) return false;
        const fs::path state = freezer_ / "freezer.state";
        if (!cgroupfs::try_write_text(state, frozen ? "FROZEN" : "THAWED")) return false;
        for (int wait = 0; frozen && wait < 100; ++wait) {
            if (cgroupfs::read_text(state).value_or("").starts_with("FROZEN")) break;
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
        return true;
    }

    cgroupfs::OwnedDirectories owned_;
    fs::path memory_, pids_, cpuacct_, freezer_;  // empty: controller unavailable
    std::optional<CgroupLimits> written_;         // all written, in every hierarchy
};

class CgroupV1 final : public Cgroup {
  public:
    CgroupV1(const CgroupV1Parents& parents, const CgroupLimits& limits)
        : dirs_(parents, owned_cgroup_name("run")) {
        dirs_.set_limits(limits);
    }
    ~CgroupV1() override { dirs_.kill_all(); }

    void add_process(pid_t pid) override { dirs_.add_process(pid); }
    std::optional<std::int64_t> cpu_time_ns() override { return dirs_.cpu_time_ns(); }
    std::vector<pid_t> threads() override { return dirs_.threads(); }
    bool oom_killed() override { return dirs_.oom_kills() > 0; }
    bool task_limit_reached() override { return dirs_.task_limit_hits() > 0; }
    void kill_all() override { dirs_.kill_all(); }

  private:
    CgroupV1Dirs dirs_;
};

// One run in a worker cgroup: the counters from the run's start, the server spared and its CPU
// time left out (it clones the box's init and starts it after the run's counters are first
// read, all of it charged to the worker cgroup the box shares with it). A kept box's init is
// spared too: it outlives the run, and cleans up after it itself.
class WorkerRunV1 final : public Cgroup {
  public:
    WorkerRunV1(CgroupV1Dirs& dirs, pid_t server, const pid_t& kept_init,
                const CgroupLimits& limits)
        : dirs_(dirs), server_(server), kept_init_(kept_init) {
        // The server counts as a task of the worker cgroup too.
        dirs.set_limits({limits.memory_bytes, limits.max_tasks + 1});
        // The cgroup first here and last in cpu_time_ns(): whatever the server runs between
        // two reads then counts as the box's, never the box's as the server's.
        cpu_at_start_ = dirs_.cpu_time_ns().value_or(0);
        server_cpu_at_start_ = thread_cpu_time_ns(server_);
        oom_kills_at_start_ = dirs_.oom_kills();
        task_limit_hits_at_start_ = dirs_.task_limit_hits();
    }
    // Nothing of the run may outlive it: the next run shares the cgroup.
    ~WorkerRunV1() override { dirs_.kill_all(spared()); }

    void add_process(pid_t pid) override { dirs_.add_process(pid); }
    std::optional<std::int64_t> cpu_time_ns() override {
        const auto server_now = server_cpu_at_start_ ? thread_cpu_time_ns(server_) : std::nullopt;
        const auto now = dirs_.cpu_time_ns();
        if (!now) return std::nullopt;
        const std::int64_t server_ns = server_now ? *server_now - *server_cpu_at_start_ : 0;
        return std::max<std::int64_t>(0, *now - cpu_at_start_ - server_ns);
    }
    // The box server is single-threaded: its pid is its only thread.
    std::vector<pid_t> threads() override { return dirs_.threads({server_}); }
    bool oom_killed() override { return dirs_.oom_kills() > oom_kills_at_start_; }
    bool task_limit_reached() override {
        return dirs_.task_limit_hits() > task_limit_hits_at_start_;
    }
    void kill_all() override { dirs_.kill_all(spared()); }

  private:
    cgroupfs::Spared spared() const { return {server_, kept_init_}; }

    const CgroupV1Dirs& dirs_;
    pid_t server_;
    const pid_t& kept_init_;  // the worker cgroup's: a box kept during the run is spared too
    std::int64_t cpu_at_start_ = 0;
    std::optional<std::int64_t> server_cpu_at_start_;  // single-threaded: its pid's schedstat
    std::int64_t oom_kills_at_start_ = 0;
    std::int64_t task_limit_hits_at_start_ = 0;
};

// Memory earlier runs may leave charged in the worker cgroup when the next box starts: the
// kernel's objects of the last box (about 1 MiB) and page cache are reclaimed when the next box
// needs the room; shared memory beyond this is not, and would shrink the next run's limit.
constexpr std::int64_t kResidueAllowance = 4 << 20;

class WorkerCgroupV1 final : public WorkerCgroup {
  public:
    WorkerCgroupV1(const CgroupV1Parents& parents, pid_t server)
        : parents_(parents), server_(server) {
        enter_fresh_cgroup();
    }

    bool holds_residue() override {
        return dirs_->shared_memory_bytes(kResidueAllowance) > kResidueAllowance;
    }
    void move_to_fresh_cgroup() override { enter_fresh_cgroup(); }

    std::unique_ptr<Cgroup> begin_run(const CgroupLimits& limits) override {
        return std::make_unique<WorkerRunV1>(*dirs_, server_, kept_init_, limits);
    }

    void keep_alive(pid_t kept_init) override { kept_init_ = kept_init; }

  private:
    // Moves the server (the one move of a worker cgroup's life) into a new worker cgroup; the
    // old one, now empty, is removed and its charges go to the parent.
    void enter_fresh_cgroup() {
        auto fresh = std::make_unique<CgroupV1Dirs>(parents_, owned_cgroup_name("worker"));
        fresh->add_process(server_);
        dirs_ = std::move(fresh);
    }

    const CgroupV1Parents parents_;
    pid_t server_;
    pid_t kept_init_ = 0;
    std::unique_ptr<CgroupV1Dirs> dirs_;
};

// Prepares <own cgroup>/gridjudge in one controller's hierarchy; empty path if impossible.
fs::path prepare_parent(const CgroupLayout& layout, const char* controller,
                        std::vector<std::string>& notes) {
    const auto own = layout.v1_dirs.find(controller);
    if (own == layout.v1_dirs.end()) {
        notes.push_back(std::string("cgroup v1: the ") + controller + " controller is not mounted");
        return {};
    }
    fs::path parent = own->second / "gridjudge";
    try {
        cgroupfs::make_directory(parent);
    } catch (const std::system_error& error) {
        notes.push_back(std::string("cgroup v1 ") + controller + ": " + error.what());
        return {};
    }
    return parent;
}

}  // namespace

CgroupSupport probe_cgroup_v1(const CgroupLayout& layout, CgroupV1Parents& parents) {
    CgroupSupport support;
    parents.memory = prepare_parent(layout, "memory", support.notes);
    parents.pids = prepare_parent(layout, "pids", support.notes);
    parents.cpuacct = prepare_parent(layout, "cpuacct", support.notes);
    parents.freezer = prepare_parent(layout, "freezer", support.notes);
    support.memory = !parents.memory.empty();
    support.pids = !parents.pids.empty();
    support.cpu_accounting = !parents.cpuacct.empty();
    if (support.memory || support.pids || support.cpu_accounting) support.version = 1;
    return support;
}

std::unique_ptr<Cgroup> make_cgroup_v1(const CgroupV1Parents& parents, const CgroupLimits& limits) {
    return std::make_unique<CgroupV1>(parents, limits);
}

std::unique_ptr<WorkerCgroup> make_worker_cgroup_v1(const CgroupV1Parents& parents, pid_t server) {
    return std::make_unique<WorkerCgroupV1>(parents, server);
}

}  // namespace gridjudge::sandbox
