// PostgresStore: problems, their versioned packages, test rows and content-addressed blobs.
// Submissions, the queue and workers are in postgres_submissions.cpp and postgres_queue.cpp.
#include "db/postgres/postgres_store.h"

#include "db/postgres/postgres_connection.h"
#include "db/postgres/postgres_row.h"
#include "db/postgres/postgres_schema.h"
#include "db/row_mapping.h"
#include "judge/util/files.h"

namespace gridjudge::db {
namespace {

std::optional<TestSetRecord> first_test_set(const pqxx::result& rows) {
    if (rows.empty()) return std::nullopt;
    return read_test_set(PostgresRow(rows[0]));
}

// Stores the bytes of `file` under `sha256` unless they are stored already. The file is read
// here, one blob at a time, so a large test set never sits in memory whole; its hash is checked,
// since a blob stored under the wrong address would be served for the right one forever.
void store_blob(pqxx::work& work, const std::string& sha256, const std::filesystem::path& file) {
    if (!work.exec_params("SELECT 1 FROM blobs WHERE sha256 = $1", sha256).empty()) return;
    const std::string data = read_file(file);
    if (sha256_hex(data) != sha256)
        throw std::runtime_error(file.string() + ": its content does not have the sha256 " +
                                 sha256 + " it was stored under (it changed while storing?)");
    // Another store may add the same blob meanwhile: same address, same bytes.
    work.exec_params(
        "INSERT INTO blobs (sha256, bytes, data) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
        sha256, static_cast<std::int64_t>(data.size()),
        pqxx::binarystring(data.data(), data.size()));
}

}  // namespace

PostgresStore::PostgresStore(const std::string& url, OpenMode mode)
    : location_(url_without_password(url)), connection_(connect_postgres(url)) {
    prepare_postgres_schema(*connection_, location_, mode);
    if (mode == OpenMode::ReadOnly)
        guarded(location_, [&] {
            pqxx::nontransaction(*connection_)
                .exec("SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY");
        });
}

std::optional<ProblemRecord> PostgresStore::problem(const std::string& id) {
    return guarded(location_, [&]() -> std::optional<ProblemRecord> {
        pqxx::nontransaction work(*connection_);
        const pqxx::result rows = work.exec_params(
            std::string("SELECT ") + kProblemColumns + " FROM problems WHERE id = $1", id);
        if (rows.empty()) return std::nullopt;
        return read_problem(PostgresRow(rows[0]));
    });
}

std::vector<ProblemRecord> PostgresStore::problems() {
    return guarded(location_, [&] {
        pqxx::nontransaction work(*connection_);
        std::vector<ProblemRecord> list;
        for (const pqxx::row& row :
             work.exec(std::string("SELECT ") + kProblemColumns + " FROM problems ORDER BY id"))
            list.push_back(read_problem(PostgresRow(row)));
        return list;
    });
}

TestSetRecord PostgresStore::add_test_set(const NewTestSet& set) {
    return guarded(location_, [&] {
        pqxx::work work(*connection_);
        // The upsert locks the problem's row: a second add_test_set of the same problem waits
        // here, so the two never compute the same next version.
        work.exec_params(R"sql(
            INSERT INTO problems (id, title) VALUES ($1, $2)
            ON CONFLICT (id) DO UPDATE SET title = excluded.title)sql",
                         set.problem_id, set.title);
        for (const auto& [sha256, file] : set.blob_files) store_blob(work, sha256, file);

        const TestSetRecord stored = read_test_set(
            PostgresRow(work.exec_params1(std::string(R"sql(
            INSERT INTO test_sets (problem_id, version, package_dir, package_json)
            VALUES ($1, (SELECT COALESCE(MAX(version), 0) + 1 FROM test_sets
                         WHERE problem_id = $1), $2, $3)
            RETURNING )sql") + kTestSetColumns,
                                          set.problem_id, set.package_dir, set.package_json)));
        for (const TestRecord& t : set.tests)
            work.exec_params(R"sql(
                INSERT INTO tests (test_set_id, position, name, group_name, points, sample,
                                   generator, input_sha256, answer_sha256, size_summary,
                                   answer_summary)
                VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11))sql",
                             stored.id, t.position, t.name, t.group, t.points, t.sample ? 1 : 0,
                             t.generator, t.input_sha256, t.answer_sha256, t.size_summary,
                             t.answer_summary);
        for (const PackageFileRecord& f : set.files)
            work.exec_params(
                "INSERT INTO package_files (test_set_id, path, sha256) VALUES ($1, $2, $3)",
                stored.id, f.path, f.sha256);
        work.exec_params("UPDATE problems SET active_test_set = $1 WHERE id = $2", stored.id,
                         set.problem_id);
        work.commit();
        return stored;
    });
}

