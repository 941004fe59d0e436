// Tries every way to run a second program (/bin/sh, which the box has) and prints what each
// returned. Expected under Profile::Run: EPERM for each (execve is allowed only with the box's
// own path buffer; execveat never), and the program goes on to exit 0.
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

static char* const shell_argv[] = {"sh", "-c", "echo escaped", NULL};
static char* const no_env[] = {NULL};

static void report(const char* label, long rc) {
    printf("%s: %s\n", label, rc >= 0 ? "ok" : strerrorname_np(errno));
    fflush(stdout);
}

int main(void) {
    report("execve", execve("/bin/sh", shell_argv, no_env));
    report("execveat", syscall(SYS_execveat, AT_FDCWD, "/bin/sh", shell_argv, no_env, 0));
    const int shell = open("/bin/sh", O_PATH | O_CLOEXEC);
    report("open /bin/sh", shell);
    report("execveat(fd, \"\", AT_EMPTY_PATH)",
           syscall(SYS_execveat, shell, "", shell_argv, no_env, AT_EMPTY_PATH));
    report("fexecve", fexecve(shell, shell_argv, no_env));
    return 0;
}
