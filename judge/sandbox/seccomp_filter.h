// The seccomp filters of the two profiles, compiled to BPF with libseccomp by the judge (once per
// box server) and installed by the box's last step before exec with one prctl.
//
// Policy: a deny list on top of "allow", every refusal an EPERM (a refused call is a value the
// program sees, never a kill that would look like the program's crash). Refused: debugging and
// memory access of other processes, mounts and namespaces, kernel keyrings, BPF, perf,
// module/kexec/reboot/swap/clock/host name calls, personality changes, CPU affinity changes
// (the judge chooses the box's CPU), userfaultfd, io_uring,
// open_by_handle_at, and sockets of any family but AF_UNIX (the network namespace already
// has no interface but loopback; this says it twice). Foreign system call ABIs (i386 int 0x80,
// x32) kill the process: they would bypass the filter's numbering.
//
// Profile::Run also refuses a second program: execve is allowed only with the exact path
// buffer the sandbox itself passes (the box server's exec path slot, gone after the exec), and
// execveat never. Profile::Compile lets the compiler driver run its tools.
#pragma once

#include <linux/filter.h>

#include <cstdint>
#include <vector>

#include "judge/sandbox/sandbox.h"

namespace gridjudge::sandbox {

// Throws std::runtime_error if libseccomp fails. `exec_path` is the address of the buffer
// holding the program's path when the box execs it (Profile::Run allows execve with it only).
std::vector<sock_filter> build_seccomp_filter(Profile profile, std::uintptr_t exec_path);

}  // namespace gridjudge::sandbox
