// JudgeService: judges one claimed submission start to finish — compile (cached, sandboxed), run
// its selected tests under the settings stored with it, score them by their groups, and store the
// outcome, fenced by the claim: if the claim was lost meanwhile (the lease expired and another
// worker took the submission), nothing is stored. Each step has its own unit: the plan
// (judging_plan.h), the compiler, the test runner, scoring; this class only sequences them and
// reports progress.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "db/store.h"
#include "judge/compile/compiler.h"
#include "judge/judging/batch_test_judge.h"
#include "judge/judging/cached_test_data.h"
#include "judge/judging/prepared_problem.h"
#include "judge/judging/run_gate.h"
#include "judge/judging/tle_rerun.h"
#include "judge/run/box_runner.h"

namespace gridjudge {

struct JudgeProgress {
    std::int64_t submission_id = 0;
    enum class Stage { Compiling, Compiled, Testing, Done } stage = Stage::Compiling;
    int test_position = 0, test_count = 0;  // 1-based index among the selected tests
    const TestOutcome* outcome = nullptr;   // Testing, once the test has its verdict
    Verdict verdict = Verdict::Skipped;     // Done: the submission's verdict
};

// Who judges: stored with every outcome, so a coach can see which machine judged a TLE.
struct JudgeIdentity {
    std::string worker, machine;
    // The CPU this worker is pinned to; its contestants' programs run there too.
    std::optional<int> cpu = std::nullopt;
};

// How this judge treats what the machine may have caused, the same for every submission it
// judges: how many more runs a test that ended in TLE gets (tle_rerun.h; --tle-reruns).
struct JudgePolicy {
    int tle_reruns = kDefaultTleReruns;
};

enum class JudgeOutcome {
    Stored,     // the outcome is in the store
    ClaimLost,  // another worker holds the submission now: nothing was stored
};

class JudgeService {
  public:
    JudgeService(Compiler& compiler, BoxRunner& runner, TestDataCache& data,
                 ProblemPreparer& preparer, JudgeIdentity identity, JudgePolicy policy = {},
                 RunGate* gate = nullptr);

    void on_progress(std::function<void(const JudgeProgress&)> callback) {
        progress_ = std::move(callback);
    }

    // Judges the claimed submission. `lost` is asked between tests: true stops the judging
    // early. Contestant and jury faults become verdicts (IE included); a failure of this
    // machine (WorkerEnvironmentError) and a broken store throw.
    JudgeOutcome judge(db::Store& store, const db::Claim& claim,
                       const std::function<bool()>& lost = {});

    // Stores the claimed submission as IE with `reason` and no tests: the judge failed on it
    // every time it tried.
    JudgeOutcome store_failure(db::Store& store, const db::Claim& claim, const std::string& reason);

  private:
    JudgeOutcome store_outcome(db::Store& store, const db::Claim& claim, db::JudgmentRecord outcome,
                               int test_count);
    void report(const JudgeProgress& progress) const {
        if (progress_) progress_(progress);
    }

    Compiler& compiler_;
    BoxRunner& runner_;
    TestDataCache& data_;
    ProblemPreparer& preparer_;
    JudgeIdentity identity_;
    JudgePolicy policy_;
    RunGate* gate_;  // shared with the process's other workers; may be null
    std::function<void(const JudgeProgress&)> progress_;
};

}  // namespace gridjudge
