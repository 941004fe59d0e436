// expect: MLE SIGKILL
// expect-message: memory peak <N> MiB reached the limit of 128 MiB
// Touches 1 GiB of heap, far over the 128 MiB limit. The writes go through a
// volatile pointer: otherwise g++ -O2 elides the whole allocation and the program just exits.
#include <cstdlib>
int main() {
    const std::size_t size = std::size_t{1} << 30;
    volatile char* heap = static_cast<volatile char*>(std::malloc(size));
    if (!heap) return 2;
    for (std::size_t i = 0; i < size; i += 4096) heap[i] = 1;
    return heap[12345];
}
