// expect: AC
// Reads numbers until the end of its input, then answers their sum.
#include <cstdio>

int main() {
    long long number = 0, sum = 0;
    while (std::scanf("%lld", &number) == 1) sum += number;
    std::printf("%lld\n", sum);
    return 0;
}
