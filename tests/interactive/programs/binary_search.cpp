// expect: AC — halves the range with each guess.
#include <cstdio>
int main() {
    long n, low = 1, high;
    std::scanf("%ld", &n);
    high = n;
    while (low <= high) {
        const long x = (low + high) / 2;
        std::printf("? %ld\n", x);
        std::fflush(stdout);
        char answer[4];
        std::scanf("%3s", answer);
        if (answer[0] == '=') return 0;
        if (answer[0] == '<')
            high = x - 1;
        else
            low = x + 1;
    }
}
