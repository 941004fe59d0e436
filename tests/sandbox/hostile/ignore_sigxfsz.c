// Ignores SIGXFSZ and keeps writing 64 KiB blocks to stdout until a write fails, then prints on
// stderr how much it wrote and the errno, and exits 0. Expected with a 1 MiB output limit:
// "wrote 1048576 bytes, then EFBIG", exit code 0, output_limit_exceeded.
#define _GNU_SOURCE
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

int main(void) {
    signal(SIGXFSZ, SIG_IGN);
    static char block[65536];
    memset(block, 'x', sizeof block);
    long long written = 0;
    for (;;) {
        const ssize_t rc = write(1, block, sizeof block);
        if (rc <= 0) break;
        written += rc;
    }
    fprintf(stderr, "wrote %lld bytes, then %s\n", written, strerrorname_np(errno));
    return 0;
}
