// Makes a system call through the i386 ABI (int 0x80, getpid), which would bypass the filter's
// x86-64 numbering. Expected: killed by SIGSYS after printing "before" (never "after").
#include <stdio.h>

int main(void) {
    puts("before");
    fflush(stdout);
    long result;
    __asm__ volatile("int $0x80" : "=a"(result) : "a"(20L) : "memory");
    printf("after: %ld\n", result);
    return 0;
}
