// The seccomp filters of the two profiles, compiled to BPF once per process with libseccomp and
// installed in the child with one prctl (no allocation after clone: see child_process.h).
//
// Policy: a deny list on top of "allow", every refusal an EPERM (a refused call is a value the
// program sees, never a kill that would look like the program's crash). Refused: debugging and
// memory access of other processes, mounts and namespaces, kernel keyrings, BPF, perf,
// module/kexec/reboot/swap/clock/host name calls, personality changes, userfaultfd, io_uring,
// open_by_handle_at, and sockets of any family but AF_UNIX (the network namespace already
// has no interface but loopback; this says it twice). Foreign system call ABIs (i386 int 0x80,
// x32) kill the process: they would bypass the filter's numbering.
//
// Profile::Run also refuses a second program: execve is allowed only with the exact path
// buffer the sandbox itself passes (exec_path_slot(), in the judge's memory, gone after the
// exec), and execveat never. Profile::Compile lets the compiler driver run its tools.
#pragma once

#include <linux/filter.h>

#include <vector>

#include "judge/sandbox/sandbox.h"

namespace gridjudge::sandbox {

struct SeccompProgram {
    std::vector<sock_filter> instructions;
    sock_fprog program() const;
};

// Compiled on first use and cached; throws std::runtime_error if libseccomp fails.
const SeccompProgram& seccomp_program(Profile profile);

// The buffer the box's last step copies the program path into before execve: its address is
// what Profile::Run's filter allows execve with.
char* exec_path_slot();
constexpr std::size_t kExecPathSlotSize = 4096;

}  // namespace gridjudge::sandbox
