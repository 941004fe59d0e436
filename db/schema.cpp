#include "db/schema.h"

#include <SQLiteCpp/Transaction.h>

#include <array>
#include <stdexcept>

namespace gridjudge::db {
namespace {

// Append-only: a released migration is never edited; a change is a new entry.
constexpr std::array<const char*, 1> kMigrations{
    // 1: problems, versioned test sets with their data, submissions and per-test results.
    R"sql(
CREATE TABLE problems (
    id               TEXT PRIMARY KEY,
    title            TEXT NOT NULL,
    time_limit_ms    INTEGER NOT NULL,
    memory_limit_mib INTEGER NOT NULL,
    file_name        TEXT NOT NULL,
    file_io          INTEGER NOT NULL,
    checker          TEXT NOT NULL,
    active_test_set  INTEGER REFERENCES test_sets(id)
);
CREATE TABLE test_sets (
    id          INTEGER PRIMARY KEY,
    problem_id  TEXT NOT NULL REFERENCES problems(id),
    version     INTEGER NOT NULL,
    seed        TEXT NOT NULL,
    created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    package_dir TEXT NOT NULL,
    generated_by TEXT NOT NULL,
    UNIQUE (problem_id, version)
);
CREATE TABLE tests (
    id            INTEGER PRIMARY KEY,
    test_set_id   INTEGER NOT NULL REFERENCES test_sets(id),
    position      INTEGER NOT NULL,
    name          TEXT NOT NULL,
    group_name    TEXT NOT NULL,
    points        INTEGER NOT NULL,
    command_line  TEXT NOT NULL,
    input_sha256  TEXT NOT NULL,
    answer_sha256 TEXT NOT NULL,
    size_summary  TEXT NOT NULL,
    answer_summary TEXT NOT NULL,
    input         BLOB NOT NULL,
    answer        BLOB NOT NULL,
    UNIQUE (test_set_id, position)
);
CREATE TABLE submissions (
    id            INTEGER PRIMARY KEY,
    problem_id    TEXT NOT NULL REFERENCES problems(id),
    test_set_id   INTEGER NOT NULL REFERENCES test_sets(id),
    user_name     TEXT NOT NULL,
    contest       TEXT NOT NULL DEFAULT '',
    language      TEXT NOT NULL,
    source        TEXT NOT NULL,
    test_filter   TEXT NOT NULL DEFAULT '',
    rejudge_of    INTEGER REFERENCES submissions(id),
    submitted_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    status        TEXT NOT NULL CHECK (status IN ('queued', 'judging', 'done')),
    verdict       TEXT NOT NULL DEFAULT '',
    score         INTEGER NOT NULL DEFAULT 0,
    max_score     INTEGER NOT NULL DEFAULT 0,
    compile_flags TEXT NOT NULL DEFAULT '',
    compile_log   TEXT NOT NULL DEFAULT '',
    judged_at     TEXT
);
CREATE INDEX submissions_by_status ON submissions(status);
CREATE INDEX submissions_by_problem_user ON submissions(problem_id, user_name);
CREATE TABLE results (
    submission_id INTEGER NOT NULL REFERENCES submissions(id),
    test_id       INTEGER NOT NULL REFERENCES tests(id),
    position      INTEGER NOT NULL,
    verdict       TEXT NOT NULL,
    cpu_ms        INTEGER NOT NULL,
    wall_ms       INTEGER NOT NULL,
    memory_kib    INTEGER NOT NULL,
    exit_code     INTEGER NOT NULL,
    signal        INTEGER NOT NULL,
    score         INTEGER NOT NULL,
    max_score     INTEGER NOT NULL,
    message       TEXT NOT NULL,
    diff_line     INTEGER NOT NULL DEFAULT 0,
    diff_expected TEXT NOT NULL DEFAULT '',
    diff_got      TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (submission_id, test_id)
);
)sql",
};

}  // namespace

int current_schema_version() {
    return static_cast<int>(kMigrations.size());
}

std::unique_ptr<SQLite::Database> open_database(const std::string& path, OpenMode mode) {
    try {
        const int flags = mode == OpenMode::ReadOnly ? SQLite::OPEN_READONLY
                                                     : SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE;
        auto database = std::make_unique<SQLite::Database>(path, flags, /*busy_timeout_ms=*/10000);
        database->exec("PRAGMA foreign_keys = ON");
        const int version = database->execAndGet("PRAGMA user_version").getInt();
        if (version > current_schema_version())
            throw std::runtime_error("schema version " + std::to_string(version) +
                                     " is newer than this gridjudge understands (" +
                                     std::to_string(current_schema_version()) +
                                     "); use a newer gridjudge");
        if (version < current_schema_version()) {
            if (mode == OpenMode::ReadOnly)
                throw std::runtime_error("schema version " + std::to_string(version) +
                                         " needs an upgrade; open it once without read-only mode");
            database->exec("PRAGMA journal_mode = WAL");
            SQLite::Transaction transaction(*database, SQLite::TransactionBehavior::IMMEDIATE);
            // Re-read inside the write lock: another process may have migrated meanwhile.
            int applied = database->execAndGet("PRAGMA user_version").getInt();
            for (int next = applied; next < current_schema_version(); ++next)
                database->exec(kMigrations[static_cast<std::size_t>(next)]);
            database->exec("PRAGMA user_version = " + std::to_string(current_schema_version()));
            transaction.commit();
        }
        return database;
    } catch (const SQLite::Exception& error) {
        throw std::runtime_error("database " + path + ": " + error.what());
    } catch (const std::runtime_error& error) {
        throw std::runtime_error("database " + path + ": " + error.what());
    }
}

}  // namespace gridjudge::db
