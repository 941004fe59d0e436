// The write mapping both stores share (db/row_values.h): the columns each write sets, their
// values in order, the SQL lists a dialect builds around them, and that every column written is a
// column of its table in a real migrated SQLite database (schema_agreement_test holds PostgreSQL's
// schema to SQLite's).
#include "db/row_values.h"

#include <SQLiteCpp/Database.h>
#include <SQLiteCpp/Statement.h>
#include <gtest/gtest.h>

#include <set>

#include "db/sqlite/sqlite_store.h"
#include "judge/util/files.h"

namespace gridjudge::db {
namespace {

std::vector<std::string> columns_of(const ColumnWrites& writes) {
    std::vector<std::string> columns;
    for (const ColumnWrite& write : writes) columns.emplace_back(write.column);
    return columns;
}

TEST(RowValues, ADialectBuildsItsListsFromTheColumnsInOrder) {
    GroupResultRecord g;
    g.group = "large";
    const ColumnWrites values = group_result_values(12, 2, g);
    EXPECT_EQ(column_list(values),
              "submission_id, position, group_name, verdict, score, max_score");
    EXPECT_EQ(placeholder_list(values, Placeholders::Question), "?, ?, ?, ?, ?, ?");
    EXPECT_EQ(placeholder_list(values, Placeholders::Numbered), "$1, $2, $3, $4, $5, $6");
    EXPECT_EQ(assignment_list(judgment_values(JudgmentRecord{}), Placeholders::Numbered, 4),
              "verdict = $4, score = $5, max_score = $6, compile_command = $7, "
              "compiler_version = $8, compile_log = $9, judge_version = $10, machine = $11");
    EXPECT_EQ(assignment_list(judgment_values(JudgmentRecord{}), Placeholders::Question),
              "verdict = ?, score = ?, max_score = ?, compile_command = ?, compiler_version = ?, "
              "compile_log = ?, judge_version = ?, machine = ?");
}

TEST(RowValues, EnumsAreWrittenByTheirStoredNamesAndAMissingRejudgeAsNull) {
    ResultRecord r;
    r.test_id = 5;
    r.position = 3;
    r.verdict = Verdict::WA;
    r.score = 0.5;
    r.measured_beyond_limit = true;
    const ColumnWrites result = result_values(9, r);
    ASSERT_EQ(result.size(), 17u);
    EXPECT_EQ(std::get<std::int64_t>(result[0].value), 9);
    EXPECT_EQ(std::get<std::int64_t>(result[1].value), 5);
    EXPECT_EQ(std::get<std::int64_t>(result[2].value), 3);
    EXPECT_EQ(std::get<std::string>(result[3].value), "WA");
    EXPECT_EQ(std::get<double>(result[9].value), 0.5);
    EXPECT_STREQ(result[15].column, "measured_beyond_limit");
    EXPECT_EQ(std::get<std::int64_t>(result[15].value), 1);

    SubmissionRecord s;
    s.settings.io.mode = IoMode::File;
    ColumnWrites queued = queued_submission_values(s);
    EXPECT_STREQ(queued[9].column, "rejudge_of");
    EXPECT_TRUE(std::holds_alternative<std::nullptr_t>(queued[9].value));
    EXPECT_STREQ(queued[15].column, "io_mode");
    EXPECT_EQ(std::get<std::string>(queued[15].value), "file");
    s.rejudge_of = 7;
    queued = queued_submission_values(s);
    EXPECT_EQ(std::get<std::int64_t>(queued[9].value), 7);
}

TEST(RowValues, EveryColumnWrittenIsAColumnOfItsTable) {
    TempDir scratch("gridjudge-row-values-");
    const std::string path = (scratch.path() / "gridjudge.db").string();
    { SqliteStore migrated(path, OpenMode::ReadWrite); }
    SQLite::Database database(path);
    const auto table_columns = [&](const std::string& table) {
        std::set<std::string> columns;
        SQLite::Statement info(database, "SELECT name FROM pragma_table_info(?)");
        info.bind(1, table);
        while (info.executeStep()) columns.insert(info.getColumn(0).getString());
        return columns;
    };
    const std::vector<std::pair<std::string, ColumnWrites>> writes = {
        {"submissions", queued_submission_values(SubmissionRecord{})},
        {"submissions", judgment_values(JudgmentRecord{})},
        {"results", result_values(1, ResultRecord{})},
        {"group_results", group_result_values(1, 1, GroupResultRecord{})},
    };
    for (const auto& [table, values] : writes) {
        const std::set<std::string> columns = table_columns(table);
        ASSERT_FALSE(columns.empty()) << table;
        for (const std::string& column : columns_of(values))
            EXPECT_TRUE(columns.count(column)) << table << " has no column " << column;
    }
}

}  // namespace
}  // namespace gridjudge::db
