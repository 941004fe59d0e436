// What only the SQLite contest store has: its tables arrive by migration (schema version 4)
// into a file a previous gridjudge wrote, a ReadOnly open never creates nor migrates, times are
// written as ISO 8601 UTC text.
#include <SQLiteCpp/Database.h>
#include <gtest/gtest.h>

#include "db/sqlite/sqlite_contest_store.h"
#include "db/sqlite/sqlite_schema.h"
#include "db/sqlite/sqlite_store.h"
#include "judge/util/files.h"

namespace gridjudge::db {
namespace {

namespace fs = std::filesystem;

class SqliteContestStoreTest : public ::testing::Test {
  protected:
    std::string error_opening(OpenMode mode) {
        try {
            open_contest_store(path, mode);
        } catch (const std::runtime_error& error) {
            return error.what();
        }
        return "no error";
    }

    // A file as gridjudge 0.3 (schema version 3) left it, holding a worker's row: version 4
    // only added the contest tables, version 5 the claim's time and version 6 the worker's
    // progress, so those are taken away.
    void write_version_3_file() {
        { SqliteStore store(path, OpenMode::ReadWrite); }
        SQLite::Database database(path, SQLite::OPEN_READWRITE);
        database.exec(R"sql(
            DROP TABLE contest_events; DROP TABLE clarifications; DROP TABLE sessions;
            DROP TABLE accounts; DROP TABLE team_windows; DROP TABLE teams;
            DROP TABLE organizations; DROP TABLE contest_problems; DROP TABLE contests;
            ALTER TABLE submissions DROP COLUMN claimed_at;
            ALTER TABLE submissions DROP COLUMN progress_test;
            ALTER TABLE submissions DROP COLUMN progress_tests;
            INSERT INTO workers (name, machine) VALUES ('w1', 'judge-1');
            PRAGMA user_version = 3;)sql");
    }

    int table_count() {
        SQLite::Database database(path, SQLite::OPEN_READONLY);
        return database
            .execAndGet(
                "SELECT COUNT(*) FROM sqlite_schema WHERE type = 'table' AND name NOT "
                "LIKE 'sqlite_%'")
            .getInt();
    }

    ContestRecord contest_c1() {
        ContestRecord contest;
        contest.settings.id = "c1";
        contest.settings.name = "C1";
        contest.settings.duration = std::chrono::hours{5};
        return contest;
    }

    TempDir dir{"gridjudge-sqlite-contest-test-"};
    std::string path = (dir.path() / "test.db").string();
};

TEST_F(SqliteContestStoreTest, AVersion3FileGainsTheContestTablesAndKeepsItsRows) {
    write_version_3_file();
    ASSERT_EQ(table_count(), 9);
    const auto store = open_contest_store(path, OpenMode::ReadWrite);
    EXPECT_EQ(table_count(), 18);
    EXPECT_EQ(SQLite::Database(path).execAndGet("PRAGMA user_version").getInt(), 6);
    EXPECT_EQ(current_schema_version(), 6);
    // Version 5's column is there (a query of a missing column throws).
    EXPECT_EQ(SQLite::Database(path)
                  .execAndGet("SELECT COUNT(*) FROM submissions WHERE claimed_at IS NULL")
                  .getInt(),
              0);
    store->put_contest(contest_c1());
    EXPECT_EQ(store->contest("c1")->settings.name, "C1");
    EXPECT_EQ(SQLite::Database(path).execAndGet("SELECT machine FROM workers").getString(),
              "judge-1");
}

TEST_F(SqliteContestStoreTest, ReadOnlyNeverCreatesNorMigrates) {
    EXPECT_EQ(error_opening(OpenMode::ReadOnly), "database " + path + " does not exist");
    EXPECT_FALSE(fs::exists(path));
    write_version_3_file();
    EXPECT_EQ(error_opening(OpenMode::ReadOnly),
              "database " + path +
                  ": schema version 3 needs an upgrade to 6; any command that writes (submit, "
                  "grade, gen) upgrades it");
    EXPECT_EQ(table_count(), 9);
    EXPECT_EQ(SQLite::Database(path).execAndGet("PRAGMA user_version").getInt(), 3);

    open_contest_store(path, OpenMode::ReadWrite)->put_contest(contest_c1());
    const auto reader = open_contest_store(path, OpenMode::ReadOnly);
    EXPECT_EQ(reader->contest("c1")->settings.name, "C1");
    EXPECT_THROW(reader->set_state("c1", {}), std::runtime_error);
}

TEST_F(SqliteContestStoreTest, AFileFromANewerGridjudgeIsRefused) {
    { SqliteStore store(path, OpenMode::ReadWrite); }
    SQLite::Database(path, SQLite::OPEN_READWRITE).exec("PRAGMA user_version = 7");
    EXPECT_EQ(error_opening(OpenMode::ReadWrite),
              "database " + path +
                  ": schema version 7 is newer than this gridjudge understands (6); use a newer "
                  "gridjudge");
}

TEST_F(SqliteContestStoreTest, TimesAreWrittenAsIsoUtcText) {
    SqliteContestStore store(path, OpenMode::ReadWrite);
    ContestRecord contest = contest_c1();
    contest.settings.start_time = TimePoint{std::chrono::seconds{1'795'546'800}};
    store.put_contest(contest);
    ContestStateRecord state;
    state.started = TimePoint{std::chrono::seconds{-1}};
    store.set_state("c1", state);
    EXPECT_EQ(store.database().execAndGet("SELECT start_time FROM contests").getString(),
              "2026-11-24T19:00:00Z");
    EXPECT_EQ(store.database().execAndGet("SELECT started FROM contests").getString(),
              "1969-12-31T23:59:59Z");
    EXPECT_TRUE(store.database().execAndGet("SELECT ended FROM contests").isNull());
}

}  // namespace
}  // namespace gridjudge::db
