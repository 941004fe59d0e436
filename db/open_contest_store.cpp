// The factory of contest stores: a postgresql:// URL opens the PostgreSQL contest store, any
// other location is a SQLite file (as open_store decides).
#include "db/contest_store.h"
#include "db/postgres/postgres_contest_store.h"
#include "db/sqlite/sqlite_contest_store.h"

namespace gridjudge::db {

std::unique_ptr<ContestStore> open_contest_store(const std::string& location, OpenMode mode) {
    if (is_postgres_url(location)) return std::make_unique<PostgresContestStore>(location, mode);
    return std::make_unique<SqliteContestStore>(location, mode);
}

}  // namespace gridjudge::db
