// cgroup v2: a run's cgroup is <parent>/run-..., where <parent> is a "gridjudge" directory with
// the memory and pids controllers enabled for its children. v2 lets a cgroup with processes in
// it enable no controllers for its children (the "no internal processes" rule), so the parent
// is tried at the top of the hierarchy first (a root judge on a systemd host), then under our
// own cgroup (works when our own cgroup is a delegated, process-free subtree).
#include <fcntl.h>

#include <cerrno>
#include <chrono>
#include <system_error>
#include <thread>

#include "judge/sandbox/cgroup_files.h"
#include "judge/sandbox/cgroup_names.h"
#include "judge/sandbox/cgroup_versions.h"
#include "judge/sandbox/unique_fd.h"

namespace gridjudge::sandbox {
namespace fs = std::filesystem;
namespace {

bool lists(const fs::path& file, std::string_view controller) {
    const std::string text = cgroupfs::read_text(file).value_or("");
    std::size_t at = 0;
    while ((at = text.find(controller, at)) != std::string::npos) {
        const bool starts = at == 0 || text[at - 1] == ' ';
        const std::size_t end = at + controller.size();
        if (starts && (end == text.size() || text[end] == ' ' || text[end] == '\n')) return true;
        at = end;
    }
    return false;
}

class CgroupV2 final : public Cgroup {
  public:
    CgroupV2(const fs::path& parent, const CgroupSupport& support, const CgroupLimits& limits,
             std::string_view kind)
        : dir_(dirs_.create(parent / owned_cgroup_name(kind))) {
        if (support.memory) {
            cgroupfs::write_text(dir_ / "memory.max", std::to_string(limits.memory_bytes));
            // Swapping would let the box run past its memory limit.
            if (fs::exists(dir_ / "memory.swap.max"))
                cgroupfs::write_text(dir_ / "memory.swap.max", "0");
        }
        if (support.pids) cgroupfs::write_text(dir_ / "pids.max", std::to_string(limits.max_tasks));
        directory_.reset(::open(dir_.c_str(), O_DIRECTORY | O_CLOEXEC));
        if (!directory_)
            throw std::system_error(errno, std::generic_category(), "open " + dir_.string());
    }

    ~CgroupV2() override { kill_all(); }

    void add_process(pid_t pid) override {
        cgroupfs::write_text(dir_ / "cgroup.procs", std::to_string(pid));
    }

    int directory_fd() const override { return directory_.get(); }

    std::optional<std::int64_t> cpu_time_ns() override {
        const auto usec = cgroupfs::read_keyed_number(dir_ / "cpu.stat", "usage_usec");
        if (!usec) return std::nullopt;
        return *usec * 1000;
    }

    // cgroup.threads lists every thread of a v2 cgroup (a domain cgroup's too).
    std::vector<pid_t> threads() override { return cgroupfs::listed_ids(dir_ / "cgroup.threads"); }

    bool oom_killed() override {
        return cgroupfs::read_keyed_number(dir_ / "memory.events", "oom_kill").value_or(0) > 0;
    }

    bool task_limit_reached() override {
        return cgroupfs::read_keyed_number(dir_ / "pids.events", "max").value_or(0) > 0;
    }

    void kill_all() override {
        // The usual case at the end of a run (the pid namespace is gone): nothing to kill.
        if (cgroupfs::lists_no_process(dir_ / "cgroup.procs")) return;
        // cgroup.kill (Linux 5.14) kills atomically, forks in flight included.
        if (cgroupfs::try_write_text(dir_ / "cgroup.kill", "1")) return;
        // Otherwise: freeze (no fork between listing and killing), kill, thaw, and kill again
        // until the list is empty; without a freezer the repeated kills catch the forks.
        const fs::path freeze = dir_ / "cgroup.freeze";
        const bool frozen = cgroupfs::try_write_text(freeze, "1");
        cgroupfs::kill_listed_processes(dir_ / "cgroup.procs");
        if (frozen) cgroupfs::try_write_text(freeze, "0");
        for (int round = 0;
             round < 100 && cgroupfs::kill_listed_processes(dir_ / "cgroup.procs") > 0; ++round)
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }

  private:
    cgroupfs::OwnedDirectories dirs_;
    fs::path dir_;
    UniqueFd directory_;  // for clone3(CLONE_INTO_CGROUP)
};

// Makes `parent` a cgroup whose children get memory and pids; throws std::system_error.
void prepare_parent(const fs::path& parent, CgroupSupport& support) {
    const fs::path grandparent = parent.parent_path();
    // A controller the grandparent does not have (a hybrid host's empty v2 mount, a delegation
    // without it) is left out: the runs then go without its limit, and the probe says so.
    for (const char* controller : {"memory", "pids"})
        if (lists(grandparent / "cgroup.controllers", controller) &&
            !lists(grandparent / "cgroup.subtree_control", controller))
            cgroupfs::write_text(grandparent / "cgroup.subtree_control",
                                 std::string("+") + controller);
    cgroupfs::make_directory(parent);
    support.memory = lists(parent / "cgroup.controllers", "memory");
    support.pids = lists(parent / "cgroup.controllers", "pids");
    std::string enable;
    if (support.memory) enable += "+memory ";
    if (support.pids) enable += "+pids";
    if (!enable.empty()) cgroupfs::write_text(parent / "cgroup.subtree_control", enable);
}

}  // namespace

CgroupSupport probe_cgroup_v2(const CgroupLayout& layout, fs::path& parent) {
    CgroupSupport support;
    if (!layout.v2_mount) {
        support.notes.push_back("cgroup v2: no unified hierarchy is mounted");
        return support;
    }
    std::vector<fs::path> candidates{*layout.v2_mount / "gridjudge"};
    if (layout.v2_own_dir != *layout.v2_mount)
        candidates.push_back(layout.v2_own_dir / "gridjudge");
    for (const fs::path& candidate : candidates) {
        try {
            prepare_parent(candidate, support);
        } catch (const std::system_error& error) {
            support.notes.push_back(std::string("cgroup v2: ") + error.what());
            continue;
        }
        parent = candidate;
        support.version = 2;
        support.cpu_accounting = true;  // cpu.stat's usage_usec needs no controller
        if (!support.memory) support.notes.push_back("cgroup v2: memory controller not available");
        if (!support.pids) support.notes.push_back("cgroup v2: pids controller not available");
        return support;
    }
    return support;
}

std::unique_ptr<Cgroup> make_cgroup_v2(const fs::path& parent, const CgroupSupport& support,
                                       const CgroupLimits& limits, std::string_view kind) {
    return std::make_unique<CgroupV2>(parent, support, limits, kind);
}

}  // namespace gridjudge::sandbox
