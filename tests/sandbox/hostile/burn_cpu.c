// burn_cpu MS: burns MS milliseconds of CPU time (measured with clock()) and exits 0.
#include <stdlib.h>
#include <time.h>

int main(int argc, char** argv) {
    if (argc != 2) return 2;
    const clock_t until = (clock_t)(atof(argv[1]) * CLOCKS_PER_SEC / 1000.0);
    volatile unsigned long counter = 0;
    while (clock() < until) ++counter;
    return 0;
}
