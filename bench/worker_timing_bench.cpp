// Does a program's CPU time hold with K workers? The same CPU-bound tests (100 ms or more each)
// run in the judge's sandbox by one worker, then by two workers at once, pinned to their own CPU
// as a judging pool pins them, not pinned, and by one pinned worker while another compiles on
// the other CPU. Every mode runs once per round, interleaved, so that all see the same drift of
// a shared machine's load; each test's CPU time in a mode is compared with the one-worker run of
// the same round. Prints, per test and mode, the median CPU time and the spread of those ratios,
// with the load average beside the figures (docs/benchmarks.md, "Timing with K workers").
// Usage: gridjudge_bench_worker_timing [ROUNDS]   (default 7)
#include <fcntl.h>
#include <spawn.h>
#include <stdlib.h>
#include <sys/wait.h>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <filesystem>
#include <functional>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "judge/compile/compiler.h"
#include "judge/run/box_runner.h"
#include "judge/sandbox/box_run.h"
#include "judge/util/files.h"
#include "judge/worker/cpu_affinity.h"
#include "judge/worker/worker_pool.h"

namespace {

using namespace gridjudge;
namespace fs = std::filesystem;

// Computing: a xorshift loop whose length is read from stdin; it stays in registers, so only the
// core itself (its frequency, a sibling thread) can move its time.
const char* const kLoopSource = R"(#include <cstdio>
int main() {
    unsigned long long n = 0, x = 88172645463325252ull;
    if (std::scanf("%llu", &n) != 1) return 1;
    for (unsigned long long i = 0; i < n; ++i) { x ^= x << 13; x ^= x >> 7; x ^= x << 17; }
    std::printf("%llu\n", x);
}
)";

// Memory: a random walk over 64 MiB, far larger than a cache: what the other CPU does to the
// shared last-level cache and memory bus shows here first.
const char* const kWalkSource = R"(#include <cstdio>
#include <vector>
int main() {
    unsigned long long steps = 0, x = 88172645463325252ull, sum = 0;
    if (std::scanf("%llu", &steps) != 1) return 1;
    std::vector<unsigned> cells(16u << 20);
    for (unsigned i = 0; i < cells.size(); ++i) cells[i] = i * 2654435761u;
    for (unsigned long long i = 0; i < steps; ++i) {
        x ^= x << 13; x ^= x >> 7; x ^= x << 17;
        sum += cells[x & (cells.size() - 1)]++;
    }
    std::printf("%llu\n", sum);
}
)";

// First touch: fresh memory written once, a page fault per 4 KiB page and nothing else. The
// walk's own first pass over its 64 MiB is this; the touch tests tell that part (the kernel's
// work, and in a virtual machine the host's) from the walk's cache misses.
const char* const kTouchSource = R"(#include <cstdio>
#include <cstdlib>
int main() {
    unsigned long mib = 0;
    if (std::scanf("%lu", &mib) != 1) return 1;
    const unsigned long size = mib << 20;
    char* bytes = static_cast<char*>(std::malloc(size));
    if (bytes == nullptr) return 1;
    for (unsigned long i = 0; i < size; i += 4096) bytes[i] = static_cast<char>(i >> 12);
    unsigned long sum = 0;
    for (unsigned long i = 0; i < size; i += 1 << 20) sum += static_cast<unsigned char>(bytes[i]);
    std::printf("%lu\n", sum);
}
)";

// What a compile beside the timed runs does: g++ with the judge's flags, over and over.
const char* const kCompiledBesideSource = R"(#include <bits/stdc++.h>
int main() { std::map<int, std::string> m; m[1] = "x"; std::cout << m.size() << std::endl; }
)";

struct BenchTest {
    std::string name;
    std::string program;  // "loop", "walk" or "touch"
    std::string input;
};

const std::vector<BenchTest> kTests = {
    {"loop 150M", "loop", "150000000"}, {"loop 400M", "loop", "400000000"},
    {"walk 8M", "walk", "8000000"},     {"walk 24M", "walk", "24000000"},
    {"touch 64M", "touch", "64"},       {"touch 128M", "touch", "128"},
};

enum class Mode { OneWorker, TwoPinned, TwoNotPinned, PinnedBesideCompile };
const Mode kModes[] = {Mode::OneWorker, Mode::TwoPinned, Mode::TwoNotPinned,
                       Mode::PinnedBesideCompile};

