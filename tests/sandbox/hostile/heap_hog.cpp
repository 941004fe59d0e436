// Allocates and touches 1 GiB on the heap in one piece: the memory cgroup must OOM-kill it.
#include <cstring>

int main() {
    const std::size_t size = std::size_t{1} << 30;
    char* block = new char[size];
    std::memset(block, 1, size);
    asm volatile("" : : "r"(block) : "memory");  // keep the optimizer from dropping it
    return block[size / 2] == 1 ? 0 : 1;
}