std::optional<TestSetRecord> PostgresStore::test_set(std::int64_t id) {
    return guarded(location_, [&] {
        pqxx::nontransaction work(*connection_);
        return first_test_set(work.exec_params(
            std::string("SELECT ") + kTestSetColumns + " FROM test_sets WHERE id = $1", id));
    });
}

std::optional<TestSetRecord> PostgresStore::active_test_set(const std::string& problem_id) {
    return guarded(location_, [&] {
        pqxx::nontransaction work(*connection_);
        return first_test_set(work.exec_params(
            std::string("SELECT ") + kTestSetColumns +
                " FROM test_sets WHERE id = (SELECT active_test_set FROM problems WHERE id = $1)",
            problem_id));
    });
}

std::vector<TestSetRecord> PostgresStore::test_sets(const std::string& problem_id) {
    return guarded(location_, [&] {
        pqxx::nontransaction work(*connection_);
        std::vector<TestSetRecord> sets;
        for (const pqxx::row& row :
             work.exec_params(std::string("SELECT ") + kTestSetColumns +
                                  " FROM test_sets WHERE problem_id = $1 ORDER BY version",
                              problem_id))
            sets.push_back(read_test_set(PostgresRow(row)));
        return sets;
    });
}

std::vector<TestRecord> PostgresStore::tests(std::int64_t test_set_id) {
    return guarded(location_, [&] {
        pqxx::nontransaction work(*connection_);
        std::vector<TestRecord> tests;
        for (const pqxx::row& row : work.exec_params(std::string("SELECT ") + kTestColumns + R"sql(
                FROM tests t JOIN blobs i ON i.sha256 = t.input_sha256
                             JOIN blobs a ON a.sha256 = t.answer_sha256
                WHERE t.test_set_id = $1 ORDER BY t.position)sql",
                                                     test_set_id))
            tests.push_back(read_test(PostgresRow(row)));
        return tests;
    });
}

std::vector<PackageFileRecord> PostgresStore::package_files(std::int64_t test_set_id) {
    return guarded(location_, [&] {
        pqxx::nontransaction work(*connection_);
        std::vector<PackageFileRecord> files;
        for (const pqxx::row& row :
             work.exec_params(std::string("SELECT ") + kPackageFileColumns + R"sql(
                FROM package_files f JOIN blobs b ON b.sha256 = f.sha256
                WHERE f.test_set_id = $1 ORDER BY f.path)sql",
                              test_set_id))
            files.push_back(read_package_file(PostgresRow(row)));
        return files;
    });
}

std::optional<std::string> PostgresStore::blob(const std::string& sha256) {
    return guarded(location_, [&]() -> std::optional<std::string> {
        pqxx::nontransaction work(*connection_);
        const pqxx::result rows =
            work.exec_params("SELECT data FROM blobs WHERE sha256 = $1", sha256);
        if (rows.empty()) return std::nullopt;
        return pqxx::binarystring(rows[0][0]).str();
    });
}

IntegrityReport PostgresStore::check_integrity() {
    return guarded(location_, [&] { return check_postgres_integrity(*connection_); });
}

}  // namespace gridjudge::db
