// huarongdao: the reference solver on the costliest official-size files (30 x 30, q = 500), and
// as the baseline, measured in the same run, the brute-force oracle on the same boards. The
// oracle needs ~(nm)^2 steps a game, so it runs only a few games and both are reported per
// game ("per_game"), which gives the speed ratio quoted in docs/huarongdao.md.
#include <benchmark/benchmark.h>

#include <string>

#include "generators/common/generator_call.h"
#include "generators/huarongdao/huarongdao_generators.h"
#include "reference/huarongdao/huarongdao.h"
#include "reference/huarongdao/parse.h"

namespace {

using namespace gridjudge;

constexpr int kOracleGames = 4;

std::string generated(const std::string& strategy,
                      std::vector<std::pair<std::string, std::string>> options) {
    GeneratorCall call{"huarongdao", strategy, std::move(options), 1};
    return huarongdao::generate(call);
}

// Open board with a sealed-off corner, far targets, every fourth game unreachable.
const std::string& open_file() {
    static const std::string text = generated("worst", {});
    return text;
}

// Two-wide corridors, many loops: the slowest maze layout measured.
const std::string& maze_file() {
    static const std::string text = generated(
        "maze", {{"n", "30"}, {"m", "30"}, {"q", "500"}, {"width", "2"}, {"loops", "50"}});
    return text;
}

// The same board with only its first `games` games.
std::string first_games(const std::string& text, int games) {
    huarongdao::Puzzle puzzle = huarongdao::parse_input(text, "bench");
    puzzle.games.resize(static_cast<std::size_t>(games));
    return huarongdao::format_input(puzzle);
}

void report_per_game(benchmark::State& state, int games) {
    state.counters["per_game"] = benchmark::Counter(
        games, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}

void BM_HuarongdaoReferenceFile(benchmark::State& state, const std::string& (*file)()) {
    const std::string& text = file();
    for (auto _ : state) benchmark::DoNotOptimize(huarongdao::solve(text, "bench"));
    report_per_game(state, huarongdao::kMaxGames);
}

void BM_HuarongdaoOracleBaseline(benchmark::State& state, const std::string& (*file)()) {
    const std::string text = first_games(file(), kOracleGames);
    for (auto _ : state) benchmark::DoNotOptimize(huarongdao::solve_with_oracle(text, "bench"));
    report_per_game(state, kOracleGames);
}

BENCHMARK_CAPTURE(BM_HuarongdaoReferenceFile, open30_q500, open_file)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_HuarongdaoReferenceFile, maze30_q500, maze_file)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_HuarongdaoOracleBaseline, open30_4games, open_file)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_HuarongdaoOracleBaseline, maze30_4games, maze_file)
    ->Unit(benchmark::kMillisecond);

}  // namespace
