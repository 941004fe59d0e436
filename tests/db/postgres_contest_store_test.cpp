// What only the PostgreSQL contest store has: its tables arrive by migration (schema version 4)
// into a database a previous gridjudge made, a ReadOnly open never creates nor migrates nor
// writes, and times are kept as timestamptz.
#include <gtest/gtest.h>

#include <pqxx/pqxx>

#include "db/contest_store.h"
#include "db/postgres/postgres_schema.h"
#include "tests/common/require_environment.h"
#include "tests/db/postgres_server.h"

namespace gridjudge::db {
namespace {

class PostgresContestStoreTest : public ::testing::Test {
  protected:
    void SetUp() override {
        std::string why;
        gridjudge::testing::PostgresServer* server =
            gridjudge::testing::shared_postgres_server(&why);
        if (server == nullptr) GRIDJUDGE_SKIP_OR_FAIL(why);
        url = server->create_database();
    }

    std::string error_opening(OpenMode mode) {
        try {
            open_contest_store(url, mode);
        } catch (const std::runtime_error& error) {
            return error.what();
        }
        return "no error";
    }

    // Runs SQL on the test's database directly, around the store.
    void execute(const std::string& sql) {
        pqxx::connection connection(url);
        pqxx::work work(connection);
        work.exec(sql);
        work.commit();
    }

    std::string query(const std::string& sql) {
        pqxx::connection connection(url);
        return pqxx::nontransaction(connection).exec1(sql)[0].as<std::string>();
    }

    // A database as gridjudge 0.3 (schema version 3) left it, holding a worker's row: version 4
    // only added the contest tables, version 5 the claim's time and version 6 the worker's
    // progress, so those are taken away.
    void make_version_3_database() {
        open_store(url, OpenMode::ReadWrite);
        execute(R"sql(
            DROP TABLE contest_events; DROP TABLE clarifications; DROP TABLE sessions;
            DROP TABLE accounts; DROP TABLE team_windows; DROP TABLE teams;
            DROP TABLE organizations; DROP TABLE contest_problems; DROP TABLE contests;
            ALTER TABLE submissions DROP COLUMN claimed_at;
            ALTER TABLE submissions DROP COLUMN progress_test;
            ALTER TABLE submissions DROP COLUMN progress_tests;
            INSERT INTO workers (name, machine) VALUES ('w1', 'judge-1');
            UPDATE schema_version SET version = 3;)sql");
    }

    std::string table_count() {
        return query(
            "SELECT count(*) FROM pg_tables WHERE schemaname = current_schema() AND tablename <> "
            "'schema_version'");
    }

    ContestRecord contest_c1() {
        ContestRecord contest;
        contest.settings.id = "c1";
        contest.settings.name = "C1";
        contest.settings.duration = std::chrono::hours{5};
        contest.settings.start_time = TimePoint{std::chrono::seconds{1'795'546'800}};
        return contest;
    }

    std::string url;
};

TEST_F(PostgresContestStoreTest, AVersion3DatabaseGainsTheContestTablesAndKeepsItsRows) {
    make_version_3_database();
    ASSERT_EQ(table_count(), "9");
    const auto store = open_contest_store(url, OpenMode::ReadWrite);
    EXPECT_EQ(table_count(), "18");
    EXPECT_EQ(query("SELECT version FROM schema_version"), "6");
    EXPECT_EQ(current_postgres_schema_version(), 6);
    // Version 5's column is there (a query of a missing column throws).
    EXPECT_EQ(query("SELECT count(*) FROM submissions WHERE claimed_at IS NULL"), "0");
    store->put_contest(contest_c1());
    EXPECT_EQ(store->contest("c1")->settings.name, "C1");
    EXPECT_EQ(query("SELECT machine FROM workers"), "judge-1");
    // Kept as a time, not as text: the server can compare and convert it.
    EXPECT_EQ(query("SELECT to_char(start_time AT TIME ZONE 'UTC', "
                    "'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"') FROM contests"),
              "2026-11-24T19:00:00Z");
}

TEST_F(PostgresContestStoreTest, ReadOnlyNeverCreatesNorMigratesNorWrites) {
    EXPECT_EQ(error_opening(OpenMode::ReadOnly),
              "database " + url +
                  ": has no gridjudge schema yet; any command that writes (submit, grade, gen) "
                  "creates it");
    EXPECT_EQ(table_count(), "0");
    make_version_3_database();
    EXPECT_EQ(error_opening(OpenMode::ReadOnly),
              "database " + url +
                  ": schema version 3 needs an upgrade to 6; any command that writes (submit, "
                  "grade, gen) upgrades it");
    EXPECT_EQ(table_count(), "9");

    open_contest_store(url, OpenMode::ReadWrite)->put_contest(contest_c1());
    const auto reader = open_contest_store(url, OpenMode::ReadOnly);
    EXPECT_EQ(reader->contest("c1")->settings.start_time,
              TimePoint{std::chrono::seconds{1'795'546'800}});
    EXPECT_THROW(reader->put_contest(contest_c1()), std::runtime_error);
    EXPECT_EQ(query("SELECT count(*) FROM contests"), "1");
}

}  // namespace
}  // namespace gridjudge::db
