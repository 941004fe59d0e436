// expect: RE SIGABRT
// expect-message: killed by signal 6 (SIGABRT)
// An uncaught exception aborts.
#include <stdexcept>
int main() {
    throw std::runtime_error("boom");
}
