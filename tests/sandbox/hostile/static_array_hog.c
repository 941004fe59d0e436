// A 1 GiB static array, touched page by page: the memory cgroup must OOM-kill it.
#include <string.h>

static char array[1 << 30];

int main(void) {
    memset(array, 1, sizeof array);
    __asm__ volatile("" : : "r"(array) : "memory");  // keep the optimizer from dropping it
    return array[12345] == 1 ? 0 : 1;
}
