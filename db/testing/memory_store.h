// MemoryStore: the Store contract (db/store.h) kept in this process's memory, for unit tests of
// logic above the store (retrying, judging, reporting) that need no database file or server.
// Leases run on the process's steady clock. Not for production: nothing is durable, and it is
// one store, not one connection (every object is its own database).
#pragma once

#include <chrono>
#include <map>
#include <mutex>

#include "db/store.h"

namespace gridjudge::db::testing {

class MemoryStore : public Store {
  public:
    std::string location() const override { return "memory"; }

    std::optional<ProblemRecord> problem(const std::string& id) override;
    std::vector<ProblemRecord> problems() override;
    TestSetRecord add_test_set(const NewTestSet& set) override;
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
    bool finish(const Claim& claim, const JudgmentRecord& judgment) override;
    bool release(const Claim& claim) override;
    bool report_progress(const Claim& claim, int test, int test_count) override;
    QueueCounts queue_counts(const std::optional<std::string>& contest) override;
    std::optional<SubmissionRecord> submission(std::int64_t id) override;
    std::vector<SubmissionRecord> submissions(const SubmissionFilter& filter = {}) override;

    bool register_worker(const WorkerRecord& worker, std::chrono::seconds alive) override;
    void worker_seen(const std::string& name) override;
    void unregister_worker(const std::string& name) override;
    std::vector<WorkerRecord> workers() override;

    IntegrityReport check_integrity() override { return {}; }

  private:
    using Clock = std::chrono::steady_clock;
    struct Job {
        SubmissionRecord row;
        Clock::time_point lease_ends;
    };
    // Under mutex_.
    std::optional<std::int64_t> find_submitted_locked(const SubmissionRecord& s) const;
    std::int64_t enqueue_locked(const SubmissionRecord& s);
    Job* held(const Claim& claim);
    static double now_seconds();

    std::mutex mutex_;
    std::map<std::string, ProblemRecord> problems_;
    std::map<std::int64_t, TestSetRecord> test_sets_;
    std::map<std::int64_t, std::vector<TestRecord>> tests_;  // by test set
    std::map<std::int64_t, std::vector<PackageFileRecord>> files_;
    std::map<std::string, std::string> blobs_;
    std::map<std::int64_t, Job> jobs_;
    std::map<std::string, WorkerRecord> workers_;
    std::int64_t next_test_set_ = 1, next_test_ = 1, next_submission_ = 1;
};

}  // namespace gridjudge::db::testing
