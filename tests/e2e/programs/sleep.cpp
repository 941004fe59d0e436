// expect: TLE SIGKILL
// expect-message: wall time exceeded <N> ms after <N> ms of CPU time (the program was waiting, not computing)
// Uses no CPU at all, so only the wall-time limit can stop it.
#include <unistd.h>
int main() {
    sleep(1000);
}
