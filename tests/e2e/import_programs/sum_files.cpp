// The file-I/O version: reads sum.in, writes sum.out.
#include <cstdio>
int main() {
    std::FILE* in = std::fopen("sum.in", "r");
    std::FILE* out = std::fopen("sum.out", "w");
    long long a = 0, b = 0;
    if (std::fscanf(in, "%lld %lld", &a, &b) != 2) return 1;
    std::fprintf(out, "%lld\n", a + b);
}
