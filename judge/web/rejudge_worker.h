// RejudgeWorker: judges the rejudges the web UI asked for, one at a time on its own thread, so
// the request returns at once and the submission page can follow the progress live. It only
// knows how to queue and report; what judging means (sandbox, compiler, a read-write store) is
// handed in by `gridjudge serve`, which owns that wiring.
#pragma once

#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "judge/judging/judge_service.h"

namespace gridjudge::web {

// How far the worker got with one submission: what the database cannot say until the end.
struct LiveProgress {
    std::string stage;                  // "queued", "compiling", "testing"
    int test = 0, test_count = 0;       // the test being run (1-based) and how many
    std::vector<std::string> verdicts;  // of the tests finished so far, in order
};

class RejudgeWorker {
  public:
    using ProgressCallback = std::function<void(const JudgeProgress&)>;
    // Judges stored submission `id`, reporting through the callback. Called on the worker
    // thread only, one submission at a time.
    using JudgeFunction = std::function<void(std::int64_t id, const ProgressCallback& progress)>;

    explicit RejudgeWorker(JudgeFunction judge);
    // Finishes the submission being judged; the ones still waiting stay queued in the database,
    // where the next submit, grade or rejudge picks them up.
    ~RejudgeWorker();
    RejudgeWorker(const RejudgeWorker&) = delete;
    RejudgeWorker& operator=(const RejudgeWorker&) = delete;

    // `id` is a submission already stored as queued.
    void enqueue(std::int64_t id);
    // nullopt once judged (the database then has the outcome) or if never enqueued here.
    std::optional<LiveProgress> progress(std::int64_t id) const;

  private:
    void run();
    void record(const JudgeProgress& progress);

    JudgeFunction judge_;
    mutable std::mutex mutex_;
    std::condition_variable wake_;
    std::deque<std::int64_t> queue_;
    std::map<std::int64_t, LiveProgress> progress_;
    bool stopping_ = false;
    std::thread thread_;  // last: starts after everything it uses exists
};

}  // namespace gridjudge::web
