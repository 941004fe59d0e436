// What submit, rejudge, grade, serve and worker share: the sandbox safety gate, the judging parts
// wired together (compiler, sandbox runner, test data cache, problem preparer), and pools of local
// workers — one thread per worker, each with its own store connection and its own CPU — that
// judge what is queued. SIGINT and SIGTERM stop judging cleanly: the submissions being judged go
// back to the queue, and what is queued stays queued for the next run or a worker.
#pragma once

#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "db/store.h"
#include "judge/compile/compiler.h"
#include "judge/judging/judge_service.h"
#include "judge/worker/job_source.h"
#include "judge/worker/worker.h"
#include "judge/worker/worker_pool.h"

namespace gridjudge::cli {

struct JudgeOptions {
    std::string db;
    bool unsafe = false;
    bool quiet = false;         // no progress on stderr (--json implies it)
    std::optional<int> jobs;    // local workers (--jobs); unset: default_local_workers()
    std::string machine_class;  // of the local workers: the jobs they may take (--class)
    JudgePolicy policy;         // --tle-reruns
    // Also stops judging when set, besides SIGINT/SIGTERM (serve takes those with sigwait, so
    // StopOnSignals never sees them, and sets this instead).
    const std::atomic<bool>* stop = nullptr;
};

// Removes what judges killed outright left behind (box cgroups, work folders, half-written cache
// entries), saying so on stderr. Every judging command does this first.
void sweep_what_killed_judges_left();

// How many local workers judge by default: one per CPU this process may use. Measured on a
// 2-core machine, two pinned workers keep each program's CPU time as a sequential run has it
// (docs/workers.md, docs/benchmarks.md).
int default_local_workers();

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

// The shared parts of judging on this machine (compile cache, test data cache, prepared
// problems), and a maker of judge services over them. Thread-safe.
class JudgingParts {
  public:
    JudgingParts(const sandbox::Options& sandbox_options, JudgePolicy policy);
    ~JudgingParts();
    ServiceMaker service_maker();

  private:
    struct Parts;
    std::unique_ptr<Parts> parts_;
    JudgePolicy policy_;
};

class JudgeSession {
  public:
    explicit JudgeSession(const JudgeOptions& options);
    ~JudgeSession();

    db::Store& store() { return *store_; }
    // A connection for following progress while workers judge: it outlives a restart of the
    // database server (ReconnectingStore). Used on the command's own thread only.
    db::Store& follower();
    int workers() const { return workers_; }

    // Judges submission `id` (queued) with one worker, and waits until it is done — judged here,
    // or by another worker that holds it.
    void judge_now(std::int64_t id, const std::function<void(const JudgeProgress&)>& progress = {});
    // Judges what `jobs` offers with this session's workers until it is exhausted or a stop is
    // requested. `tick` is called on this thread about twice a second meanwhile.
    QueueTally judge(JobSource& jobs, const SlotProgress& progress = {},
                     const std::function<void()>& tick = {});
    // Every claimable submission (of `contest`, if given), until none is left.
    QueueTally judge_queue(const std::optional<std::string>& contest,
                           const SlotProgress& progress = {});

  private:
    bool stopping() const;
    QueueTally run_pool(JobSource& jobs, int workers, const SlotProgress& progress,
                        const std::function<void()>& tick);

    JudgeOptions options_;
    std::string location_;  // as given: a URL keeps its password, for connecting only
    StoreFactory open_store_;
    std::unique_ptr<db::Store> store_;
    std::unique_ptr<db::Store> follower_;
    std::unique_ptr<JudgingParts> parts_;
    int workers_ = 1;
};

// The name of this machine, for results and worker names.
std::string machine_name();
// The worker name of this process's local pool: "machine:pid".
std::string local_worker_name();

}  // namespace gridjudge::cli
