// expect: TLE SIGKILL
// expect-message: CPU time over the limit of 1000 ms (stopped at <N> ms); over the limit on each of 2 runs (<N> ms, <N> ms)
// Two threads spinning; CPU time counts every thread.
#include <thread>
int main() {
    auto spin = [] {
        for (volatile unsigned long x = 0;; x = x + 1) {
        }
    };
    std::thread a(spin), b(spin);
    a.join();
}
