// kill_everyone JUDGE_PID: tries to kill every process it may signal, its parent, and the judge
// (by the pid the judge has outside the box), and prints what each attempt returned.
#define _GNU_SOURCE
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void attempt(const char* label, pid_t pid) {
    const int rc = kill(pid, SIGKILL);
    printf("%s: %s\n", label, rc == 0 ? "ok" : strerrorname_np(errno));
}

int main(int argc, char** argv) {
    if (argc != 2) return 2;
    printf("parent: %d\n", (int)getppid());
    attempt("kill(-1)", -1);
    attempt("kill(parent)", getppid());
    attempt("kill(judge)", (pid_t)atoi(argv[1]));
    return 0;
}
