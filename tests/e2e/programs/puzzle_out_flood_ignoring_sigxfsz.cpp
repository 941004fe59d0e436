// expect: OLE
// expect-message: output exceeded 64 MiB
// Ignores SIGXFSZ and writes 80 MiB to puzzle.out: past the limit the writes fail with EFBIG,
// the program exits 0 with a file cut at the limit, and that is still output over the limit.
#include <csignal>
#include <cstdio>
int main() {
    std::signal(SIGXFSZ, SIG_IGN);
    std::FILE* out = std::fopen("puzzle.out", "w");
    if (!out) return 2;
    for (long i = 0; i < (80L << 20) / 64; ++i)
        std::fputs("111111111111111111111111111111111111111111111111111111111111111\n", out);
    std::fclose(out);
    return 0;
}
