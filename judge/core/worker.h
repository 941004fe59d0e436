// Workers: what claims queued submissions and judges them. A LeaseKeeper renews the lease of the
// claim being judged from its own thread and its own store connection (a long test must not let
// the lease lapse), and says when the claim was lost; judge_queued() is one worker's loop: claim,
// judge, repeat until the queue has nothing this worker may take. A submission the worker cannot
// judge for its own machine's reasons goes back to the queue, with a log line saying why.
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
#include "judge/core/judge_service.h"

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
    std::string machine_class;
    std::chrono::seconds lease{30};
    std::optional<std::string> contest;  // only this contest's submissions
    std::optional<std::int64_t> only;    // only this submission
};

struct WorkerTally {
    int judged = 0;       // outcomes stored
    int lost = 0;         // claims lost to another worker
    int given_back = 0;   // returned to the queue (this machine could not judge them)
    int interrupted = 0;  // returned to the queue because a stop was asked for mid-judging
};

// Claims and judges until nothing claimable is left or `stop` is set (checked between tests:
// the submission being judged then goes back to the queue). `log` receives one line per
// submission given back.
WorkerTally judge_queued(db::Store& store, const StoreFactory& open_store, JudgeService& service,
                         const WorkerOptions& options, const std::atomic<bool>* stop = nullptr,
                         const std::function<void(const std::string&)>& log = {});

}  // namespace gridjudge
