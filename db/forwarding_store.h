// ForwardingStore: a Store that hands every call to another Store through one hook, `around`,
// which a subclass writes once: retrying on a new connection (ReconnectingStore), turning an
// engine's errors into the store's (SqliteStore's lock errors), counting or failing calls in
// tests. The forwards are written here, once: a new Store method is one line below, and none in
// the subclasses.
#pragma once

#include <functional>
#include <optional>
#include <type_traits>
#include <utility>

#include "db/store.h"

namespace gridjudge::db {

class ForwardingStore : public Store {
  public:
    std::optional<ProblemRecord> problem(const std::string& id) override {
        return forward(&Store::problem, id);
    }
    std::vector<ProblemRecord> problems() override { return forward(&Store::problems); }
    TestSetRecord add_test_set(const NewTestSet& set) override {
        return forward(&Store::add_test_set, set);
    }
    std::optional<TestSetRecord> test_set(std::int64_t id) override {
        return forward(&Store::test_set, id);
    }
    std::optional<TestSetRecord> active_test_set(const std::string& problem_id) override {
        return forward(&Store::active_test_set, problem_id);
    }
    std::vector<TestSetRecord> test_sets(const std::string& problem_id) override {
        return forward(&Store::test_sets, problem_id);
    }
    std::vector<TestRecord> tests(std::int64_t test_set_id) override {
        return forward(&Store::tests, test_set_id);
    }
    std::vector<PackageFileRecord> package_files(std::int64_t test_set_id) override {
        return forward(&Store::package_files, test_set_id);
    }
    std::optional<std::string> blob(const std::string& sha256) override {
        return forward(&Store::blob, sha256);
    }

    std::int64_t enqueue(const SubmissionRecord& submission) override {
        return forward(&Store::enqueue, submission);
    }
    std::optional<std::int64_t> find_submitted(const std::string& contest, const std::string& user,
                                               const std::string& problem_id,
                                               const std::string& source_sha256) override {
        return forward(&Store::find_submitted, contest, user, problem_id, source_sha256);
    }
    std::optional<std::int64_t> enqueue_unless_submitted(
        const SubmissionRecord& submission) override {
        return forward(&Store::enqueue_unless_submitted, submission);
    }
    RateLimitedEnqueue enqueue_within_rate(const SubmissionRecord& submission,
                                           const SubmissionRate& rate,
                                           std::chrono::sys_seconds now) override {
        return forward(&Store::enqueue_within_rate, submission, rate, now);
    }
    std::optional<Claim> claim(const ClaimRequest& request) override {
        return forward(&Store::claim, request);
    }
    bool renew(const Claim& claim, std::chrono::seconds lease) override {
        return forward(&Store::renew, claim, lease);
    }
    bool finish(const Claim& claim, const JudgmentRecord& judgment) override {
        return forward(&Store::finish, claim, judgment);
    }
    bool release(const Claim& claim) override { return forward(&Store::release, claim); }
    bool report_progress(const Claim& claim, int test, int test_count) override {
        return forward(&Store::report_progress, claim, test, test_count);
    }
    QueueCounts queue_counts(const std::optional<std::string>& contest) override {
        return forward(&Store::queue_counts, contest);
    }
    std::optional<SubmissionRecord> submission(std::int64_t id) override {
        return forward(&Store::submission, id);
    }
    std::vector<SubmissionRecord> submissions(const SubmissionFilter& filter = {}) override {
        return forward(&Store::submissions, filter);
    }

    bool register_worker(const WorkerRecord& worker, std::chrono::seconds alive) override {
        return forward(&Store::register_worker, worker, alive);
    }
    void worker_seen(const std::string& name) override { forward(&Store::worker_seen, name); }
    void unregister_worker(const std::string& name) override {
        forward(&Store::unregister_worker, name);
    }
    std::vector<WorkerRecord> workers() override { return forward(&Store::workers); }

    IntegrityReport check_integrity() override { return forward(&Store::check_integrity); }

  protected:
    // Runs `call` on the store the calls go to, as the subclass decides; returns once a `call`
    // returned, or throws.
    virtual void around(const std::function<void(Store&)>& call) = 0;

    // Calls `method` with `arguments` through `around` and returns what it returned.
    template <class Method, class... Arguments,
              class Result = std::invoke_result_t<Method, Store&, const Arguments&...>>
    Result forward(Method method, const Arguments&... arguments) {
        if constexpr (std::is_void_v<Result>) {
            around([&](Store& store) { (store.*method)(arguments...); });
        } else {
            std::optional<Result> result;
            around([&](Store& store) { result.emplace((store.*method)(arguments...)); });
            return std::move(*result);
        }
    }
};

}  // namespace gridjudge::db
