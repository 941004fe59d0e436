#include "db/sqlite/sqlite_schema.h"

#include <SQLiteCpp/Statement.h>
#include <SQLiteCpp/Transaction.h>

#include <filesystem>
#include <functional>
#include <map>
#include <stdexcept>

#include "db/sqlite/sqlite_lock_timeouts.h"
#include "judge/model/package_json.h"
#include "judge/util/files.h"

namespace gridjudge::db {
namespace {

// Version 1 (gridjudge 0.1): problems with their limits, versioned test sets holding their data,
// submissions and per-test results. Kept so that a new database goes through the same steps as
// an old one.
constexpr const char* kVersion1 = R"sql(
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
)sql";

// Version 2 (gridjudge 0.2): problems are packages (their problem.json per version), data is
// content-addressed, a submission stores how it is judged and is a job with a lease, results
// carry fractional points and group scores, workers are registered. The tables are created
// under new names, filled from version 1, and renamed (migrate_to_version2).
constexpr const char* kVersion2Tables = R"sql(
CREATE TABLE blobs (
    sha256 TEXT PRIMARY KEY,
    bytes  INTEGER NOT NULL,
    data   BLOB NOT NULL
);
CREATE TABLE problems_v2 (
    id              TEXT PRIMARY KEY,
    title           TEXT NOT NULL,
    active_test_set INTEGER REFERENCES test_sets(id)
);
CREATE TABLE test_sets_v2 (
    id           INTEGER PRIMARY KEY,
    problem_id   TEXT NOT NULL REFERENCES problems(id),
    version      INTEGER NOT NULL,
    created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    package_dir  TEXT NOT NULL,
    package_json TEXT NOT NULL,
    UNIQUE (problem_id, version)
);
CREATE TABLE package_files (
    test_set_id INTEGER NOT NULL REFERENCES test_sets(id),
    path        TEXT NOT NULL,
    sha256      TEXT NOT NULL REFERENCES blobs(sha256),
    PRIMARY KEY (test_set_id, path)
);
CREATE TABLE tests_v2 (
    id             INTEGER PRIMARY KEY,
    test_set_id    INTEGER NOT NULL REFERENCES test_sets(id),
    position       INTEGER NOT NULL,
    name           TEXT NOT NULL,
    group_name     TEXT NOT NULL,
    points         REAL NOT NULL,
    sample         INTEGER NOT NULL DEFAULT 0,
    generator      TEXT NOT NULL DEFAULT '',
    input_sha256   TEXT NOT NULL REFERENCES blobs(sha256),
    answer_sha256  TEXT NOT NULL REFERENCES blobs(sha256),
    size_summary   TEXT NOT NULL DEFAULT '',
    answer_summary TEXT NOT NULL DEFAULT '',
    UNIQUE (test_set_id, position)
);
CREATE TABLE submissions_v2 (
    id               INTEGER PRIMARY KEY,
    problem_id       TEXT NOT NULL REFERENCES problems(id),
    test_set_id      INTEGER NOT NULL REFERENCES test_sets(id),
    user_name        TEXT NOT NULL,
    contest          TEXT NOT NULL DEFAULT '',
    language         TEXT NOT NULL,
    source           TEXT NOT NULL,
    source_name      TEXT NOT NULL DEFAULT '',
    source_sha256    TEXT NOT NULL,
    test_filter      TEXT NOT NULL DEFAULT '',
    rejudge_of       INTEGER REFERENCES submissions(id),
    machine_class    TEXT NOT NULL DEFAULT '',
    submitted_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    time_limit_ms    INTEGER NOT NULL,
    wall_limit_ms    INTEGER NOT NULL,
    memory_limit_mib INTEGER NOT NULL,
    output_limit_mib INTEGER NOT NULL,
    io_mode          TEXT NOT NULL CHECK (io_mode IN ('stdio', 'file')),
    input_file       TEXT NOT NULL DEFAULT '',
    output_file      TEXT NOT NULL DEFAULT '',
    measure_tle_up_to_ms INTEGER NOT NULL DEFAULT 0,
    status           TEXT NOT NULL CHECK (status IN ('queued', 'judging', 'done')),
    attempt          INTEGER NOT NULL DEFAULT 0,
    worker           TEXT NOT NULL DEFAULT '',
    lease_expires    REAL,
    verdict          TEXT NOT NULL DEFAULT '',
    score            REAL NOT NULL DEFAULT 0,
    max_score        REAL NOT NULL DEFAULT 0,
    compile_command  TEXT NOT NULL DEFAULT '',
    compiler_version TEXT NOT NULL DEFAULT '',
    compile_log      TEXT NOT NULL DEFAULT '',
    judge_version    TEXT NOT NULL DEFAULT '',
    machine          TEXT NOT NULL DEFAULT '',
    judged_at        TEXT
);
CREATE TABLE results_v2 (
    submission_id  INTEGER NOT NULL REFERENCES submissions(id),
    test_id        INTEGER NOT NULL REFERENCES tests(id),
    position       INTEGER NOT NULL,
    verdict        TEXT NOT NULL,
    cpu_ms         INTEGER NOT NULL,
    wall_ms        INTEGER NOT NULL,
    memory_kib     INTEGER NOT NULL,
    exit_code      INTEGER NOT NULL,
    signal         INTEGER NOT NULL,
    score          REAL NOT NULL,
    max_score      REAL NOT NULL,
    message        TEXT NOT NULL,
    diff_line      INTEGER NOT NULL DEFAULT 0,
    diff_expected  TEXT NOT NULL DEFAULT '',
    diff_got       TEXT NOT NULL DEFAULT '',
    measured_beyond_limit INTEGER NOT NULL DEFAULT 0,
    interaction    TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (submission_id, test_id)
);
CREATE TABLE group_results (
    submission_id INTEGER NOT NULL REFERENCES submissions(id),
    position      INTEGER NOT NULL,
    group_name    TEXT NOT NULL,
    verdict       TEXT NOT NULL,
    score         REAL NOT NULL,
    max_score     REAL NOT NULL,
    PRIMARY KEY (submission_id, group_name)
);
CREATE TABLE workers (
    name           TEXT PRIMARY KEY,
    machine        TEXT NOT NULL,
    machine_class  TEXT NOT NULL DEFAULT '',
    calibration_ms REAL NOT NULL DEFAULT 0,
    started_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    last_seen      REAL
);
)sql";

