// Plain rows of the gridjudge database, as a store reads and writes them. Verdicts and statuses
// are the model's enums: a store converts them to and from their stored names at its edge, and
// nothing else compares their text.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "judge/model/limits.h"
#include "judge/model/submission_status.h"
#include "judge/model/verdict.h"

namespace gridjudge::db {

struct ProblemRecord {
    std::string id, title;
    std::optional<std::int64_t> active_test_set;
};

// One version of a problem's package. The package's definition is its problem.json text, kept
// as written; the test rows below index its tests and carry their data's content addresses.
struct TestSetRecord {
    std::int64_t id = 0;
    std::string problem_id;
    int version = 0;  // 1, 2, ... per problem
    std::string created_at;
    std::string package_dir;   // the folder it was stored from (it may be gone since)
    std::string package_json;  // problem.json, format version 2
};

struct TestRecord {
    std::int64_t id = 0;
    int position = 0;  // 1-based order in its test set
    std::string name, group;
    double points = 0;
    bool sample = false;
    std::string generator;  // the command line that remakes the input; empty for manual tests
    std::string input_sha256, answer_sha256;  // keys into the store's blobs
    std::int64_t input_bytes = 0, answer_bytes = 0;
    std::string size_summary, answer_summary;
};

// A file of a package other than test data (checker source, testlib.h, statement).
struct PackageFileRecord {
    std::string path;  // in the package
    std::string sha256;
    std::int64_t bytes = 0;
};

// What add_test_set needs: the package's JSON and test rows, and where every blob's bytes are.
struct NewTestSet {
    std::string problem_id, title;
    std::string package_dir, package_json;
    std::vector<TestRecord> tests;  // position, name, group, points, ... and the two sha256
    std::vector<PackageFileRecord> files;
    // Content by sha256: a host file holding those bytes (read while storing, not before).
    std::vector<std::pair<std::string, std::filesystem::path>> blob_files;
};

struct ResultRecord {
    std::int64_t test_id = 0;
    int position = 0;
    std::string test_name, group;  // filled by reads
    Verdict verdict = Verdict::IE;
    std::int64_t cpu_ms = 0, wall_ms = 0, memory_kib = 0;
    int exit_code = 0, signal = 0;
    double score = 0, max_score = 0;
    std::string message;
    int diff_line = 0;  // first differing line for WA/PE, 0 if none
    std::string diff_expected, diff_got;
    // A TLE run let go on past the limit (measure_tle_up_to_ms): cpu_ms is how long it really
    // took. Otherwise a TLE's cpu_ms is only where it was stopped.
    bool measured_beyond_limit = false;
    std::string interaction;  // interactive problems: the first bytes each way
};

struct GroupResultRecord {
    std::string group;
    Verdict verdict = Verdict::AC;  // the worst verdict of its tests that ran
    double score = 0, max_score = 0;
};

struct SubmissionRecord {
    std::int64_t id = 0;
    std::string problem_id;
    std::int64_t test_set_id = 0;
    int test_set_version = 0;  // filled by reads: the version as the problem counts it
    std::string user, contest, language;
    std::string source, source_name, source_sha256;  // source_name: the file it came from
    std::string test_filter;                         // "" = all tests, else "1-3,7"
    std::optional<std::int64_t> rejudge_of;
    std::string machine_class;  // empty: any worker; else only workers of this class judge it
    std::string submitted_at;
    JudgeSettings settings;  // how it is judged: fixed when queued

    SubmissionStatus status = SubmissionStatus::Queued;
    int attempt = 0;     // how many times a worker claimed it
    std::string worker;  // the worker holding or last holding it
    // When the latest claim took it (the database's clock): when its judging began. nullopt
    // until claimed; a submission given back to the queue keeps it until claimed again.
    std::optional<std::string> claimed_at;
    // How far the claim's worker got: test `progress_test` of `progress_tests` (1-based) is
    // running. 0 of 0 until it reports, and again after every claim. A worker in another process
    // than the page's writes it now and then (judge/worker/store_progress.h), not every test.
    int progress_test = 0, progress_tests = 0;

    std::optional<Verdict> verdict;  // once done
    double score = 0, max_score = 0;
    std::string compile_command, compiler_version, compile_log;
    std::string judge_version, machine;
    std::optional<std::string> judged_at;
    std::vector<ResultRecord> results;      // filled by submission()
    std::vector<GroupResultRecord> groups;  // filled by submission()
};

struct SubmissionFilter {
    std::optional<std::string> problem, user, contest;
    std::optional<Verdict> verdict;
    std::optional<SubmissionStatus> status;
};

// A worker's hold on a submission: the submission, and the claim's attempt number, which fences
// writes — a worker that lost its lease cannot store a result, since another claim has a new
// attempt number.
struct Claim {
    std::int64_t submission_id = 0;
    int attempt = 0;
    std::string worker;
};

// The judgment a worker stores when it is done with a claim (Store::finish): the submission's
// verdict row, its per-test results and its group scores. Not the judge's JudgeOutcome, which
// says what became of the claim.
struct JudgmentRecord {
    Verdict verdict = Verdict::IE;
    double score = 0, max_score = 0;
    std::string compile_command, compiler_version, compile_log;
    std::string judge_version, machine;
    std::vector<ResultRecord> results;
    std::vector<GroupResultRecord> groups;
};

struct WorkerRecord {
    std::string name, machine, machine_class;
    double calibration_ms = 0;  // the fixed CPU calibration's time on this worker
    std::string started_at;
    std::optional<double> last_seen;  // database clock, unix seconds
};

struct QueueCounts {
    int queued = 0, judging = 0, done = 0;
};

}  // namespace gridjudge::db