const char* mode_name(Mode mode) {
    switch (mode) {
        case Mode::OneWorker:
            return "1 worker";
        case Mode::TwoPinned:
            return "2 workers, pinned";
        case Mode::TwoNotPinned:
            return "2 workers, not pinned";
        case Mode::PinnedBesideCompile:
            return "pinned, a compile beside";
    }
    return "?";
}

std::string load_average() {
    double load[3] = {0, 0, 0};
    if (::getloadavg(load, 3) != 3) return "?";
    char text[64];
    std::snprintf(text, sizeof text, "%.2f %.2f %.2f", load[0], load[1], load[2]);
    return text;
}

class Bench {
  public:
    Bench() {
        binaries_["loop"] = compile(kLoopSource);
        binaries_["walk"] = compile(kWalkSource);
        binaries_["touch"] = compile(kTouchSource);
        for (std::size_t i = 0; i < kTests.size(); ++i) {
            const fs::path input = root_.path() / ("input-" + std::to_string(i));
            write_file_atomic(input, kTests[i].input + "\n");
            inputs_.push_back(input);
        }
        fs::create_directories(root_.path() / "beside");
        write_file_atomic(root_.path() / "beside" / "main.cpp", kCompiledBesideSource);
    }

    // One worker's pass over every test, on `cpu` if set; the CPU time of each, in order.
    std::vector<std::int64_t> run_tests(int worker, std::optional<int> cpu) {
        if (cpu && !pin_current_thread(*cpu)) throw std::runtime_error("cannot pin a worker");
        const fs::path box = root_.path() / ("box-" + std::to_string(worker));
        std::vector<std::int64_t> cpu_ms;
        for (std::size_t i = 0; i < kTests.size(); ++i) {
            fs::remove_all(box);
            fs::create_directories(box);
            fs::copy_file(binaries_.at(kTests[i].program), box / "prog");
            sandbox::RunSpec spec;
            spec.argv = {"./prog"};
            spec.box_dir = box;
            spec.stdin_path = inputs_[i];
            spec.stdout_path = root_.path() / ("out-" + std::to_string(worker));
            spec.cpu = cpu;
            spec.limits.cpu_ms = 20'000;
            spec.limits.wall_ms = 60'000;
            spec.limits.memory_kib = 512 * 1024;
            static const sandbox::Protections host = sandbox::detect_protections();
            const sandbox::RunResult result = sandbox::run_box(spec, sandbox::full_isolation(host));
            if (!result.error.empty() || result.exit_code != 0 || result.signal != 0)
                throw std::runtime_error(kTests[i].name +
                                         " failed in the sandbox: " + result.error);
            cpu_ms.push_back(result.cpu_ms);
        }
        return cpu_ms;
    }

    // g++ with the judge's flags, bare, until `done`; on `cpu` (the other worker's).
    void compile_until(const std::atomic<bool>& done, int cpu) {
        if (!pin_current_thread(cpu)) throw std::runtime_error("cannot pin the compile");
        const fs::path dir = root_.path() / "beside";
        const std::string source = (dir / "main.cpp").string(), out = (dir / "main").string();
        const char* argv[] = {"/usr/bin/g++", "-std=c++14", "-O2",       "-pipe",
                              source.c_str(), "-o",         out.c_str(), nullptr};
        while (!done) {
            pid_t pid = 0;
            if (::posix_spawn(&pid, argv[0], nullptr, nullptr, const_cast<char**>(argv), environ) !=
                0)
                throw std::runtime_error("cannot start g++");
            int status = 0;
            ::waitpid(pid, &status, 0);
        }
    }

  private:
    fs::path compile(const std::string& source) {
        CompileRequest request;
        request.language = find_language("cpp14");
        request.source = source;
        const CompileResult result = compiler_.compile(request);
        if (!result.ok) throw std::runtime_error("bench program does not compile: " + result.log);
        return result.program.artifacts / "main";
    }

    TempDir root_{"gridjudge-timing-bench-"};
    SandboxRunner sandbox_runner_{{}};
    CachedCompiler compiler_{root_.path() / "cache", sandbox_runner_};
    std::map<std::string, fs::path> binaries_;
    std::vector<fs::path> inputs_;
};

