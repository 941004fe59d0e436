// What only the SQLite store has: a file, its schema version and migrations, and the files it
// must refuse — a newer schema, an empty file, something that is not SQLite, a damaged database.
#include <SQLiteCpp/Database.h>
#include <SQLiteCpp/Transaction.h>
#include <gtest/gtest.h>

#include <fstream>

#include "db/sqlite/sqlite_schema.h"
#include "db/sqlite/sqlite_store.h"
#include "judge/model/package_json.h"
#include "judge/util/files.h"

namespace gridjudge::db {
namespace {

namespace fs = std::filesystem;

class SqliteStoreTest : public ::testing::Test {
  protected:
    std::string error_opening(OpenMode mode) {
        try {
            SqliteStore store(path, mode);
        } catch (const std::runtime_error& error) {
            return error.what();
        }
        return "no error";
    }

    TempDir dir{"gridjudge-sqlite-test-"};
    std::string path = (dir.path() / "test.db").string();
};

TEST_F(SqliteStoreTest, RefusesADatabaseFromANewerGridjudge) {
    { SqliteStore store(path, OpenMode::ReadWrite); }
    SQLite::Database(path, SQLite::OPEN_READWRITE).exec("PRAGMA user_version = 99");
    EXPECT_EQ(error_opening(OpenMode::ReadWrite),
              "database " + path +
                  ": schema version 99 is newer than this gridjudge understands (" +
                  std::to_string(current_schema_version()) + "); use a newer gridjudge");
}

// WAL with synchronous = NORMAL: a commit survives a crash of the process without a sync of
// the log at every commit (docs/database.md). The setting is per connection: every one has it.
TEST_F(SqliteStoreTest, EveryConnectionWritesAheadWithNormalSync) {
    for (const OpenMode mode : {OpenMode::ReadWrite, OpenMode::ReadOnly}) {
        SqliteStore store(path, mode);
        EXPECT_EQ(store.database().execAndGet("PRAGMA journal_mode").getString(), "wal");
        EXPECT_EQ(store.database().execAndGet("PRAGMA synchronous").getInt(), 1);  // NORMAL
    }
}

TEST_F(SqliteStoreTest, ReadOnlyModeNeverCreatesOrMigrates) {
    EXPECT_EQ(error_opening(OpenMode::ReadOnly), "database " + path + " does not exist");
    EXPECT_FALSE(fs::exists(path));
}

TEST_F(SqliteStoreTest, AnEmptyFileIsRefusedWithWhatItIs) {
    write_file_atomic(path, "");
    const std::string expected = "database " + path +
                                 " is an empty file (0 bytes), not a gridjudge database; remove "
                                 "it, or pass --db with the right file";
    EXPECT_EQ(error_opening(OpenMode::ReadOnly), expected);
    EXPECT_EQ(error_opening(OpenMode::ReadWrite), expected);
    EXPECT_EQ(fs::file_size(path), 0u);  // nothing was written into it
}

TEST_F(SqliteStoreTest, AFileThatIsNotSqliteIsRefused) {
    write_file_atomic(path, std::string(8192, 'x'));
    EXPECT_EQ(error_opening(OpenMode::ReadWrite).rfind("database " + path + ": ", 0), 0u);
    EXPECT_NE(error_opening(OpenMode::ReadWrite).find("not a database"), std::string::npos)
        << error_opening(OpenMode::ReadWrite);
}

TEST_F(SqliteStoreTest, ADamagedDatabaseIsRefusedForWritingAndReportedByTheCheck) {
    {
        SqliteStore store(path, OpenMode::ReadWrite);
        // Enough rows to spread the table and its index over many pages.
        SQLite::Transaction transaction(store.database());
        for (int i = 0; i < 2000; ++i)
            store.database().exec("INSERT INTO blobs VALUES ('" + sha256_hex(std::to_string(i)) +
                                  "', 4, x'00112233')");
        transaction.commit();
        store.database().exec("PRAGMA wal_checkpoint(TRUNCATE)");
    }
    const auto size = fs::file_size(path);
    ASSERT_GT(size, 16u * 4096);
    {
        // Garbage over a page in the middle of the file, as a failing disk leaves it.
        std::fstream file(path, std::ios::in | std::ios::out | std::ios::binary);
        file.seekp(static_cast<std::streamoff>(size / 2 / 4096 * 4096));
        const std::string garbage(4096, '\x5a');
        file.write(garbage.data(), static_cast<std::streamsize>(garbage.size()));
    }
    const std::string refusal = error_opening(OpenMode::ReadWrite);
    EXPECT_EQ(refusal.rfind("database " + path + ": fails SQLite's integrity check (", 0), 0u)
        << refusal;
    EXPECT_NE(refusal.find("nothing was written"), std::string::npos) << refusal;

    SqliteStore reader(path, OpenMode::ReadOnly);
    const IntegrityReport report = reader.check_integrity();
    EXPECT_FALSE(report.ok);
    EXPECT_FALSE(report.problems.empty());
}

// A database written by gridjudge 0.1 (schema version 1) is upgraded in place, its data kept:
// the problems become packages, the data blobs, the submissions get the limits of their time.
TEST_F(SqliteStoreTest, AVersionOneDatabaseIsUpgradedWithItsData) {
    {
        SQLite::Database old(path, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
        old.exec(R"sql(
CREATE TABLE problems (id TEXT PRIMARY KEY, title TEXT NOT NULL, time_limit_ms INTEGER NOT NULL,
    memory_limit_mib INTEGER NOT NULL, file_name TEXT NOT NULL, file_io INTEGER NOT NULL,
    checker TEXT NOT NULL, active_test_set INTEGER REFERENCES test_sets(id));
CREATE TABLE test_sets (id INTEGER PRIMARY KEY, problem_id TEXT NOT NULL REFERENCES problems(id),
    version INTEGER NOT NULL, seed TEXT NOT NULL, created_at TEXT NOT NULL DEFAULT
    (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')), package_dir TEXT NOT NULL, generated_by TEXT NOT
    NULL, UNIQUE (problem_id, version));
CREATE TABLE tests (id INTEGER PRIMARY KEY, test_set_id INTEGER NOT NULL REFERENCES
    test_sets(id), position INTEGER NOT NULL, name TEXT NOT NULL, group_name TEXT NOT NULL,
    points INTEGER NOT NULL, command_line TEXT NOT NULL, input_sha256 TEXT NOT NULL,
    answer_sha256 TEXT NOT NULL, size_summary TEXT NOT NULL, answer_summary TEXT NOT NULL,
    input BLOB NOT NULL, answer BLOB NOT NULL, UNIQUE (test_set_id, position));
CREATE TABLE submissions (id INTEGER PRIMARY KEY, problem_id TEXT NOT NULL REFERENCES
    problems(id), test_set_id INTEGER NOT NULL REFERENCES test_sets(id), user_name TEXT NOT NULL,
    contest TEXT NOT NULL DEFAULT '', language TEXT NOT NULL, source TEXT NOT NULL, test_filter
    TEXT NOT NULL DEFAULT '', rejudge_of INTEGER REFERENCES submissions(id), submitted_at TEXT
    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')), status TEXT NOT NULL CHECK (status
    IN ('queued', 'judging', 'done')), verdict TEXT NOT NULL DEFAULT '', score INTEGER NOT NULL
    DEFAULT 0, max_score INTEGER NOT NULL DEFAULT 0, compile_flags TEXT NOT NULL DEFAULT '',
    compile_log TEXT NOT NULL DEFAULT '', judged_at TEXT);
CREATE TABLE results (submission_id INTEGER NOT NULL REFERENCES submissions(id), test_id INTEGER
    NOT NULL REFERENCES tests(id), position INTEGER NOT NULL, verdict TEXT NOT NULL, cpu_ms
    INTEGER NOT NULL, wall_ms INTEGER NOT NULL, memory_kib INTEGER NOT NULL, exit_code INTEGER
    NOT NULL, signal INTEGER NOT NULL, score INTEGER NOT NULL, max_score INTEGER NOT NULL,
    message TEXT NOT NULL, diff_line INTEGER NOT NULL DEFAULT 0, diff_expected TEXT NOT NULL
    DEFAULT '', diff_got TEXT NOT NULL DEFAULT '', PRIMARY KEY (submission_id, test_id));
INSERT INTO problems VALUES ('huarongdao', 'Hua Rong Dao', 1000, 128, 'puzzle', 1, 'tokens', 1);
INSERT INTO test_sets (id, problem_id, version, seed, package_dir, generated_by)
    VALUES (1, 'huarongdao', 1, '2026', '/p/huarongdao', 'gridjudge 0.1.0');
INSERT INTO tests VALUES (1, 1, 1, '01', 'small', 40, 'gridjudge generate huarongdao tiny --seed 1',
    'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad', 'hash-of-answer',
    '1x1, q=1', 'answer 0', 'abc', '0');
INSERT INTO submissions (id, problem_id, test_set_id, user_name, contest, language, source,
    status, verdict, score, max_score, compile_flags, judged_at)
    VALUES (1, 'huarongdao', 1, 'alice', 'spring', 'cpp14', 'int main(){}', 'done', 'WA', 0, 40,
    'g++ -O2', '2026-01-01T00:00:00Z');
INSERT INTO results VALUES (1, 1, 1, 'WA', 12, 15, 3000, 0, 0, 0, 40, 'expected 0, got 1', 1,
    '0', '1');
PRAGMA user_version = 1;
)sql");
    }
    SqliteStore store(path, OpenMode::ReadWrite);
    EXPECT_EQ(store.database().execAndGet("PRAGMA user_version").getInt(),
              current_schema_version());
    const std::optional<TestSetRecord> set = store.active_test_set("huarongdao");
    ASSERT_TRUE(set);
    const ProblemPackage package = read_package_json(set->package_json, "upgraded");
    EXPECT_EQ(package.limits.time_ms, 1000);
    EXPECT_EQ(package.limits.memory_mib, 128);
    EXPECT_EQ(package.io, (ProblemIo{IoMode::File, "puzzle.in", "puzzle.out"}));
    EXPECT_EQ(package.checker.name, "tokens");
    EXPECT_EQ(package.provenance.seed, "2026");
    ASSERT_EQ(package.groups.size(), 1u);
    EXPECT_EQ(package.groups[0].points, 40);
    EXPECT_EQ(store.blob("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
              "abc");

    const SubmissionRecord submission = *store.submission(1);
    EXPECT_EQ(submission.verdict, Verdict::WA);
    EXPECT_EQ(submission.max_score, 40);
    EXPECT_EQ(submission.compile_command, "g++ -O2");
    EXPECT_EQ(submission.settings.time_limit_ms, 1000);
    EXPECT_EQ(submission.settings.wall_limit_ms, 2000);
    EXPECT_EQ(submission.settings.memory_limit_mib, 128);
    EXPECT_EQ(submission.settings.io.mode, IoMode::File);
    EXPECT_EQ(submission.source_sha256, sha256_hex("int main(){}"));
    ASSERT_EQ(submission.results.size(), 1u);
    EXPECT_EQ(submission.results[0].message, "expected 0, got 1");
    EXPECT_EQ(submission.results[0].group, "small");
    EXPECT_TRUE(store.check_integrity().ok);
}

}  // namespace
}  // namespace gridjudge::db
