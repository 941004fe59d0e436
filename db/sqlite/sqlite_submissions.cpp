// SqliteStore: submissions as rows — recording them as queued, finding one already submitted,
// and reading them back with their settings, results and group scores. The enums are converted
// to their stored names here and nowhere else.
#include <SQLiteCpp/Statement.h>
#include <SQLiteCpp/Transaction.h>

#include "db/sqlite/sqlite_store.h"

namespace gridjudge::db {
namespace {

constexpr const char* kSubmissionColumns = R"sql(
    s.id, s.problem_id, s.test_set_id, ts.version, s.user_name, s.contest, s.language,
    s.source_name, s.source_sha256, s.test_filter, s.rejudge_of, s.machine_class, s.submitted_at,
    s.time_limit_ms, s.wall_limit_ms, s.memory_limit_mib, s.output_limit_mib, s.io_mode,
    s.input_file, s.output_file, s.measure_tle_up_to_ms, s.status, s.attempt, s.worker,
    s.verdict, s.score, s.max_score, s.compile_command, s.compiler_version, s.compile_log,
    s.judge_version, s.machine, s.judged_at)sql";

Verdict stored_verdict(const std::string& name) {
    if (auto verdict = parse_verdict(name)) return *verdict;
    throw std::runtime_error("the database holds an unknown verdict '" + name + "'");
}

// Reads the columns of kSubmissionColumns, in order, starting at column 0.
SubmissionRecord read_submission(SQLite::Statement& row) {
    int column = 0;
    auto next = [&] { return row.getColumn(column++); };
    SubmissionRecord s;
    s.id = next().getInt64();
    s.problem_id = next().getString();
    s.test_set_id = next().getInt64();
    s.test_set_version = next().getInt();
    s.user = next().getString();
    s.contest = next().getString();
    s.language = next().getString();
    s.source_name = next().getString();
    s.source_sha256 = next().getString();
    s.test_filter = next().getString();
    if (SQLite::Column rejudge_of = next(); !rejudge_of.isNull())
        s.rejudge_of = rejudge_of.getInt64();
    s.machine_class = next().getString();
    s.submitted_at = next().getString();
    s.settings.time_limit_ms = next().getInt64();
    s.settings.wall_limit_ms = next().getInt64();
    s.settings.memory_limit_mib = next().getInt64();
    s.settings.output_limit_mib = next().getInt64();
    s.settings.io.mode = next().getString() == "file" ? IoMode::File : IoMode::Stdio;
    s.settings.io.input_file = next().getString();
    s.settings.io.output_file = next().getString();
    s.settings.measure_tle_up_to_ms = next().getInt64();
    const std::string status = next().getString();
    s.status = parse_status(status).value_or(SubmissionStatus::Queued);
    s.attempt = next().getInt();
    s.worker = next().getString();
    if (const std::string verdict = next().getString(); !verdict.empty())
        s.verdict = stored_verdict(verdict);
    s.score = next().getDouble();
    s.max_score = next().getDouble();
    s.compile_command = next().getString();
    s.compiler_version = next().getString();
    s.compile_log = next().getString();
    s.judge_version = next().getString();
    s.machine = next().getString();
    if (SQLite::Column judged_at = next(); !judged_at.isNull()) s.judged_at = judged_at.getString();
    return s;
}

}  // namespace

std::int64_t SqliteStore::enqueue(const SubmissionRecord& s) {
    SQLite::Statement insert(*database_, R"sql(
        INSERT INTO submissions (problem_id, test_set_id, user_name, contest, language, source,
            source_name, source_sha256, test_filter, rejudge_of, machine_class, time_limit_ms,
            wall_limit_ms, memory_limit_mib, output_limit_mib, io_mode, input_file, output_file,
            measure_tle_up_to_ms, status)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'queued'))sql");
    int index = 0;
    insert.bind(++index, s.problem_id);
    insert.bind(++index, s.test_set_id);
    insert.bind(++index, s.user);
    insert.bind(++index, s.contest);
    insert.bind(++index, s.language);
    insert.bind(++index, s.source);
    insert.bind(++index, s.source_name);
    insert.bind(++index, s.source_sha256);
    insert.bind(++index, s.test_filter);
    if (s.rejudge_of)
        insert.bind(++index, *s.rejudge_of);
    else
        insert.bind(++index);
    insert.bind(++index, s.machine_class);
    insert.bind(++index, s.settings.time_limit_ms);
    insert.bind(++index, s.settings.wall_limit_ms);
    insert.bind(++index, s.settings.memory_limit_mib);
    insert.bind(++index, s.settings.output_limit_mib);
    insert.bind(++index, std::string(io_mode_name(s.settings.io.mode)));
    insert.bind(++index, s.settings.io.input_file);
    insert.bind(++index, s.settings.io.output_file);
    insert.bind(++index, s.settings.measure_tle_up_to_ms);
    insert.exec();
    return database_->getLastInsertRowid();
}

