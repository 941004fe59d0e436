// Keeps allocating and touching 1 MiB blocks forever: the memory cgroup must OOM-kill it.
#include <cstring>
#include <vector>

int main() {
    std::vector<char*> blocks;
    for (;;) {
        char* block = new char[1 << 20];
        std::memset(block, 1, 1 << 20);
        asm volatile("" : : "r"(block) : "memory");  // keep the optimizer from dropping it
        blocks.push_back(block);
    }
}
