// ReconnectingStore: a worker's store that outlives its database server's restarts. Every call
// that fails with StoreUnavailable is retried on a new connection, after a pause that doubles
// from half a second up to 30 s, until it succeeds or the worker is told to stop (then the
// StoreUnavailable is rethrown). Other errors pass through at once: a broken schema does not get
// better by asking again. A finish whose commit was cut off is recognised on the retry: if the
// submission is done by this very claim, it was stored.
//
// Safe to retry: every call a worker makes is either a read or fenced by its claim. enqueue is
// retried too, and a commit cut off mid-way can then queue a submission twice: commands that
// queue use a plain store and report the failure instead.
#pragma once

#include <atomic>
#include <chrono>
#include <functional>
#include <memory>
#include <string>

#include "db/store.h"

namespace gridjudge {

class ReconnectingStore : public db::Store {
  public:
    using Opener = std::function<std::unique_ptr<db::Store>()>;
    using Log = std::function<void(const std::string&)>;

    // `location`: what location() says before the first connection.
    ReconnectingStore(Opener open, std::string location, std::function<bool()> stopping,
                      Log log = {});

    std::string location() const override { return location_; }

    std::optional<db::ProblemRecord> problem(const std::string& id) override;
    std::vector<db::ProblemRecord> problems() override;
    db::TestSetRecord add_test_set(const db::NewTestSet& test_set) override;
    std::optional<db::TestSetRecord> test_set(std::int64_t id) override;
    std::optional<db::TestSetRecord> active_test_set(const std::string& problem_id) override;
    std::vector<db::TestSetRecord> test_sets(const std::string& problem_id) override;
    std::vector<db::TestRecord> tests(std::int64_t test_set_id) override;
    std::vector<db::PackageFileRecord> package_files(std::int64_t test_set_id) override;
    std::optional<std::string> blob(const std::string& sha256) override;

    std::int64_t enqueue(const db::SubmissionRecord& submission) override;
    std::optional<std::int64_t> find_submitted(const std::string& contest, const std::string& user,
                                               const std::string& problem_id,
                                               const std::string& source_sha256) override;
    std::optional<std::int64_t> enqueue_unless_submitted(
        const db::SubmissionRecord& submission) override;
    std::optional<db::Claim> claim(const db::ClaimRequest& request) override;
    bool renew(const db::Claim& claim, std::chrono::seconds lease) override;
    bool finish(const db::Claim& claim, const db::JudgmentRecord& outcome) override;
    bool release(const db::Claim& claim) override;
    db::QueueCounts queue_counts(const std::optional<std::string>& contest) override;
    std::optional<db::SubmissionRecord> submission(std::int64_t id) override;
    std::vector<db::SubmissionRecord> submissions(const db::SubmissionFilter& filter) override;

    bool register_worker(const db::WorkerRecord& worker, std::chrono::seconds alive) override;
    void worker_seen(const std::string& name) override;
    void unregister_worker(const std::string& name) override;
    std::vector<db::WorkerRecord> workers() override;

    db::IntegrityReport check_integrity() override;

    // How many times a lost connection was replaced (for tests and logs).
    int reconnections() const { return reconnections_; }

  private:
    // Calls `call` on the current connection (made first if there is none), retrying as the
    // header says.
    template <class Call>
    auto retrying(Call&& call) -> decltype(call(std::declval<db::Store&>()));
    // Sleeps `pause` in short steps; false if a stop was asked for meanwhile.
    bool pause(std::chrono::milliseconds pause) const;

    Opener open_;
    std::string location_;
    std::function<bool()> stopping_;
    Log log_;
    std::unique_ptr<db::Store> store_;
    int reconnections_ = 0;
};

}  // namespace gridjudge
