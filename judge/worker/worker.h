// Workers: what claims queued submissions and judges them. A LeaseKeeper renews the lease of the
// claim being judged from its own thread and its own store connection (a long test must not let
// the lease lapse), and says when the claim was lost; judge_queued() is one worker's loop: take a
// job from its JobSource, judge it, repeat — waiting for new jobs when idle, until the source is
// exhausted or a stop is asked for. A submission the worker cannot judge for its own machine's
// reasons (a full disk) goes back to the queue, with a log line saying why; one the judge fails on
// for its own reasons is tried again a few times, then stored as IE with the reason.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

#include "db/store.h"
#include "judge/judging/judge_service.h"
#include "judge/worker/job_source.h"
#include "judge/worker/store_progress.h"

namespace gridjudge {

using StoreFactory = std::function<std::unique_ptr<db::Store>()>;

class LeaseKeeper {
  public:
    // Renews every lease/3 until destroyed.
    LeaseKeeper(const StoreFactory& open_store, db::Claim claim, std::chrono::seconds lease);
    ~LeaseKeeper();
    LeaseKeeper(const LeaseKeeper&) = delete;
    LeaseKeeper& operator=(const LeaseKeeper&) = delete;

    bool lost() const { return lost_; }

  private:
    void run(const StoreFactory& open_store);

    db::Claim claim_;
    std::chrono::seconds lease_;
    std::atomic<bool> lost_{false};
    std::mutex mutex_;
    std::condition_variable wake_;
    bool stopping_ = false;
    std::thread thread_;  // last: starts after everything it uses exists
};

struct WorkerOptions {
    std::string name;
    std::string machine_class;  // the jobs it may take: those of this class, and those of none
    std::chrono::seconds lease{30};
    // Idle (nothing claimable, the source not exhausted): the worker looks again after `poll`,
    // or sooner when `signal` (if any) says jobs were queued.
    std::chrono::milliseconds poll{500};
    db::QueueSignal* signal = nullptr;
    // After giving a submission back for its machine's reasons: unset, the worker stops (in a
    // command, the machine would fail the same way on the next one); set, it waits this long and
    // tries again (a worker that runs for days: its disk may be cleared meanwhile).
    std::optional<std::chrono::seconds> pause_after_give_back;
    // A job the judge itself fails on (an exception that is neither this machine's nor the
    // store's) goes back to the queue; on its claim number `internal_error_attempt` or later it is
    // stored as IE with the reason instead, so that no job keeps the workers from those behind it.
    int internal_error_attempt = 3;
    // Set: told of each claim, so that the judge's progress is written to the store under it.
    StoreProgress* progress = nullptr;
};

struct WorkerLog {
    std::function<void(const std::string&)> info;     // claims and losses (a worker's log)
    std::function<void(const std::string&)> warning;  // submissions given back, reconnections
};

struct WorkerTally {
    int judged = 0;       // outcomes stored
    int lost = 0;         // claims lost to another worker
    int given_back = 0;   // returned to the queue (this machine could not judge them)
    int interrupted = 0;  // returned to the queue because a stop was asked for mid-judging
    int failed = 0;       // the judge failed on it: tried again later, or stored as IE

    WorkerTally& operator+=(const WorkerTally& other);
};

// Takes and judges jobs from `jobs` until it is exhausted or `stopping()` (checked between
// tests: the submission being judged then goes back to the queue). A failure of the judge on one
// job gives it back, or stores it as IE (WorkerOptions::internal_error_attempt), and the worker
// goes on; only a store that fails (StoreUnavailable, or storing the IE itself) gives the claim
// back and is rethrown.
WorkerTally judge_queued(db::Store& store, const StoreFactory& open_store, JudgeService& service,
                         JobSource& jobs, const WorkerOptions& options,
                         const std::function<bool()>& stopping, const WorkerLog& log = {});

}  // namespace gridjudge
