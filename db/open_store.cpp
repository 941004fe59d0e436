// The factory of stores and queue signals: a postgresql:// URL opens the PostgreSQL store, any
// other location is a SQLite file.
#include <cstdlib>
#include <thread>

#include "db/postgres/postgres_queue_signal.h"
#include "db/postgres/postgres_store.h"
#include "db/sqlite/sqlite_lock_timeouts.h"
#include "db/sqlite/sqlite_store.h"
#include "db/store.h"

namespace gridjudge::db {
namespace {

// SQLite has no notifications: an idle worker looks at the queue again after each wait.
class PollingQueueSignal : public QueueSignal {
  public:
    bool wait(std::chrono::milliseconds timeout) override {
        std::this_thread::sleep_for(timeout);
        return false;
    }
};

}  // namespace

bool is_postgres_url(const std::string& location) {
    return location.rfind("postgresql://", 0) == 0 || location.rfind("postgres://", 0) == 0;
}

std::string default_database_location() {
    const char* from_environment = std::getenv("GRIDJUDGE_DB");
    return from_environment && *from_environment ? from_environment : "gridjudge.db";
}

std::unique_ptr<Store> open_store(const std::string& location, OpenMode mode) {
    if (is_postgres_url(location)) return std::make_unique<PostgresStore>(location, mode);
    return std::make_unique<LockTimeoutsAsUnavailable>(
        std::make_unique<SqliteStore>(location, mode));
}

std::unique_ptr<QueueSignal> open_queue_signal(const std::string& location) {
    if (is_postgres_url(location)) return std::make_unique<PostgresQueueSignal>(location);
    return std::make_unique<PollingQueueSignal>();
}

}  // namespace gridjudge::db
