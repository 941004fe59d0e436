#include "db/sqlite/sqlite_lock_timeouts.h"

#include <sqlite3.h>

namespace gridjudge::db {

bool is_lock_timeout(const SQLite::Exception& error) {
    // The primary code is the low byte of an extended one (SQLITE_BUSY_SNAPSHOT, ...).
    const int primary = error.getErrorCode() & 0xff;
    return primary == SQLITE_BUSY || primary == SQLITE_LOCKED;
}

StoreUnavailable lock_timeout_error(const std::string& path, const SQLite::Exception& error) {
    return StoreUnavailable("database " + path +
                            ": another connection held the write lock for longer than the busy "
                            "timeout (" +
                            error.what() + ")");
}

void LockTimeoutsAsUnavailable::around(const std::function<void(Store&)>& call) {
    try {
        call(*store_);
    } catch (const SQLite::Exception& error) {
        if (is_lock_timeout(error)) throw lock_timeout_error(store_->location(), error);
        throw;
    }
}

}  // namespace gridjudge::db
