// The queue's throughput: K workers, each with its own store connection, claim a job, renew its
// lease once, and finish it with a result of ten tests — the store traffic of judging one
// submission, without the judging. Printed per backend (SQLite file, PostgreSQL server on a Unix
// socket) and per K: claims per second, and the latency of each step (p50/p99). The baseline,
// measured in the same run on the same connections, is one cheap read per job
// (queue_counts): the ratio says what the queue's locking and writes cost over a round trip.
//
//   build/bin/gridjudge_bench_queue [JOBS] [WORKER COUNTS...]   (default: 2000 jobs; 1 8 32)
//
// The PostgreSQL server is the test suite's own (initdb in a temporary folder, Unix socket only,
// stopped at exit); without PostgreSQL installed only SQLite is measured.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <functional>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "db/store.h"
#include "judge/util/files.h"
#include "tests/db/postgres_server.h"

namespace {

using namespace gridjudge;
using Clock = std::chrono::steady_clock;
namespace fs = std::filesystem;

constexpr int kTestsPerJob = 10;

double ms_since(Clock::time_point start) {
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// Latencies of one step across every worker.
struct Samples {
    std::mutex mutex;
    std::vector<double> ms;
    void add(const std::vector<double>& mine) {
        std::lock_guard lock(mutex);
        ms.insert(ms.end(), mine.begin(), mine.end());
    }
    double percentile(double p) {
        if (ms.empty()) return 0;
        std::sort(ms.begin(), ms.end());
        return ms[std::min(ms.size() - 1, static_cast<std::size_t>(p * ms.size()))];
    }
};

db::NewTestSet tiny_problem(const fs::path& scratch) {
    db::NewTestSet set;
    set.problem_id = "queue";
    set.title = "Queue benchmark";
    set.package_dir = (scratch / "queue").string();
    set.package_json = "{\"id\": \"queue\"}";
    for (int i = 1; i <= kTestsPerJob; ++i) {
        db::TestRecord test;
        test.position = i;
        test.name = std::to_string(i);
        test.group = "main";
        test.points = 10;
        const std::string input = "input " + std::to_string(i);
        const std::string answer = "answer " + std::to_string(i);
        test.input_sha256 = sha256_hex(input);
        test.answer_sha256 = sha256_hex(answer);
        for (const auto& [sha256, data] :
             {std::pair{test.input_sha256, input}, std::pair{test.answer_sha256, answer}}) {
            const fs::path file = scratch / sha256;
            write_file_atomic(file, data);
            set.blob_files.emplace_back(sha256, file);
        }
        set.tests.push_back(test);
    }
    return set;
}

db::SubmissionRecord job(const db::TestSetRecord& set, int n) {
    db::SubmissionRecord submission;
    submission.problem_id = set.problem_id;
    submission.test_set_id = set.id;
    submission.user = "team" + std::to_string(n);
    submission.contest = "bench";
    submission.language = "cpp17";
    submission.source = "int main() { return " + std::to_string(n) + "; }";
    submission.source_name = "main.cpp";
    submission.source_sha256 = sha256_hex(submission.source);
    submission.settings.time_limit_ms = 1000;
    submission.settings.wall_limit_ms = 3000;
    submission.settings.memory_limit_mib = 256;
    submission.settings.output_limit_mib = 64;
    return submission;
}

db::JudgmentRecord accepted(const std::vector<db::TestRecord>& tests) {
    db::JudgmentRecord outcome;
    outcome.verdict = Verdict::AC;
    outcome.score = outcome.max_score = 100;
    outcome.judge_version = "bench";
    outcome.machine = "bench";
    for (const db::TestRecord& test : tests) {
        db::ResultRecord result;
        result.test_id = test.id;
        result.position = test.position;
        result.verdict = Verdict::AC;
        result.cpu_ms = 12;
        result.wall_ms = 13;
        result.memory_kib = 1024;
        result.score = result.max_score = 10;
        outcome.results.push_back(result);
    }
    outcome.groups.push_back({"main", Verdict::AC, 100, 100});
    return outcome;
}

struct Figures {
    double seconds = 0;
    int jobs = 0, refused = 0;
    double claim_p50 = 0, claim_p99 = 0, finish_p50 = 0, finish_p99 = 0;
};

// K workers drain `jobs` queued jobs: claim, renew, finish.
Figures drain(const std::function<std::unique_ptr<db::Store>()>& connect, int workers,
              const std::vector<db::TestRecord>& tests) {
    std::vector<std::unique_ptr<db::Store>> stores;
    for (int w = 0; w < workers; ++w) stores.push_back(connect());
    Samples claims, finishes;
    std::atomic<int> done{0}, refused{0};
    const auto start = Clock::now();
    std::vector<std::thread> threads;
    for (int w = 0; w < workers; ++w)
        threads.emplace_back([&, w] {
            db::Store& store = *stores[w];
            const db::JudgmentRecord outcome = accepted(tests);
            std::vector<double> my_claims, my_finishes;
            const std::string name = "bench-" + std::to_string(w);
            // A step the store refuses for now (SQLite's busy timeout ran out) is counted and
            // tried again: the figures show how often a worker would meet it.
            auto retried = [&](auto step) {
                for (;;) {
                    try {
                        return step();
                    } catch (const std::exception&) {
                        ++refused;
                    }
                }
            };
            for (;;) {
                auto step = Clock::now();
                const auto claim = retried([&] {
                    return store.claim({name, std::chrono::seconds(60), "", {}, {}});
                });
                my_claims.push_back(ms_since(step));
                if (!claim) break;
                retried([&] { return store.renew(*claim, std::chrono::seconds(60)); });
                step = Clock::now();
                if (retried([&] { return store.finish(*claim, outcome); })) ++done;
                my_finishes.push_back(ms_since(step));
            }
            claims.add(my_claims);
            finishes.add(my_finishes);
        });
    for (std::thread& thread : threads) thread.join();
    Figures figures;
    figures.seconds = ms_since(start) / 1000;
    figures.jobs = done;
    figures.refused = refused;
    figures.claim_p50 = claims.percentile(0.5);
    figures.claim_p99 = claims.percentile(0.99);
    figures.finish_p50 = finishes.percentile(0.5);
    figures.finish_p99 = finishes.percentile(0.99);
    return figures;
}

// The baseline: the same K connections each make `jobs / K` cheap reads.
double round_trips_per_second(const std::function<std::unique_ptr<db::Store>()>& connect,
                              int workers, int jobs) {
    std::vector<std::unique_ptr<db::Store>> stores;
    for (int w = 0; w < workers; ++w) stores.push_back(connect());
    const auto start = Clock::now();
    std::vector<std::thread> threads;
    for (int w = 0; w < workers; ++w)
        threads.emplace_back([&, w] {
            for (int i = w; i < jobs; i += workers) stores[w]->queue_counts(std::string("bench"));
        });
    for (std::thread& thread : threads) thread.join();
    return jobs / (ms_since(start) / 1000);
}

void measure(const std::string& backend, const std::function<std::string()>& fresh_database,
             const fs::path& scratch, int jobs, const std::vector<int>& worker_counts) {
    for (int workers : worker_counts) {
        const std::string location = fresh_database();
        auto connect = [&] { return db::open_store(location); };
        auto setup = connect();
        const db::TestSetRecord set = setup->add_test_set(tiny_problem(scratch));
        const std::vector<db::TestRecord> tests = setup->tests(set.id);
        for (int n = 0; n < jobs; ++n) setup->enqueue(job(set, n));
        const Figures figures = drain(connect, workers, tests);
        const double baseline = round_trips_per_second(connect, workers, jobs);
        const double claims_per_second = figures.jobs / figures.seconds;
        std::printf(
            "%-10s K=%-3d %5d jobs in %6.2f s: %7.1f claims/s (claim p50 %.2f ms p99 %.2f ms, "
            "finish p50 %.2f ms p99 %.2f ms; %d refused as busy); baseline %7.1f reads/s; "
            "claims/reads x%.3f\n",
            backend.c_str(), workers, figures.jobs, figures.seconds, claims_per_second,
            figures.claim_p50, figures.claim_p99, figures.finish_p50, figures.finish_p99,
            figures.refused, baseline, claims_per_second / baseline);
        std::fflush(stdout);
    }
}

}  // namespace

int main(int argc, char** argv) {
    int jobs = argc > 1 ? std::atoi(argv[1]) : 2000;
    std::vector<int> worker_counts;
    for (int i = 2; i < argc; ++i) worker_counts.push_back(std::atoi(argv[i]));
    if (jobs <= 0 || std::any_of(worker_counts.begin(), worker_counts.end(),
                                 [](int k) { return k <= 0 || k > 256; })) {
        std::fprintf(stderr, "usage: gridjudge_bench_queue [JOBS] [WORKER COUNTS...]\n");
        return 2;
    }
    if (worker_counts.empty()) worker_counts = {1, 8, 32};
    std::printf("queue benchmark: %d jobs of %d tests each, %u CPUs\n", jobs, kTestsPerJob,
                std::thread::hardware_concurrency());

    TempDir scratch("gridjudge-bench-queue");
    int databases = 0;
    measure(
        "sqlite",
        [&] { return (scratch.path() / ("queue" + std::to_string(++databases) + ".db")).string(); },
        scratch.path(), jobs, worker_counts);

    std::string why;
    testing::PostgresServer* server = testing::shared_postgres_server(&why);
    if (!server) {
        std::printf("postgresql: not measured (%s)\n", why.c_str());
        return 0;
    }
    measure(
        "postgresql", [&] { return server->create_database(); }, scratch.path(), jobs,
        worker_counts);
    return 0;
}
