// Makes a system call through the x32 ABI (getpid with the x32 bit), which would bypass the
// filter's x86-64 numbering. Expected: killed by SIGSYS after printing "before".
#include <stdio.h>
#include <sys/syscall.h>
#include <unistd.h>

int main(void) {
    puts("before");
    fflush(stdout);
    const long result = syscall(0x40000000L | SYS_getpid);
    printf("after: %ld\n", result);
    return 0;
}
