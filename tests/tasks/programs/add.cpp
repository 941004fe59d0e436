// expect: AC (the function is right; the grader's main() calls it)
#include "task.h"

long long add(long long a, long long b) {
    return a + b;
}
