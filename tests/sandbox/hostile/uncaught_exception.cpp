// An uncaught exception: std::terminate, abort(), SIGABRT (which needs the program not to be
// pid 1 of its namespace: pid 1 ignores its own SIGABRT).
#include <stdexcept>

int main() {
    throw std::runtime_error("uncaught");
}
