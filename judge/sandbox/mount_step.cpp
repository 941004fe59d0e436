#include "judge/sandbox/mount_step.h"

#include <fcntl.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>

namespace gridjudge::sandbox {
namespace {

using Op = MountStep::Op;

// The O_PATH descriptors of the bind sources, in the order they were opened.
struct OpenedSources {
    int fds[kMaxMountSources];
    int count = 0;
};

bool mount_from(const MountStep& step, const OpenedSources& opened) noexcept {
    const char* source = step.source.empty() ? nullptr : step.source.c_str();
    char fd_path[32];
    if (step.source_index >= 0) {
        if (step.source_index >= opened.count) {
            errno = EBADF;
            return false;
        }
        std::snprintf(fd_path, sizeof fd_path, "/proc/self/fd/%d", opened.fds[step.source_index]);
        source = fd_path;
    }
    return ::mount(source, step.target.c_str(),
                   step.fs_type.empty() ? nullptr : step.fs_type.c_str(), step.flags,
                   step.data.empty() ? nullptr : step.data.c_str()) == 0;
}

bool apply(const MountStep& step, OpenedSources& opened) noexcept {
    const char* target = step.target.c_str();
    switch (step.op) {
        case Op::OpenSource: {
            if (opened.count == kMaxMountSources) {
                errno = EMFILE;
                return false;
            }
            const int fd = ::open(step.source.c_str(), O_PATH | O_CLOEXEC);
            if (fd < 0) return false;
            opened.fds[opened.count++] = fd;
            return true;
        }
        case Op::MakePrivate:
            return ::mount(nullptr, target, nullptr, MS_REC | MS_PRIVATE, nullptr) == 0;
        case Op::Mount:
            return mount_from(step, opened);
        case Op::MakeDirectory:
            return ::mkdir(target, 0755) == 0;
        case Op::MakeFile: {
            const int fd = ::open(target, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
            return fd >= 0 && ::close(fd) == 0;
        }
        case Op::MakeSymlink:
            return ::symlink(step.source.c_str(), target) == 0;
        case Op::EnterRoot:
            // pivot_root(".", ".") stacks the old root on the new one; detaching "." then
            // removes the old root (and every host mount with it) from the namespace.
            return ::chdir(target) == 0 && ::syscall(SYS_pivot_root, ".", ".") == 0 &&
                   ::umount2(".", MNT_DETACH) == 0 && ::chdir("/") == 0;
        case Op::ChangeDir:
            return ::chdir(target) == 0;
    }
    return false;
}

}  // namespace

const MountStep* apply_mount_steps(const std::vector<MountStep>& steps) noexcept {
    OpenedSources opened;
    const MountStep* failed = nullptr;
    for (const MountStep& step : steps)
        if (!apply(step, opened)) {
            failed = &step;
            break;
        }
    // The sources are bound by now; the program must not inherit handles on host directories.
    const int saved = errno;
    for (int i = 0; i < opened.count; ++i) ::close(opened.fds[i]);
    errno = saved;
    return failed;
}

const char* describe(const MountStep& step) noexcept {
    switch (step.op) {
        case Op::OpenSource:
            return "open";
        case Op::MakePrivate:
            return "make private";
        case Op::Mount:
            if (step.flags & MS_REMOUNT) return "remount";
            return step.flags & MS_BIND ? "bind" : "mount";
        case Op::MakeDirectory:
            return "mkdir";
        case Op::MakeFile:
            return "create";
        case Op::MakeSymlink:
            return "symlink";
        case Op::EnterRoot:
            return "pivot_root";
        case Op::ChangeDir:
            return "chdir";
    }
    return "?";
}

}  // namespace gridjudge::sandbox
