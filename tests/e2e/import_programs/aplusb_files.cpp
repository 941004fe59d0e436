// A + B with the file I/O the Hydro problem names (aplusb.in, aplusb.out).
#include <cstdio>
int main() {
    std::FILE* in = std::fopen("aplusb.in", "r");
    std::FILE* out = std::fopen("aplusb.out", "w");
    long long a = 0, b = 0;
    if (!in || !out || std::fscanf(in, "%lld %lld", &a, &b) != 2) return 1;
    std::fprintf(out, "%lld\n", a + b);
}
