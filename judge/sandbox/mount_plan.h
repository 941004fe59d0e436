// The box's private file tree, written down by the judge as a list of ready system calls
// (MountStep) that the box's init carries out inside its new mount namespace.
//
// The tree: a tmpfs root (read-only once built) holding read-only binds of /usr and of /bin,
// /sbin, /lib* (or the same symlinks when the host has merged them into /usr), /box = box_dir
// (writable, the working directory), a fresh small /tmp, a /dev with null (Compile) or
// null, zero, urandom (Run) and the /proc of the box's pid namespace. Nothing else of the host:
// no /etc, /home, /root, /var, /sys. The old root is detached after pivot_root.
#pragma once

#include <cstdint>
#include <filesystem>
#include <vector>

#include "judge/sandbox/mount_step.h"
#include "judge/sandbox/sandbox.h"

namespace gridjudge::sandbox {

// Throws std::system_error when box_dir or a system directory cannot be opened.
std::vector<MountStep> plan_box_mounts(const std::filesystem::path& box_dir, Profile profile,
                                       std::int64_t tmp_bytes);

}  // namespace gridjudge::sandbox
