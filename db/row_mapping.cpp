#include "db/row_mapping.h"

#include <stdexcept>

namespace gridjudge::db {

Verdict stored_verdict(const std::string& name) {
    if (auto verdict = parse_verdict(name)) return *verdict;
    throw std::runtime_error("the database holds an unknown verdict '" + name + "'");
}

ProblemRecord read_problem(const RowReader& row) {
    ColumnCursor next(row);
    ProblemRecord p;
    p.id = next.text();
    p.title = next.text();
    p.active_test_set = next.optional_integer();
    return p;
}

TestSetRecord read_test_set(const RowReader& row) {
    ColumnCursor next(row);
    TestSetRecord set;
    set.id = next.integer();
    set.problem_id = next.text();
    set.version = next.small_integer();
    set.created_at = next.text();
    set.package_dir = next.text();
    set.package_json = next.text();
    return set;
}

TestRecord read_test(const RowReader& row) {
    ColumnCursor next(row);
    TestRecord t;
    t.id = next.integer();
    t.position = next.small_integer();
    t.name = next.text();
    t.group = next.text();
    t.points = next.real();
    t.sample = next.flag();
    t.generator = next.text();
    t.input_sha256 = next.text();
    t.answer_sha256 = next.text();
    t.input_bytes = next.integer();
    t.answer_bytes = next.integer();
    t.size_summary = next.text();
    t.answer_summary = next.text();
    return t;
}

PackageFileRecord read_package_file(const RowReader& row) {
    ColumnCursor next(row);
    PackageFileRecord f;
    f.path = next.text();
    f.sha256 = next.text();
    f.bytes = next.integer();
    return f;
}

SubmissionRecord read_submission(const RowReader& row) {
    ColumnCursor next(row);
    SubmissionRecord s;
    s.id = next.integer();
    s.problem_id = next.text();
    s.test_set_id = next.integer();
    s.test_set_version = next.small_integer();
    s.user = next.text();
    s.contest = next.text();
    s.language = next.text();
    s.source_name = next.text();
    s.source_sha256 = next.text();
    s.test_filter = next.text();
    s.rejudge_of = next.optional_integer();
    s.machine_class = next.text();
    s.submitted_at = next.text();
    s.settings.time_limit_ms = next.integer();
    s.settings.wall_limit_ms = next.integer();
    s.settings.memory_limit_mib = next.integer();
    s.settings.output_limit_mib = next.integer();
    s.settings.io.mode = next.text() == "file" ? IoMode::File : IoMode::Stdio;
    s.settings.io.input_file = next.text();
    s.settings.io.output_file = next.text();
    s.settings.measure_tle_up_to_ms = next.integer();
    s.status = parse_status(next.text()).value_or(SubmissionStatus::Queued);
    s.attempt = next.small_integer();
    s.worker = next.text();
    if (const std::string verdict = next.text(); !verdict.empty())
        s.verdict = stored_verdict(verdict);
    s.score = next.real();
    s.max_score = next.real();
    s.compile_command = next.text();
    s.compiler_version = next.text();
    s.compile_log = next.text();
    s.judge_version = next.text();
    s.machine = next.text();
    s.judged_at = next.optional_text();
    s.claimed_at = next.optional_text();
    s.progress_test = next.small_integer();
    s.progress_tests = next.small_integer();
    return s;
}

ResultRecord read_result(const RowReader& row) {
    ColumnCursor next(row);
    ResultRecord r;
    r.test_id = next.integer();
    r.position = next.small_integer();
    r.test_name = next.text();
    r.group = next.text();
    r.verdict = stored_verdict(next.text());
    r.cpu_ms = next.integer();
    r.wall_ms = next.integer();
    r.memory_kib = next.integer();
    r.exit_code = next.small_integer();
    r.signal = next.small_integer();
    r.score = next.real();
    r.max_score = next.real();
    r.message = next.text();
    r.diff_line = next.small_integer();
    r.diff_expected = next.text();
    r.diff_got = next.text();
    r.measured_beyond_limit = next.flag();
    r.interaction = next.text();
    return r;
}

GroupResultRecord read_group_result(const RowReader& row) {
    ColumnCursor next(row);
    GroupResultRecord g;
    g.group = next.text();
    g.verdict = stored_verdict(next.text());
    g.score = next.real();
    g.max_score = next.real();
    return g;
}

WorkerRecord read_worker(const RowReader& row) {
    ColumnCursor next(row);
    WorkerRecord w;
    w.name = next.text();
    w.machine = next.text();
    w.machine_class = next.text();
    w.calibration_ms = next.real();
    w.started_at = next.text();
    w.last_seen = next.optional_real();
    return w;
}

}  // namespace gridjudge::db
