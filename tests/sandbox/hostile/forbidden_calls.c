// Makes the system calls the Run profile refuses and prints what each returned: each must be
// a value (EPERM, or ENOSYS for clone3), never a kill.
#define _GNU_SOURCE
#include <errno.h>
#include <sched.h>
#include <stdio.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/personality.h>
#include <sys/ptrace.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>

static void report(const char* label, long rc) {
    printf("%s: %s\n", label, rc >= 0 ? "ok" : strerrorname_np(errno));
}

int main(void) {
    report("ptrace", ptrace(PTRACE_TRACEME, 0, 0, 0));
    report("unshare(user)", unshare(CLONE_NEWUSER));
    report("mount", mount("none", "/tmp", "tmpfs", 0, 0));
    report("bpf", syscall(SYS_bpf, 0, 0, 0));
    report("io_uring_setup", syscall(SYS_io_uring_setup, 1, 0));
    report("userfaultfd", syscall(SYS_userfaultfd, 0));
    report("personality", personality(ADDR_NO_RANDOMIZE));
    report("socket(AF_UNIX)", socket(AF_UNIX, SOCK_STREAM, 0));
    report("socket(AF_NETLINK)", socket(AF_NETLINK, SOCK_RAW, 0));
    report("clone3", syscall(SYS_clone3, 0, 0));
    char* const argv[] = {"sh", "-c", "true", 0};
    report("execve", execve("/bin/sh", argv, 0));
    return 0;
}
