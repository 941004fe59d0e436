// halloween: the reference solver (A* guided by the pairs' distances) against three baselines
// measured in the same run: the seed-style bidirectional BFS a strong contestant writes (a byte
// per packed state, move lists as vectors; below), the reference's own bidirectional BFS (its
// previous default) and the plain one-directional BFS. On the worst cases we have: the sample's
// 77-step and spiral 46-step maps, the hardest open 16x16 maps (147 corridor cells, every
// placement's farthest start) and the longest answers the `long` generator found. Reports time per
// solve and, as the counter peak_rss_MiB, the peak resident memory of a forked child that solves
// once, so one benchmark's peak does not leak into the next one's figure (it includes the bench
// process's own few MiB).
//   gridjudge_bench_reference --benchmark_filter=Halloween
#include <benchmark/benchmark.h>
#include <malloc.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fstream>
#include <functional>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <utility>
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

// The seed-style baseline: bidirectional BFS as contestants and the project's first solver wrote
// it. Cells numbered in reading order with vector move lists, 8 bits per ghost, absent ghosts on
// cells that only stay, one byte per packed state (1: seen from the start, 2: from the goal) made
// afresh for every case, and the smaller frontier grown by a whole layer at a time.
std::optional<int> seed_style_bidirectional(const Case& one) {
    std::vector<std::vector<int>> number(one.height, std::vector<int>(one.width, -1));
    std::vector<std::vector<int>> moves;
    for (int row = 0; row < one.height; ++row)
        for (int col = 0; col < one.width; ++col)
            if (!one.is_wall({row, col}))
                number[row][col] = static_cast<int>(moves.size()), moves.emplace_back();
    for (int row = 0; row < one.height; ++row)
        for (int col = 0; col < one.width; ++col)
            if (const int from = number[row][col]; from >= 0) {
                moves[from].push_back(from);
                for (const auto& [dr, dc] : {std::pair{-1, 0}, {1, 0}, {0, -1}, {0, 1}})
                    if (number[row + dr][col + dc] >= 0)
                        moves[from].push_back(number[row + dr][col + dc]);
            }
    int start = 0, goal = 0;
    for (int ghost = 0; ghost < kMaxGhosts; ++ghost) {
        int from = 0, to = 0;
        if (ghost < one.ghosts) {
            const Cell s = one.find(ghost_letter(ghost)), t = one.find(target_letter(ghost));
            from = number[s.row][s.col];
            to = number[t.row][t.col];
        } else {
            from = to = static_cast<int>(moves.size());
            moves.push_back({from});
        }
        start = start << 8 | from;
        goal = goal << 8 | to;
    }
    std::vector<unsigned char> side(1 << 24, 0);
    std::vector<int> frontier[2] = {{start}, {goal}}, next;
    int depth[2] = {0, 0};
    side[start] = 1;
    side[goal] = 2;
    while (!frontier[0].empty() && !frontier[1].empty()) {
        const int me = frontier[0].size() <= frontier[1].size() ? 0 : 1;
        const unsigned char mine = me + 1, theirs = 2 - me;
        next.clear();
        for (int u : frontier[me]) {
            const int a = u >> 16, b = u >> 8 & 255, c = u & 255;
            for (int a2 : moves[a])
                for (int b2 : moves[b]) {
                    if (a2 == b2 || (a2 == b && b2 == a)) continue;
                    for (int c2 : moves[c]) {
                        if (c2 == a2 || c2 == b2 || (a2 == c && c2 == a) || (b2 == c && c2 == b))
                            continue;
                        const int v = a2 << 16 | b2 << 8 | c2;
                        if (side[v] == theirs) return depth[0] + depth[1] + 1;
                        if (side[v] == mine) continue;
                        side[v] = mine;
                        next.push_back(v);
                    }
                }
        }
        ++depth[me];
        std::swap(frontier[me], next);
    }
    return std::nullopt;
}

using Solver = std::function<std::optional<int>(const Case&)>;

const Case& bench_case(const BenchCase& entry) {
    static std::map<std::string, Case> made;
    auto found = made.find(entry.name);
    if (found == made.end()) found = made.emplace(entry.name, entry.make()).first;
    return found->second;
}

// Peak resident memory, in MiB, of a child process that solves `one` once. The child starts with
// the bench process's resident pages, so those are kept few: blocks of 1 MiB and more are mapped
// and unmapped on their own (glibc would otherwise raise that threshold after the first large
// free and keep later buffers in the heap), and the heap is trimmed before each fork.
double solve_peak_rss_mib(const Case& one, const Solver& solver) {
    static const bool fixed_mmap_threshold = mallopt(M_MMAP_THRESHOLD, 1 << 20) == 1;
    benchmark::DoNotOptimize(fixed_mmap_threshold);
    malloc_trim(0);
    const pid_t child = fork();
    if (child == 0) {
        benchmark::DoNotOptimize(solver(one));
        _exit(0);
    }
    int status = 0;
    rusage usage{};
    wait4(child, &status, 0, &usage);
    return static_cast<double>(usage.ru_maxrss) / 1024.0;  // ru_maxrss is in KiB on Linux
}

void run(benchmark::State& state, const BenchCase& entry, const Solver& solver) {
    const Case& one = bench_case(entry);
    int steps = 0;
    for (auto _ : state) steps = solver(one).value_or(-1);
    state.counters["answer"] = steps;
    state.counters["peak_rss_MiB"] = solve_peak_rss_mib(one, solver);
}

Solver reference(Search search) {
    return [search](const Case& one) { return shortest_steps(one, search); };
}

const bool kRegistered = [] {
    const std::vector<std::pair<std::string, Solver>> solvers{
        {"guided", reference(Search::Guided)},
        {"seed_style_bidirectional", seed_style_bidirectional},
        {"bidirectional", reference(Search::Bidirectional)},
        {"forward_baseline", reference(Search::Forward)},
    };
    for (const BenchCase& entry : kCases)
        for (const auto& [name, solver] : solvers)
            benchmark::RegisterBenchmark(
                ("Halloween/" + name + "/" + entry.name).c_str(),
                [&entry, solver = solver](benchmark::State& state) { run(state, entry, solver); })
                ->Unit(benchmark::kMillisecond);
    return true;
}();

}  // namespace
}  // namespace gridjudge::halloween
