// What submit, rejudge, grade and serve share: the sandbox safety gate, the judging parts wired
// together (compiler, sandbox runner, test data cache, problem preparer), and local workers that
// judge what is queued. SIGINT and SIGTERM stop judging cleanly: the submission being judged goes
// back to the queue, and what is queued stays queued for the next run or a worker.
#pragma once

#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "db/store.h"
#include "judge/core/compiler.h"
#include "judge/core/judge_service.h"
#include "judge/core/worker.h"

namespace gridjudge::cli {

struct JudgeOptions {
    std::string db;
    bool unsafe = false;
    bool quiet = false;  // no progress on stderr (--json implies it)
};

// Removes what judges killed outright left behind (box cgroups, work folders, half-written cache
// entries), saying so on stderr. Every judging command does this first.
void sweep_what_killed_judges_left();

// Refuses (CommandError) when the host gives no isolation and `unsafe` is not set.
sandbox::Options sandbox_options_or_refuse(bool unsafe);

// Set by SIGINT/SIGTERM once StopOnSignals is installed; the judging loops check it.
class StopOnSignals {
  public:
    StopOnSignals();
    ~StopOnSignals();
    static bool requested();
    static const std::atomic<bool>* flag();
};

struct QueueTally {
    int judged = 0, given_back = 0, interrupted = 0;
};

class JudgeSession {
  public:
    explicit JudgeSession(const JudgeOptions& options);
    ~JudgeSession();

    db::Store& store() { return *store_; }
    const StoreFactory& store_factory() const { return open_store_; }

    // Judges submission `id` (queued) here and now.
    void judge_now(std::int64_t id, const std::function<void(const JudgeProgress&)>& progress = {});
    // Judges every claimable submission (of `contest`, if given) until none is left or a stop
    // is requested. `progress` gets each test's progress.
    QueueTally judge_queue(const std::optional<std::string>& contest,
                           const std::function<void(const JudgeProgress&)>& progress = {});

  private:
    QueueTally run_worker(const WorkerOptions& worker,
                          const std::function<void(const JudgeProgress&)>& progress);

    JudgeOptions options_;
    StoreFactory open_store_;
    std::unique_ptr<db::Store> store_;
    struct Parts;
    std::unique_ptr<Parts> parts_;
};

// The name of this machine, for results and worker names.
std::string machine_name();

}  // namespace gridjudge::cli
