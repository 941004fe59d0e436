// expect: TLE SIGKILL
// expect-message: CPU time over the limit of 1000 ms (stopped at <N> ms)
// Forks without end; the pids limit stops the growth, the CPU time limit the rest.
#include <unistd.h>
int main() {
    for (;;) fork();
}
