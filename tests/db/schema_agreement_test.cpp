// The two stores keep one schema (docs/database.md): the same tables, the same columns, the
// same nullability, and types that correspond. Each schema is read from a real database of its
// engine, as migrated by its store (SQLite's pragma_table_info, PostgreSQL's
// information_schema.columns), never from the SQL text that made it.
//
// The type map (SQLite's declared type: the PostgreSQL types it may be):
//   INTEGER: integer or bigint (PostgreSQL picks its width per column; SQLite's is 64 bits)
//   REAL: double precision    TEXT: text    BLOB: bytea
//   UTC_TEXT (a time as ISO 8601 UTC text, with TEXT affinity): timestamp with time zone
// A primary key column counts as NOT NULL on SQLite too: PostgreSQL makes it so, an INTEGER
// PRIMARY KEY is SQLite's rowid, and the stores never write a null key. PostgreSQL's
// schema_version table is SQLite's PRAGMA user_version, and is left out.
#include <SQLiteCpp/Database.h>
#include <SQLiteCpp/Statement.h>
#include <gtest/gtest.h>

#include <map>
#include <pqxx/pqxx>
#include <set>

#include "db/sqlite/sqlite_store.h"
#include "judge/util/files.h"
#include "tests/common/require_environment.h"
#include "tests/db/postgres_server.h"

namespace gridjudge::db {
namespace {

struct Column {
    std::string type;  // as the engine names it
    bool not_null = false;
};
// table → column → what it is
using Schema = std::map<std::string, std::map<std::string, Column>>;

Schema sqlite_schema_of(SQLite::Database& database) {
    Schema schema;
    SQLite::Statement tables(database,
                             "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT "
                             "LIKE 'sqlite_%' ORDER BY name");
    while (tables.executeStep()) {
        const std::string table = tables.getColumn(0).getString();
        schema[table];  // a table without columns is still a table
        SQLite::Statement columns(database,
                                  "SELECT name, type, \"notnull\", pk FROM pragma_table_info(?)");
        columns.bind(1, table);
        while (columns.executeStep())
            schema[table][columns.getColumn(0).getString()] = {
                columns.getColumn(1).getString(),
                columns.getColumn(2).getInt() != 0 || columns.getColumn(3).getInt() != 0};
    }
    return schema;
}

Schema postgres_schema_of(const std::string& url) {
    Schema schema;
    pqxx::connection connection(url);
    pqxx::read_transaction work(connection);
    for (const pqxx::row& row : work.exec(R"sql(
            SELECT t.table_name, c.column_name, c.data_type, c.is_nullable
            FROM information_schema.tables t
            LEFT JOIN information_schema.columns c
              ON c.table_schema = t.table_schema AND c.table_name = t.table_name
            WHERE t.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
              AND t.table_name <> 'schema_version')sql")) {
        auto& table = schema[row[0].as<std::string>()];
        if (!row[1].is_null())
            table[row[1].as<std::string>()] = {row[2].as<std::string>(),
                                               row[3].as<std::string>() == "NO"};
    }
    return schema;
}

bool types_correspond(const std::string& sqlite, const std::string& postgres) {
    static const std::map<std::string, std::set<std::string>> kMap{
        {"INTEGER", {"integer", "bigint"}},
        {"REAL", {"double precision"}},
        {"TEXT", {"text"}},
        {"UTC_TEXT", {"timestamp with time zone"}},
        {"BLOB", {"bytea"}}};
    const auto allowed = kMap.find(sqlite);
    return allowed != kMap.end() && allowed->second.count(postgres) > 0;
}

// Every way the two schemas disagree, one line each ("table.column: ..."); empty if they agree.
std::vector<std::string> differences(const Schema& sqlite, const Schema& postgres) {
    std::vector<std::string> found;
    for (const auto& [table, columns] : sqlite)
        if (postgres.count(table) == 0) found.push_back(table + ": a table only in SQLite");
    for (const auto& [table, columns] : postgres) {
        const auto other = sqlite.find(table);
        if (other == sqlite.end()) {
            found.push_back(table + ": a table only in PostgreSQL");
            continue;
        }
        for (const auto& [name, column] : other->second)
            if (columns.count(name) == 0) found.push_back(table + "." + name + ": only in SQLite");
        for (const auto& [name, column] : columns) {
            const auto lite = other->second.find(name);
            if (lite == other->second.end()) {
                found.push_back(table + "." + name + ": only in PostgreSQL");
                continue;
            }
            if (!types_correspond(lite->second.type, column.type))
                found.push_back(table + "." + name + ": " + lite->second.type + " in SQLite, " +
                                column.type + " in PostgreSQL");
            if (lite->second.not_null != column.not_null)
                found.push_back(table + "." + name + ": " +
                                (lite->second.not_null ? "NOT NULL" : "nullable") + " in SQLite, " +
                                (column.not_null ? "NOT NULL" : "nullable") + " in PostgreSQL");
        }
    }
    return found;
}

class SchemaAgreementTest : public ::testing::Test {
  protected:
    void SetUp() override {
        std::string why;
        gridjudge::testing::PostgresServer* server =
            gridjudge::testing::shared_postgres_server(&why);
        if (server == nullptr) GRIDJUDGE_SKIP_OR_FAIL(why);
        url = server->create_database();
        open_store(url);  // creates and migrates it
        sqlite =
            std::make_unique<SqliteStore>((dir.path() / "test.db").string(), OpenMode::ReadWrite);
    }

