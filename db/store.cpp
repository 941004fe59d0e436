#include "db/store.h"

#include <SQLiteCpp/Statement.h>
#include <SQLiteCpp/Transaction.h>

#include <cstdlib>

namespace gridjudge::db {
namespace {

std::optional<std::int64_t> optional_id(const SQLite::Column& column) {
    if (column.isNull()) return std::nullopt;
    return column.getInt64();
}

void bind_optional(SQLite::Statement& statement, int index,
                   const std::optional<std::int64_t>& value) {
    if (value)
        statement.bind(index, *value);
    else
        statement.bind(index);
}

constexpr const char* kSubmissionColumns =
    "id, problem_id, test_set_id, user_name, contest, language, test_filter, rejudge_of, "
    "submitted_at, status, verdict, score, max_score, compile_flags, compile_log, judged_at";

// Reads the columns of kSubmissionColumns, in order, starting at column 0.
SubmissionRecord read_submission(SQLite::Statement& row) {
    SubmissionRecord s;
    s.id = row.getColumn(0).getInt64();
    s.problem_id = row.getColumn(1).getString();
    s.test_set_id = row.getColumn(2).getInt64();
    s.user = row.getColumn(3).getString();
    s.contest = row.getColumn(4).getString();
    s.language = row.getColumn(5).getString();
    s.test_filter = row.getColumn(6).getString();
    s.rejudge_of = optional_id(row.getColumn(7));
    s.submitted_at = row.getColumn(8).getString();
    s.status = row.getColumn(9).getString();
    s.verdict = row.getColumn(10).getString();
    s.score = row.getColumn(11).getInt();
    s.max_score = row.getColumn(12).getInt();
    s.compile_flags = row.getColumn(13).getString();
    s.compile_log = row.getColumn(14).getString();
    if (!row.getColumn(15).isNull()) s.judged_at = row.getColumn(15).getString();
    return s;
}

TestSetRecord read_test_set(SQLite::Statement& row) {
    return TestSetRecord{row.getColumn(0).getInt64(),  row.getColumn(1).getString(),
                         row.getColumn(2).getInt(),    row.getColumn(3).getString(),
                         row.getColumn(4).getString(), row.getColumn(5).getString(),
                         row.getColumn(6).getString()};
}

constexpr const char* kTestSetColumns =
    "id, problem_id, version, seed, created_at, package_dir, generated_by";

}  // namespace

std::string default_database_path() {
    const char* from_environment = std::getenv("GRIDJUDGE_DB");
    return from_environment && *from_environment ? from_environment : "gridjudge.db";
}

Store::Store(const std::string& path, OpenMode mode)
    : path_(path), database_(open_database(path, mode)) {}

void Store::upsert_problem(const ProblemRecord& p) {
    SQLite::Statement statement(*database_, R"sql(
        INSERT INTO problems (id, title, time_limit_ms, memory_limit_mib, file_name, file_io, checker)
        VALUES (?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT (id) DO UPDATE SET title = excluded.title,
            time_limit_ms = excluded.time_limit_ms, memory_limit_mib = excluded.memory_limit_mib,
            file_name = excluded.file_name, file_io = excluded.file_io, checker = excluded.checker)sql");
    statement.bind(1, p.id);
    statement.bind(2, p.title);
    statement.bind(3, p.time_limit_ms);
    statement.bind(4, p.memory_limit_mib);
    statement.bind(5, p.file_name);
    statement.bind(6, p.file_io ? 1 : 0);
    statement.bind(7, p.checker);
    statement.exec();
}

std::optional<ProblemRecord> Store::problem(const std::string& id) {
    SQLite::Statement row(*database_, R"sql(
        SELECT id, title, time_limit_ms, memory_limit_mib, file_name, file_io, checker,
               active_test_set FROM problems WHERE id = ?)sql");
    row.bind(1, id);
    if (!row.executeStep()) return std::nullopt;
    return ProblemRecord{row.getColumn(0).getString(), row.getColumn(1).getString(),
                         row.getColumn(2).getInt(),    row.getColumn(3).getInt(),
                         row.getColumn(4).getString(), row.getColumn(5).getInt() != 0,
                         row.getColumn(6).getString(), optional_id(row.getColumn(7))};
}

TestSetRecord Store::add_test_set(const ProblemRecord& problem, TestSetRecord test_set,
                                  const std::vector<TestRecord>& tests) {
    SQLite::Transaction transaction(*database_, SQLite::TransactionBehavior::IMMEDIATE);
    upsert_problem(problem);
    test_set.problem_id = problem.id;
    SQLite::Statement next_version(
        *database_, "SELECT COALESCE(MAX(version), 0) + 1 FROM test_sets WHERE problem_id = ?");
    next_version.bind(1, test_set.problem_id);
    next_version.executeStep();
    test_set.version = next_version.getColumn(0).getInt();

    SQLite::Statement insert_set(*database_, R"sql(
        INSERT INTO test_sets (problem_id, version, seed, package_dir, generated_by)
        VALUES (?, ?, ?, ?, ?) RETURNING id, created_at)sql");
    insert_set.bind(1, test_set.problem_id);
    insert_set.bind(2, test_set.version);
    insert_set.bind(3, test_set.seed);
    insert_set.bind(4, test_set.package_dir);
    insert_set.bind(5, test_set.generated_by);
    insert_set.executeStep();
    test_set.id = insert_set.getColumn(0).getInt64();
    test_set.created_at = insert_set.getColumn(1).getString();
    insert_set.reset();

    SQLite::Statement insert_test(*database_, R"sql(
        INSERT INTO tests (test_set_id, position, name, group_name, points, command_line,
                           input_sha256, answer_sha256, size_summary, answer_summary, input, answer)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?))sql");
    for (const TestRecord& t : tests) {
        insert_test.bind(1, test_set.id);
        insert_test.bind(2, t.position);
        insert_test.bind(3, t.name);
        insert_test.bind(4, t.group);
        insert_test.bind(5, t.points);
        insert_test.bind(6, t.command_line);
        insert_test.bind(7, t.input_sha256);
        insert_test.bind(8, t.answer_sha256);
        insert_test.bind(9, t.size_summary);
        insert_test.bind(10, t.answer_summary);
        insert_test.bind(11, t.input.data(), static_cast<int>(t.input.size()));
        insert_test.bind(12, t.answer.data(), static_cast<int>(t.answer.size()));
        insert_test.exec();
        insert_test.reset();
    }
    SQLite::Statement activate(*database_, "UPDATE problems SET active_test_set = ? WHERE id = ?");
    activate.bind(1, test_set.id);
    activate.bind(2, test_set.problem_id);
    if (activate.exec() != 1)
        throw std::runtime_error("problem " + test_set.problem_id + " is not in the database");
    transaction.commit();
    return test_set;
}

std::optional<TestSetRecord> Store::active_test_set(const std::string& problem_id) {
    SQLite::Statement row(*database_, std::string("SELECT ") + kTestSetColumns +
                                          " FROM test_sets WHERE id = (SELECT active_test_set "
                                          "FROM problems WHERE id = ?)");
    row.bind(1, problem_id);
    if (!row.executeStep()) return std::nullopt;
    return read_test_set(row);
}

std::vector<TestSetRecord> Store::test_sets(const std::string& problem_id) {
    SQLite::Statement row(*database_, std::string("SELECT ") + kTestSetColumns +
                                          " FROM test_sets WHERE problem_id = ? ORDER BY version");
    row.bind(1, problem_id);
    std::vector<TestSetRecord> sets;
    while (row.executeStep()) sets.push_back(read_test_set(row));
    return sets;
}

std::vector<TestRecord> Store::tests(std::int64_t test_set_id, bool with_data) {
    SQLite::Statement row(*database_, std::string(R"sql(
        SELECT id, position, name, group_name, points, command_line, input_sha256, answer_sha256,
               size_summary, answer_summary, )sql") +
                                          (with_data ? "input, answer" : "'', ''") +
                                          " FROM tests WHERE test_set_id = ? ORDER BY position");
    row.bind(1, test_set_id);
    std::vector<TestRecord> tests;
    while (row.executeStep()) {
        TestRecord t;
        t.id = row.getColumn(0).getInt64();
        t.position = row.getColumn(1).getInt();
        t.name = row.getColumn(2).getString();
        t.group = row.getColumn(3).getString();
        t.points = row.getColumn(4).getInt();
        t.command_line = row.getColumn(5).getString();
        t.input_sha256 = row.getColumn(6).getString();
        t.answer_sha256 = row.getColumn(7).getString();
        t.size_summary = row.getColumn(8).getString();
        t.answer_summary = row.getColumn(9).getString();
        t.input = row.getColumn(10).getString();
        t.answer = row.getColumn(11).getString();
        tests.push_back(std::move(t));
    }
    return tests;
}

std::int64_t Store::enqueue(const SubmissionRecord& s) {
    SQLite::Statement insert(*database_, R"sql(
        INSERT INTO submissions (problem_id, test_set_id, user_name, contest, language, source,
                                 test_filter, rejudge_of, status)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'queued'))sql");
    insert.bind(1, s.problem_id);
    insert.bind(2, s.test_set_id);
    insert.bind(3, s.user);
    insert.bind(4, s.contest);
    insert.bind(5, s.language);
    insert.bind(6, s.source);
    insert.bind(7, s.test_filter);
    bind_optional(insert, 8, s.rejudge_of);
    insert.exec();
    return database_->getLastInsertRowid();
}

