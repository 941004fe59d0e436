// cgroup v1: a run's cgroup is one directory per controller hierarchy (memory, pids, cpuacct,
// freezer), each under "gridjudge" inside our own cgroup of that hierarchy.

#include <chrono>
#include <system_error>
#include <thread>
#include <vector>

#include "judge/sandbox/cgroup_files.h"
#include "judge/sandbox/cgroup_names.h"
#include "judge/sandbox/cgroup_versions.h"

namespace gridjudge::sandbox {
namespace fs = std::filesystem;
namespace {

class CgroupV1 final : public Cgroup {
  public:
    CgroupV1(const CgroupV1Parents& parents, const CgroupLimits& limits) {
        const std::string name = owned_cgroup_name("run");
        memory_ = create(parents.memory, name);
        pids_ = create(parents.pids, name);
        cpuacct_ = create(parents.cpuacct, name);
        freezer_ = create(parents.freezer, name);
        if (!memory_.empty()) {
            const std::string bytes = std::to_string(limits.memory_bytes);
            cgroupfs::write_text(memory_ / "memory.limit_in_bytes", bytes);
            // With swap accounting, memsw caps memory+swap: without it the box could swap out
            // and keep going past its limit.
            if (fs::exists(memory_ / "memory.memsw.limit_in_bytes"))
                cgroupfs::write_text(memory_ / "memory.memsw.limit_in_bytes", bytes);
        }
        if (!pids_.empty())
            cgroupfs::write_text(pids_ / "pids.max", std::to_string(limits.max_tasks));
    }

    ~CgroupV1() override { kill_all(); }

    void add_process(pid_t pid) override {
        for (const fs::path& dir : dirs_.paths())
            cgroupfs::write_text(dir / "cgroup.procs", std::to_string(pid));
    }

    std::optional<std::int64_t> cpu_time_ns() override {
        if (cpuacct_.empty()) return std::nullopt;
        return cgroupfs::read_number(cpuacct_ / "cpuacct.usage");
    }

    bool oom_killed() override {
        if (memory_.empty()) return false;
        // "oom_kill" exists since Linux 4.13; older kernels only count limit hits (failcnt).
        if (auto kills = cgroupfs::read_keyed_number(memory_ / "memory.oom_control", "oom_kill"))
            return *kills > 0;
        return cgroupfs::read_number(memory_ / "memory.failcnt").value_or(0) > 0;
    }

    void kill_all() override {
        if (dirs_.paths().empty()) return;
        const fs::path procs = dirs_.paths().front() / "cgroup.procs";
        // The usual case at the end of a run (the pid namespace is gone): nothing to freeze.
        if (cgroupfs::lists_no_process(procs)) return;
        // Frozen tasks cannot fork between our reading the list and the kills; on older
        // kernels they only die once thawed, so the waiting comes after the thaw.
        const bool frozen = set_frozen(true);
        cgroupfs::kill_listed_processes(procs);
        if (frozen) set_frozen(false);
        for (int round = 0; round < 100 && cgroupfs::kill_listed_processes(procs) > 0; ++round)
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }

  private:
    fs::path create(const fs::path& parent, const std::string& name) {
        return parent.empty() ? fs::path{} : dirs_.create(parent / name);
    }

    // Returns false without a freezer.
    bool set_frozen(bool frozen) {
        if (freezer_.empty()) return false;
        const fs::path state = freezer_ / "freezer.state";
        if (!cgroupfs::try_write_text(state, frozen ? "FROZEN" : "THAWED")) return false;
        for (int wait = 0; frozen && wait < 100; ++wait) {
            if (cgroupfs::read_text(state).value_or("").starts_with("FROZEN")) break;
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
        return true;
    }

    cgroupfs::OwnedDirectories dirs_;
    fs::path memory_, pids_, cpuacct_, freezer_;
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

}  // namespace gridjudge::sandbox
