// expect: CE (a main() of its own clashes with the grader's at link time)
#include <cstdio>

long long add(long long a, long long b) {
    return a + b;
}

int main() {
    std::printf("3\n");
    return 0;
}
