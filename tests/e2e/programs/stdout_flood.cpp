// expect: OLE SIGXFSZ
// expect-message: output exceeded 64 MiB
// Writes to stdout without end: RLIMIT_FSIZE raises SIGXFSZ at the output limit.
#include <cstdio>
int main() {
    for (;;) std::fputs("1111111111111111111111111111111111111111111111111111111111111\n", stdout);
}
