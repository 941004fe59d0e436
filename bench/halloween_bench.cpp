// halloween: the reference solver (bidirectional BFS) against the plain one-directional BFS, the
// in-run baseline, on the worst cases we have: the sample's 77-step and spiral 46-step maps, the
// hardest open 16x16 maps (147 corridor cells, every placement's farthest start) and the longest
// answers the `long` generator found. Reports time per solve and, as the counter peak_rss_MiB, the
// peak resident memory of a forked child that solves once, so one benchmark's peak does not leak
// into the next one's figure (it includes the bench process's own few MiB).
//   gridjudge_bench_reference --benchmark_filter=Halloween
#include <benchmark/benchmark.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fstream>
#include <functional>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "generators/halloween/halloween_generators.h"
#include "reference/halloween/parse.h"
#include "reference/halloween/solver.h"

namespace gridjudge::halloween {
namespace {

std::vector<Case> sample_cases() {
    std::ifstream file(GRIDJUDGE_SAMPLES_DIR "/halloween.sample.in");
    std::stringstream text;
    text << file.rdbuf();
    return parse_input(text.str(), "halloween.sample.in");
}

std::vector<Case> generated(GeneratorCall call) {
    call.problem = "halloween";
    return parse_input(generate(call), call.command_line());
}

struct BenchCase {
    const char* name;
    std::function<Case()> make;  // run once, when a benchmark first needs the case
};

const std::vector<BenchCase> kCases{
    {"sample_77", [] { return sample_cases()[2]; }},
    {"spiral_46", [] { return sample_cases()[3]; }},
    {"open_hardest_23",
     [] {
         return generated({"", "long", {{"start", "open"}, {"rounds", "0"}}, 1}).front();
     }},
    {"open_hardest_25",
     [] {
         return generated({"", "long", {{"start", "open"}, {"rounds", "0"}}, 5}).front();
     }},
    {"long_202",
     [] {
         return generated({"", "long", {{"rounds", "12"}}, 28}).front();
     }},
    {"long_194",
     [] {
         return generated({"", "long", {{"rounds", "0"}, {"cases", "4"}}, 31})[2];
     }},
};

const Case& bench_case(const BenchCase& entry) {
    static std::map<std::string, Case> made;
    auto found = made.find(entry.name);
    if (found == made.end()) found = made.emplace(entry.name, entry.make()).first;
    return found->second;
}

// Peak resident memory, in MiB, of a child process that solves `one` once.
double solve_peak_rss_mib(const Case& one, Search search) {
    const pid_t child = fork();
    if (child == 0) {
        benchmark::DoNotOptimize(shortest_steps(one, search));
        _exit(0);
    }
    int status = 0;
    rusage usage{};
    wait4(child, &status, 0, &usage);
    return static_cast<double>(usage.ru_maxrss) / 1024.0;  // ru_maxrss is in KiB on Linux
}

void run(benchmark::State& state, const BenchCase& entry, Search search) {
    const Case& one = bench_case(entry);
    int steps = 0;
    for (auto _ : state) steps = shortest_steps(one, search).value_or(-1);
    state.counters["answer"] = steps;
    state.counters["peak_rss_MiB"] = solve_peak_rss_mib(one, search);
}

const bool kRegistered = [] {
    for (const BenchCase& entry : kCases) {
        benchmark::RegisterBenchmark(
            (std::string("Halloween/bidirectional/") + entry.name).c_str(),
            [&entry](benchmark::State& state) { run(state, entry, Search::Bidirectional); })
            ->Unit(benchmark::kMillisecond);
        benchmark::RegisterBenchmark(
            (std::string("Halloween/forward_baseline/") + entry.name).c_str(),
            [&entry](benchmark::State& state) { run(state, entry, Search::Forward); })
            ->Unit(benchmark::kMillisecond);
    }
    return true;
}();

}  // namespace
}  // namespace gridjudge::halloween
