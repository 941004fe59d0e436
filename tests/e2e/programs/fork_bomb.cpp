// expect: RE SIGKILL
// expect-message: stopped on reaching the limit of 64 tasks (processes and threads)
// Forks without end. The first fork the pids cap refuses stops the run: left to spin, the
// refused forks' kernel memory would reach the memory limit or the CPU time the CPU limit,
// whichever the host's load favoured.
#include <unistd.h>
int main() {
    for (;;) fork();
}
