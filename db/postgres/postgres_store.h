// PostgresStore: the Store on a PostgreSQL database, for workers on several machines. One object
// is one connection: give each thread its own (open_store makes them). Claims lock the row they
// take with FOR UPDATE SKIP LOCKED, so concurrent workers never wait for each other nor take the
// same submission; leases are the server's clock. Every enqueue and release notifies the
// channel kQueueChannel, which idle workers listen on (postgres_queue_signal.h). A lost
// connection surfaces as StoreUnavailable: the caller opens a new store when the server is back.
#pragma once

#include <pqxx/pqxx>

#include <memory>
#include <string>

#include "db/store.h"

namespace gridjudge::db {

inline constexpr const char* kQueueChannel = "gridjudge_queue";

class PostgresStore : public Store {
  public:
    PostgresStore(const std::string& url, OpenMode mode);

    std::string location() const override { return location_; }

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

  private:
    std::string location_;  // the URL without its password
    std::unique_ptr<pqxx::connection> connection_;
};

}  // namespace gridjudge::db
