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

namespace gridjudge::db {

std::int64_t SqliteStore::enqueue(const SubmissionRecord& s) {
    const ColumnWrites values = queued_submission_values(s);
    SQLite::Statement insert(
        *database_, "INSERT INTO submissions (" + column_list(values) + ", status) VALUES (" +
                        placeholder_list(values, Placeholders::Question) + ", 'queued')");
    bind_values(insert, values);
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
