// BoxProcess: owns the box's init process and its process group. Destroying it without wait()
// kills and reaps them: an exception or early return never leaves a box running. (A kept box's
// init is its KeptBox's to end and reap.)
#pragma once

#include <signal.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>

#include <cerrno>

#include "judge/sandbox/box_protocol.h"

namespace gridjudge::sandbox {

class BoxProcess {
  public:
    // A kept box's init (`kept`) is owned by its KeptBox: signalled here, never reaped.
    explicit BoxProcess(pid_t pid, bool kept = false) : pid_(pid), kept_(kept) {}
    BoxProcess(const BoxProcess&) = delete;
    BoxProcess& operator=(const BoxProcess&) = delete;
    ~BoxProcess() {
        if (pid_ <= 0 || kept_) return;
        kill();
        rusage ignored{};
        wait(ignored);
    }

    // Asks the init to kill the program and report (see kStopSignal).
    void request_stop() const { ::kill(pid_, kStopSignal); }

    // Killing the init of a pid namespace kills the whole namespace; the process group covers
    // the unsafe mode, where there is no namespace.
    void kill() const {
        ::kill(-pid_, SIGKILL);
        ::kill(pid_, SIGKILL);
    }

    // Reaps the init; its rusage includes every box process it reaped. With a pid namespace,
    // the kernel has reaped the rest of the namespace before this returns; without one, what
    // is left of the process group is killed (its id cannot be reused while it has members).
    int wait(rusage& usage) {
        int status = 0;
        while (::wait4(pid_, &status, 0, &usage) < 0 && errno == EINTR) {
        }
        ::kill(-pid_, SIGKILL);
        pid_ = 0;
        return status;
    }

  private:
    pid_t pid_;
    bool kept_;
};

}  // namespace gridjudge::sandbox
