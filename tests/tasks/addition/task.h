/* The function the contestant writes; the grader calls it. Plain C, so C and C++ share it. */
long long add(long long a, long long b);
