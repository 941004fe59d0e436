// sweep_stale_boxes(): removes the run and worker cgroups of judges that died mid-run (killed by
// a signal before their destructors ran). Only directories whose names say they are gridjudge's
// (cgroup_names.h) and whose owner process is gone; their processes, if any are
// left (the box's pid namespace normally took them along), are thawed and killed first.
#include <spdlog/spdlog.h>

#include <chrono>
#include <filesystem>
#include <system_error>
#include <thread>
#include <vector>

#include "judge/sandbox/cgroup.h"
#include "judge/sandbox/cgroup_files.h"
#include "judge/sandbox/cgroup_names.h"
#include "judge/sandbox/sandbox.h"

namespace gridjudge::sandbox {
namespace {

namespace fs = std::filesystem;

bool is_stale(const fs::path& dir) {
    const std::string name = dir.filename().string();
    auto owner = parse_owned_cgroup_name("run", name);
    if (!owner) owner = parse_owned_cgroup_name("worker", name);
    return owner && owner_is_gone(*owner) && fs::is_directory(dir);
}

// A dead judge may have left its box frozen half-way through killing it: frozen tasks die only
// once thawed.
void empty(const fs::path& dir) {
    if (cgroupfs::lists_no_process(dir / "cgroup.procs")) return;
    cgroupfs::try_write_text(dir / "freezer.state", "THAWED");
    cgroupfs::try_write_text(dir / "cgroup.freeze", "0");
    for (int round = 0; round < 100 && cgroupfs::kill_listed_processes(dir / "cgroup.procs") > 0;
         ++round)
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
}

}  // namespace

std::vector<fs::path> sweep_stale_boxes() {
    std::vector<fs::path> removed;
    for (const fs::path& parent : run_cgroup_parents()) {
        std::error_code error;
        for (const auto& entry : fs::directory_iterator(parent, error)) {
            const fs::path dir = entry.path();
            if (!is_stale(dir)) continue;
            empty(dir);
            if (cgroupfs::remove_directory(dir))
                removed.push_back(dir);
            else
                spdlog::warn("sandbox: could not remove the stale cgroup {}", dir.string());
        }
    }
    return removed;
}

}  // namespace gridjudge::sandbox
