#include "judge/sandbox/mount_plan.h"

#include <fcntl.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/statvfs.h>
#include <unistd.h>

#include <cerrno>
#include <system_error>

#include "judge/sandbox/unique_fd.h"

namespace gridjudge::sandbox {
namespace {

namespace fs = std::filesystem;
using Op = MountStep::Op;

// The staging root: the new root's tmpfs is mounted over /tmp of the box's mount namespace
// (every host has /tmp; the host's own /tmp is untouched, the namespace is private).
constexpr const char* kStage = "/tmp";

std::string staged(const std::string& inside) {
    return kStage + inside;
}

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

    // Binds a host directory at `inside`, then remounts it with `extra` flags added. The host
    // directory is opened here too: a missing one fails before the box starts, and the flags
    // a user namespace may not clear are read from it.
    void bind(const fs::path& host, const std::string& inside, unsigned long extra) {
        UniqueFd fd(::open(host.c_str(), O_PATH | O_DIRECTORY | O_CLOEXEC));
        if (!fd) throw std::system_error(errno, std::generic_category(), "open " + host.string());
        const unsigned long flags = locked_flags(fd.get()) | extra;
        MountStep open;
        open.op = Op::OpenSource;
        open.source = host.string();
        opens_.push_back(std::move(open));
        add(Op::MakeDirectory, staged(inside));
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
            add(Op::MakeSymlink, staged(host.string()), fs::read_symlink(host).string());
        } else if (S_ISDIR(info.st_mode)) {
            bind(host, host.string(), MS_RDONLY | MS_NOSUID | MS_NODEV);
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
};

}  // namespace

std::vector<MountStep> plan_box_mounts(const fs::path& box_dir, Profile profile,
                                       std::int64_t tmp_bytes) {
    std::vector<MountStep> plan;
    Planner planner(plan);
    // Private first: nothing mounted below may propagate back to the host.
    planner.add(Op::MakePrivate, "/");
    planner.add(Op::Mount, kStage, "tmpfs", "tmpfs", "size=1m,nr_inodes=256,mode=0755",
                MS_NOSUID | MS_NODEV);
    planner.system_directory("/usr");
    for (const char* dir : {"/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"})
        planner.system_directory(dir);
    planner.bind(box_dir, "/box", MS_NOSUID | MS_NODEV);

    planner.add(Op::MakeDirectory, staged("/tmp"));
    planner.add(Op::Mount, staged("/tmp"), "tmpfs", "tmpfs",
                "size=" + std::to_string(tmp_bytes) + ",nr_inodes=4096,mode=1777",
                MS_NOSUID | MS_NODEV);

    // No /dev/urandom or /dev/zero for the compiler: `#include "/dev/urandom"` would never end.
    planner.add(Op::MakeDirectory, staged("/dev"));
    planner.add(Op::Mount, staged("/dev"), "tmpfs", "tmpfs", "size=64k,nr_inodes=64,mode=0755",
                MS_NOSUID | MS_NOEXEC);
    planner.device("null");
    if (profile == Profile::Run) {
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
    planner.add(Op::MakeDirectory, staged("/proc"));
    planner.add(Op::Mount, staged("/proc"), "proc", "proc", {}, MS_NOSUID | MS_NODEV | MS_NOEXEC);

    planner.add(Op::EnterRoot, kStage);
    planner.add(Op::Mount, "/", {}, {}, {},
                MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV);
    planner.add(Op::ChangeDir, "/box");
    planner.finish();
    return plan;
}

}  // namespace gridjudge::sandbox
