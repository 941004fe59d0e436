// WorkerPool: K workers in one process, each a thread with its own store connection (a
// ReconnectingStore), its own JudgeService and, when there are CPUs enough, its own CPU: the
// thread is pinned there and the programs it judges run there too (JudgeIdentity::cpu), so a
// program's CPU time does not depend on what the other workers run beside it. The workers share
// the compile cache, the test data cache and the prepared problems, which are thread-safe.
//
// Worker i is called "NAME/i" (NAME alone when there is one), so that each claim, and each
// stored result, says which worker judged it.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <exception>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "judge/judging/judge_service.h"
#include "judge/worker/job_source.h"
#include "judge/worker/worker.h"

namespace gridjudge {

struct PoolOptions {
    int workers = 1;
    std::string name;     // of the pool; worker i is name/i
    std::string machine;  // stored with every result
    std::string machine_class;
    std::chrono::seconds lease{30};
    std::chrono::milliseconds poll{500};
    // Each worker on its own CPU, when there are as many CPUs as workers and
    // $GRIDJUDGE_PIN_WORKERS is not 0 (pinning_wanted()).
    bool pin = true;
    // Makes, for each worker, what wakes it when idle (unset: it polls).
    std::function<std::unique_ptr<db::QueueSignal>()> open_signal;
    std::optional<std::chrono::seconds> pause_after_give_back;  // see WorkerOptions
};

// Makes a worker's judge service; the pool sets its progress callback.
using ServiceMaker = std::function<std::unique_ptr<JudgeService>(const JudgeIdentity& identity)>;
// Progress of worker `slot` (0-based); called on that worker's thread.
using SlotProgress = std::function<void(int slot, const JudgeProgress& progress)>;

// The worker names of a pool, in slot order.
std::vector<std::string> worker_names(const std::string& name, int workers);
// The CPU each worker is pinned to: the allowed CPUs, one each, a CPU of every physical core
// before a second one of any (SMT siblings share a core); none when pinning is
// off, for a lone worker, or when there are fewer CPUs than workers (two workers on one CPU
// would each measure the other).
std::vector<std::optional<int>> worker_cpus(int workers, bool pin);

class WorkerPool {
  public:
    // Starts the workers at once. `stopping` is the caller's stop (signals); the pool also stops
    // every worker when one fails with a lasting error.
    WorkerPool(StoreFactory open_store, std::string location, ServiceMaker make_service,
               JobSource& jobs, PoolOptions options, std::function<bool()> stopping,
               SlotProgress progress = {}, WorkerLog log = {});
    // Stops the workers (as a stop request does) and waits for them.
    ~WorkerPool();
    WorkerPool(const WorkerPool&) = delete;
    WorkerPool& operator=(const WorkerPool&) = delete;

    // Waits up to `timeout`; true once every worker has ended.
    bool wait_for(std::chrono::milliseconds timeout);
    // Waits for every worker; their tallies added up. Rethrows the first lasting error.
    WorkerTally join();

    const std::vector<std::string>& names() const { return names_; }

  private:
    void run_worker(int slot);
    bool stopping() const;

    StoreFactory open_store_;
    std::string location_;
    ServiceMaker make_service_;
    JobSource& jobs_;
    PoolOptions options_;
    std::function<bool()> caller_stopping_;
    SlotProgress progress_;
    WorkerLog log_;
    std::vector<std::string> names_;
    std::vector<std::optional<int>> cpus_;

    std::atomic<bool> failed_{false};
    mutable std::mutex mutex_;
    std::condition_variable ended_;
    int running_ = 0;
    WorkerTally tally_;
    std::exception_ptr error_;
    std::vector<std::thread> threads_;  // last: they start after everything they use exists
};

}  // namespace gridjudge
