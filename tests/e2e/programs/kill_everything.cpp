// expect: RE — kill(-1) and kill(parent) from inside the box; the judge must survive both
// (the test goes on to judge other programs), and the program kills only itself.
#include <signal.h>
#include <unistd.h>
int main() {
    kill(getppid(), SIGKILL);
    kill(-1, SIGKILL);
    raise(SIGKILL);
    return 0;
}
