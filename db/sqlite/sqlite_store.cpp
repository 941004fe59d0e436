// SqliteStore: problems, their versioned packages, test rows and content-addressed blobs.
// Submissions, the queue and workers are in sqlite_submissions.cpp and sqlite_queue.cpp.
#include "db/sqlite/sqlite_store.h"

#include <SQLiteCpp/Statement.h>
#include <SQLiteCpp/Transaction.h>

#include "db/row_mapping.h"
#include "db/sqlite/sqlite_row.h"
#include "db/sqlite/sqlite_schema.h"
#include "judge/util/files.h"

namespace gridjudge::db {
namespace {

// Stores the bytes of `file` under `sha256` unless they are stored already. The file is read
// here, one blob at a time, so a large test set never sits in memory whole; its hash is checked,
// since a blob stored under the wrong address would be served for the right one forever.
void store_blob(SQLite::Database& database, const std::string& sha256,
                const std::filesystem::path& file) {
    SQLite::Statement known(database, "SELECT 1 FROM blobs WHERE sha256 = ?");
    known.bind(1, sha256);
    if (known.executeStep()) return;
    const std::string data = read_file(file);
    if (sha256_hex(data) != sha256)
        throw std::runtime_error(file.string() + ": its content does not have the sha256 " +
                                 sha256 + " it was stored under (it changed while storing?)");
    SQLite::Statement insert(database, "INSERT INTO blobs (sha256, bytes, data) VALUES (?, ?, ?)");
    insert.bind(1, sha256);
    insert.bind(2, static_cast<std::int64_t>(data.size()));
    insert.bind(3, data.data(), static_cast<int>(data.size()));
    insert.exec();
}

}  // namespace

SqliteStore::SqliteStore(const std::string& path, OpenMode mode)
    : path_(path), database_(open_sqlite_database(path, mode)) {}

std::optional<ProblemRecord> SqliteStore::problem(const std::string& id) {
    SQLite::Statement row(*database_,
                          std::string("SELECT ") + kProblemColumns + " FROM problems WHERE id = ?");
    row.bind(1, id);
    if (!row.executeStep()) return std::nullopt;
    return read_problem(SqliteRow(row));
}

std::vector<ProblemRecord> SqliteStore::problems() {
    SQLite::Statement row(*database_,
                          std::string("SELECT ") + kProblemColumns + " FROM problems ORDER BY id");
    std::vector<ProblemRecord> list;
    while (row.executeStep()) list.push_back(read_problem(SqliteRow(row)));
    return list;
}

TestSetRecord SqliteStore::add_test_set(const NewTestSet& set) {
    SQLite::Transaction transaction(*database_, SQLite::TransactionBehavior::IMMEDIATE);
    SQLite::Statement upsert(*database_, R"sql(
        INSERT INTO problems (id, title) VALUES (?, ?)
        ON CONFLICT (id) DO UPDATE SET title = excluded.title)sql");
    upsert.bind(1, set.problem_id);
    upsert.bind(2, set.title);
    upsert.exec();

    for (const auto& [sha256, file] : set.blob_files) store_blob(*database_, sha256, file);

    SQLite::Statement insert_set(*database_, R"sql(
        INSERT INTO test_sets (problem_id, version, package_dir, package_json)
        VALUES (?1, (SELECT COALESCE(MAX(version), 0) + 1 FROM test_sets WHERE problem_id = ?1),
                ?2, ?3)
        RETURNING )sql" + std::string(kTestSetColumns));
    insert_set.bind(1, set.problem_id);
    insert_set.bind(2, set.package_dir);
    insert_set.bind(3, set.package_json);
    insert_set.executeStep();
    const TestSetRecord stored = read_test_set(SqliteRow(insert_set));
    insert_set.reset();

    SQLite::Statement insert_test(*database_, R"sql(
        INSERT INTO tests (test_set_id, position, name, group_name, points, sample, generator,
                           input_sha256, answer_sha256, size_summary, answer_summary)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?))sql");
    for (const TestRecord& t : set.tests) {
        insert_test.bind(1, stored.id);
        insert_test.bind(2, t.position);
        insert_test.bind(3, t.name);
        insert_test.bind(4, t.group);
        insert_test.bind(5, t.points);
        insert_test.bind(6, t.sample ? 1 : 0);
        insert_test.bind(7, t.generator);
        insert_test.bind(8, t.input_sha256);
        insert_test.bind(9, t.answer_sha256);
        insert_test.bind(10, t.size_summary);
        insert_test.bind(11, t.answer_summary);
        insert_test.exec();
        insert_test.reset();
    }
    SQLite::Statement insert_file(
        *database_, "INSERT INTO package_files (test_set_id, path, sha256) VALUES (?, ?, ?)");
    for (const PackageFileRecord& f : set.files) {
        insert_file.bind(1, stored.id);
        insert_file.bind(2, f.path);
        insert_file.bind(3, f.sha256);
        insert_file.exec();
        insert_file.reset();
    }
    SQLite::Statement activate(*database_, "UPDATE problems SET active_test_set = ? WHERE id = ?");
    activate.bind(1, stored.id);
    activate.bind(2, set.problem_id);
    activate.exec();
    transaction.commit();
    return stored;
}

