// run_box: one run of one command under an explicit Isolation. run() derives the Isolation from
// the host's protections (or refuses); detect_protections() uses run_box for its trial run.
#pragma once

#include <sys/types.h>

#include "judge/sandbox/sandbox.h"

namespace gridjudge::sandbox {

// The box's user: the conventional "nobody". As root, box_dir is chowned to it; in a user
// namespace it is the judge's own user seen from inside.
constexpr uid_t kBoxUid = 65534;
constexpr gid_t kBoxGid = 65534;

// How a run's processes get into their cgroup.
enum class CgroupPlacement {
    None,
    // A fresh run cgroup, and the judge moves the box's init into it: each move waits for an RCU
    // grace period (1-12 ms, more under load). The way before CloneInside; kept for comparison
    // (bench/judge_bench.cpp) and as the fallback of kernels without CLONE_INTO_CGROUP.
    MoveInit,
    // No move: cgroup v1, the box server lives in its worker cgroup and clones every init in it;
    // cgroup v2, the server clones the init into a fresh run cgroup (CLONE_INTO_CGROUP).
    CloneInside,
};

struct Isolation {
    int namespace_flags = 0;    // CLONE_NEW*; with CLONE_NEWUSER the parent writes id maps
    bool private_root = false;  // pivot into the mount plan's tree (needs CLONE_NEWNS)
    bool switch_user = false;   // run as kBoxUid/kBoxGid
    CgroupPlacement cgroup = CgroupPlacement::None;  // needs cgroup_support().version != 0
    bool seccomp = false;
    // Runs go to the thread's kept box (docs/sandbox.md, "The kept box") where the host allows
    // one: a private root, a pid namespace, the box server's worker cgroup (cgroup v1), and a
    // judge that may clone box_dir's tree (root). Elsewhere each run gets a box of its own.
    bool keep_box = false;
};

// Everything a host with `protections` can give: the namespaces live in a user namespace
// (required when not root; as root, used when the kernel allows it).
Isolation full_isolation(const Protections& protections);
// Unsafe mode: the host's file tree (world-readable files included), no namespaces; a root judge
// still drops to kBoxUid; limits are whatever the host can still give.
Isolation unsafe_isolation(const Protections& protections);

// Never throws: a failure of the sandbox itself is RunResult::error.
RunResult run_box(const RunSpec& spec, const Isolation& isolation);

}  // namespace gridjudge::sandbox
