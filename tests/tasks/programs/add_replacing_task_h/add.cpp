// A contestant's submission that brings its own task.h, named like the grader's header: refused.
#include "task.h"

long long add(long long a, long long b) {
    return a + b;
}
