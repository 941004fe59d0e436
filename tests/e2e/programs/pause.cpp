// expect: TLE SIGKILL
// expect-message: wall time exceeded <N> ms after <N> ms of CPU time (the program was waiting, not computing)
// Waits for a signal that never comes: only the wall-time limit stops it.
#include <unistd.h>
int main() {
    pause();
}
