// The judge's own costs, each beside the baseline it is judged against, measured in the same run
// (docs/benchmarks.md quotes the figures):
// - per test: a program run bare (fork, exec, wait; no box, no checker) against the same program
//   run as the judge runs it (a fresh sandbox box, limits, measurement, then the checker), on a
//   trivial program and on huarongdao's 20-test package with an accepted solution;
// - per test with K judge workers side by side (1 and 2): each worker a thread with its own box
//   server, bare against the sandbox with each box's init moved into its run cgroup (the way
//   before: the move waits for an RCU grace period), cloned inside its cgroup (cgroup v1: the
//   box server's worker cgroup; v2: clone3 with CLONE_INTO_CGROUP), and the thread's kept box
//   (where the host allows one; elsewhere the same as cloned inside);
// - per compile: g++ run bare against the judge's sandboxed compile, its compile-cache hit, and a
//   precompiled <bits/stdc++.h> for the judge's own flags.
// The summary after the table prints the differences and ratios.
#include <benchmark/benchmark.h>
#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "judge/compile/compiler.h"
#include "judge/judging/batch_test_judge.h"
#include "judge/judging/checker.h"
#include "judge/package/package_builder.h"
#include "judge/sandbox/box_run.h"
#include "judge/util/files.h"
#include "reference/problems.h"

