/* The jury's grader of "addition" in C: reads n pairs and prints add(a, b) for each. */
#include <stdio.h>

#include "task.h"

int main(void) {
    int n = 0;
    if (scanf("%d", &n) != 1) return 1;
    for (int i = 0; i < n; ++i) {
        long long a = 0, b = 0;
        if (scanf("%lld %lld", &a, &b) != 2) return 1;
        printf("%lld\n", add(a, b));
    }
    return 0;
}
