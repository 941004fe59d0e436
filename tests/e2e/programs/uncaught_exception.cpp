// expect: RE — an uncaught exception aborts (SIGABRT).
#include <stdexcept>
int main() {
    throw std::runtime_error("boom");
}
