// The SQLite schema and its migrations. The schema version lives in PRAGMA user_version; opening
// a database upgrades it in one transaction, and refuses one written by a newer gridjudge, an
// empty file, a file that is not SQLite, and (for writing) a database that fails SQLite's
// integrity check, instead of guessing. The tables are documented in docs/database.md; the
// PostgreSQL store keeps the same tables (db/postgres/).
#pragma once

#include <SQLiteCpp/Database.h>

#include <memory>
#include <string>

#include "db/store.h"

namespace gridjudge::db {

// The version this build writes.
int current_schema_version();

// Opens (creating if needed, in ReadWrite mode) and migrates the database at `path`. Turns on
// WAL (with synchronous = NORMAL), foreign keys and a busy timeout so a reader waits for a
// running `grade` instead of failing. Throws std::runtime_error naming the file on any problem:
// StoreUnavailable if another connection held the lock past the busy timeout.
std::unique_ptr<SQLite::Database> open_sqlite_database(const std::string& path, OpenMode mode);

// SQLite's own check of every page and index (PRAGMA integrity_check, or the quicker
// quick_check that skips index contents).
IntegrityReport check_sqlite_integrity(SQLite::Database& database, bool quick);

}  // namespace gridjudge::db
