#include "db/reconnecting_store.h"

#include <thread>

namespace gridjudge {
namespace {

constexpr std::chrono::milliseconds kFirstPause{500};
constexpr std::chrono::milliseconds kLongestPause{30'000};

std::string seconds_text(std::chrono::milliseconds pause) {
    const auto tenths = pause.count() / 100;
    return std::to_string(tenths / 10) + (tenths % 10 ? "." + std::to_string(tenths % 10) : "") +
           " s";
}

}  // namespace

ReconnectingStore::ReconnectingStore(Opener open, std::string location,
                                     std::function<bool()> stopping, Log log)
    : open_(std::move(open)),
      location_(std::move(location)),
      stopping_(std::move(stopping)),
      log_(std::move(log)) {}

bool ReconnectingStore::pause(std::chrono::milliseconds pause) const {
    const auto until = std::chrono::steady_clock::now() + pause;
    while (std::chrono::steady_clock::now() < until) {
        if (stopping_ && stopping_()) return false;
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
    return !(stopping_ && stopping_());
}

template <class Call>
auto ReconnectingStore::retrying(Call&& call) -> decltype(call(std::declval<db::Store&>())) {
    std::chrono::milliseconds next_pause = kFirstPause;
    bool lost = false;
    for (;;) {
        try {
            if (!store_) {
                store_ = open_();
                location_ = store_->location();
                if (lost) {
                    ++reconnections_;
                    if (log_) log_("connected to " + location_ + " again");
                }
            }
            return call(*store_);
        } catch (const db::StoreUnavailable& error) {
            store_.reset();
            lost = true;
            if (log_)
                log_(std::string(error.what()) + "; trying again in " + seconds_text(next_pause));
            if (!pause(next_pause)) throw;
            next_pause = std::min(next_pause * 2, kLongestPause);
        }
    }
}

std::optional<db::ProblemRecord> ReconnectingStore::problem(const std::string& id) {
    return retrying([&](db::Store& store) { return store.problem(id); });
}

std::vector<db::ProblemRecord> ReconnectingStore::problems() {
    return retrying([&](db::Store& store) { return store.problems(); });
}

db::TestSetRecord ReconnectingStore::add_test_set(const db::NewTestSet& test_set) {
    return retrying([&](db::Store& store) { return store.add_test_set(test_set); });
}

std::optional<db::TestSetRecord> ReconnectingStore::test_set(std::int64_t id) {
    return retrying([&](db::Store& store) { return store.test_set(id); });
}

std::optional<db::TestSetRecord> ReconnectingStore::active_test_set(const std::string& problem_id) {
    return retrying([&](db::Store& store) { return store.active_test_set(problem_id); });
}

std::vector<db::TestSetRecord> ReconnectingStore::test_sets(const std::string& problem_id) {
    return retrying([&](db::Store& store) { return store.test_sets(problem_id); });
}

std::vector<db::TestRecord> ReconnectingStore::tests(std::int64_t test_set_id) {
    return retrying([&](db::Store& store) { return store.tests(test_set_id); });
}

std::vector<db::PackageFileRecord> ReconnectingStore::package_files(std::int64_t test_set_id) {
    return retrying([&](db::Store& store) { return store.package_files(test_set_id); });
}

std::optional<std::string> ReconnectingStore::blob(const std::string& sha256) {
    return retrying([&](db::Store& store) { return store.blob(sha256); });
}

std::int64_t ReconnectingStore::enqueue(const db::SubmissionRecord& submission) {
    return retrying([&](db::Store& store) { return store.enqueue(submission); });
}

std::optional<std::int64_t> ReconnectingStore::find_submitted(const std::string& contest,
                                                              const std::string& user,
                                                              const std::string& problem_id,
                                                              const std::string& source_sha256) {
    return retrying([&](db::Store& store) {
        return store.find_submitted(contest, user, problem_id, source_sha256);
    });
}

// Retrying after a commit whose answer was lost finds the submission there: nothing is queued
// twice.
std::optional<std::int64_t> ReconnectingStore::enqueue_unless_submitted(
    const db::SubmissionRecord& submission) {
    return retrying([&](db::Store& store) { return store.enqueue_unless_submitted(submission); });
}

std::optional<db::Claim> ReconnectingStore::claim(const db::ClaimRequest& request) {
    return retrying([&](db::Store& store) { return store.claim(request); });
}

bool ReconnectingStore::renew(const db::Claim& claim, std::chrono::seconds lease) {
    return retrying([&](db::Store& store) { return store.renew(claim, lease); });
}

bool ReconnectingStore::finish(const db::Claim& claim, const db::JudgmentRecord& outcome) {
    int tries = 0;
    return retrying([&](db::Store& store) {
        ++tries;
        if (store.finish(claim, outcome)) return true;
        if (tries == 1) return false;
        // The first try may have committed before its connection was cut: the submission is
        // then done, by this claim's attempt.
        const std::optional<db::SubmissionRecord> stored = store.submission(claim.submission_id);
        return stored && stored->status == SubmissionStatus::Done &&
               stored->attempt == claim.attempt && stored->worker == claim.worker;
    });
}

bool ReconnectingStore::release(const db::Claim& claim) {
    return retrying([&](db::Store& store) { return store.release(claim); });
}

db::QueueCounts ReconnectingStore::queue_counts(const std::optional<std::string>& contest) {
    return retrying([&](db::Store& store) { return store.queue_counts(contest); });
}

std::optional<db::SubmissionRecord> ReconnectingStore::submission(std::int64_t id) {
    return retrying([&](db::Store& store) { return store.submission(id); });
}

std::vector<db::SubmissionRecord> ReconnectingStore::submissions(
    const db::SubmissionFilter& filter) {
    return retrying([&](db::Store& store) { return store.submissions(filter); });
}

bool ReconnectingStore::register_worker(const db::WorkerRecord& worker,
                                        std::chrono::seconds alive) {
    return retrying([&](db::Store& store) { return store.register_worker(worker, alive); });
}

void ReconnectingStore::worker_seen(const std::string& name) {
    retrying([&](db::Store& store) { store.worker_seen(name); });
}

void ReconnectingStore::unregister_worker(const std::string& name) {
    retrying([&](db::Store& store) { store.unregister_worker(name); });
}

std::vector<db::WorkerRecord> ReconnectingStore::workers() {
    return retrying([&](db::Store& store) { return store.workers(); });
}

db::IntegrityReport ReconnectingStore::check_integrity() {
    return retrying([&](db::Store& store) { return store.check_integrity(); });
}

}  // namespace gridjudge