// After the copy: the old tables go, the new ones take their names, the indexes are made.
constexpr const char* kVersion2Swap = R"sql(
DROP TABLE results;
DROP TABLE submissions;
DROP TABLE tests;
DROP TABLE test_sets;
DROP TABLE problems;
ALTER TABLE problems_v2 RENAME TO problems;
ALTER TABLE test_sets_v2 RENAME TO test_sets;
ALTER TABLE tests_v2 RENAME TO tests;
ALTER TABLE submissions_v2 RENAME TO submissions;
ALTER TABLE results_v2 RENAME TO results;
CREATE INDEX submissions_by_status ON submissions(status, id);
CREATE INDEX submissions_by_problem_user ON submissions(problem_id, user_name);
CREATE INDEX submissions_by_program ON submissions(contest, user_name, problem_id, source_sha256);
CREATE INDEX tests_by_set ON tests(test_set_id, position);
)sql";

// A version-1 problem row as the package it described: the built-in problems' limits, I/O and
// checker, with each test's group and points (groups add their tests' points).
std::string version1_package_json(SQLite::Database& database, std::int64_t test_set_id) {
    SQLite::Statement row(database, R"sql(
        SELECT p.id, p.title, p.time_limit_ms, p.memory_limit_mib, p.file_name, p.file_io,
               p.checker, s.seed, s.generated_by
        FROM test_sets s JOIN problems p ON p.id = s.problem_id WHERE s.id = ?)sql");
    row.bind(1, test_set_id);
    row.executeStep();
    ProblemPackage package;
    package.id = row.getColumn(0).getString();
    package.title = row.getColumn(1).getString();
    package.statements = {{"", "markdown", "statement.md"}};
    package.limits.time_ms = row.getColumn(2).getInt64();
    package.limits.memory_mib = row.getColumn(3).getInt64();
    if (row.getColumn(5).getInt() != 0) {
        const std::string name = row.getColumn(4).getString();
        package.io = {IoMode::File, name + ".in", name + ".out"};
    }
    package.checker = {Protocol::Builtin, row.getColumn(6).getString(), "", "", {}};
    package.validator = ProgramSpec{Protocol::Builtin, package.id, "", "", {}};
    package.provenance = {"gridjudge", "", row.getColumn(7).getString(),
                          row.getColumn(8).getString()};
    SQLite::Statement tests(database, R"sql(
        SELECT name, group_name, points, command_line, input_sha256, answer_sha256,
               size_summary, answer_summary
        FROM tests WHERE test_set_id = ? ORDER BY position)sql");
    tests.bind(1, test_set_id);
    while (tests.executeStep()) {
        PackageTest test;
        test.name = tests.getColumn(0).getString();
        test.group = tests.getColumn(1).getString();
        test.points = tests.getColumn(2).getDouble();
        test.generator = tests.getColumn(3).getString();
        test.input = "tests/" + test.name + ".in";
        test.answer = "tests/" + test.name + ".ans";
        test.input_sha256 = tests.getColumn(4).getString();
        test.answer_sha256 = tests.getColumn(5).getString();
        test.size_summary = tests.getColumn(6).getString();
        test.answer_summary = tests.getColumn(7).getString();
        if (!package.group(test.group))
            package.groups.push_back({test.group, 0, Aggregation::EachTest, {}});
        for (TestGroup& group : package.groups)
            if (group.name == test.group) group.points += test.points;
        package.tests.push_back(std::move(test));
    }
    return write_package_json(package);
}

