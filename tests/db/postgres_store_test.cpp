// What only the PostgreSQL store has: a server, a URL with a password that must never be shown,
// its schema version table and migrations, and connections that a server restart cuts.
#include <SQLiteCpp/Database.h>
#include <SQLiteCpp/Statement.h>
#include <gtest/gtest.h>

#include <map>
#include <pqxx/pqxx>
#include <thread>

#include "db/postgres/postgres_connection.h"
#include "db/postgres/postgres_queue_signal.h"
#include "db/postgres/postgres_schema.h"
#include "db/postgres/postgres_store.h"
#include "db/sqlite/sqlite_schema.h"
#include "db/sqlite/sqlite_store.h"
#include "judge/util/files.h"
#include "tests/common/require_environment.h"
#include "tests/db/postgres_server.h"

namespace gridjudge::db {
namespace {

using gridjudge::testing::PostgresServer;

class PostgresStoreTest : public ::testing::Test {
  protected:
    void SetUp() override {
        std::string why;
        server = gridjudge::testing::shared_postgres_server(&why);
        if (server == nullptr) GRIDJUDGE_SKIP_OR_FAIL(why);
        url = server->create_database();
    }

    std::string error_opening(const std::string& location, OpenMode mode) {
        try {
            PostgresStore store(location, mode);
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

    int schema_version() {
        pqxx::connection connection(url);
        return pqxx::nontransaction(connection)
            .exec1("SELECT version FROM schema_version")[0]
            .as<int>();
    }

    bool has_table(const std::string& name) {
        pqxx::connection connection(url);
        return !pqxx::nontransaction(connection)
                    .exec_params1("SELECT to_regclass($1) IS NULL", name)[0]
                    .as<bool>();
    }

    PostgresServer* server = nullptr;
    std::string url;
};

TEST(PostgresUrl, ThePasswordIsRemovedWhereverTheUrlCarriesIt) {
    EXPECT_EQ(url_without_password("postgresql://judge:s3cret@db.example:5432/contest"),
              "postgresql://judge@db.example:5432/contest");
    EXPECT_EQ(url_without_password("postgres://judge:p%40ss@/contest?host=/run/pg"),
              "postgres://judge@/contest?host=/run/pg");
    EXPECT_EQ(url_without_password("postgresql:///contest?user=judge&password=s3cret&sslmode=off"),
              "postgresql:///contest?user=judge&sslmode=off");
    EXPECT_EQ(url_without_password("postgresql://db/contest?password=s3cret"),
              "postgresql://db/contest");
    EXPECT_EQ(url_without_password("postgresql://judge@db/contest"),
              "postgresql://judge@db/contest");
    // A colon after the @ is the port, not a password.
    EXPECT_EQ(url_without_password("postgresql://db:5433/contest"), "postgresql://db:5433/contest");
}

TEST_F(PostgresStoreTest, ThePasswordOfTheUrlIsNeverShown) {
    const std::string name = url.substr(url.find(":///") + 4, url.find('?') - url.find(":///") - 4);
    // The test server trusts local connections: the password is sent and ignored.
    const std::string with_password = server->url(name, "gridjudge:s3cret-word");
    const PostgresStore store(with_password, OpenMode::ReadWrite);
    EXPECT_EQ(store.location(), server->url(name, "gridjudge"));
    EXPECT_EQ(store.location().find("s3cret"), std::string::npos);

    const std::string missing = server->url("no_such_database", "gridjudge:s3cret-word");
    const std::string error = error_opening(missing, OpenMode::ReadWrite);
    EXPECT_EQ(error.rfind("database " + server->url("no_such_database", "gridjudge") + ": ", 0), 0u)
        << error;
    EXPECT_NE(error.find("no_such_database\" does not exist"), std::string::npos) << error;
    EXPECT_EQ(error.find("s3cret"), std::string::npos) << error;
}

TEST_F(PostgresStoreTest, RefusesADatabaseFromANewerGridjudge) {
    { PostgresStore store(url, OpenMode::ReadWrite); }
    execute("UPDATE schema_version SET version = 99");
    const std::string expected =
        "database " + url + ": schema version 99 is newer than this gridjudge understands (" +
        std::to_string(current_postgres_schema_version()) + "); use a newer gridjudge";
    EXPECT_EQ(error_opening(url, OpenMode::ReadWrite), expected);
    EXPECT_EQ(error_opening(url, OpenMode::ReadOnly), expected);
    EXPECT_EQ(schema_version(), 99);  // untouched
}

TEST_F(PostgresStoreTest, TheSchemaVersionIsTheSqliteStores) {
    EXPECT_EQ(current_postgres_schema_version(), current_schema_version());
    { PostgresStore store(url, OpenMode::ReadWrite); }
    EXPECT_EQ(schema_version(), current_schema_version());
}

// The two stores keep the same tables with the same columns in the same order: a query or a
// document that holds for one holds for the other.
TEST_F(PostgresStoreTest, AFreshDatabaseHasEveryTableAndColumnOfTheSqliteSchema) {
    using Tables = std::map<std::string, std::vector<std::string>>;
    const gridjudge::TempDir scratch("gridjudge-schema-test-");
    const std::string sqlite_path = (scratch.path() / "schema.db").string();
    { SqliteStore store(sqlite_path, OpenMode::ReadWrite); }
    Tables sqlite_tables;
    SQLite::Database sqlite(sqlite_path);
    // SQLite's own tables (sqlite_sequence, kept for contest_events' AUTOINCREMENT) are not ours.
    SQLite::Statement names(sqlite,
                            "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT "
                            "LIKE 'sqlite_%'");
    while (names.executeStep()) {
        const std::string table = names.getColumn(0).getString();
        SQLite::Statement columns(sqlite, "SELECT name FROM pragma_table_info(?) ORDER BY cid");
        columns.bind(1, table);
        while (columns.executeStep()) sqlite_tables[table].push_back(columns.getColumn(0));
    }

    { PostgresStore store(url, OpenMode::ReadWrite); }
    Tables postgres_tables;
    pqxx::connection connection(url);
    for (const pqxx::row& row : pqxx::nontransaction(connection).exec(R"sql(
            SELECT table_name, column_name FROM information_schema.columns
            WHERE table_schema = current_schema() AND table_name <> 'schema_version'
            ORDER BY table_name, ordinal_position)sql"))
        postgres_tables[row[0].as<std::string>()].push_back(row[1].as<std::string>());

    EXPECT_EQ(postgres_tables.size(), 18u);
    EXPECT_EQ(postgres_tables, sqlite_tables);
}

// A database left at version 1 is brought to the current version when opened for writing; a
// migration that fails leaves it exactly as it was, since every step runs in one transaction.
TEST_F(PostgresStoreTest, MigrationsRunInOneTransactionOrNotAtAll) {
    execute(
        "CREATE TABLE schema_version (version INTEGER NOT NULL); "
        "INSERT INTO schema_version VALUES (1)");
    EXPECT_EQ(error_opening(url, OpenMode::ReadOnly),
              "database " + url + ": schema version 1 needs an upgrade to " +
                  std::to_string(current_postgres_schema_version()) +
                  "; any command that writes (submit, grade, gen) upgrades it");

    // A table in the way: version 2's CREATE TABLE blobs fails after others were made.
    execute("CREATE TABLE problems (stray INTEGER)");
    const std::string error = error_opening(url, OpenMode::ReadWrite);
    EXPECT_NE(error.find("relation \"problems\" already exists"), std::string::npos) << error;
    EXPECT_EQ(schema_version(), 1);
    EXPECT_FALSE(has_table("blobs"));  // created before the failure, rolled back with it

    execute("DROP TABLE problems");
    { PostgresStore store(url, OpenMode::ReadWrite); }
    EXPECT_EQ(schema_version(), current_postgres_schema_version());
    EXPECT_TRUE(has_table("blobs"));
    EXPECT_TRUE(has_table("workers"));
}

TEST_F(PostgresStoreTest, ReadOnlyModeNeverCreatesNorChangesAnything) {
    EXPECT_EQ(error_opening(url, OpenMode::ReadOnly),
              "database " + url +
                  ": has no gridjudge schema yet; any command that writes (submit, grade, gen) "
                  "creates it");
    EXPECT_FALSE(has_table("schema_version"));

    { PostgresStore store(url, OpenMode::ReadWrite); }
    PostgresStore reader(url, OpenMode::ReadOnly);
    EXPECT_TRUE(reader.problems().empty());
    EXPECT_THROW(reader.register_worker({"w", "m", "", 1, "", {}}, std::chrono::seconds(10)),
                 std::runtime_error);
    EXPECT_TRUE(reader.workers().empty());
}

TEST_F(PostgresStoreTest, ADatabaseHoldingOtherTablesIsNotTouched) {
    execute("CREATE TABLE payroll (name TEXT)");
    EXPECT_EQ(error_opening(url, OpenMode::ReadWrite),
              "database " + url +
                  ": not a gridjudge database (it has tables but no gridjudge schema version)");
    EXPECT_FALSE(has_table("schema_version"));
}

// Workers started together on a fresh database: one creates the schema, the others wait for it
// and find it made.
TEST_F(PostgresStoreTest, StoresOpenedTogetherOnAFreshDatabaseCreateTheSchemaOnce) {
    std::vector<std::thread> openers;
    std::atomic<int> opened{0};
    std::vector<std::string> errors(4);
    for (int i = 0; i < 4; ++i)
        openers.emplace_back([&, i] {
            try {
                PostgresStore store(url, OpenMode::ReadWrite);
                ++opened;
            } catch (const std::exception& error) {
                errors[static_cast<std::size_t>(i)] = error.what();
            }
        });
    for (std::thread& opener : openers) opener.join();
    EXPECT_EQ(opened, 4) << errors[0] << errors[1] << errors[2] << errors[3];
    EXPECT_EQ(schema_version(), current_postgres_schema_version());
}

TEST_F(PostgresStoreTest, ABlobWhoseStoredBytesNoLongerMatchItsHashFailsTheIntegrityCheck) {
    PostgresStore store(url, OpenMode::ReadWrite);
    execute("INSERT INTO blobs VALUES (encode(sha256('abc'), 'hex'), 3, 'abc')");
    EXPECT_TRUE(store.check_integrity().ok);
    execute("UPDATE blobs SET data = 'abd'");
    const IntegrityReport report = store.check_integrity();
    EXPECT_FALSE(report.ok);
    ASSERT_EQ(report.problems.size(), 1u);
    EXPECT_EQ(report.problems[0],
              "blob ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad (3 bytes "
              "stored) holds 3 bytes with sha256 "
              "a52d159f262b2c6ddb724a61840befc36eb30c88877a4030b65cbe86298449c9");
}

// An idle worker sleeps in QueueSignal::wait: every enqueue and every release wakes it; nothing
// else does, and a stopped server only makes it poll until it is back.
TEST_F(PostgresStoreTest, EveryEnqueueAndReleaseWakesAnIdleWorker) {
    PostgresStore store(url, OpenMode::ReadWrite);
    const TestSetRecord set = store.add_test_set({"sum", "Sum", "/pkg", "{}", {}, {}, {}});
    SubmissionRecord submission;
    submission.problem_id = "sum";
    submission.test_set_id = set.id;
    submission.user = "alice";
    submission.language = "cpp17";
    PostgresQueueSignal signal(url);
    EXPECT_FALSE(signal.wait(std::chrono::milliseconds(50)));  // listening from now on

    store.enqueue(submission);
    EXPECT_TRUE(signal.wait(std::chrono::seconds(10)));
    EXPECT_FALSE(signal.wait(std::chrono::milliseconds(100)));
    const std::optional<Claim> claim = store.claim({"w1", std::chrono::seconds(30), "", {}, {}});
    ASSERT_TRUE(claim);
    EXPECT_FALSE(signal.wait(std::chrono::milliseconds(100)));  // a claim is no news
    ASSERT_TRUE(store.release(*claim));
    EXPECT_TRUE(signal.wait(std::chrono::seconds(10)));

    server->stop();
    EXPECT_FALSE(signal.wait(std::chrono::milliseconds(100)));
    server->start();
    PostgresStore again(url, OpenMode::ReadWrite);
    bool woken = false;
    // The listener connects again within a few seconds; an enqueue before that is seen by the
    // worker's polling instead.
    for (int round = 0; round < 20 && !woken; ++round) {
        again.enqueue(submission);
        woken = signal.wait(std::chrono::milliseconds(500));
    }
    EXPECT_TRUE(woken);
}

// A server restart cuts every connection: the store says so with StoreUnavailable (the caller
// reconnects), never with a lasting error, and a new connection works once the server is back.
TEST_F(PostgresStoreTest, AServerRestartMakesTheStoreUnavailableUntilItIsBack) {
    PostgresStore store(url, OpenMode::ReadWrite);
    server->stop();
    EXPECT_THROW(store.problems(), StoreUnavailable);
    try {
        PostgresStore unreachable(url, OpenMode::ReadWrite);
        ADD_FAILURE() << "opened a store on a stopped server";
    } catch (const StoreUnavailable& error) {
        EXPECT_EQ(
            std::string(error.what()).rfind("database " + url + ": cannot reach the server", 0), 0u)
            << error.what();
    }
    server->start();
    PostgresStore again(url, OpenMode::ReadWrite);
    EXPECT_TRUE(again.problems().empty());
}

}  // namespace
}  // namespace gridjudge::db
