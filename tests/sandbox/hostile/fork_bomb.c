// fork_bomb NAME: every process takes NAME as its name and forks forever. The pids limit must
// contain it; NAME lets the test look for survivors afterwards.
#include <sys/prctl.h>
#include <unistd.h>

int main(int argc, char** argv) {
    if (argc != 2) return 2;
    prctl(PR_SET_NAME, argv[1], 0, 0, 0);
    for (;;) fork();
}
