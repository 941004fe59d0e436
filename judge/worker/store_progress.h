// StoreProgress: a worker's "test k of N" written to the store, so that the pages of a `serve`
// in another process (or on another machine) can show how far the judging got. The store is
// written at most once per interval, not for every test: a problem of 100 fast tests costs a
// handful of small UPDATEs, not 100 (docs/workers.md has the measured cost). The first test of a
// claim is always written, so a page shows "test 1 of N" as soon as the tests begin.
#pragma once

#include <chrono>
#include <optional>

#include "db/store.h"
#include "judge/judging/judge_service.h"

namespace gridjudge {

class StoreProgress {
  public:
    static constexpr std::chrono::milliseconds kDefaultInterval{250};

    // `store` is the worker's own connection; every call is on the worker's thread.
    explicit StoreProgress(db::Store& store, std::chrono::milliseconds interval = kDefaultInterval);

    // The worker took `claim`: its progress is written under that claim (the store fences it).
    void begin(const db::Claim& claim);
    // A progress report of the judge service; writes when a test begins and the interval has
    // passed since the last write (or none was written for this claim yet).
    void record(const JudgeProgress& progress);

    int writes() const { return writes_; }

  private:
    db::Store& store_;
    std::chrono::milliseconds interval_;
    std::optional<db::Claim> claim_;
    std::optional<std::chrono::steady_clock::time_point> last_write_;
    int writes_ = 0;
};

}  // namespace gridjudge
