// Reads every number and keeps the largest.
#include <algorithm>
#include <climits>
#include <cstdio>
int main() {
    int n;
    if (std::scanf("%d", &n) != 1) return 1;
    long long best = LLONG_MIN;
    for (int i = 0; i < n; ++i) {
        long long x;
        std::scanf("%lld", &x);
        best = std::max(best, x);
    }
    std::printf("%lld\n", best);
}
