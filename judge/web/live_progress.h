// LiveProgressBoard: how far this server's workers got with each submission they are judging —
// what the database cannot say until the end — for the submission page's live progress. `serve`
// judges through judge/worker's WorkerPool like every other command; the pool's progress
// callback writes here (from the workers' threads) and the API reads it (from request threads).
#pragma once

#include <cstdint>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "judge/judging/judge_service.h"

namespace gridjudge::web {

struct LiveProgress {
    std::string stage;                  // "compiling", "testing"
    int test = 0, test_count = 0;       // the test being run (1-based) and how many
    std::vector<std::string> verdicts;  // of the tests finished so far, in order
};

class LiveProgressBoard {
  public:
    // What a worker reports; a submission is dropped once done (the database then has it all).
    void record(const JudgeProgress& progress);
    // nullopt if no worker of this server is judging it.
    std::optional<LiveProgress> progress(std::int64_t id) const;

  private:
    mutable std::mutex mutex_;
    std::map<std::int64_t, LiveProgress> progress_;
};

}  // namespace gridjudge::web
