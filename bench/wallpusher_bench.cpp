// wallpusher: the reference solver, per case, on the longest-answer mazes the project has (the
// `hard` list, escapes of 23 and 24 moves) and on the official `long` strategy's output; as the
// baseline, measured in the same run, the brute-force oracle on the same mazes. Both report
// "per_case", which gives the ratio quoted in docs/wallpusher.md. The last benchmark times the
// `long` strategy itself (one maze with the default budget), whose promise is under 5 s.
#include <benchmark/benchmark.h>

#include <string>
#include <vector>

#include "generators/common/generator_call.h"
#include "generators/wallpusher/hard_mazes.h"
#include "generators/wallpusher/wallpusher_generators.h"
#include "reference/wallpusher/input_format.h"
#include "reference/wallpusher/oracle.h"
#include "reference/wallpusher/solver.h"

namespace {

using namespace gridjudge;

const std::vector<wallpusher::State>& hard() {
    return wallpusher::hard_mazes();
}

// Four mazes of the `long` strategy (at least 18 moves each), as the official plan makes them.
const std::vector<wallpusher::State>& searched() {
    static const std::vector<wallpusher::State> mazes = [] {
        GeneratorCall call{"wallpusher", "long", {{"cases", "4"}}, 1};
        std::vector<wallpusher::State> list;
        for (const auto& maze : wallpusher::parse_input(wallpusher::generate(call), "bench"))
            list.push_back(maze.start);
        return list;
    }();
    return mazes;
}

void report_per_case(benchmark::State& state, std::size_t cases) {
    state.counters["per_case"] = benchmark::Counter(
        static_cast<double>(cases),
        benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}

void BM_WallpusherReference(benchmark::State& state,
                            const std::vector<wallpusher::State>& (*mazes)()) {
    const std::vector<wallpusher::State>& list = mazes();  // made before timing starts
    for (auto _ : state)
        for (const wallpusher::State& maze : list)
            benchmark::DoNotOptimize(wallpusher::shortest_escape(maze));
    report_per_case(state, list.size());
}

void BM_WallpusherOracleBaseline(benchmark::State& state,
                                 const std::vector<wallpusher::State>& (*mazes)()) {
    const std::vector<wallpusher::State>& list = mazes();  // made before timing starts
    for (auto _ : state)
        for (const wallpusher::State& maze : list)
            benchmark::DoNotOptimize(wallpusher::oracle_escape(maze));
    report_per_case(state, list.size());
}

void BM_WallpusherLongStrategy(benchmark::State& state) {
    std::uint64_t seed = 0;
    for (auto _ : state) {
        GeneratorCall call{"wallpusher", "long", {}, ++seed};
        benchmark::DoNotOptimize(wallpusher::generate(call));
    }
}

BENCHMARK_CAPTURE(BM_WallpusherReference, hard_24_23, hard)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_WallpusherReference, long_strategy, searched)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_WallpusherOracleBaseline, hard_24_23, hard)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_WallpusherOracleBaseline, long_strategy, searched)
    ->Unit(benchmark::kMillisecond);
BENCHMARK(BM_WallpusherLongStrategy)->Unit(benchmark::kMillisecond)->Iterations(5);

}  // namespace
