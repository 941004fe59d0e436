// SqliteStore: the Store on one SQLite file (WAL mode, so readers never wait for the writer).
// One object is one connection: give each thread its own (open_store makes them).
#pragma once

#include <SQLiteCpp/Database.h>

#include <chrono>
#include <map>
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
    RateLimitedEnqueue enqueue_within_rate(const SubmissionRecord& submission,
                                           const SubmissionRate& rate,
                                           std::chrono::sys_seconds now) override;
    std::optional<Claim> claim(const ClaimRequest& request) override;
    bool renew(const Claim& claim, std::chrono::seconds lease) override;
    bool finish(const Claim& claim, const JudgmentRecord& outcome) override;
    bool release(const Claim& claim) override;
    bool report_progress(const Claim& claim, int test, int test_count) override;
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
    // A submission being judged as this connection last saw it, and since when.
    struct Sighting {
        std::int64_t id = 0;
        int attempt = 0;
        std::int64_t beat = 0;
        std::chrono::steady_clock::time_point when;
    };
    // True once `seen` has not changed for `lease` on this connection's steady clock.
    bool lease_ran_out(const Sighting& seen, std::chrono::seconds lease);

    std::string path_;
    std::unique_ptr<SQLite::Database> database_;
    std::map<std::int64_t, Sighting> sightings_;  // by submission
};

// SQLite's 'now', in unix seconds with a fraction: the clock of the process that asks. Heartbeats
// and the times written to be read use it; leases never do (sqlite_queue.cpp).
inline constexpr const char* kSqliteNow = "((julianday('now') - 2440587.5) * 86400.0)";

}  // namespace gridjudge::db
