// expect: OLE SIGXFSZ
// expect-message: output exceeded 64 MiB
// Writes its answer file, puzzle.out, without end: the output limit holds for the file a
// file-I/O problem judges, not only for standard output.
#include <cstdio>
int main() {
    std::FILE* out = std::fopen("puzzle.out", "w");
    if (!out) return 2;
    for (;;) std::fputs("1111111111111111111111111111111111111111111111111111111111111\n", out);
}