namespace {

using namespace gridjudge;
namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

const fs::path kSourceDir = GRIDJUDGE_SOURCE_DIR;
constexpr int kPackageSeed = 2026;

// Runs argv bare: posix_spawn with stdin/stdout redirected, then waits. Returns the exit status.
int spawn_and_wait(const std::vector<std::string>& argv, const fs::path& stdin_path,
                   const fs::path& stdout_path, const fs::path& cwd = {}) {
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(
        &actions, 0, stdin_path.empty() ? "/dev/null" : stdin_path.c_str(), O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&actions, 1, stdout_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC,
                                     0644);
    if (!cwd.empty()) posix_spawn_file_actions_addchdir_np(&actions, cwd.c_str());
    std::vector<char*> args;
    for (const std::string& arg : argv) args.push_back(const_cast<char*>(arg.c_str()));
    args.push_back(nullptr);
    pid_t pid = 0;
    const int error = posix_spawn(&pid, args[0], &actions, nullptr, args.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    if (error != 0) throw std::runtime_error("posix_spawn " + argv[0] + " failed");
    int status = 0;
    ::waitpid(pid, &status, 0);
    return status;
}

CompileResult compile_with(Compiler& compiler, const std::string& source) {
    CompileRequest request;
    request.language = find_language("cpp14");
    request.source = source;
    return compiler.compile(request);
}

// Everything the benchmarks share, made once: compiled programs and the package's tests.
struct Fixture {
    TempDir root{"gridjudge-judge-bench-"};
    SandboxRunner sandbox_runner{{}};
    CachedCompiler compiler{root.path() / "cache", sandbox_runner};
    fs::path trivial, solution;  // compiled programs' folders (in the compile cache), each "main"
    std::vector<TestFiles> tests;
    std::unique_ptr<BuiltinChecker> checker = BuiltinChecker::find("tokens");

    Fixture() {
        trivial = compile("int main() { return 0; }\n");
        // carol's huarongdao is a correct solution on stdin/stdout: the judge's stdio mode.
        solution = compile(read_file(kSourceDir / "examples/contest/carol/huarongdao.cpp"));
        const fs::path package_dir = root.path() / "package";
        const ProblemPackage package =
            package::build_builtin_package(*find_problem("huarongdao"), kPackageSeed, package_dir);
        for (const PackageTest& test : package.tests)
            tests.push_back({test.name, package_dir / test.input, package_dir / test.answer});
    }

    fs::path compile(const std::string& source) {
        const CompileResult result = compile_with(compiler, source);
        if (!result.ok) throw std::runtime_error("bench program does not compile: " + result.log);
        return result.program.artifacts;
    }

    BatchTestJudge runner(const fs::path& artifacts) {
        JudgeSettings settings;
        settings.time_limit_ms = 10'000;
        settings.wall_limit_ms = 20'000;
        settings.memory_limit_mib = 256;
        return BatchTestJudge(sandbox_runner, *checker, {artifacts, {"./main"}, 64, {}, {}},
                              settings);
    }
};

Fixture& fixture() {
    static Fixture instance;
    return instance;
}

// Mean milliseconds per unit (a run, a test, a compile) of each benchmark, for the summary.
std::map<std::string, double>& means() {
    static std::map<std::string, double> table;
    return table;
}

// Times the loop body; `units` is how many runs one iteration makes (20 for a package).
template <typename Body>
void timed(benchmark::State& state, const std::string& name, int units, Body body) {
    const Clock::time_point start = Clock::now();
    for (auto _ : state) body();
    const double ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
    means()[name] = ms / static_cast<double>(state.iterations() * units);
    state.counters["ms_per_unit"] = means()[name];
}

void BM_TrivialBare(benchmark::State& state) {
    const fs::path out = fixture().root.path() / "bare.out";
    timed(state, "trivial bare", 1,
          [&] { spawn_and_wait({(fixture().trivial / "main").string()}, {}, out); });
}
BENCHMARK(BM_TrivialBare)->Unit(benchmark::kMillisecond)->MinTime(2);

void BM_TrivialSandbox(benchmark::State& state) {
    const fs::path box = fixture().root.path() / "sandbox-box";
    fs::create_directories(box);
    fs::copy_file(fixture().trivial / "main", box / "prog", fs::copy_options::overwrite_existing);
    sandbox::RunSpec spec;
    spec.argv = {"./prog"};
    spec.box_dir = box;
    timed(state, "trivial sandbox", 1, [&] {
        if (!sandbox::run(spec).error.empty()) state.SkipWithError("sandbox run failed");
    });
}
BENCHMARK(BM_TrivialSandbox)->Unit(benchmark::kMillisecond)->MinTime(2);

// The judge's whole per-test path: box, run, measurement, checker (the output is empty: WA).
void BM_TrivialJudge(benchmark::State& state) {
    const BatchTestJudge runner = fixture().runner(fixture().trivial);
    const TestFiles& test = fixture().tests.front();
    timed(state, "trivial judge", 1, [&] {
        TempDir scratch("gridjudge-bench-test-");
        benchmark::DoNotOptimize(runner.run(test, scratch.path()));
    });
}
BENCHMARK(BM_TrivialJudge)->Unit(benchmark::kMillisecond)->MinTime(2);

void BM_PackageBare(benchmark::State& state) {
    const fs::path out = fixture().root.path() / "bare.out";
    const std::vector<TestFiles>& tests = fixture().tests;
    timed(state, "package bare", static_cast<int>(tests.size()), [&] {
        for (const TestFiles& test : tests)
            spawn_and_wait({(fixture().solution / "main").string()}, test.input, out);
    });
}
BENCHMARK(BM_PackageBare)->Unit(benchmark::kMillisecond)->MinTime(3);

// The package's runs in the sandbox alone: what the judge adds beyond this is the checker and
// the test's files.
void BM_PackageSandbox(benchmark::State& state) {
    const fs::path box = fixture().root.path() / "package-box";
    fs::create_directories(box);
    fs::copy_file(fixture().solution / "main", box / "prog", fs::copy_options::overwrite_existing);
    sandbox::RunSpec spec;
    spec.argv = {"./prog"};
    spec.box_dir = box;
    spec.stdout_path = fixture().root.path() / "package-box.out";
    spec.limits.cpu_ms = 10'000;
    spec.limits.wall_ms = 20'000;
    const std::vector<TestFiles>& tests = fixture().tests;
    timed(state, "package sandbox", static_cast<int>(tests.size()), [&] {
        for (const TestFiles& test : tests) {
            spec.stdin_path = test.input;
            if (!sandbox::run(spec).error.empty()) state.SkipWithError("sandbox run failed");
        }
    });
}
BENCHMARK(BM_PackageSandbox)->Unit(benchmark::kMillisecond)->MinTime(3);

void BM_PackageJudge(benchmark::State& state) {
    const BatchTestJudge runner = fixture().runner(fixture().solution);
    const std::vector<TestFiles>& tests = fixture().tests;
    timed(state, "package judge", static_cast<int>(tests.size()), [&] {
        for (const TestFiles& test : tests) {
            TempDir scratch("gridjudge-bench-test-");
            if (runner.run(test, scratch.path()).verdict != Verdict::AC)
                state.SkipWithError("the accepted solution was not accepted");
        }
    });
}
BENCHMARK(BM_PackageJudge)->Unit(benchmark::kMillisecond)->MinTime(3);

// --- workers side by side -----------------------------------------------------------------------

// K judge workers: threads that live as long as the benchmark, so that each keeps its box server
// (and on cgroup v1 its worker cgroup) from one iteration to the next, as a judge's workers do.
class Workers {
  public:
    explicit Workers(int count) {
        for (int index = 0; index < count; ++index)
            threads_.emplace_back([this, index] { serve(index); });
    }
    ~Workers() {
        {
            std::lock_guard lock(mutex_);
            stopping_ = true;
        }
        wake_.notify_all();
        for (std::thread& thread : threads_) thread.join();
    }

    // Runs job(worker index) on every worker at once; returns when all are done.
    void run(const std::function<void(int)>& job) {
        std::unique_lock lock(mutex_);
        job_ = &job;
        busy_ = static_cast<int>(threads_.size());
        ++round_;
        wake_.notify_all();
        done_.wait(lock, [this] { return busy_ == 0; });
    }

  private:
    void serve(int index) {
        unsigned seen = 0;
        for (;;) {
            std::unique_lock lock(mutex_);
            wake_.wait(lock, [&] { return stopping_ || round_ != seen; });
            if (stopping_) return;
            seen = round_;
            const std::function<void(int)>& job = *job_;
            lock.unlock();
            job(index);
            lock.lock();
            if (--busy_ == 0) done_.notify_one();
        }
    }

    std::mutex mutex_;
    std::condition_variable wake_, done_;
    const std::function<void(int)>* job_ = nullptr;
    unsigned round_ = 0;
    int busy_ = 0;
    bool stopping_ = false;
    std::vector<std::thread> threads_;
};

enum class WorkerMode { Bare, MoveInit, CloneInside, KeptBox };

const char* mode_name(WorkerMode mode) {
    switch (mode) {
        case WorkerMode::Bare:
            return "bare";
        case WorkerMode::MoveInit:
            return "move init";
        case WorkerMode::CloneInside:
            return "clone inside";
        case WorkerMode::KeptBox:
            return "kept box";
    }
    return "?";
}

// One worker's tests: the program and the inputs (20 of the package's, or none for the trivial
// program), each run bare or in the sandbox the mode says.
class WorkerTests {
  public:
    WorkerTests(const fs::path& binary, bool package, WorkerMode mode, int index)
        : binary_(binary), package_(package), mode_(mode) {
        const fs::path dir = fixture().root.path() / ("worker-" + std::to_string(index));
        fs::create_directories(dir / "box");
        fs::copy_file(binary, dir / "box" / "prog", fs::copy_options::overwrite_existing);
        out_ = dir / "out";
        spec_.argv = {"./prog"};
        spec_.box_dir = dir / "box";
        spec_.stdout_path = out_;
        spec_.limits.cpu_ms = 10'000;
        spec_.limits.wall_ms = 20'000;
        static const sandbox::Protections host = sandbox::detect_protections();
        isolation_ = sandbox::full_isolation(host);
        if (mode == WorkerMode::MoveInit) isolation_.cgroup = sandbox::CgroupPlacement::MoveInit;
        // The judge's own way where the host allows it: the thread's kept box.
        isolation_.keep_box = mode == WorkerMode::KeptBox && isolation_.keep_box;
    }

    int count() const { return kTestsPerRound; }

    // Returns false if a run failed.
    bool run_all() {
        bool ok = true;
        for (int test = 0; test < kTestsPerRound; ++test) {
            const fs::path input =
                package_
                    ? fixture().tests[static_cast<std::size_t>(test) % fixture().tests.size()].input
                    : fs::path{};
            if (mode_ == WorkerMode::Bare) {
                spawn_and_wait({binary_.string()}, input, out_);
                continue;
            }
            spec_.stdin_path = input;
            const sandbox::RunResult result = sandbox::run_box(spec_, isolation_);
            ok = ok && result.error.empty() && result.exit_code == 0;
        }
        return ok;
    }

    static constexpr int kTestsPerRound = 20;

  private:
    fs::path binary_;
    bool package_;
    WorkerMode mode_;
    fs::path out_;
    sandbox::RunSpec spec_;
    sandbox::Isolation isolation_;
};

// The four modes side by side, each with its own K workers, interleaved round by round: on a
// shared machine the load drifts, and all four see the same drift. A test's time is a round's
// wall time over 20 (each worker runs its tests one after another, the workers at once); the
// figure is the median round's.
void workers_side_by_side(benchmark::State& state, bool package) {
    const int count = static_cast<int>(state.range(0));
    // The compile cache keeps a program's files in a folder: the executable is its "main".
    const fs::path binary = (package ? fixture().solution : fixture().trivial) / "main";
    constexpr WorkerMode kModes[] = {WorkerMode::Bare, WorkerMode::MoveInit,
                                     WorkerMode::CloneInside, WorkerMode::KeptBox};
    struct Mode {
        std::vector<WorkerTests> tests;
        std::unique_ptr<Workers> workers;
        std::vector<double> per_test_ms;  // one per round
    };
    std::vector<Mode> modes(std::size(kModes));
    for (std::size_t m = 0; m < modes.size(); ++m) {
        for (int index = 0; index < count; ++index)
            modes[m].tests.emplace_back(binary, package, kModes[m],
                                        static_cast<int>(m) * count + index);
        modes[m].workers = std::make_unique<Workers>(count);
    }
    bool ok = true;
    const auto round = [&](Mode& mode) {
        mode.workers->run([&](int index) {
            if (!mode.tests[static_cast<std::size_t>(index)].run_all()) ok = false;
        });
    };
    for (Mode& mode : modes) round(mode);  // warm-up: box servers started, worker cgroups made
    for (auto _ : state)
        for (Mode& mode : modes) {
            const Clock::time_point start = Clock::now();
            round(mode);
            const double ms =
                std::chrono::duration<double, std::milli>(Clock::now() - start).count();
            mode.per_test_ms.push_back(ms / WorkerTests::kTestsPerRound);
        }
    // The median round: a round that another process's burst slowed down does not move it.
    const std::string prefix = std::string(package ? "package" : "trivial") + ", " +
                               std::to_string(count) + " worker" + (count > 1 ? "s" : "") + ", ";
    for (std::size_t m = 0; m < modes.size(); ++m) {
        std::vector<double>& rounds = modes[m].per_test_ms;
        std::sort(rounds.begin(), rounds.end());
        const double median = rounds[rounds.size() / 2];
        means()[prefix + mode_name(kModes[m])] = median;
        state.counters[std::string("ms_per_test_") + mode_name(kModes[m])] = median;
    }
    if (!ok) state.SkipWithError("a sandboxed run failed");
}

void BM_WorkersTrivial(benchmark::State& state) {
    workers_side_by_side(state, false);
}
void BM_WorkersPackage(benchmark::State& state) {
    workers_side_by_side(state, true);
}
BENCHMARK(BM_WorkersTrivial)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->Iterations(60);
BENCHMARK(BM_WorkersPackage)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->Iterations(11);

// --- compiling ---------------------------------------------------------------------------------

const std::vector<std::string> kJudgeFlags = {"-std=c++14", "-O2", "-pipe", "-DONLINE_JUDGE"};

std::string example_source() {
    return read_file(kSourceDir / "examples/contest/alice/huarongdao.cpp");
}

// g++ with the judge's flags, bare, in `dir` (main.cpp -> main); extra flags go first.
void compile_bare(const fs::path& dir, const std::vector<std::string>& extra = {}) {
    std::vector<std::string> argv{"/usr/bin/g++"};
    argv.insert(argv.end(), extra.begin(), extra.end());
    argv.insert(argv.end(), kJudgeFlags.begin(), kJudgeFlags.end());
    argv.insert(argv.end(), {"main.cpp", "-o", "main"});
    if (spawn_and_wait(argv, {}, dir / "compile.log", dir) != 0)
        throw std::runtime_error("bare compile failed in " + dir.string());
}

void BM_CompileBare(benchmark::State& state) {
    TempDir dir("gridjudge-bench-compile-");
    write_file_atomic(dir.path() / "main.cpp", example_source());
    timed(state, "compile bare", 1, [&] { compile_bare(dir.path()); });
}
BENCHMARK(BM_CompileBare)->Unit(benchmark::kMillisecond)->Iterations(4);

// A cold compile in the sandbox: every iteration starts with an empty cache.
void BM_CompileJudgeCold(benchmark::State& state) {
    const std::string source = example_source();
    timed(state, "compile judge cold", 1, [&] {
        TempDir cache("gridjudge-bench-cache-");
        SandboxRunner runner{{}};
        CachedCompiler compiler(cache.path(), runner);
        if (!compile_with(compiler, source).ok) state.SkipWithError("compile failed");
    });
}
BENCHMARK(BM_CompileJudgeCold)->Unit(benchmark::kMillisecond)->Iterations(4);

void BM_CompileJudgeCached(benchmark::State& state) {
    const std::string source = example_source();
    compile_with(fixture().compiler, source);
    timed(state, "compile judge cached", 1, [&] {
        if (!compile_with(fixture().compiler, source).cached)
            state.SkipWithError("not served from the cache");
    });
}
BENCHMARK(BM_CompileJudgeCached)->Unit(benchmark::kMillisecond)->MinTime(1);

// The same program written the way many contestants write it: #include <bits/stdc++.h>.
std::string stdcxx_source() {
    return "#include <bits/stdc++.h>\nusing namespace std;\nint main() { vector<int> v{3, 1, 2}; "
           "sort(v.begin(), v.end()); map<int, string> m; m[v[0]] = \"x\"; cout << m.size() "
           "<< endl; }\n";
}

void BM_CompileStdcxxBare(benchmark::State& state) {
    TempDir dir("gridjudge-bench-compile-");
    write_file_atomic(dir.path() / "main.cpp", stdcxx_source());
    timed(state, "compile stdc++.h", 1, [&] { compile_bare(dir.path()); });
}
BENCHMARK(BM_CompileStdcxxBare)->Unit(benchmark::kMillisecond)->Iterations(4);

// With bits/stdc++.h precompiled once for exactly the judge's flags (a .gch beside a copy of
// the header, found first through -I).
void BM_CompileStdcxxPrecompiled(benchmark::State& state) {
    TempDir dir("gridjudge-bench-compile-");
    const fs::path pch_dir = dir.path() / "pch" / "bits";
    fs::create_directories(pch_dir);
    const std::string header = "/usr/include/x86_64-linux-gnu/c++/12/bits/stdc++.h";
    fs::copy_file(header, pch_dir / "stdc++.h");
    std::vector<std::string> argv{"/usr/bin/g++", "-x", "c++-header"};
    argv.insert(argv.end(), kJudgeFlags.begin(), kJudgeFlags.end());
    argv.insert(argv.end(),
                {(pch_dir / "stdc++.h").string(), "-o", (pch_dir / "stdc++.h.gch").string()});
    const Clock::time_point start = Clock::now();
    if (spawn_and_wait(argv, {}, dir.path() / "pch.log", dir.path()) != 0)
        throw std::runtime_error("precompiling bits/stdc++.h failed");
    state.counters["pch_build_ms"] =
        std::chrono::duration<double, std::milli>(Clock::now() - start).count();
    write_file_atomic(dir.path() / "main.cpp", stdcxx_source());
    timed(state, "compile stdc++.h precompiled", 1, [&] {
        compile_bare(dir.path(), {"-I" + (dir.path() / "pch").string(), "-Winvalid-pch"});
    });
}
BENCHMARK(BM_CompileStdcxxPrecompiled)->Unit(benchmark::kMillisecond)->Iterations(4);

// The judge compiling a bits/stdc++.h program: its precompiled header is built before the
// timing (once per cache), and each iteration's source differs so that none is a cache hit.
void BM_CompileJudgeStdcxx(benchmark::State& state) {
    Compiler& compiler = fixture().compiler;
    const CompileResult first = compile_with(compiler, stdcxx_source());
    if (first.command.find("-Ipch") == std::string::npos)
        state.SkipWithError(("no precompiled header: " + first.command).c_str());
    int round = 0;
    timed(state, "compile judge stdc++.h", 1, [&] {
        const std::string source = stdcxx_source() + "// " + std::to_string(++round) + "\n";
        if (!compile_with(compiler, source).ok) state.SkipWithError("compile failed");
    });
}
BENCHMARK(BM_CompileJudgeStdcxx)->Unit(benchmark::kMillisecond)->Iterations(4);

void print_summary() {
    const auto& m = means();
    const auto line = [&](const char* what, const std::string& judged, const std::string& base) {
        if (!m.count(judged) || !m.count(base)) return;
        std::printf("%-44s %8.2f ms vs %8.2f ms: +%.2f ms, x%.2f\n", what, m.at(judged), m.at(base),
                    m.at(judged) - m.at(base), m.at(judged) / m.at(base));
    };
    std::printf("\nsummary (judged vs baseline, per unit)\n");
    line("trivial program: sandbox run vs bare", "trivial sandbox", "trivial bare");
    line("trivial program: judged test vs bare", "trivial judge", "trivial bare");
    line("20-test package: sandbox run vs bare", "package sandbox", "package bare");
    line("20-test package: judged test vs bare", "package judge", "package bare");
    std::printf("\nper test with K workers side by side (judged vs bare, same K)\n");
    for (const char* workload : {"trivial", "package"})
        for (const char* workers : {"1 worker", "2 workers"})
            for (const char* mode : {"move init", "clone inside", "kept box"}) {
                const std::string prefix = std::string(workload) + ", " + workers + ", ";
                const std::string what = prefix + mode + " vs bare";
                line(what.c_str(), prefix + mode, prefix + "bare");
            }
    std::printf("\n");
    line("compile: judge (sandboxed, cold) vs bare g++", "compile judge cold", "compile bare");
    line("compile: cache hit vs bare g++", "compile judge cached", "compile bare");
    line("compile bits/stdc++.h: precompiled vs not", "compile stdc++.h precompiled",
         "compile stdc++.h");
    line("compile bits/stdc++.h: judge vs bare g++", "compile judge stdc++.h", "compile stdc++.h");
}

}  // namespace

int main(int argc, char** argv) {
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
    fixture();  // compile and generate before any timing
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    print_summary();
    return 0;
}
