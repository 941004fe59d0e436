// expect: TLE — uses no CPU at all, so only the wall-time limit can stop it.
#include <unistd.h>
int main() {
    sleep(1000);
}
