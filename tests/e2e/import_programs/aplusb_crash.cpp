// Reads the numbers, then writes through a null pointer.
#include <iostream>
int main() {
    long long a, b;
    std::cin >> a >> b;
    volatile long long* nowhere = nullptr;
    *nowhere = a + b;
}
