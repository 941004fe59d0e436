// The row mapping of both stores' writes, written once: the columns a write sets for each record
// and their values, in one order. Stored names of the model's enums are made here (as row_mapping
// reads them back). A dialect keeps only its SQL text around these lists and its placeholder
// syntax, and binds the values in their order: SQLite through its statement, PostgreSQL as
// parameters.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <variant>
#include <vector>

#include "db/records.h"

namespace gridjudge::db {

// One value a write binds: SQL NULL, an integer, a real or text.
using ColumnValue = std::variant<std::nullptr_t, std::int64_t, double, std::string>;

struct ColumnWrite {
    const char* column;
    ColumnValue value;
};
using ColumnWrites = std::vector<ColumnWrite>;

// A submission as queued (INSERT INTO submissions; the SQL adds its status, 'queued').
ColumnWrites queued_submission_values(const SubmissionRecord& s);
// A judgment stored on its submission (UPDATE submissions SET; the SQL adds status and times).
ColumnWrites judgment_values(const JudgmentRecord& judgment);
// One test's result of a submission (INSERT INTO results).
ColumnWrites result_values(std::int64_t submission_id, const ResultRecord& r);
// One group's score of a submission, `position` counting from 1 (INSERT INTO group_results).
ColumnWrites group_result_values(std::int64_t submission_id, int position,
                                 const GroupResultRecord& g);

// How a dialect numbers its parameters: SQLite's `?`, PostgreSQL's `$1`.
enum class Placeholders { Question, Numbered };

// "a, b, c"
std::string column_list(const ColumnWrites& writes);
// "?, ?, ?" or "$first, $first+1, ..."
std::string placeholder_list(const ColumnWrites& writes, Placeholders style, int first = 1);
// "a = ?, b = ?" or "a = $first, b = $first+1, ..."
std::string assignment_list(const ColumnWrites& writes, Placeholders style, int first = 1);

}  // namespace gridjudge::db
