// expect: WA — tries 1, 2, 3, ...: more than 12 guesses.
#include <cstdio>
int main() {
    long n;
    std::scanf("%ld", &n);
    for (long x = 1; x <= n; ++x) {
        std::printf("? %ld\n", x);
        std::fflush(stdout);
        char answer[4];
        if (std::scanf("%3s", answer) != 1 || answer[0] == '=') return 0;
    }
}
