// expect: MLE SIGKILL
// expect-message: memory peak <N> MiB reached the limit of 128 MiB
// A 512 MiB static array, written through.
#include <cstring>
static char big[512 << 20];
int main() {
    std::memset(big, 1, sizeof big);
    return big[100];
}
