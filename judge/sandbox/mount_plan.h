// The box's private file tree, written down by the judge as a list of ready system calls
// (MountStep) that the box's init carries out inside its new mount namespace.
//
// The tree: a tmpfs root (read-only once built) holding read-only binds of /usr and of /bin,
// /sbin, /lib* (or the same symlinks when the host has merged them into /usr), /box = box_dir
// (writable, the working directory), a fresh small /tmp, a /dev with null (Compile) or
// null, zero, urandom (Run), the /proc of the box's pid namespace, and the run's read-only binds
// (RunSpec::readonly_binds) at their host paths. Nothing else of the host: no /etc, /home,
// /root, /var, /sys. The old root is detached after pivot_root.
#pragma once

#include <filesystem>
#include <vector>

#include "judge/sandbox/mount_step.h"
#include "judge/sandbox/sandbox.h"

namespace gridjudge::sandbox {

// The size of the box's /tmp: the memory limit (its files are charged to it anyway).
inline std::int64_t box_tmp_bytes(const Limits& limits) {
    return limits.memory_kib * 1024;
}

// Which tree: one box for one run, or a kept box's (docs/sandbox.md, "The kept box"), whose
// /box and /tmp are empty mount points that the init fills for each run (box_dir's tree and a
// fresh tmpfs), and whose working directory is / until then.
enum class BoxTree { OneRun, Kept };

// The tree for spec's box_dir, profile (its devices), memory limit (the size of /tmp) and
// read-only binds; a kept tree depends on neither box_dir nor the memory limit. Throws
// std::system_error when a directory to bind cannot be opened, and std::invalid_argument (from
// check_readonly_binds) for a bind the box cannot take.
std::vector<MountStep> plan_box_mounts(const RunSpec& spec, BoxTree tree = BoxTree::OneRun);

// RunSpec::readonly_binds must be absolute and in normal form, exist as a directory or regular
// file, lie outside the places the box has of its own (/usr, /bin, /sbin, /lib*, /box, /tmp,
// /dev, /proc), and not lie inside one another. Throws std::invalid_argument naming the path.
void check_readonly_binds(const std::vector<std::filesystem::path>& paths);

}  // namespace gridjudge::sandbox
