// busy_threads THREADS MS: each thread burns MS milliseconds of its own CPU time, then all
// exit 0. The box must account THREADS * MS of CPU, not one thread's worth.
#include <time.h>

#include <cstdlib>
#include <thread>
#include <vector>

static double thread_cpu_ms() {
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return now.tv_sec * 1e3 + now.tv_nsec / 1e6;
}

int main(int argc, char** argv) {
    if (argc != 3) return 2;
    const int threads = std::atoi(argv[1]);
    const double ms = std::atof(argv[2]);
    std::vector<std::thread> workers;
    for (int i = 0; i < threads; ++i)
        workers.emplace_back([ms] {
            volatile unsigned long counter = 0;
            while (thread_cpu_ms() < ms) counter = counter + 1;
        });
    for (std::thread& worker : workers) worker.join();
    return 0;
}
