// The jury's grader of "addition": reads n pairs and prints add(a, b) for each. The secret below
// stands for what a real grader hides (the tests' hidden data); a contestant must not read it.
#include <cstdio>

#include "task.h"

static const char kSecret[] = "GRADER-SECRET-4242";

int main() {
    int n = 0;
    if (std::scanf("%d", &n) != 1) return 1;
    for (int i = 0; i < n; ++i) {
        long long a = 0, b = 0;
        if (std::scanf("%lld %lld", &a, &b) != 2) return 1;
        std::printf("%lld\n", add(a, b));
    }
    return kSecret[0] == 'G' ? 0 : 1;
}
