// SqliteStore: submissions as rows — recording them as queued, finding one already submitted,
// and reading them back with their settings, results and group scores (the rows are mapped in
// db/row_mapping.cpp).
#include <SQLiteCpp/Statement.h>
#include <SQLiteCpp/Transaction.h>

#include "db/row_mapping.h"
#include "db/row_values.h"
#include "db/sqlite/sqlite_binding.h"
#include "db/sqlite/sqlite_row.h"
#include "db/sqlite/sqlite_store.h"
#include "judge/contest/contest_times.h"

namespace gridjudge::db {

namespace {

// Inserts a queued submission with `values`; the caller holds whatever transaction it needs.
std::int64_t insert_queued(SQLite::Database& database, const ColumnWrites& values) {
    SQLite::Statement insert(
        database, "INSERT INTO submissions (" + column_list(values) + ", status) VALUES (" +
                      placeholder_list(values, Placeholders::Question) + ", 'queued')");
    bind_values(insert, values);
    insert.exec();
    return database.getLastInsertRowid();
}

}  // namespace

std::int64_t SqliteStore::enqueue(const SubmissionRecord& s) {
    return insert_queued(*database_, queued_submission_values(s));
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

RateLimitedEnqueue SqliteStore::enqueue_within_rate(const SubmissionRecord& s,
                                                    const SubmissionRate& rate,
                                                    std::chrono::sys_seconds now) {
    // The write lock is taken before counting: no other connection, in this process or another,
    // can insert between the count and the insert.
    SQLite::Transaction transaction(*database_, SQLite::TransactionBehavior::IMMEDIATE);
    SQLite::Statement newest(*database_, R"sql(
        SELECT submitted_at FROM submissions
        WHERE contest = ? AND user_name = ? AND rejudge_of IS NULL AND submitted_at > ?
        ORDER BY submitted_at DESC LIMIT ?)sql");
    newest.bind(1, s.contest);
    newest.bind(2, s.user);
    newest.bind(3, rate_window_start(rate, now));
    newest.bind(4, rate.limit);
    std::vector<std::string> newest_first;
    while (newest.executeStep()) newest_first.push_back(newest.getColumn(0).getString());
    const std::chrono::seconds wait = rate_retry_after(rate, newest_first, now);
    if (wait.count() > 0) return {std::nullopt, wait};
    ColumnWrites values = queued_submission_values(s);
    values.push_back({"submitted_at", contest::format_abstime(now)});
    const std::int64_t id = insert_queued(*database_, values);
    transaction.commit();
    return {id, std::chrono::seconds{0}};
}

std::optional<SubmissionRecord> SqliteStore::submission(std::int64_t id) {
    SQLite::Statement row(*database_, std::string("SELECT ") + kSubmissionColumns + R"sql(,
        s.source FROM submissions s JOIN test_sets ts ON ts.id = s.test_set_id WHERE s.id = ?)sql");
    row.bind(1, id);
    if (!row.executeStep()) return std::nullopt;
    SubmissionRecord s = read_submission(SqliteRow(row));
    s.source = row.getColumn(row.getColumnCount() - 1).getString();

    SQLite::Statement result(*database_, std::string("SELECT ") + kResultColumns + R"sql(
        FROM results r JOIN tests t ON t.id = r.test_id
        WHERE r.submission_id = ? ORDER BY r.position)sql");
    result.bind(1, id);
    while (result.executeStep()) s.results.push_back(read_result(SqliteRow(result)));
    SQLite::Statement group(*database_, std::string("SELECT ") + kGroupResultColumns + R"sql(
        FROM group_results WHERE submission_id = ? ORDER BY position)sql");
    group.bind(1, id);
    while (group.executeStep()) s.groups.push_back(read_group_result(SqliteRow(group)));
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
    while (row.executeStep()) list.push_back(read_submission(SqliteRow(row)));
    return list;
}

}  // namespace gridjudge::db
