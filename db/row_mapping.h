// The row mapping of both stores, written once: which columns a query selects for each record
// (the same SQL text in both dialects), and how a row of them becomes the record. Stored names
// become the model's enums here and nowhere else. A dialect keeps only its SQL around these
// lists: `"SELECT " + kTestSetColumns + " FROM test_sets WHERE id = ?"` (or `$1`).
#pragma once

#include "db/records.h"
#include "db/row_reader.h"

namespace gridjudge::db {

// problems
inline constexpr const char* kProblemColumns = "id, title, active_test_set";
ProblemRecord read_problem(const RowReader& row);

// test_sets
inline constexpr const char* kTestSetColumns =
    "id, problem_id, version, created_at, package_dir, package_json";
TestSetRecord read_test_set(const RowReader& row);

// tests, with their data's sizes (the blobs joined as i and a)
inline constexpr const char* kTestColumns = R"sql(
    t.id, t.position, t.name, t.group_name, t.points, t.sample, t.generator, t.input_sha256,
    t.answer_sha256, i.bytes, a.bytes, t.size_summary, t.answer_summary)sql";
TestRecord read_test(const RowReader& row);

// package_files, with the blob's size (joined as b)
inline constexpr const char* kPackageFileColumns = "f.path, f.sha256, b.bytes";
PackageFileRecord read_package_file(const RowReader& row);

// submissions (as s) with their test set's version (joined as ts); no source, results, groups
inline constexpr const char* kSubmissionColumns = R"sql(
    s.id, s.problem_id, s.test_set_id, ts.version, s.user_name, s.contest, s.language,
    s.source_name, s.source_sha256, s.test_filter, s.rejudge_of, s.machine_class, s.submitted_at,
    s.time_limit_ms, s.wall_limit_ms, s.memory_limit_mib, s.output_limit_mib, s.io_mode,
    s.input_file, s.output_file, s.measure_tle_up_to_ms, s.status, s.attempt, s.worker,
    s.verdict, s.score, s.max_score, s.compile_command, s.compiler_version, s.compile_log,
    s.judge_version, s.machine, s.judged_at, s.claimed_at, s.progress_test, s.progress_tests)sql";
// Reads kSubmissionColumns from the row's first column; a query may select more after them.
SubmissionRecord read_submission(const RowReader& row);

// results (as r) with their test's name and group (joined as t)
inline constexpr const char* kResultColumns = R"sql(
    r.test_id, r.position, t.name, t.group_name, r.verdict, r.cpu_ms, r.wall_ms, r.memory_kib,
    r.exit_code, r.signal, r.score, r.max_score, r.message, r.diff_line, r.diff_expected,
    r.diff_got, r.measured_beyond_limit, r.interaction)sql";
ResultRecord read_result(const RowReader& row);

// group_results
inline constexpr const char* kGroupResultColumns = "group_name, verdict, score, max_score";
GroupResultRecord read_group_result(const RowReader& row);

// workers
inline constexpr const char* kWorkerColumns =
    "name, machine, machine_class, calibration_ms, started_at, last_seen";
WorkerRecord read_worker(const RowReader& row);

// A verdict as stored; throws naming it if the database holds one this build does not know.
Verdict stored_verdict(const std::string& name);

}  // namespace gridjudge::db
