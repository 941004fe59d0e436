// SQLite's commits per second in WAL mode with `PRAGMA synchronous = FULL` (every commit syncs
// the write-ahead log: SQLite's default, and gridjudge's before it chose NORMAL) against NORMAL
// (the log is synced only at checkpoints: still durable across a crash of the process, not
// across a power loss). Each commit is one enqueue, in rounds that alternate the two settings on
// one connection, so that both see the same load.
//
//   build/bin/gridjudge_bench_sqlite_commits [COMMITS PER ROUND] [ROUNDS]   (default: 200 5)
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "db/sqlite/sqlite_store.h"
#include "judge/util/files.h"

namespace {

using namespace gridjudge;
using Clock = std::chrono::steady_clock;

db::NewTestSet one_test_problem(const std::filesystem::path& scratch) {
    db::NewTestSet set;
    set.problem_id = "commits";
    set.title = "Commit benchmark";
    set.package_dir = scratch.string();
    set.package_json = "{\"id\": \"commits\"}";
    const std::string data = "1\n";
    write_file_atomic(scratch / "data", data);
    db::TestRecord test;
    test.position = 1;
    test.name = "01";
    test.group = "main";
    test.input_sha256 = test.answer_sha256 = sha256_hex(data);
    set.tests.push_back(test);
    set.blob_files.emplace_back(sha256_hex(data), scratch / "data");
    return set;
}

// Seconds for `commits` enqueues, one transaction each.
double time_commits(db::SqliteStore& store, const db::SubmissionRecord& submission, int commits) {
    const auto start = Clock::now();
    for (int i = 0; i < commits; ++i) store.enqueue(submission);
    return std::chrono::duration<double>(Clock::now() - start).count();
}

}  // namespace

int main(int argc, char** argv) {
    const int commits = argc > 1 ? std::atoi(argv[1]) : 200;
    const int rounds = argc > 2 ? std::atoi(argv[2]) : 5;
    TempDir scratch("gridjudge-commit-bench-");
    db::SqliteStore store((scratch.path() / "bench.db").string(), db::OpenMode::ReadWrite);
    const db::TestSetRecord set = store.add_test_set(one_test_problem(scratch.path()));
    db::SubmissionRecord submission;
    submission.problem_id = set.problem_id;
    submission.test_set_id = set.id;
    submission.user = "bench";
    submission.language = "cpp17";
    submission.source = "int main() {}";
    submission.source_sha256 = sha256_hex(submission.source);
    submission.settings.time_limit_ms = 1000;
    submission.settings.wall_limit_ms = 2000;
    submission.settings.memory_limit_mib = 64;
    submission.settings.output_limit_mib = 8;

    double seconds[2] = {0, 0};
    const char* settings[2] = {"FULL", "NORMAL"};
    for (int round = 0; round < rounds; ++round)
        for (int which = 0; which < 2; ++which) {
            store.database().exec(std::string("PRAGMA synchronous = ") + settings[which]);
            seconds[which] += time_commits(store, submission, commits);
        }
    std::printf("journal_mode %s, %d commits per setting\n",
                store.database().execAndGet("PRAGMA journal_mode").getString().c_str(),
                commits * rounds);
    for (int which = 0; which < 2; ++which)
        std::printf("synchronous = %-6s  %8.1f commits/s\n", settings[which],
                    commits * rounds / seconds[which]);
    std::printf("NORMAL / FULL: x%.2f\n", seconds[0] / seconds[1]);
}
