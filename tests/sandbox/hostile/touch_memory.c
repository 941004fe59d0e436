// touch_memory MIB: allocates MIB MiB, writes every page, and exits 0. Must end normally when
// MIB is below the memory limit, with a peak of about MIB MiB.
#include <stdlib.h>
#include <string.h>

int main(int argc, char** argv) {
    if (argc != 2) return 2;
    const size_t size = (size_t)atoi(argv[1]) << 20;
    volatile char* block = malloc(size);
    if (!block) return 3;
    memset((char*)block, 1, size);
    return block[size / 2] == 1 ? 0 : 1;
}
