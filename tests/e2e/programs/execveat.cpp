// expect: WA
// expect-message: the program did not create puzzle.out as a regular file (this problem uses file input/output)
// Runs another program the ways the seccomp filter must refuse: execveat of /bin/sh
// (never allowed), and execve of /bin/sh from a path that is not the sandbox's own buffer. A shell
// that starts exits 42 (RE "exit code 42"); a refusal other than EPERM exits 43. Refused twice, it
// exits 0 writing nothing.
#include <fcntl.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>

int main() {
    char shell[] = "/bin/sh";
    char flag[] = "-c";
    char script[] = "exit 42";
    char* argv[] = {shell, flag, script, nullptr};
    char* envp[] = {nullptr};
    if (syscall(SYS_execveat, AT_FDCWD, shell, argv, envp, 0) == 0 || errno != EPERM) return 43;
    if (execve(shell, argv, envp) == 0 || errno != EPERM) return 43;
    return 0;
}
