// Chooses between cgroup v1 and v2 once per process. v2 wins when its hierarchy carries the
// memory or pids controller; on a hybrid host (v1 controllers, an empty v2 mount) v1 is used.
#include "judge/sandbox/cgroup.h"

#include "judge/sandbox/cgroup_layout.h"
#include "judge/sandbox/cgroup_versions.h"

namespace gridjudge::sandbox {
namespace {

struct Chosen {
    CgroupSupport support;
    CgroupV1Parents v1;
    std::filesystem::path v2_parent;
};

Chosen choose() {
    const CgroupLayout layout = read_cgroup_layout();
    Chosen chosen;
    chosen.support = probe_cgroup_v2(layout, chosen.v2_parent);
    if (chosen.support.version == 2 && (chosen.support.memory || chosen.support.pids))
        return chosen;
    std::vector<std::string> v2_notes = std::move(chosen.support.notes);
    chosen.support = probe_cgroup_v1(layout, chosen.v1);
    if (chosen.support.version == 0)
        chosen.support.notes.insert(chosen.support.notes.begin(), v2_notes.begin(), v2_notes.end());
    return chosen;
}

const Chosen& chosen() {
    static const Chosen value = choose();
    return value;
}

}  // namespace

const CgroupSupport& cgroup_support() {
    return chosen().support;
}

std::unique_ptr<Cgroup> create_run_cgroup(const CgroupLimits& limits) {
    const Chosen& host = chosen();
    switch (host.support.version) {
        case 1:
            return make_cgroup_v1(host.v1, limits);
        case 2:
            return make_cgroup_v2(host.v2_parent, host.support, limits);
        default:
            return nullptr;
    }
}

}  // namespace gridjudge::sandbox