std::optional<TestSetRecord> SqliteStore::test_set(std::int64_t id) {
    SQLite::Statement row(
        *database_, std::string("SELECT ") + kTestSetColumns + " FROM test_sets WHERE id = ?");
    row.bind(1, id);
    if (!row.executeStep()) return std::nullopt;
    return read_test_set(SqliteRow(row));
}

std::optional<TestSetRecord> SqliteStore::active_test_set(const std::string& problem_id) {
    SQLite::Statement row(*database_, std::string("SELECT ") + kTestSetColumns +
                                          " FROM test_sets WHERE id = (SELECT active_test_set "
                                          "FROM problems WHERE id = ?)");
    row.bind(1, problem_id);
    if (!row.executeStep()) return std::nullopt;
    return read_test_set(SqliteRow(row));
}

std::vector<TestSetRecord> SqliteStore::test_sets(const std::string& problem_id) {
    SQLite::Statement row(*database_, std::string("SELECT ") + kTestSetColumns +
                                          " FROM test_sets WHERE problem_id = ? ORDER BY version");
    row.bind(1, problem_id);
    std::vector<TestSetRecord> sets;
    while (row.executeStep()) sets.push_back(read_test_set(SqliteRow(row)));
    return sets;
}

std::vector<TestRecord> SqliteStore::tests(std::int64_t test_set_id) {
    SQLite::Statement row(*database_, std::string("SELECT ") + kTestColumns + R"sql(
        FROM tests t JOIN blobs i ON i.sha256 = t.input_sha256
                     JOIN blobs a ON a.sha256 = t.answer_sha256
        WHERE t.test_set_id = ? ORDER BY t.position)sql");
    row.bind(1, test_set_id);
    std::vector<TestRecord> tests;
    while (row.executeStep()) tests.push_back(read_test(SqliteRow(row)));
    return tests;
}

std::vector<PackageFileRecord> SqliteStore::package_files(std::int64_t test_set_id) {
    SQLite::Statement row(*database_, std::string("SELECT ") + kPackageFileColumns + R"sql(
        FROM package_files f JOIN blobs b ON b.sha256 = f.sha256
        WHERE f.test_set_id = ? ORDER BY f.path)sql");
    row.bind(1, test_set_id);
    std::vector<PackageFileRecord> files;
    while (row.executeStep()) files.push_back(read_package_file(SqliteRow(row)));
    return files;
}

std::optional<std::string> SqliteStore::blob(const std::string& sha256) {
    SQLite::Statement row(*database_, "SELECT data FROM blobs WHERE sha256 = ?");
    row.bind(1, sha256);
    if (!row.executeStep()) return std::nullopt;
    const SQLite::Column data = row.getColumn(0);
    return std::string(static_cast<const char*>(data.getBlob()),
                       static_cast<std::size_t>(data.getBytes()));
}

IntegrityReport SqliteStore::check_integrity() {
    return check_sqlite_integrity(*database_, /*quick=*/false);
}

}  // namespace gridjudge::db
