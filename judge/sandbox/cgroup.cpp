// Chooses between cgroup v1 and v2 once per process. v2 wins when its hierarchy carries the
// memory or pids controller; on a hybrid host (v1 controllers, an empty v2 mount) v1 is used.
// GRIDJUDGE_CGROUP_VERSION=1 or 2 asks for one version (docs/sandbox.md, "Which cgroup"): on a
// hybrid host, 2 gives runs cgroups of the empty v2 mount, with CPU accounting but no limits.
#include "judge/sandbox/cgroup.h"

#include <cstdlib>
#include <string_view>
#include <system_error>

#include "judge/sandbox/cgroup_layout.h"
#include "judge/sandbox/cgroup_versions.h"

namespace gridjudge::sandbox {
namespace {

struct Chosen {
    CgroupSupport support;
    CgroupV1Parents v1;
    std::filesystem::path v2_parent;
};

std::unique_ptr<Cgroup> make(const Chosen& chosen, const CgroupLimits& limits) {
    switch (chosen.support.version) {
        case 1:
            return make_cgroup_v1(chosen.v1, limits);
        case 2:
            return make_cgroup_v2(chosen.v2_parent, chosen.support, limits);
        default:
            return nullptr;
    }
}

// The parent may exist yet not be ours (made by another user's judge): only making a run
// cgroup proves that runs will get one.
void prove(Chosen& chosen) {
    try {
        make(chosen, {std::int64_t{1} << 30, 64});
    } catch (const std::system_error& error) {
        chosen.support.version = 0;
        chosen.support.memory = chosen.support.pids = chosen.support.cpu_accounting = false;
        chosen.support.notes.push_back(std::string("cgroup: cannot make a run cgroup: ") +
                                       error.what());
    }
}

// The version GRIDJUDGE_CGROUP_VERSION asks for: 1, 2, 0 (unset: the host's best), or -1 (a
// value that is neither: no cgroup, and the notes say why).
int asked_version() {
    const char* asked = std::getenv("GRIDJUDGE_CGROUP_VERSION");
    if (!asked) return 0;
    if (std::string_view(asked) == "1") return 1;
    if (std::string_view(asked) == "2") return 2;
    return -1;
}

Chosen choose() {
    const CgroupLayout layout = read_cgroup_layout();
    const int asked = asked_version();
    Chosen chosen;
    if (asked < 0) {
        chosen.support.notes.push_back(std::string("cgroup: GRIDJUDGE_CGROUP_VERSION='") +
                                       std::getenv("GRIDJUDGE_CGROUP_VERSION") +
                                       "' is neither 1 nor 2");
        return chosen;
    }
    if (asked != 1) {
        chosen.support = probe_cgroup_v2(layout, chosen.v2_parent);
        if (chosen.support.version == 2 &&
            (asked == 2 || chosen.support.memory || chosen.support.pids)) {
            prove(chosen);
            return chosen;
        }
    }
    if (asked == 2) {
        chosen.support.version = 0;
        chosen.support.notes.push_back("cgroup: GRIDJUDGE_CGROUP_VERSION=2, but v2 is not usable");
        return chosen;
    }
    std::vector<std::string> v2_notes = std::move(chosen.support.notes);
    chosen.support = probe_cgroup_v1(layout, chosen.v1);
    if (chosen.support.version == 0)
        chosen.support.notes.insert(chosen.support.notes.begin(), v2_notes.begin(), v2_notes.end());
    else
        prove(chosen);
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

std::unique_ptr<WorkerCgroup> create_worker_cgroup(pid_t server) {
    const Chosen& host = chosen();
    if (host.support.version != 1) return nullptr;
    return make_worker_cgroup_v1(host.v1, server);
}

std::vector<std::filesystem::path> run_cgroup_parents() {
    const Chosen& host = chosen();
    std::vector<std::filesystem::path> parents;
    if (host.support.version == 2) parents.push_back(host.v2_parent);
    if (host.support.version == 1)
        for (const auto& parent : {host.v1.memory, host.v1.pids, host.v1.cpuacct, host.v1.freezer})
            if (!parent.empty()) parents.push_back(parent);
    return parents;
}

std::unique_ptr<Cgroup> create_run_cgroup(const CgroupLimits& limits) {
    return make(chosen(), limits);
}

std::unique_ptr<Cgroup> create_kept_init_cgroup(const CgroupLimits& limits) {
    const Chosen& host = chosen();
    if (host.support.version != 2) return nullptr;
    return make_cgroup_v2(host.v2_parent, host.support, limits, "worker");
}

}  // namespace gridjudge::sandbox