void Store::mark_judging(std::int64_t submission_id) {
    SQLite::Statement update(*database_, "UPDATE submissions SET status = 'judging' WHERE id = ?");
    update.bind(1, submission_id);
    update.exec();
}

void Store::finish(std::int64_t submission_id, const SubmissionRecord& outcome,
                   const std::vector<ResultRecord>& results) {
    SQLite::Transaction transaction(*database_, SQLite::TransactionBehavior::IMMEDIATE);
    // A rerun after a crash replaces whatever a previous attempt may have left.
    SQLite::Statement clear(*database_, "DELETE FROM results WHERE submission_id = ?");
    clear.bind(1, submission_id);
    clear.exec();
    SQLite::Statement insert(*database_, R"sql(
        INSERT INTO results (submission_id, test_id, position, verdict, cpu_ms, wall_ms,
                             memory_kib, exit_code, signal, score, max_score, message,
                             diff_line, diff_expected, diff_got)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?))sql");
    for (const ResultRecord& r : results) {
        insert.bind(1, submission_id);
        insert.bind(2, r.test_id);
        insert.bind(3, r.position);
        insert.bind(4, r.verdict);
        insert.bind(5, r.cpu_ms);
        insert.bind(6, r.wall_ms);
        insert.bind(7, r.memory_kib);
        insert.bind(8, r.exit_code);
        insert.bind(9, r.signal);
        insert.bind(10, r.score);
        insert.bind(11, r.max_score);
        insert.bind(12, r.message);
        insert.bind(13, r.diff_line);
        insert.bind(14, r.diff_expected);
        insert.bind(15, r.diff_got);
        insert.exec();
        insert.reset();
    }
    SQLite::Statement update(*database_, R"sql(
        UPDATE submissions SET status = 'done', verdict = ?, score = ?, max_score = ?,
            compile_flags = ?, compile_log = ?,
            judged_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now')
        WHERE id = ?)sql");
    update.bind(1, outcome.verdict);
    update.bind(2, outcome.score);
    update.bind(3, outcome.max_score);
    update.bind(4, outcome.compile_flags);
    update.bind(5, outcome.compile_log);
    update.bind(6, submission_id);
    update.exec();
    transaction.commit();
}