void migrate_to_version2(SQLite::Database& database) {
    database.exec(kVersion2Tables);
    database.exec(R"sql(
        INSERT OR IGNORE INTO blobs SELECT input_sha256, length(input), input FROM tests;
        INSERT OR IGNORE INTO blobs SELECT answer_sha256, length(answer), answer FROM tests;
        INSERT INTO problems_v2 SELECT id, title, active_test_set FROM problems;
        INSERT INTO tests_v2 (id, test_set_id, position, name, group_name, points, generator,
                              input_sha256, answer_sha256, size_summary, answer_summary)
            SELECT id, test_set_id, position, name, group_name, points, command_line,
                   input_sha256, answer_sha256, size_summary, answer_summary FROM tests;
        -- Version 1 did not store how a submission was judged: the problem's limits of the time
        -- (the CLI overrides were not recorded) are the best knowledge there is.
        INSERT INTO submissions_v2 (id, problem_id, test_set_id, user_name, contest, language,
            source, source_sha256, test_filter, rejudge_of, submitted_at, time_limit_ms,
            wall_limit_ms, memory_limit_mib, output_limit_mib, io_mode, input_file, output_file,
            status, verdict, score, max_score, compile_command, compile_log, judge_version,
            judged_at)
        SELECT s.id, s.problem_id, s.test_set_id, s.user_name, s.contest, s.language, s.source,
            '', s.test_filter, s.rejudge_of, s.submitted_at, p.time_limit_ms,
            MAX(p.time_limit_ms * 2, p.time_limit_ms + 1000), p.memory_limit_mib, 64,
            CASE p.file_io WHEN 0 THEN 'stdio' ELSE 'file' END,
            CASE p.file_io WHEN 0 THEN '' ELSE p.file_name || '.in' END,
            CASE p.file_io WHEN 0 THEN '' ELSE p.file_name || '.out' END,
            s.status, s.verdict, s.score, s.max_score, s.compile_flags, s.compile_log,
            'gridjudge 0.1.0', s.judged_at
        FROM submissions s JOIN problems p ON p.id = s.problem_id;
        INSERT INTO results_v2 (submission_id, test_id, position, verdict, cpu_ms, wall_ms,
            memory_kib, exit_code, signal, score, max_score, message, diff_line, diff_expected,
            diff_got)
        SELECT submission_id, test_id, position, verdict, cpu_ms, wall_ms, memory_kib,
            exit_code, signal, score, max_score, message, diff_line, diff_expected, diff_got
        FROM results;
    )sql");
    // SQLite has no SHA-256 of its own: the sources of version-1 rows are hashed here.
    std::vector<std::pair<std::int64_t, std::string>> hashes;
    {
        SQLite::Statement row(database, "SELECT id, source FROM submissions_v2");
        while (row.executeStep())
            hashes.emplace_back(row.getColumn(0).getInt64(),
                                sha256_hex(row.getColumn(1).getString()));
    }
    SQLite::Statement hash(database, "UPDATE submissions_v2 SET source_sha256 = ? WHERE id = ?");
    for (const auto& [id, sha256] : hashes) {
        hash.bind(1, sha256);
        hash.bind(2, id);
        hash.exec();
        hash.reset();
    }
    std::vector<std::int64_t> sets;
    {
        SQLite::Statement row(database, "SELECT id FROM test_sets ORDER BY id");
        while (row.executeStep()) sets.push_back(row.getColumn(0).getInt64());
    }
    SQLite::Statement insert(database, R"sql(
        INSERT INTO test_sets_v2 (id, problem_id, version, created_at, package_dir, package_json)
        SELECT id, problem_id, version, created_at, package_dir, ? FROM test_sets WHERE id = ?)sql");
    for (std::int64_t id : sets) {
        insert.bind(1, version1_package_json(database, id));
        insert.bind(2, id);
        insert.exec();
        insert.reset();
    }
    database.exec(kVersion2Swap);
}

