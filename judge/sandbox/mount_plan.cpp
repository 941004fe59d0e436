#include "judge/sandbox/mount_plan.h"

#include <fcntl.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/statvfs.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <iterator>
#include <set>
#include <stdexcept>
#include <system_error>

#include "judge/sandbox/unique_fd.h"

namespace gridjudge::sandbox {
namespace {

namespace fs = std::filesystem;
using Op = MountStep::Op;

// The staging root: the new root's tmpfs is mounted over /tmp of the box's mount namespace
// (every host has /tmp; the host's own /tmp is untouched, the namespace is private).
constexpr const char* kStage = "/tmp";

std::string staged(const fs::path& inside) {
    return kStage + inside.string();
}

constexpr unsigned long kReadOnly = MS_RDONLY | MS_NOSUID | MS_NODEV;

// Flags a user namespace may not clear on a bind mount of a host mount (the kernel locks them);
// a read-only remount must repeat them. statfs reports them with ST_* values, equal to MS_*
// except relatime.
unsigned long locked_flags(int fd) {
    struct statfs info {};
    if (::fstatfs(fd, &info) != 0) return 0;
    const auto reported = static_cast<unsigned long>(info.f_flags);
    unsigned long flags =
        reported & (MS_RDONLY | MS_NOSUID | MS_NODEV | MS_NOEXEC | MS_NOATIME | MS_NODIRATIME);
    if (reported & ST_RELATIME) flags |= MS_RELATIME;
    return flags;
}

class Planner {
  public:
    explicit Planner(std::vector<MountStep>& steps) : steps_(steps) {}

    void add(Op op, std::string target, std::string source = {}, std::string fs_type = {},
             std::string data = {}, unsigned long flags = 0) {
        steps_.push_back(
            {op, std::move(target), std::move(source), std::move(fs_type), std::move(data), flags});
    }

    // A directory of the new root (under the staging root), with the ones above it.
    void directory(const fs::path& inside) {
        if (inside == "/" || made_.contains(inside)) return;
        directory(inside.parent_path());
        add(Op::MakeDirectory, staged(inside));
        made_.insert(inside);
    }

    // Binds a host directory or file at the same kind of mount point `inside`, then remounts
    // it with `extra` flags added. The host path is opened here too: a missing one fails
    // before the box starts, and the flags a user namespace may not clear are read from it.
    void bind(const fs::path& host, const fs::path& inside, unsigned long extra) {
        UniqueFd fd(::open(host.c_str(), O_PATH | O_CLOEXEC));
        struct stat info {};
        if (!fd || ::fstat(fd.get(), &info) != 0)
            throw std::system_error(errno, std::generic_category(), "open " + host.string());
        const unsigned long flags = locked_flags(fd.get()) | extra;
        MountStep open;
        open.op = Op::OpenSource;
        open.source = host.string();
        opens_.push_back(std::move(open));
        if (S_ISDIR(info.st_mode)) {
            directory(inside);
        } else {
            directory(inside.parent_path());
            add(Op::MakeFile, staged(inside));
        }
        MountStep bind{Op::Mount, staged(inside), {}, {}, {}, MS_BIND | MS_REC};
        bind.source_index = static_cast<int>(opens_.size()) - 1;
        steps_.push_back(std::move(bind));
        add(Op::Mount, staged(inside), {}, {}, {}, MS_REMOUNT | MS_BIND | flags);
    }

    // The sources are opened before anything is mounted.
    void finish() { steps_.insert(steps_.begin(), opens_.begin(), opens_.end()); }

    // A system directory: bound read-only, or recreated as the same symlink (merged /usr).
    void system_directory(const fs::path& host) {
        struct stat info {};
        if (::lstat(host.c_str(), &info) != 0) return;  // this host has no such directory
        if (S_ISLNK(info.st_mode)) {
            add(Op::MakeSymlink, staged(host), fs::read_symlink(host).string());
        } else if (S_ISDIR(info.st_mode)) {
            bind(host, host, kReadOnly);
        }
    }

    void device(const char* name) {
        const std::string path = std::string("/dev/") + name;
        add(Op::MakeFile, staged(path));
        add(Op::Mount, staged(path), path, {}, {}, MS_BIND);
    }

