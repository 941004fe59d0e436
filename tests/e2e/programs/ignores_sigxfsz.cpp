// expect: OLE
// expect-message: output exceeded 64 MiB
// Ignores SIGXFSZ, then floods standard output: at the output limit its writes fail with EFBIG
// instead of killing it, and it goes on writing as if nothing happened, then exits 0. The
// output is still over the limit: OLE, not whatever the truncated output would get.
#include <csignal>
#include <cstdio>
int main() {
    std::signal(SIGXFSZ, SIG_IGN);
    for (long i = 0; i < (80L << 20) / 64; ++i)
        std::fputs("111111111111111111111111111111111111111111111111111111111111111\n", stdout);
    return 0;
}
