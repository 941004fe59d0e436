// expect: RE SIGKILL
// expect-message: killed by signal 9 (SIGKILL)
// kill(parent) and kill(-1) from inside the box: the judge must survive both (the test goes
// on to judge other programs), and the program kills only itself (its own raise(SIGKILL)).
#include <signal.h>
#include <unistd.h>
int main() {
    kill(getppid(), SIGKILL);
    kill(-1, SIGKILL);
    raise(SIGKILL);
    return 0;
}
