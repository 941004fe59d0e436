// Tries to debug or read the box's init (pid 1) and itself: ptrace attach, seize and traceme,
// process_vm_readv, pidfd_getfd. Expected: EPERM for each, exit 0.
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/ptrace.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <unistd.h>

static void report(const char* label, long rc) {
    printf("%s: %s\n", label, rc >= 0 ? "ok" : strerrorname_np(errno));
}

int main(void) {
    report("ptrace(PTRACE_ATTACH, 1)", ptrace(PTRACE_ATTACH, 1, 0, 0));
    report("ptrace(PTRACE_SEIZE, 1)", ptrace(PTRACE_SEIZE, 1, 0, 0));
    report("ptrace(PTRACE_TRACEME)", ptrace(PTRACE_TRACEME, 0, 0, 0));
    char buffer[16];
    struct iovec local = {buffer, sizeof buffer}, remote = {(void*)0x400000, sizeof buffer};
    report("process_vm_readv(1)", process_vm_readv(1, &local, 1, &remote, 1, 0));
    report("pidfd_open(1)", syscall(SYS_pidfd_open, 1, 0));
    report("pidfd_getfd", syscall(SYS_pidfd_getfd, 0, 0, 0));
    return 0;
}
