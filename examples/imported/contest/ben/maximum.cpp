// Starts the maximum at 0: wrong when every number is negative.
#include <cstdio>
int main() {
    int n;
    if (std::scanf("%d", &n) != 1) return 1;
    long long best = 0;
    for (int i = 0; i < n; ++i) {
        long long x;
        std::scanf("%lld", &x);
        if (x > best) best = x;
    }
    std::printf("%lld\n", best);
}
