// expect: MLE — touches 1 GiB of heap, far over the 128 MiB limit.
#include <cstdlib>
#include <cstring>
int main() {
    char* p = static_cast<char*>(std::malloc(1UL << 30));
    if (p) std::memset(p, 1, 1UL << 30);
    return p ? p[12345] : 0;
}
