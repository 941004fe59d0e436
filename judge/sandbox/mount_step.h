// MountStep: one ready system call of the box's file tree, planned by the judge (mount_plan.h)
// and carried out by the box's init inside its new mount namespace.
//
// Bind sources are opened (O_PATH) by OpenSource steps, first thing in the init: a descriptor
// opened by the judge points into the judge's mount namespace, which the kernel refuses as a bind
// source, and opening them before anything is mounted keeps the staging tmpfs mounted over /tmp
// from hiding a source that lives under /tmp. A bind then names its source by index.
#pragma once

#include <sys/mount.h>

#include <string>
#include <vector>

namespace gridjudge::sandbox {

struct MountStep {
    enum class Op {
        OpenSource,  // opens `source` (a host path) as O_PATH
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
    std::string source;   // OpenSource: host path; Mount: source; MakeSymlink: the link's content
    std::string fs_type;  // Mount: "tmpfs", "proc", or empty for binds and remounts
    std::string data;     // Mount: file system options
    unsigned long flags = 0;
    int source_index = -1;  // Mount: binds the descriptor of the source_index-th OpenSource step
};

// The box's /tmp: a fresh tmpfs per run, as large as the memory limit (its files are charged to
// it), mounted with these flags and options after its size ("size=<bytes>,").
constexpr unsigned long kBoxTmpFlags = MS_NOSUID | MS_NODEV;
constexpr const char* kBoxTmpOptions = "nr_inodes=4096,mode=1777";

// A plan may open at most this many bind sources.
constexpr int kMaxMountSources = 64;

// Runs in the box's init: system calls only. Returns the failed step, or nullptr.
const MountStep* apply_mount_steps(const std::vector<MountStep>& steps) noexcept;

// What a step does, in one word, for the report of a failed step ("bind", "remount", "mkdir").
const char* describe(const MountStep& step) noexcept;

}  // namespace gridjudge::sandbox
