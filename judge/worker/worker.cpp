#include "judge/worker/worker.h"

#include "judge/judging/cached_test_data.h"

namespace gridjudge {
namespace {

void say(const std::function<void(const std::string&)>& to, const std::string& line) {
    if (to) to(line);
}

std::string submission_text(const db::Claim& claim) {
    return "submission " + std::to_string(claim.submission_id) + " (attempt " +
           std::to_string(claim.attempt) + ")";
}

// Sleeps up to `duration`, waking early when `signal` reports new jobs or a stop is asked for.
void idle(std::chrono::milliseconds duration, db::QueueSignal* signal,
          const std::function<bool()>& stopping) {
    constexpr std::chrono::milliseconds kStep{250};
    const auto until = std::chrono::steady_clock::now() + duration;
    while (!stopping()) {
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
            until - std::chrono::steady_clock::now());
        if (left.count() <= 0) return;
        const auto step = std::min(left, kStep);
        if (signal != nullptr) {
            if (signal->wait(step)) return;
        } else {
            std::this_thread::sleep_for(step);
        }
    }
}

// Gives `claim` back, if the store can be reached: otherwise its lease runs out.
void try_release(db::Store& store, const db::Claim& claim) {
    try {
        store.release(claim);
    } catch (const std::exception&) {
    }
}

}  // namespace

WorkerTally& WorkerTally::operator+=(const WorkerTally& other) {
    judged += other.judged;
    lost += other.lost;
    given_back += other.given_back;
    interrupted += other.interrupted;
    failed += other.failed;
    return *this;
}

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
                         JobSource& jobs, const WorkerOptions& options,
                         const std::function<bool()>& stopping, const WorkerLog& log) {
    WorkerTally tally;
    db::ClaimRequest request;
    request.worker = options.name;
    request.lease = options.lease;
    request.machine_class = options.machine_class;
    while (!stopping()) {
        const std::optional<db::Claim> claim = jobs.claim(store, request);
        if (!claim) {
            if (jobs.exhausted(store)) break;
            idle(options.poll, options.signal, stopping);
            continue;
        }
        say(log.info, options.name + " claimed " + submission_text(*claim));
        if (options.progress != nullptr) options.progress->begin(*claim);
        try {
            const LeaseKeeper keeper(open_store, *claim, options.lease);
            const JudgeOutcome outcome =
                service.judge(store, *claim, [&] { return keeper.lost() || stopping(); });
            if (outcome == JudgeOutcome::Stored) {
                ++tally.judged;
            } else if (!keeper.lost() && stopping()) {
                try_release(store, *claim);
                ++tally.interrupted;
                say(log.info, submission_text(*claim) + " goes back to the queue: stopping");
            } else {
                ++tally.lost;
                say(log.warning, submission_text(*claim) +
                                     ": the lease was lost to another worker; nothing stored");
            }
        } catch (const WorkerEnvironmentError& error) {
            try_release(store, *claim);
            ++tally.given_back;
            say(log.warning,
                submission_text(*claim) +
                    " goes back to the queue: this worker cannot judge it: " + error.what());
            if (!options.pause_after_give_back) break;
            idle(*options.pause_after_give_back, nullptr, stopping);
        } catch (const db::StoreUnavailable&) {
            try_release(store, *claim);
            throw;
        } catch (const std::exception& error) {
            ++tally.failed;
            const std::string reason = std::string("the judge failed on it: ") + error.what();
            if (claim->attempt < options.internal_error_attempt) {
                try_release(store, *claim);
                say(log.warning, submission_text(*claim) + " goes back to the queue: " + reason);
                continue;
            }
            try {
                if (service.store_failure(store, *claim, reason) == JudgeOutcome::Stored) {
                    ++tally.judged;
                    say(log.warning, submission_text(*claim) + " is IE: " + reason);
                }
            } catch (...) {
                try_release(store, *claim);
                throw;
            }
        } catch (...) {
            try_release(store, *claim);
            throw;
        }
    }
    return tally;
}

}  // namespace gridjudge
