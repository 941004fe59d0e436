// expect: MLE SIGKILL
// expect-message: memory peak <N> MiB reached the limit of 128 MiB
// Allocates 1 MiB blocks and keeps them until something stops it.
#include <cstring>
#include <vector>
int main() {
    std::vector<char*> blocks;
    for (;;) {
        char* block = new char[1 << 20];
        std::memset(block, 7, 1 << 20);
        blocks.push_back(block);
    }
}
