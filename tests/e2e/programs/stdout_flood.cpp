// expect: OLE — writes to stdout without end.
#include <cstdio>
int main() {
    for (;;) std::fputs("1111111111111111111111111111111111111111111111111111111111111\n", stdout);
}
