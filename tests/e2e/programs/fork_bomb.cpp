// expect: TLE — forks without end; the pids limit stops the growth, the time limit the rest.
#include <unistd.h>
int main() {
    for (;;) fork();
}
