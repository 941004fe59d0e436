#include "judge/worker/store_progress.h"

#include <exception>

namespace gridjudge {

StoreProgress::StoreProgress(db::Store& store, std::chrono::milliseconds interval)
    : store_(store), interval_(interval) {}

void StoreProgress::begin(const db::Claim& claim) {
    claim_ = claim;
    last_write_.reset();
}

void StoreProgress::record(const JudgeProgress& progress) {
    if (!claim_ || progress.submission_id != claim_->submission_id) return;
    // A test begins (its verdict is not known yet): the moment the page's "test k" changes.
    if (progress.stage != JudgeProgress::Stage::Testing || progress.outcome != nullptr) return;
    const auto now = std::chrono::steady_clock::now();
    if (last_write_ && now - *last_write_ < interval_) return;
    last_write_ = now;
    try {
        store_.report_progress(*claim_, progress.test_position, progress.test_count);
        ++writes_;
    } catch (const std::exception&) {
        // Progress is only shown: a store that fails here fails the result's write too, which
        // the worker loop handles; the judging goes on.
    }
}

}  // namespace gridjudge
