// What a worker's progress in the store costs per test, on SQLite: the same claimed submission's
// tests "judged" (each a fixed slice of CPU, as a short test's sandboxed run takes) with no
// progress written (the baseline), with one UPDATE per test, and with StoreProgress's default
// interval — interleaved in rounds in the same run, so that the machine's load falls on all
// three alike. Prints, per mode, the wall and CPU time per test and the writes made.
//
//   build/bin/gridjudge_bench_progress [TESTS PER ROUND] [ROUNDS] [MS OF CPU PER TEST]
//   (default: 400 tests, 5 rounds, 2 ms)
#include <time.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>

#include "db/store.h"
#include "judge/util/files.h"
#include "judge/worker/store_progress.h"

namespace {

using namespace gridjudge;
using Clock = std::chrono::steady_clock;
namespace fs = std::filesystem;

double cpu_ms() {
    timespec now{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return now.tv_sec * 1e3 + now.tv_nsec / 1e6;
}

// Burns `ms` of this process's CPU: the test's own run, which the progress must not slow.
void burn(double ms) {
    const double until = cpu_ms() + ms;
    volatile unsigned long sink = 0;
    while (cpu_ms() < until)
        for (int i = 0; i < 1000; ++i) sink = sink + static_cast<unsigned long>(i);
}

db::NewTestSet one_test_problem(const fs::path& scratch) {
    db::NewTestSet set;
    set.problem_id = "progress";
    set.title = "Progress benchmark";
    set.package_dir = (scratch / "progress").string();
    set.package_json = "{\"id\": \"progress\"}";
    db::TestRecord test;
    test.position = 1;
    test.name = "1";
    test.group = "main";
    test.points = 100;
    test.input_sha256 = sha256_hex("in");
    test.answer_sha256 = sha256_hex("out");
    write_file_atomic(scratch / test.input_sha256, "in");
    write_file_atomic(scratch / test.answer_sha256, "out");
    set.blob_files.emplace_back(test.input_sha256, scratch / test.input_sha256);
    set.blob_files.emplace_back(test.answer_sha256, scratch / test.answer_sha256);
    set.tests.push_back(test);
    return set;
}

struct Mode {
    const char* name;
    bool writes;
    std::chrono::milliseconds interval;
    double wall_ms = 0, cpu_ms = 0;
    int tests = 0, writes_made = 0;
};

}  // namespace

int main(int argc, char** argv) {
    const int tests = argc > 1 ? std::atoi(argv[1]) : 400;
    const int rounds = argc > 2 ? std::atoi(argv[2]) : 5;
    const double test_cpu_ms = argc > 3 ? std::atof(argv[3]) : 2.0;
    const TempDir scratch("gridjudge-progress-bench-");
    const auto store = db::open_store((scratch.path() / "bench.db").string());
    const db::TestSetRecord set = store->add_test_set(one_test_problem(scratch.path()));
    db::SubmissionRecord submission;
    submission.problem_id = set.problem_id;
    submission.test_set_id = set.id;
    submission.user = "team";
    submission.language = "cpp17";
    submission.source = "int main() {}";
    submission.source_name = "main.cpp";
    submission.source_sha256 = sha256_hex(submission.source);
    store->enqueue(submission);
    const auto claim = store->claim({"bench", std::chrono::hours(1), "", {}, {}});
    if (!claim) {
        std::fprintf(stderr, "could not claim the benchmark's submission\n");
        return 1;
    }

    Mode modes[] = {{"no progress (baseline)", false, std::chrono::milliseconds(0)},
                    {"one UPDATE per test", true, std::chrono::milliseconds(0)},
                    {"StoreProgress default", true, StoreProgress::kDefaultInterval}};
    for (int round = 0; round < rounds; ++round) {
        for (Mode& mode : modes) {
            StoreProgress progress(*store, mode.interval);
            progress.begin(*claim);
            const auto wall_start = Clock::now();
            const double cpu_start = cpu_ms();
            for (int t = 1; t <= tests; ++t) {
                if (mode.writes)
                    progress.record({claim->submission_id, JudgeProgress::Stage::Testing, t, tests,
                                     nullptr, Verdict::Skipped});
                burn(test_cpu_ms);
            }
            mode.cpu_ms += cpu_ms() - cpu_start;
            mode.wall_ms +=
                std::chrono::duration<double, std::milli>(Clock::now() - wall_start).count();
            mode.tests += tests;
            mode.writes_made += progress.writes();
        }
    }
    std::printf("SQLite, %d tests x %d rounds, %.1f ms of CPU per test\n", tests, rounds,
                test_cpu_ms);
    std::printf("%-24s %12s %12s %14s %8s\n", "mode", "wall/test", "cpu/test", "cpu over base",
                "writes");
    for (const Mode& mode : modes)
        std::printf("%-24s %9.3f ms %9.3f ms %11.3f ms %8d\n", mode.name, mode.wall_ms / mode.tests,
                    mode.cpu_ms / mode.tests, (mode.cpu_ms - modes[0].cpu_ms) / mode.tests,
                    mode.writes_made);
    return 0;
}
