#include <cstdlib>

#include "db/sqlite/sqlite_store.h"
#include "db/store.h"

namespace gridjudge::db {
namespace {

bool is_postgres_url(const std::string& location) {
    return location.rfind("postgresql://", 0) == 0 || location.rfind("postgres://", 0) == 0;
}

}  // namespace

std::string default_database_location() {
    const char* from_environment = std::getenv("GRIDJUDGE_DB");
    return from_environment && *from_environment ? from_environment : "gridjudge.db";
}

std::unique_ptr<Store> open_store(const std::string& location, OpenMode mode) {
    if (is_postgres_url(location))
        throw std::runtime_error("database " + location +
                                 ": this build of gridjudge has no PostgreSQL store");
    return std::make_unique<SqliteStore>(location, mode);
}

}  // namespace gridjudge::db