    TempDir dir{"gridjudge-schema-test-"};
    std::string url;
    std::unique_ptr<SqliteStore> sqlite;
};

TEST_F(SchemaAgreementTest, BothStoresHaveTheSameTablesColumnsNullabilityAndTypes) {
    const Schema lite = sqlite_schema_of(sqlite->database());
    const Schema postgres = postgres_schema_of(url);
    EXPECT_EQ(differences(lite, postgres), std::vector<std::string>{});
    // Both read something: the check above is not two empty lists agreeing.
    EXPECT_EQ(lite.size(), 18u);
    EXPECT_EQ(lite.at("submissions").size(), postgres.at("submissions").size());
    EXPECT_EQ(postgres.at("submissions").size(), 39u);
    // Schema version 6: the worker's progress, 0 of 0 by default on both.
    EXPECT_TRUE(lite.at("submissions").at("progress_test").not_null);
    EXPECT_TRUE(postgres.at("submissions").at("progress_tests").not_null);
    // Schema version 5: when a claim took the submission, NULL until then on both.
    EXPECT_FALSE(lite.at("submissions").at("claimed_at").not_null);
    EXPECT_FALSE(postgres.at("submissions").at("claimed_at").not_null);
    // The live contests' tables (schema version 4), times included.
    EXPECT_EQ(postgres.at("contests").size(), 17u);
    EXPECT_EQ(postgres.at("contests").at("started").type, "timestamp with time zone");
    EXPECT_EQ(lite.at("contests").at("started").type, "UTC_TEXT");
    EXPECT_EQ(lite.at("contest_events").size(), 6u);
}

// The check itself can fail: a column added to one side only, one whose nullability differs,
// and one whose type does not correspond are each named.
TEST_F(SchemaAgreementTest, AColumnOnOneSideOnlyIsNamed) {
    sqlite->database().exec("ALTER TABLE workers ADD COLUMN region TEXT NOT NULL DEFAULT ''");
    {
        pqxx::connection connection(url);
        pqxx::work work(connection);
        work.exec("ALTER TABLE tests ADD COLUMN weight DOUBLE PRECISION");
        work.exec("ALTER TABLE blobs ALTER COLUMN bytes DROP NOT NULL");
        work.exec("ALTER TABLE results ALTER COLUMN message TYPE varchar(200)");
        work.commit();
    }
    EXPECT_EQ(differences(sqlite_schema_of(sqlite->database()), postgres_schema_of(url)),
              (std::vector<std::string>{
                  "blobs.bytes: NOT NULL in SQLite, nullable in PostgreSQL",
                  "results.message: TEXT in SQLite, character varying in PostgreSQL",
                  "tests.weight: only in PostgreSQL", "workers.region: only in SQLite"}));
}

}  // namespace
}  // namespace gridjudge::db
