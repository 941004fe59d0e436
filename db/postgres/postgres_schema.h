// The PostgreSQL schema: the same tables and columns as the SQLite store's (docs/database.md),
// in PostgreSQL's types (BIGINT, DOUBLE PRECISION, BYTEA), and the same schema version number.
// The version lives in the one-row table schema_version; opening a database applies the missing
// migrations of an append-only list in one transaction, under an advisory lock so that workers
// starting together migrate once, and refuses a database written by a newer gridjudge or one
// holding other tables.
#pragma once

#include <pqxx/pqxx>

#include <string>

#include "db/store.h"

namespace gridjudge::db {

// The version this build writes (equal to the SQLite store's).
int current_postgres_schema_version();

// Checks the schema of the database `connection` is open on, migrating it in ReadWrite mode;
// ReadOnly never creates nor changes anything. Throws std::runtime_error (StoreUnavailable if
// the server goes away) naming `location`.
void prepare_postgres_schema(pqxx::connection& connection, const std::string& location,
                             OpenMode mode);

// The checks PostgreSQL's own storage does not make for us: every blob's bytes hash to the
// address they are stored under and have the stored length.
IntegrityReport check_postgres_integrity(pqxx::connection& connection);

// The database's clock in unix seconds with a fraction, for leases (never a worker's clock), and
// the UTC text the SQLite store writes for creation and judging times.
inline constexpr const char* kPostgresNow = "extract(epoch from clock_timestamp())";
inline constexpr const char* kPostgresUtcText =
    "to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"')";

}  // namespace gridjudge::db
