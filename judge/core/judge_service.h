// JudgeService: judges submissions recorded in the store, start to finish: compile (cached,
// sandboxed), run every selected test, score, and store the outcome in one transaction. A
// submission is queued in the store before judging starts, so a killed judge loses nothing:
// judge_unfinished() picks such submissions up again.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "db/store.h"
#include "judge/core/compiler.h"
#include "judge/core/test_runner.h"

namespace gridjudge {

struct LimitOverrides {
    std::optional<std::int64_t> time_limit_ms, memory_limit_mib;
    std::optional<bool> file_io;  // judge a file-I/O problem through stdin/stdout, or back
};

struct JudgeProgress {
    std::int64_t submission_id;
    enum class Stage { Compiling, Compiled, Testing, Done } stage;
    int test_position = 0, test_count = 0;
    const TestOutcome* outcome = nullptr;  // for Testing, once the test has a verdict
};

class JudgeService {
  public:
    JudgeService(db::Store& store, Compiler& compiler, sandbox::Options sandbox_options);

    void on_progress(std::function<void(const JudgeProgress&)> callback) {
        progress_ = std::move(callback);
    }
    void set_overrides(LimitOverrides overrides) { overrides_ = overrides; }

    // Judges one stored submission and stores its outcome. Judge faults become IE results;
    // only a broken database throws.
    void judge(std::int64_t submission_id);

    // Judges every submission left queued or judging by a judge that was killed; returns them.
    std::vector<std::int64_t> judge_unfinished();

  private:
    void report(const JudgeProgress& progress) const {
        if (progress_) progress_(progress);
    }

    db::Store& store_;
    Compiler& compiler_;
    sandbox::Options sandbox_options_;
    LimitOverrides overrides_;
    std::function<void(const JudgeProgress&)> progress_;
};

}  // namespace gridjudge
