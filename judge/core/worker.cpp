#include "judge/core/worker.h"

#include "judge/core/test_data_cache.h"

namespace gridjudge {

LeaseKeeper::LeaseKeeper(const StoreFactory& open_store, db::Claim claim,
                         std::chrono::seconds lease)
    : claim_(std::move(claim)), lease_(lease), thread_([this, open_store] { run(open_store); }) {}

LeaseKeeper::~LeaseKeeper() {
    {
        std::lock_guard lock(mutex_);
        stopping_ = true;
    }
    wake_.notify_all();
    thread_.join();
}

void LeaseKeeper::run(const StoreFactory& open_store) {
    std::unique_ptr<db::Store> store;
    std::unique_lock lock(mutex_);
    while (!wake_.wait_for(lock, lease_ / 3, [this] { return stopping_; })) {
        lock.unlock();
        try {
            if (!store) store = open_store();
            if (!store->renew(claim_, lease_)) lost_ = true;
        } catch (const std::exception&) {
            // The store is unreachable for now: keep trying; the fenced write decides in the end.
            store.reset();
        }
        lock.lock();
        if (lost_) return;
    }
}

WorkerTally judge_queued(db::Store& store, const StoreFactory& open_store, JudgeService& service,
                         const WorkerOptions& options, const std::atomic<bool>* stop,
                         const std::function<void(const std::string&)>& log) {
    WorkerTally tally;
    db::ClaimRequest request;
    request.worker = options.name;
    request.lease = options.lease;
    request.machine_class = options.machine_class;
    request.only = options.only;
    request.contest = options.contest;
    while (!(stop && *stop)) {
        const std::optional<db::Claim> claim = store.claim(request);
        if (!claim) break;
        try {
            const LeaseKeeper keeper(open_store, *claim, options.lease);
            const JudgeOutcome outcome =
                service.judge(store, *claim, [&] { return keeper.lost() || (stop && *stop); });
            if (outcome == JudgeOutcome::Stored) {
                ++tally.judged;
            } else if (!keeper.lost() && stop && *stop) {
                store.release(*claim);
                ++tally.interrupted;
            } else {
                ++tally.lost;
            }
        } catch (const WorkerEnvironmentError& error) {
            store.release(*claim);
            ++tally.given_back;
            if (log)
                log("submission " + std::to_string(claim->submission_id) +
                    " goes back to the queue: " + error.what());
            // The same machine would fail the same way on the next one.
            break;
        }
    }
    return tally;
}

}  // namespace gridjudge
