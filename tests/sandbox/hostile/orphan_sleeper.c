// orphan_sleeper NAME: leaves a child named NAME sleeping in a new session and exits 0 at once.
// The child must not outlive the run.
#include <sys/prctl.h>
#include <unistd.h>

int main(int argc, char** argv) {
    if (argc != 2) return 2;
    if (fork() == 0) {
        setsid();
        prctl(PR_SET_NAME, argv[1], 0, 0, 0);
        sleep(1000);
    }
    return 0;
}
