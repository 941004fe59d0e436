// expect: WA — answers with "! 1" instead of a guess, which the validator rejects at once, then
// computes forever. Kattis: the validator ended first with its rejection, which stands.
#include <cstdio>
int main() {
    long n;
    std::scanf("%ld", &n);
    std::printf("! 1\n");
    std::fflush(stdout);
    volatile unsigned long x = 0;
    for (;;) ++x;
}