  private:
    std::vector<MountStep>& steps_;
    std::vector<MountStep> opens_;
    std::set<fs::path> made_;  // directories of the new root made so far
};

// Top-level names the box already has: another bind there would hide or change them.
constexpr const char* kBoxOwnNames[] = {"usr",    "bin", "sbin", "lib", "lib32", "lib64",
                                        "libx32", "box", "tmp",  "dev", "proc"};

bool is_inside(const fs::path& path, const fs::path& ancestor) {
    auto [end, ignored] = std::mismatch(ancestor.begin(), ancestor.end(), path.begin(), path.end());
    return end == ancestor.end();
}

[[noreturn]] void refuse(const fs::path& path, const std::string& why) {
    throw std::invalid_argument("RunSpec: read-only bind " + path.string() + ": " + why);
}

}  // namespace

void check_readonly_binds(const std::vector<fs::path>& paths) {
    for (const fs::path& path : paths) {
        if (!path.is_absolute() || path != path.lexically_normal() || !path.has_filename())
            refuse(path, "not an absolute path in normal form (no trailing /, . or ..)");
        const fs::path top = *std::next(path.begin());
        for (const char* name : kBoxOwnNames)
            if (top == name) refuse(path, "/" + top.string() + " is the box's own");
        struct stat info {};
        if (::stat(path.c_str(), &info) != 0)
            refuse(path, std::error_code(errno, std::generic_category()).message());
        if (!S_ISDIR(info.st_mode) && !S_ISREG(info.st_mode))
            refuse(path, "neither a directory nor a regular file");
        for (const fs::path& other : paths) {
            if (&other == &path) continue;
            if (other == path) refuse(path, "given twice");
            if (is_inside(path, other)) refuse(path, "inside " + other.string() + ", bound too");
        }
    }
}

std::vector<MountStep> plan_box_mounts(const RunSpec& spec, BoxTree tree) {
    check_readonly_binds(spec.readonly_binds);
    const bool one_run = tree == BoxTree::OneRun;
    std::vector<MountStep> plan;
    Planner planner(plan);
    // Private first: nothing mounted below may propagate back to the host.
    planner.add(Op::MakePrivate, "/");
    planner.add(Op::Mount, kStage, "tmpfs", "tmpfs", "size=1m,nr_inodes=256,mode=0755",
                MS_NOSUID | MS_NODEV);
    planner.system_directory("/usr");
    for (const char* dir : {"/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"})
        planner.system_directory(dir);
    if (one_run)
        planner.bind(spec.box_dir, "/box", MS_NOSUID | MS_NODEV);
    else
        planner.directory("/box");
    for (const fs::path& path : spec.readonly_binds) planner.bind(path, path, kReadOnly);

    planner.directory("/tmp");
    if (one_run)
        planner.add(Op::Mount, staged("/tmp"), "tmpfs", "tmpfs",
                    "size=" + std::to_string(box_tmp_bytes(spec.limits)) + "," + kBoxTmpOptions,
                    kBoxTmpFlags);

    // No /dev/urandom or /dev/zero for the compiler: `#include "/dev/urandom"` would never end.
    planner.directory("/dev");
    planner.add(Op::Mount, staged("/dev"), "tmpfs", "tmpfs", "size=64k,nr_inodes=64,mode=0755",
                MS_NOSUID | MS_NOEXEC);
    planner.device("null");
    if (spec.profile == Profile::Run) {
        planner.device("zero");
        planner.device("urandom");
    }
    planner.add(Op::MakeSymlink, staged("/dev/fd"), "/proc/self/fd");
    planner.add(Op::MakeSymlink, staged("/dev/stdin"), "/proc/self/fd/0");
    planner.add(Op::MakeSymlink, staged("/dev/stdout"), "/proc/self/fd/1");
    planner.add(Op::MakeSymlink, staged("/dev/stderr"), "/proc/self/fd/2");
    planner.add(Op::Mount, staged("/dev"), {}, {}, {},
                MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NOEXEC);

    // Mounted before the old root goes: a user namespace may mount proc only while a full
    // proc is visible in its mount namespace.
    planner.directory("/proc");
    planner.add(Op::Mount, staged("/proc"), "proc", "proc", {}, MS_NOSUID | MS_NODEV | MS_NOEXEC);

    planner.add(Op::EnterRoot, kStage);
    planner.add(Op::Mount, "/", {}, {}, {},
                MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV);
    planner.add(Op::ChangeDir, one_run ? "/box" : "/");
    planner.finish();
    return plan;
}

}  // namespace gridjudge::sandbox
