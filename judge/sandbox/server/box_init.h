// The box's init and the program's last steps before exec, cloned from the box server.
//
// start_box_init() clones the init with the plan's namespaces and CLONE_PARENT (and on cgroup v2
// straight into the run's cgroup: no move, which waits for an RCU grace period): the init is the
// judge's child, so that the judge reaps it (and with it the rusage of everything the init
// reaped) and kills it if the run is abandoned. The init (pid 1 of its pid namespace) waits for
// the judge's go (sent once the judge has written its user id maps and put it in its cgroup),
// builds the private file tree, starts the program (a clone sharing its memory until the exec),
// reaps every process of the box, and reports the program's wait status and peak memory over
// the report pipe. When the init exits, the kernel kills whatever is left in its pid namespace:
// no orphan survives. To stop a program at a limit, the judge sends kStopSignal to the init,
// which kills the program and still reports.
//
// Why an init rather than exec'ing the program as pid 1: pid 1 of a namespace ignores every
// signal it has no handler for, its own included, so abort() would not end the program and an
// uncaught exception would be reported as SIGSEGV instead of SIGABRT.
//
// A kept box's init (BoxPlan::kept) does not end with the program (which on cgroup v2 it clones
// straight into the run's cgroup, with the order's directory descriptor): it reports, kills
// whatever the run left in its pid namespace, unmounts the run's /box and /tmp, takes a fresh IPC
// namespace (and a fresh network namespace if a socket is left), says it is ready on its
// channel, and waits there for the next run's order.
//
// Why only system calls after the clone: whatever the init and the program's pre-exec copy
// touch becomes part of the program's peak resident set (the kernel carries the high-water mark
// across fork and exec), so they stay within the server's few pages.
#pragma once

#include <sys/types.h>

#include <cstddef>

#include "judge/sandbox/box_protocol.h"

namespace gridjudge::sandbox {

// What the init needs, all of it made before the clone; a kept box's init fills a copy for each
// run from the run's order (kept_order.h).
struct InitPlan {
    const BoxPlan* plan = nullptr;
    int fds[kBoxFdCount] = {};  // indexed by BoxFd
    char* const* argv = nullptr;
    char* const* envp = nullptr;
    const RlimitSetting* rlimits = nullptr;  // applied to the program
    std::size_t rlimit_count = 0;
    int channel = -1;  // BoxPlan::kept: where the judge's orders arrive
    // A kept box's run on cgroup v2: the run's cgroup directory, which the program is cloned
    // into (the init lives in a cgroup of its own); -1: the program starts in the init's.
    int program_cgroup = -1;
};

struct StartedInit {
    pid_t pid = -1;  // -1: failed, see errno
    bool placed_in_cgroup = false;
};

// Clones the init, into the cgroup of the directory descriptor `cgroup` when it is not -1 and
// the kernel can. The child never returns.
StartedInit start_box_init(const InitPlan& init, int cgroup);

// The buffer execve's path is copied into (see kExecPathSlotSize).
const char* exec_path_slot();

}  // namespace gridjudge::sandbox
