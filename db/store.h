// Store: every read and write of gridjudge's SQLite database. Multi-row writes happen in one
// transaction, so a killed process leaves either the whole test set / result or nothing.
#pragma once

#include <SQLiteCpp/Database.h>

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "db/records.h"
#include "db/schema.h"

namespace gridjudge::db {

// The default database path: $GRIDJUDGE_DB if set, else ./gridjudge.db.
std::string default_database_path();

class Store {
  public:
    explicit Store(const std::string& path, OpenMode mode = OpenMode::ReadWrite);

    const std::string& path() const { return path_; }

    void upsert_problem(const ProblemRecord& problem);
    std::optional<ProblemRecord> problem(const std::string& id);

    // Records (or updates) the problem, adds a new version of its test set with all its tests
    // and makes it active, all in one transaction. Returns the new test set (id, version set).
    TestSetRecord add_test_set(const ProblemRecord& problem, TestSetRecord test_set,
                               const std::vector<TestRecord>& tests);
    std::optional<TestSetRecord> active_test_set(const std::string& problem_id);
    std::vector<TestSetRecord> test_sets(const std::string& problem_id);
    // with_data = false leaves input and answer empty (for listings).
    std::vector<TestRecord> tests(std::int64_t test_set_id, bool with_data = true);

    // Records a submission as queued before any judging starts; returns its id.
    std::int64_t enqueue(const SubmissionRecord& submission);
    void mark_judging(std::int64_t submission_id);
    // Stores the outcome and every per-test result at once, marking the submission done.
    void finish(std::int64_t submission_id, const SubmissionRecord& outcome,
                const std::vector<ResultRecord>& results);
    // Submissions a killed judge left queued or judging, oldest first.
    std::vector<std::int64_t> unfinished();

    std::optional<SubmissionRecord> submission(std::int64_t id);
    // Newest first, without source and results.
    std::vector<SubmissionRecord> submissions(const SubmissionFilter& filter = {});

    SQLite::Database& database() { return *database_; }

  private:
    std::string path_;
    std::unique_ptr<SQLite::Database> database_;
};

}  // namespace gridjudge::db
