// The two cgroup implementations behind the Cgroup interface (internal to the sandbox).
// Each offers a probe that prepares the shared "gridjudge" parent directory and reports what it
// can give, and a factory for one run's cgroup under that parent.
#pragma once

#include <filesystem>
#include <memory>
#include <string_view>

#include "judge/sandbox/cgroup.h"
#include "judge/sandbox/cgroup_layout.h"

namespace gridjudge::sandbox {

// cgroup v1: one "gridjudge" directory inside our own cgroup of each controller's hierarchy.
struct CgroupV1Parents {
    std::filesystem::path memory, pids, cpuacct, freezer;  // empty: controller unavailable
};
CgroupSupport probe_cgroup_v1(const CgroupLayout& layout, CgroupV1Parents& parents);
std::unique_ptr<Cgroup> make_cgroup_v1(const CgroupV1Parents& parents, const CgroupLimits& limits);
std::unique_ptr<WorkerCgroup> make_worker_cgroup_v1(const CgroupV1Parents& parents, pid_t server);

// cgroup v2: one "gridjudge" directory with memory and pids enabled for its children. `kind`
// names the cgroup (cgroup_names.h): "run", or "worker" for a kept box's init.
CgroupSupport probe_cgroup_v2(const CgroupLayout& layout, std::filesystem::path& parent);
std::unique_ptr<Cgroup> make_cgroup_v2(const std::filesystem::path& parent,
                                       const CgroupSupport& support, const CgroupLimits& limits,
                                       std::string_view kind = "run");

}  // namespace gridjudge::sandbox
