// Two real connections to one SQLite file, one holding a write transaction: the other's write
// waits out its busy timeout, and SQLite's "database is locked" must then be StoreUnavailable
// (the worker's ReconnectingStore waits and tries again) and never a lasting error that stops a
// worker pool. Errors that are not about the lock stay lasting.
#include <SQLiteCpp/Database.h>
#include <gtest/gtest.h>

#include <atomic>
#include <thread>

#include "db/reconnecting_store.h"
#include "db/sqlite/sqlite_lock_timeouts.h"
#include "db/sqlite/sqlite_store.h"
#include "judge/util/files.h"

namespace gridjudge::db {
namespace {

class SqliteLockTest : public ::testing::Test {
  protected:
    void SetUp() override {
        auto store = open_store(path);
        NewTestSet set;
        set.problem_id = "sum";
        set.title = "Sum";
        set.package_dir = dir.path().string();
        set.package_json = "{\"id\": \"sum\"}";
        test_set_id = store->add_test_set(set).id;
        holder = std::make_unique<SQLite::Database>(path, SQLite::OPEN_READWRITE);
    }

    // A store as open_store makes it, but giving up on the lock after `busy_timeout` instead of
    // 10 s, so that the tests wait less.
    std::unique_ptr<Store> store_waiting(std::chrono::milliseconds busy_timeout) {
        auto sqlite = std::make_unique<SqliteStore>(path, OpenMode::ReadWrite);
        sqlite->database().setBusyTimeout(static_cast<int>(busy_timeout.count()));
        return std::make_unique<LockTimeoutsAsUnavailable>(std::move(sqlite));
    }

    SubmissionRecord submission() const {
        SubmissionRecord s;
        s.problem_id = "sum";
        s.test_set_id = test_set_id;
        s.user = "alice";
        s.language = "cpp17";
        s.source = "int main() {}";
        s.source_sha256 = sha256_hex(s.source);
        s.settings.time_limit_ms = 1000;
        s.settings.wall_limit_ms = 2000;
        s.settings.memory_limit_mib = 64;
        s.settings.output_limit_mib = 8;
        return s;
    }

    // The other connection: a write transaction, held until commit().
    void hold_write_lock() {
        holder->exec("BEGIN IMMEDIATE");
        holder->exec("UPDATE problems SET title = title");
    }

    TempDir dir{"gridjudge-sqlite-lock-test-"};
    std::string path = (dir.path() / "test.db").string();
    std::int64_t test_set_id = 0;
    std::unique_ptr<SQLite::Database> holder;  // the other connection
};

TEST_F(SqliteLockTest, ALockHeldPastTheBusyTimeoutIsStoreUnavailableNamingTheFile) {
    const std::unique_ptr<Store> store = store_waiting(std::chrono::milliseconds(100));
    hold_write_lock();
    try {
        store->enqueue(submission());
        FAIL() << "the enqueue did not wait for the lock";
    } catch (const StoreUnavailable& error) {
        EXPECT_EQ(std::string(error.what()),
                  "database " + path +
                      ": another connection held the write lock for longer than the busy timeout "
                      "(database is locked)");
    }
    holder->exec("COMMIT");
    EXPECT_EQ(store->enqueue(submission()), 1);  // the same connection works again
}

TEST_F(SqliteLockTest, OpenStoreWaitsItsTenSecondBusyTimeoutThenSaysUnavailable) {
    const std::unique_ptr<Store> store = open_store(path);
    hold_write_lock();
    const auto start = std::chrono::steady_clock::now();
    EXPECT_THROW(store->enqueue(submission()), StoreUnavailable);
    // It waited for the other writer (a lock is waited for in wall time), then gave up.
    EXPECT_GE(std::chrono::steady_clock::now() - start, std::chrono::seconds(9));
    holder->exec("ROLLBACK");
}

TEST_F(SqliteLockTest, OtherErrorsStayLasting) {
    const std::unique_ptr<Store> store = store_waiting(std::chrono::milliseconds(100));
    SubmissionRecord orphan = submission();
    orphan.test_set_id = 999;  // no such test set: a foreign key refuses it
    try {
        store->enqueue(orphan);
        FAIL() << "a submission to a missing test set was stored";
    } catch (const StoreUnavailable& error) {
        FAIL() << "a lasting error was taken for a passing one: " << error.what();
    } catch (const std::exception& error) {
        EXPECT_NE(std::string(error.what()).find("FOREIGN KEY constraint failed"),
                  std::string::npos)
            << error.what();
    }
}

// The bug: a worker's ReconnectingStore let SQLite's "database is locked" through, and the pool
// stopped. Now it waits for the writer and carries on.
TEST_F(SqliteLockTest, AReconnectingStoreWaitsForTheWriterAndCarriesOn) {
    std::vector<std::string> log;
    ReconnectingStore store([&] { return store_waiting(std::chrono::milliseconds(100)); }, path,
                            [] { return false; },
                            [&](const std::string& line) { log.push_back(line); });
    hold_write_lock();
    std::thread writer([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(1200));
        holder->exec("COMMIT");
    });
    std::optional<std::int64_t> id;
    try {
        id = store.enqueue(submission());
    } catch (const std::exception& error) {
        ADD_FAILURE() << "the worker's store gave up: " << error.what();
    }
    writer.join();
    EXPECT_EQ(id, 1);
    EXPECT_GE(store.reconnections(), 1);
    ASSERT_FALSE(log.empty());
    EXPECT_EQ(log[0],
              "database " + path +
                  ": another connection held the write lock for longer than the busy timeout "
                  "(database is locked); trying again in 0.5 s");
    EXPECT_EQ(open_store(path)->submissions().size(), 1u);
}

}  // namespace
}  // namespace gridjudge::db