// CPU times of one round in `mode`: one list per worker whose tests are timed.
std::vector<std::vector<std::int64_t>> run_round(Bench& bench, Mode mode,
                                                 const std::vector<std::optional<int>>& pinned) {
    std::vector<std::vector<std::int64_t>> times;
    if (mode == Mode::OneWorker) {
        times.push_back(bench.run_tests(0, std::nullopt));  // a lone worker is not pinned
        return times;
    }
    if (mode == Mode::PinnedBesideCompile) {
        std::atomic<bool> done{false};
        std::thread compiling([&] { bench.compile_until(done, *pinned[1]); });
        std::thread timed([&] { times.push_back(bench.run_tests(0, pinned[0])); });
        timed.join();
        done = true;
        compiling.join();
        return times;
    }
    times.resize(2);
    std::vector<std::thread> workers;
    for (int w = 0; w < 2; ++w)
        workers.emplace_back([&, w] {
            const auto slot = static_cast<std::size_t>(w);
            times[slot] = bench.run_tests(w, mode == Mode::TwoPinned ? pinned[slot] : std::nullopt);
        });
    for (std::thread& worker : workers) worker.join();
    return times;
}

double median(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

}  // namespace

int main(int argc, char** argv) {
    const int rounds = argc > 1 ? std::stoi(argv[1]) : 7;
    // The CPUs a pool of two workers is pinned to, as the pool chooses them.
    const std::vector<std::optional<int>> pinned = worker_cpus(2, true);
    if (!pinned[0] || !pinned[1]) {
        std::fprintf(stderr, "needs two CPUs that this process may use\n");
        return 1;
    }
    Bench bench;
    std::printf("%d rounds; workers pinned to CPUs %d and %d; load average at the start: %s\n",
                rounds, *pinned[0], *pinned[1], load_average().c_str());
    // cpu[mode][test]: every CPU time; ratio[mode][test]: each against its round's one worker.
    std::map<Mode, std::vector<std::vector<double>>> cpu, ratio;
    for (Mode mode : kModes) cpu[mode].resize(kTests.size()), ratio[mode].resize(kTests.size());
    run_round(bench, Mode::TwoPinned, pinned);  // warm-up: box servers and cgroups made
    std::vector<std::int64_t> previous_alone;
    for (int round = 0; round < rounds; ++round) {
        std::map<Mode, std::vector<std::vector<std::int64_t>>> times;
        for (Mode mode : kModes) times[mode] = run_round(bench, mode, pinned);
        const std::vector<std::int64_t>& alone = times[Mode::OneWorker][0];
        for (Mode mode : kModes)
            for (const std::vector<std::int64_t>& worker : times[mode])
                for (std::size_t t = 0; t < kTests.size(); ++t) {
                    cpu[mode][t].push_back(static_cast<double>(worker[t]));
                    // One worker against itself: each round against the round before, the
                    // run-to-run noise that every other mode's spread includes.
                    const std::int64_t base = mode != Mode::OneWorker  ? alone[t]
                                              : previous_alone.empty() ? 0
                                                                       : previous_alone[t];
                    if (base > 0)
                        ratio[mode][t].push_back(static_cast<double>(worker[t]) /
                                                 static_cast<double>(base));
                }
        previous_alone = alone;
        std::printf("round %d done, load average %s\n", round + 1, load_average().c_str());
        std::fflush(stdout);
    }
    std::printf("\n%-11s %-26s %10s %9s %22s\n", "test", "mode", "median CPU", "vs 1",
                "each run vs its round");
    double worst_pinned = 0;
    for (std::size_t t = 0; t < kTests.size(); ++t)
        for (Mode mode : kModes) {
            const double alone = median(cpu[Mode::OneWorker][t]);
            const std::vector<double>& r = ratio[mode][t];
            if (r.empty()) continue;  // one round: one worker has nothing to compare with
            const auto [low, high] = std::minmax_element(r.begin(), r.end());
            if (mode == Mode::TwoPinned)
                worst_pinned = std::max({worst_pinned, 1 - *low, *high - 1});
            std::printf("%-11s %-26s %7.0f ms %+8.1f%% %+9.1f%% .. %+6.1f%%\n",
                        kTests[t].name.c_str(), mode_name(mode), median(cpu[mode][t]),
                        100 * (median(cpu[mode][t]) / alone - 1), 100 * (*low - 1),
                        100 * (*high - 1));
        }
    std::printf(
        "\n2 pinned workers: every test within %.1f %% of its round's one worker "
        "(target 10 %%); load average at the end: %s\n",
        100 * worst_pinned, load_average().c_str());
    return 0;
}
