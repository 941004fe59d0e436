// The database schema and its migrations. The schema version lives in PRAGMA user_version;
// opening a database upgrades it in one transaction, and refuses one written by a newer
// gridjudge instead of guessing. The tables are documented in docs/database.md.
#pragma once

#include <SQLiteCpp/Database.h>

#include <memory>
#include <string>

namespace gridjudge::db {

// The version this build writes.
int current_schema_version();

enum class OpenMode { ReadWrite, ReadOnly };

// Opens (creating if needed, in ReadWrite mode) and migrates the database at `path`.
// Turns on WAL, foreign keys and a busy timeout so a reader waits for a running `grade`
// instead of failing. Throws std::runtime_error naming the file on any problem.
std::unique_ptr<SQLite::Database> open_database(const std::string& path,
                                                OpenMode mode = OpenMode::ReadWrite);

}  // namespace gridjudge::db
