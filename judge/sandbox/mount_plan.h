// MountPlan: the box's private file tree, written down by the parent as a list of ready system
// calls and carried out by the box's init inside its new mount namespace.
//
// The tree: a tmpfs root (read-only once built) holding read-only binds of /usr and of /bin,
// /sbin, /lib* (or the same symlinks when the host has merged them into /usr), /box = box_dir
// (writable, the working directory), a fresh small /tmp, a /dev with null (Compile) or
// null, zero, urandom (Run) and the /proc of the box's pid namespace. Nothing else of the host:
// no /etc, /home, /root, /var, /sys. The old root is detached after pivot_root.
//
// Bind sources are opened (O_PATH) first thing in the child, before the staging tmpfs that is
// mounted over /tmp could hide a box_dir living under /tmp, and bound through /proc/self/fd/N.
// They must be opened in the child: a descriptor opened by the parent points into the parent's
// mount namespace, which the kernel refuses as a bind source. The parent opens them too, to
// fail early on a missing directory and to reserve the descriptor numbers the child reuses.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "judge/sandbox/sandbox.h"
#include "judge/sandbox/unique_fd.h"

namespace gridjudge::sandbox {

struct MountStep {
    enum class Op {
        OpenSource,  // opens `source` (a host path) as O_PATH at descriptor number `slot`
        MakePrivate,
        Mount,
        MakeDirectory,
        MakeFile,
        MakeSymlink,
        EnterRoot,
        ChangeDir,
    };
    Op op = Op::ChangeDir;
    std::string target;   // a path in the namespace (under the staging root before EnterRoot)
    std::string source;   // Mount: source; MakeSymlink: the link's content
    std::string fs_type;  // Mount: "tmpfs", "proc", or empty for binds and remounts
    std::string data;     // Mount: file system options
    unsigned long flags = 0;
    int slot = -1;  // OpenSource: the descriptor number to open at
};

struct MountPlan {
    std::vector<MountStep> steps;
    std::vector<UniqueFd> sources;  // the parent's O_PATH descriptors: the reserved slots
};

// Throws std::system_error when box_dir or a system directory cannot be opened.
MountPlan plan_box_mounts(const std::filesystem::path& box_dir, Profile profile,
                          std::int64_t tmp_bytes);

// Runs in the child after clone: system calls only. On failure returns the failed step.
const MountStep* apply_mount_plan(const MountPlan& plan) noexcept;

// What a step does, in one word, for the report of a failed step ("bind", "remount", "mkdir").
const char* describe(const MountStep& step) noexcept;

}  // namespace gridjudge::sandbox
