// expect: RE SIGSEGV — crashes after the first answer, before the game is decided.
#include <cstdio>
int main() {
    long n;
    std::scanf("%ld", &n);
    std::printf("? %ld\n", n / 3);
    std::fflush(stdout);
    char answer[4];
    std::scanf("%3s", answer);
    volatile int* nowhere = nullptr;
    *nowhere = 1;
}
