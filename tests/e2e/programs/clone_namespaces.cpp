// expect: WA
// expect-message: the program did not create puzzle.out as a regular file (this problem uses file input/output)
// Tries to leave the box's namespaces or make new ones: clone with each CLONE_NEW*
// flag (a user namespace would give it capabilities there), unshare and setns. Each must fail with
// EPERM; the first that does not exits 10 + its number (RE "exit code N"): 10 clone NEWUSER, 11
// clone NEWNS, 12 clone NEWNET, 13 clone NEWPID, 14 unshare NEWUSER, 15 unshare NEWNS, 16 setns to
// the init's network namespace (EPERM, or EACCES when /proc/1/ns is refused). A child that gets
// made exits at once. All refused, it exits 0 writing nothing.
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>

static bool clone_refused(unsigned long flags) {
    const long child = syscall(SYS_clone, flags | SIGCHLD, 0, 0, 0, 0);
    if (child == 0) _exit(0);
    if (child > 0) {
        waitpid(static_cast<pid_t>(child), nullptr, 0);
        return false;
    }
    return errno == EPERM;
}

int main() {
    const unsigned long kinds[] = {CLONE_NEWUSER, CLONE_NEWNS, CLONE_NEWNET, CLONE_NEWPID};
    for (int i = 0; i < 4; ++i)
        if (!clone_refused(kinds[i])) return 10 + i;
    if (unshare(CLONE_NEWUSER) == 0 || errno != EPERM) return 14;
    if (unshare(CLONE_NEWNS) == 0 || errno != EPERM) return 15;
    const int ns = open("/proc/1/ns/net", O_RDONLY);
    if (ns >= 0 && (setns(ns, CLONE_NEWNET) == 0 || errno != EPERM)) return 16;
    if (ns < 0 && errno != EACCES && errno != EPERM) return 16;
    return 0;
}
