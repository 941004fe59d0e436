// Named like the grader's header: the contestant's attempt to replace it.
#pragma once
long long add(long long a, long long b);
#define main not_the_graders_main