std::optional<std::int64_t> SqliteStore::find_submitted(const std::string& contest,
                                                        const std::string& user,
                                                        const std::string& problem_id,
                                                        const std::string& source_sha256) {
    SQLite::Statement row(*database_, R"sql(
        SELECT id FROM submissions
        WHERE contest = ? AND user_name = ? AND problem_id = ? AND source_sha256 = ?
          AND rejudge_of IS NULL
        ORDER BY id LIMIT 1)sql");
    row.bind(1, contest);
    row.bind(2, user);
    row.bind(3, problem_id);
    row.bind(4, source_sha256);
    if (!row.executeStep()) return std::nullopt;
    return row.getColumn(0).getInt64();
}

std::optional<std::int64_t> SqliteStore::enqueue_unless_submitted(const SubmissionRecord& s) {
    // The write lock is taken before looking: another connection cannot insert in between.
    SQLite::Transaction transaction(*database_, SQLite::TransactionBehavior::IMMEDIATE);
    if (find_submitted(s.contest, s.user, s.problem_id, s.source_sha256)) return std::nullopt;
    const std::int64_t id = enqueue(s);
    transaction.commit();
    return id;
}

std::optional<SubmissionRecord> SqliteStore::submission(std::int64_t id) {
    SQLite::Statement row(*database_, std::string("SELECT ") + kSubmissionColumns + R"sql(,
        s.source FROM submissions s JOIN test_sets ts ON ts.id = s.test_set_id WHERE s.id = ?)sql");
    row.bind(1, id);
    if (!row.executeStep()) return std::nullopt;
    SubmissionRecord s = read_submission(row);
    s.source = row.getColumn(row.getColumnCount() - 1).getString();

    SQLite::Statement result(*database_, R"sql(
        SELECT r.test_id, r.position, t.name, t.group_name, r.verdict, r.cpu_ms, r.wall_ms,
               r.memory_kib, r.exit_code, r.signal, r.score, r.max_score, r.message, r.diff_line,
               r.diff_expected, r.diff_got, r.measured_beyond_limit, r.interaction
        FROM results r JOIN tests t ON t.id = r.test_id
        WHERE r.submission_id = ? ORDER BY r.position)sql");
    result.bind(1, id);
    while (result.executeStep()) {
        int column = 0;
        auto next = [&] { return result.getColumn(column++); };
        ResultRecord r;
        r.test_id = next().getInt64();
        r.position = next().getInt();
        r.test_name = next().getString();
        r.group = next().getString();
        r.verdict = stored_verdict(next().getString());
        r.cpu_ms = next().getInt64();
        r.wall_ms = next().getInt64();
        r.memory_kib = next().getInt64();
        r.exit_code = next().getInt();
        r.signal = next().getInt();
        r.score = next().getDouble();
        r.max_score = next().getDouble();
        r.message = next().getString();
        r.diff_line = next().getInt();
        r.diff_expected = next().getString();
        r.diff_got = next().getString();
        r.measured_beyond_limit = next().getInt() != 0;
        r.interaction = next().getString();
        s.results.push_back(std::move(r));
    }
    SQLite::Statement group(*database_, R"sql(
        SELECT group_name, verdict, score, max_score FROM group_results
        WHERE submission_id = ? ORDER BY position)sql");
    group.bind(1, id);
    while (group.executeStep())
        s.groups.push_back({group.getColumn(0).getString(),
                            stored_verdict(group.getColumn(1).getString()),
                            group.getColumn(2).getDouble(), group.getColumn(3).getDouble()});
    return s;
}

std::vector<SubmissionRecord> SqliteStore::submissions(const SubmissionFilter& filter) {
    SQLite::Statement row(*database_, std::string("SELECT ") + kSubmissionColumns + R"sql(
        FROM submissions s JOIN test_sets ts ON ts.id = s.test_set_id
        WHERE (?1 IS NULL OR s.problem_id = ?1) AND (?2 IS NULL OR s.user_name = ?2)
          AND (?3 IS NULL OR s.contest = ?3) AND (?4 IS NULL OR s.verdict = ?4)
          AND (?5 IS NULL OR s.status = ?5)
        ORDER BY s.id DESC)sql");
    auto bind = [&](int index, const std::optional<std::string>& value) {
        if (value)
            row.bind(index, *value);
        else
            row.bind(index);
    };
    bind(1, filter.problem);
    bind(2, filter.user);
    bind(3, filter.contest);
    bind(4,
         filter.verdict ? std::optional<std::string>(verdict_name(*filter.verdict)) : std::nullopt);
    bind(5, filter.status ? std::optional<std::string>(status_name(*filter.status)) : std::nullopt);
    std::vector<SubmissionRecord> list;
    while (row.executeStep()) list.push_back(read_submission(row));
    return list;
}

}  // namespace gridjudge::db