std::vector<std::int64_t> Store::unfinished() {
    SQLite::Statement row(*database_,
                          "SELECT id FROM submissions WHERE status != 'done' ORDER BY id");
    std::vector<std::int64_t> ids;
    while (row.executeStep()) ids.push_back(row.getColumn(0).getInt64());
    return ids;
}

std::optional<SubmissionRecord> Store::submission(std::int64_t id) {
    SQLite::Statement row(*database_, std::string("SELECT ") + kSubmissionColumns +
                                          ", source FROM submissions WHERE id = ?");
    row.bind(1, id);
    if (!row.executeStep()) return std::nullopt;
    SubmissionRecord s = read_submission(row);
    s.source = row.getColumn(16).getString();

    SQLite::Statement result(*database_, R"sql(
        SELECT r.test_id, r.position, t.name, r.verdict, r.cpu_ms, r.wall_ms, r.memory_kib,
               r.exit_code, r.signal, r.score, r.max_score, r.message, r.diff_line,
               r.diff_expected, r.diff_got
        FROM results r JOIN tests t ON t.id = r.test_id
        WHERE r.submission_id = ? ORDER BY r.position)sql");
    result.bind(1, id);
    while (result.executeStep()) {
        ResultRecord r;
        r.test_id = result.getColumn(0).getInt64();
        r.position = result.getColumn(1).getInt();
        r.test_name = result.getColumn(2).getString();
        r.verdict = result.getColumn(3).getString();
        r.cpu_ms = result.getColumn(4).getInt64();
        r.wall_ms = result.getColumn(5).getInt64();
        r.memory_kib = result.getColumn(6).getInt64();
        r.exit_code = result.getColumn(7).getInt();
        r.signal = result.getColumn(8).getInt();
        r.score = result.getColumn(9).getInt();
        r.max_score = result.getColumn(10).getInt();
        r.message = result.getColumn(11).getString();
        r.diff_line = result.getColumn(12).getInt();
        r.diff_expected = result.getColumn(13).getString();
        r.diff_got = result.getColumn(14).getString();
        s.results.push_back(std::move(r));
    }
    return s;
}

std::vector<SubmissionRecord> Store::submissions(const SubmissionFilter& filter) {
    SQLite::Statement row(*database_, std::string("SELECT ") + kSubmissionColumns + R"sql(
        FROM submissions
        WHERE (?1 IS NULL OR problem_id = ?1) AND (?2 IS NULL OR user_name = ?2)
          AND (?3 IS NULL OR contest = ?3) AND (?4 IS NULL OR verdict = ?4)
        ORDER BY id DESC)sql");
    const std::optional<std::string>* values[] = {&filter.problem, &filter.user, &filter.contest,
                                                  &filter.verdict};
    for (int i = 0; i < 4; ++i) {
        if (*values[i])
            row.bind(i + 1, **values[i]);
        else
            row.bind(i + 1);
    }
    std::vector<SubmissionRecord> list;
    while (row.executeStep()) list.push_back(read_submission(row));
    return list;
}

}  // namespace gridjudge::db