// Version 3 (gridjudge 0.3): a lease's length and its beat, the count of its claim and
// renewals, so that a lease can be seen to run out without comparing two machines' clocks.
constexpr const char* kVersion3 = R"sql(
ALTER TABLE submissions ADD COLUMN lease_seconds INTEGER NOT NULL DEFAULT 0;
ALTER TABLE submissions ADD COLUMN lease_beat INTEGER NOT NULL DEFAULT 0;
)sql";

// Version 4 (gridjudge 0.4): live contests (db/contest_store.h). A time is declared UTC_TEXT:
// ISO 8601 UTC text ("2026-11-24T19:00:00Z"), with SQLite's TEXT affinity; the declared name
// tells it from free text (PostgreSQL keeps these as timestamptz). Ids of teams, problems and
// organizations are the contest's own, so their keys start with the contest's id.
constexpr const char* kVersion4 = R"sql(
CREATE TABLE contests (
    id                   TEXT PRIMARY KEY,
    name                 TEXT NOT NULL,
    formal_name          TEXT NOT NULL,
    start_time           UTC_TEXT,
    duration_seconds     INTEGER NOT NULL,
    freeze_seconds       INTEGER,
    scoring              TEXT NOT NULL CHECK (scoring IN ('pass_fail', 'ioi', 'oi')),
    penalty_minutes      INTEGER NOT NULL,
    window_kind          TEXT NOT NULL CHECK (window_kind IN ('fixed', 'per_team')),
    languages            TEXT NOT NULL DEFAULT '',
    started              UTC_TEXT,
    paused_since         UTC_TEXT,
    paused_total_seconds INTEGER NOT NULL DEFAULT 0,
    extended_seconds     INTEGER NOT NULL DEFAULT 0,
    ended                UTC_TEXT,
    thawed               UTC_TEXT,
    finalized            UTC_TEXT
);
CREATE TABLE contest_problems (
    contest_id TEXT NOT NULL REFERENCES contests(id),
    problem_id TEXT NOT NULL,
    label      TEXT NOT NULL,
    name       TEXT NOT NULL,
    color      TEXT NOT NULL DEFAULT '',
    rgb        TEXT NOT NULL DEFAULT '',
    ordinal    INTEGER NOT NULL,
    PRIMARY KEY (contest_id, problem_id)
);
CREATE TABLE organizations (
    contest_id  TEXT NOT NULL REFERENCES contests(id),
    id          TEXT NOT NULL,
    name        TEXT NOT NULL,
    formal_name TEXT NOT NULL,
    country     TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (contest_id, id)
);
CREATE TABLE teams (
    contest_id         TEXT NOT NULL REFERENCES contests(id),
    id                 TEXT NOT NULL,
    name               TEXT NOT NULL,
    display_name       TEXT NOT NULL,
    organization_id    TEXT NOT NULL DEFAULT '',
    hidden             INTEGER NOT NULL DEFAULT 0,
    extra_time_seconds INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (contest_id, id)
);
CREATE TABLE team_windows (
    contest_id TEXT NOT NULL,
    team_id    TEXT NOT NULL,
    started    UTC_TEXT NOT NULL,
    PRIMARY KEY (contest_id, team_id),
    FOREIGN KEY (contest_id, team_id) REFERENCES teams(contest_id, id)
);
CREATE TABLE accounts (
    id            TEXT PRIMARY KEY,
    username      TEXT NOT NULL UNIQUE,
    kind          TEXT NOT NULL CHECK (kind IN ('team', 'judge', 'admin')),
    team_id       TEXT,
    name          TEXT NOT NULL,
    contest_id    TEXT REFERENCES contests(id),
    password_hash TEXT NOT NULL,
    FOREIGN KEY (contest_id, team_id) REFERENCES teams(contest_id, id)
);
CREATE INDEX accounts_by_contest ON accounts(contest_id, id);
CREATE TABLE sessions (
    token_sha256 TEXT PRIMARY KEY,
    account_id   TEXT NOT NULL REFERENCES accounts(id),
    csrf_token   TEXT NOT NULL,
    created      UTC_TEXT NOT NULL,
    expires      UTC_TEXT NOT NULL
);
CREATE INDEX sessions_by_account ON sessions(account_id);
CREATE TABLE clarifications (
    id           INTEGER PRIMARY KEY,
    contest_id   TEXT NOT NULL REFERENCES contests(id),
    from_team_id TEXT NOT NULL DEFAULT '',
    to_team_id   TEXT NOT NULL DEFAULT '',
    reply_to     INTEGER REFERENCES clarifications(id),
    problem_id   TEXT NOT NULL DEFAULT '',
    text         TEXT NOT NULL,
    sent_at      UTC_TEXT NOT NULL
);
CREATE INDEX clarifications_by_contest ON clarifications(contest_id, id);
-- AUTOINCREMENT: an event's id is the feed's since_token, never to be reused.
CREATE TABLE contest_events (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    contest_id TEXT NOT NULL REFERENCES contests(id),
    type       TEXT NOT NULL,
    object_id  TEXT NOT NULL,
    data_json  TEXT NOT NULL,
    event_time UTC_TEXT NOT NULL
);
CREATE INDEX contest_events_by_contest ON contest_events(contest_id, id);
CREATE INDEX contest_events_by_object ON contest_events(contest_id, type, object_id, id);
)sql";

