// A SQLite connection that waited its whole busy timeout for another connection's write lock
// fails with SQLITE_BUSY ("database is locked"), or SQLITE_LOCKED within one process's shared
// cache. Like a PostgreSQL server that went away, that is a state that passes: the same call
// succeeds once the other writer commits. So it is StoreUnavailable, which ReconnectingStore
// retries, instead of a lasting error that stops a worker pool.
#pragma once

#include <SQLiteCpp/Exception.h>

#include <memory>
#include <string>

#include "db/forwarding_store.h"

namespace gridjudge::db {

// True if `error` is SQLite's "another connection holds the lock" (SQLITE_BUSY, SQLITE_LOCKED).
bool is_lock_timeout(const SQLite::Exception& error);

// The StoreUnavailable that says `error` (a lock timeout) happened on the database at `path`.
StoreUnavailable lock_timeout_error(const std::string& path, const SQLite::Exception& error);

// Forwards every call to a SQLite store, turning its lock timeouts into StoreUnavailable.
// open_store wraps each SqliteStore in one.
class LockTimeoutsAsUnavailable : public ForwardingStore {
  public:
    explicit LockTimeoutsAsUnavailable(std::unique_ptr<Store> sqlite_store)
        : store_(std::move(sqlite_store)) {}

    std::string location() const override { return store_->location(); }

  protected:
    void around(const std::function<void(Store&)>& call) override;

  private:
    std::unique_ptr<Store> store_;
};

}  // namespace gridjudge::db
