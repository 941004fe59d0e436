// A wrong huarongdao solution for the web UI tests: answers -1 ("cannot be done") to every game,
// so it is right exactly where the answer is -1 and the first difference is a real token.
#include <cstdio>

int main() {
    std::freopen("puzzle.in", "r", stdin);
    std::freopen("puzzle.out", "w", stdout);
    int n = 0, m = 0, q = 0;
    if (std::scanf("%d %d %d", &n, &m, &q) != 3) return 1;
    for (int i = 0; i < q; ++i) std::puts("-1");
}
