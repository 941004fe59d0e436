// expect: WA — guesses once and ends without reading the answer.
#include <cstdio>
int main() {
    long n;
    std::scanf("%ld", &n);
    std::printf("? %ld\n", n / 3);
    std::fflush(stdout);
}
