// SqliteStore: the Store on one SQLite file (WAL mode, so readers never wait for the writer).
// One object is one connection: give each thread its own (open_store makes them).
#pragma once

#include <SQLiteCpp/Database.h>

#include <memory>
#include <string>

#include "db/store.h"

namespace gridjudge::db {

class SqliteStore : public Store {
  public:
    SqliteStore(const std::string& path, OpenMode mode);

    std::string location() const override { return path_; }

    std::optional<ProblemRecord> problem(const std::string& id) override;
    std::vector<ProblemRecord> problems() override;
    TestSetRecord add_test_set(const NewTestSet& test_set) override;
    std::optional<TestSetRecord> test_set(std::int64_t id) override;
    std::optional<TestSetRecord> active_test_set(const std::string& problem_id) override;
    std::vector<TestSetRecord> test_sets(const std::string& problem_id) override;
    std::vector<TestRecord> tests(std::int64_t test_set_id) override;
    std::vector<PackageFileRecord> package_files(std::int64_t test_set_id) override;
    std::optional<std::string> blob(const std::string& sha256) override;

    std::int64_t enqueue(const SubmissionRecord& submission) override;
    std::optional<std::int64_t> find_submitted(const std::string& contest, const std::string& user,
                                               const std::string& problem_id,
                                               const std::string& source_sha256) override;
    std::optional<std::int64_t> enqueue_unless_submitted(
        const SubmissionRecord& submission) override;
    std::optional<Claim> claim(const ClaimRequest& request) override;
    bool renew(const Claim& claim, std::chrono::seconds lease) override;
    bool finish(const Claim& claim, const JudgedOutcome& outcome) override;
    bool release(const Claim& claim) override;
    QueueCounts queue_counts(const std::optional<std::string>& contest) override;
    std::optional<SubmissionRecord> submission(std::int64_t id) override;
    std::vector<SubmissionRecord> submissions(const SubmissionFilter& filter) override;

    bool register_worker(const WorkerRecord& worker, std::chrono::seconds alive) override;
    void worker_seen(const std::string& name) override;
    void unregister_worker(const std::string& name) override;
    std::vector<WorkerRecord> workers() override;

    IntegrityReport check_integrity() override;

    // For tests that inspect or damage the file directly.
    SQLite::Database& database() { return *database_; }

  private:
    std::string path_;
    std::unique_ptr<SQLite::Database> database_;
};

// The database's clock, in unix seconds with a fraction: leases are measured with it, never
// with a worker's own clock.
inline constexpr const char* kSqliteNow = "((julianday('now') - 2440587.5) * 86400.0)";

}  // namespace gridjudge::db