struct Migration {
    std::function<void(SQLite::Database&)> apply;
};

// Append-only: a released migration is never edited; a change is a new entry.
const std::vector<Migration>& migrations() {
    static const std::vector<Migration> list{
        {[](SQLite::Database& database) { database.exec(kVersion1); }},
        {migrate_to_version2},
        {[](SQLite::Database& database) { database.exec(kVersion3); }},
        {[](SQLite::Database& database) { database.exec(kVersion4); }},
        // Version 5: when a worker's claim took a submission — the Contest API's judgement
        // starts then, not when it was queued. Rows judged before have none (NULL).
        {[](SQLite::Database& database) {
            database.exec("ALTER TABLE submissions ADD COLUMN claimed_at TEXT");
        }},
        // Version 6: how far the claim's worker got (test k of N), for the pages of a `serve`
        // whose workers run in other processes. Rows before have 0 of 0 (no progress known).
        {[](SQLite::Database& database) {
            database.exec(
                "ALTER TABLE submissions ADD COLUMN progress_test INTEGER NOT NULL DEFAULT 0; "
                "ALTER TABLE submissions ADD COLUMN progress_tests INTEGER NOT NULL DEFAULT 0");
        }},
    };
    return list;
}

IntegrityReport integrity_of(SQLite::Database& database, bool quick) {
    IntegrityReport report;
    SQLite::Statement check(database,
                            quick ? "PRAGMA quick_check(5)" : "PRAGMA integrity_check(5)");
    while (check.executeStep()) {
        const std::string line = check.getColumn(0).getString();
        if (line == "ok") continue;
        report.ok = false;
        report.problems.push_back(line);
    }
    SQLite::Statement foreign(database, "PRAGMA foreign_key_check");
    for (int shown = 0; foreign.executeStep() && shown < 5; ++shown) {
        report.ok = false;
        report.problems.push_back("a row of " + foreign.getColumn(0).getString() +
                                  " refers to a missing row of " +
                                  foreign.getColumn(2).getString());
    }
    return report;
}

bool is_empty_file(const std::string& path) {
    std::error_code error;
    return std::filesystem::file_size(path, error) == 0 && !error;
}

}  // namespace

int current_schema_version() {
    return static_cast<int>(migrations().size());
}

IntegrityReport check_sqlite_integrity(SQLite::Database& database, bool quick) {
    try {
        return integrity_of(database, quick);
    } catch (const SQLite::Exception& error) {
        // Damage bad enough that the check itself cannot read the pages.
        return {false, {error.what()}};
    }
}

