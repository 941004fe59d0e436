/* expect: AC (C: the grader's grader.c is compiled with it) */
#include "task.h"

long long add(long long a, long long b) { return a + b; }
