// expect: TLE — waits for a signal that never comes.
#include <unistd.h>
int main() {
    pause();
}