std::unique_ptr<SQLite::Database> open_sqlite_database(const std::string& path, OpenMode mode) {
    const bool exists = std::filesystem::exists(path);
    if (mode == OpenMode::ReadOnly && !exists)
        throw std::runtime_error("database " + path + " does not exist");
    if (exists && !std::filesystem::is_regular_file(path))
        throw std::runtime_error("database " + path + " is not a regular file");
    // An empty file is what a failed copy or a truncation leaves: writing a fresh schema into it
    // would hide the loss, and reading it as "schema version 0" would say nothing useful.
    if (exists && is_empty_file(path))
        throw std::runtime_error("database " + path +
                                 " is an empty file (0 bytes), not a gridjudge database; remove "
                                 "it, or pass --db with the right file");
    try {
        const int flags = mode == OpenMode::ReadOnly ? SQLite::OPEN_READONLY
                                                     : SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE;
        auto database = std::make_unique<SQLite::Database>(path, flags, /*busy_timeout_ms=*/10000);
        database->exec("PRAGMA foreign_keys = ON");
        int version = 0;
        try {
            version = database->execAndGet("PRAGMA user_version").getInt();
        } catch (const SQLite::Exception& error) {
            throw std::runtime_error(std::string("not a gridjudge database (") + error.what() +
                                     ")");
        }
        if (version > current_schema_version())
            throw std::runtime_error("schema version " + std::to_string(version) +
                                     " is newer than this gridjudge understands (" +
                                     std::to_string(current_schema_version()) +
                                     "); use a newer gridjudge");
        if (version == 0 && exists &&
            database->execAndGet("SELECT COUNT(*) FROM sqlite_schema").getInt() > 0)
            throw std::runtime_error(
                "not a gridjudge database (it has tables but no gridjudge schema version)");
        // In WAL mode (every gridjudge database is), NORMAL syncs the log at checkpoints instead
        // of at every commit: a commit survives a crash of the process, and only a power loss
        // or a crash of the machine can lose the last ones, never the file's consistency. Each
        // commit is then several times cheaper (docs/benchmarks.md). Per connection, so on each;
        // after the checks above, which name a file that is no database as such.
        database->exec("PRAGMA synchronous = NORMAL");
        if (mode == OpenMode::ReadWrite && exists) {
            // Writes must not go into a damaged file: they could spread the damage, and a
            // coach would find out only when results are lost.
            const IntegrityReport health = check_sqlite_integrity(*database, /*quick=*/true);
            if (!health.ok)
                throw std::runtime_error("fails SQLite's integrity check (" +
                                         health.problems.front() +
                                         "); nothing was written. Restore it from a backup; "
                                         "`gridjudge doctor --db " +
                                         path + "` lists what is wrong");
        }
        if (version < current_schema_version()) {
            if (mode == OpenMode::ReadOnly)
                throw std::runtime_error("schema version " + std::to_string(version) +
                                         " needs an upgrade to " +
                                         std::to_string(current_schema_version()) +
                                         "; any command that writes (submit, grade, gen) "
                                         "upgrades it");
            database->exec("PRAGMA journal_mode = WAL");
            // A migration rebuilds tables that others refer to: foreign keys are checked once,
            // at the end, instead of row by row (and the pragma cannot change inside a
            // transaction).
            database->exec("PRAGMA foreign_keys = OFF");
            SQLite::Transaction transaction(*database, SQLite::TransactionBehavior::IMMEDIATE);
            // Re-read inside the write lock: another process may have migrated meanwhile.
            const int applied = database->execAndGet("PRAGMA user_version").getInt();
            for (int next = applied; next < current_schema_version(); ++next)
                migrations()[static_cast<std::size_t>(next)].apply(*database);
            if (database->execAndGet("SELECT COUNT(*) FROM pragma_foreign_key_check").getInt() != 0)
                throw std::runtime_error("the upgrade to schema version " +
                                         std::to_string(current_schema_version()) +
                                         " found rows referring to missing rows; nothing was "
                                         "changed");
            database->exec("PRAGMA user_version = " + std::to_string(current_schema_version()));
            transaction.commit();
            database->exec("PRAGMA foreign_keys = ON");
        }
        return database;
    } catch (const SQLite::Exception& error) {
        // Another process migrating or writing for longer than the busy timeout: opening again
        // later succeeds.
        if (is_lock_timeout(error)) throw lock_timeout_error(path, error);
        throw std::runtime_error("database " + path + ": " + error.what());
    } catch (const std::runtime_error& error) {
        const std::string message = error.what();
        if (message.rfind("database " + path, 0) == 0) throw;
        throw std::runtime_error("database " + path + ": " + message);
    }
}

}  // namespace gridjudge::db
