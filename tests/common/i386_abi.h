// Whether this kernel runs system calls made through the i386 ABI (`int 0x80`) at all. A kernel
// built without IA32 emulation, or booted with ia32_emulation=0, kills such a call itself with
// SIGSEGV, inside the sandbox as outside it; the sandbox tests expect the seccomp filter's SIGSYS
// only where the kernel would otherwise have made the call. Asked once, of a child process
// outside any sandbox.
#pragma once

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

namespace gridjudge::testing {

inline bool kernel_runs_i386_calls() {
    static const bool runs = [] {
        const pid_t child = ::fork();
        if (child == 0) {
            long result = 20;  // getpid in the i386 numbering
            asm volatile("int $0x80" : "+a"(result) : : "memory");
            ::_exit(0);
        }
        int status = 0;
        if (child < 0 || ::waitpid(child, &status, 0) != child) return true;
        return !(WIFSIGNALED(status) && WTERMSIG(status) == SIGSEGV);
    }();
    return runs;
}

}  // namespace gridjudge::testing
