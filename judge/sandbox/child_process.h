// The code between clone and exec: the box's init and the program's last steps before exec.
//
// start_box() clones the box's init with the requested namespaces. The init (pid 1 of the new
// pid namespace) waits for the parent's go (sent once the parent has put it in the cgroup and
// written its user id maps), builds the private file tree, forks the program, reaps every
// process of the box, and reports the program's wait status over the report pipe. When the
// init exits, the kernel kills whatever is left in its pid namespace: no orphan survives.
// To stop a program at a limit, the parent sends kStopSignal to the init, which kills the
// program and still reports its status and peak memory.
//
// Why an init rather than exec'ing the program as pid 1: pid 1 of a namespace ignores every
// signal it has no handler for, its own included, so abort() would not end the program and an
// uncaught exception would be reported as SIGSEGV instead of SIGABRT.
//
// Why only system calls after clone (everything is prepared in ChildPlan by the parent): the
// judge may be multi-threaded, and a cloned child inherits locks (malloc's) that other threads
// held at that instant; glibc's set*id wrappers would also try to signal threads the child does
// not have. So: raw clone, raw setres[ug]id/setgroups/capset, no allocation, no exceptions.
#pragma once

#include <signal.h>
#include <sys/types.h>

#include <optional>
#include <vector>

#include "judge/sandbox/mount_plan.h"
#include "judge/sandbox/rlimits.h"
#include "judge/sandbox/seccomp_filter.h"

namespace gridjudge::sandbox {

// One record on the report pipe; smaller than PIPE_BUF, so each write is atomic.
struct ChildReport {
    enum class Kind : int { ProgramEnded, SetupFailed };
    Kind kind = Kind::SetupFailed;
    int wait_status = 0;   // ProgramEnded: as from waitpid
    long max_rss_kib = 0;  // ProgramEnded: the program's peak resident set (its waited children's
                           // included), which unlike a cgroup's peak leaves out the page cache
    int error_number = 0;  // SetupFailed: errno of the failed step
    char step[112] = {};   // SetupFailed: what failed, e.g. "mount /tmp/usr"
};

// Who the program runs as.
struct BoxIdentity {
    uid_t uid;
    gid_t gid;
    bool clear_groups;  // false in a non-root judge's user namespace: setgroups is denied there
};

struct ChildPlan {
    int report_fd = -1;  // write end; close-on-exec, so the program cannot forge a report
    int go_fd = -1;      // read end; the parent writes one byte when the box may start
    int stdin_fd = -1, stdout_fd = -1, stderr_fd = -1;
    const MountPlan* mounts = nullptr;  // nullptr: the host's tree (unsafe mode)
    const char* work_dir = nullptr;     // without mounts: the box directory
    bool set_hostname = false;          // in a new UTS namespace
    const std::vector<RlimitSetting>* rlimits = nullptr;
    std::optional<BoxIdentity> identity;      // nullopt: keep the judge's (unsafe mode)
    const SeccompProgram* seccomp = nullptr;  // nullptr: none
    const char* program = nullptr;            // the path to exec, as seen inside the box
    char* const* argv = nullptr;
    char* const* envp = nullptr;
};

// Sent to the init to stop the program early (a limit was reached): the init kills it, reaps
// it and reports as usual.
constexpr int kStopSignal = SIGUSR1;

// Clones the box's init with `namespace_flags` (CLONE_NEW*). Returns its pid in the parent's
// namespace, or -1 with errno. The child never returns.
pid_t start_box(const ChildPlan& plan, int namespace_flags);

}  // namespace gridjudge::sandbox
