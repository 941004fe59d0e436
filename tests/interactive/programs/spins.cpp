// expect: TLE (CPU) — computes forever before its first guess.
#include <cstdio>
int main() {
    volatile unsigned long x = 0;
    for (;;) ++x;
}
