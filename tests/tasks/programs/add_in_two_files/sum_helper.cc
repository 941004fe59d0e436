// The contestant's second source: what add.cpp calls.
#include "sum_helper.h"

long long sum_of(long long a, long long b) {
    return a + b;
}
