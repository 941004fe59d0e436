// memory_after_time MS BEFORE AFTER: writes BEFORE MiB, burns CPU until MS + 1 milliseconds of
// CPU time, then writes AFTER MiB more. Under a CPU limit of MS and a memory limit at about
// BEFORE MiB plus its own pages, it ends over both limits, stopped by the watcher or killed for
// memory: the judge's verdict must not depend on which (TLE, docs/verdicts.md).
#include <stdlib.h>
#include <string.h>
#include <time.h>

// Every page written and one read back: a block nobody reads would be optimized away.
static int write_block(size_t mib) {
    volatile char* block = malloc(mib << 20);
    if (!block) exit(3);
    memset((char*)block, 1, mib << 20);
    return block[(mib << 20) - 1];
}

int main(int argc, char** argv) {
    if (argc != 4) return 2;
    int written = write_block((size_t)atoi(argv[2]));
    const clock_t until = (clock_t)((atof(argv[1]) + 1) * CLOCKS_PER_SEC / 1000.0);
    volatile unsigned long counter = 0;
    while (clock() < until) counter = counter + 1;
    written += write_block((size_t)atoi(argv[3]));
    return written == 2 ? 0 : 1;
}
