#include "judge/web/live_progress.h"

namespace gridjudge::web {

std::optional<LiveProgress> LiveProgressBoard::progress(std::int64_t id) const {
    std::lock_guard lock(mutex_);
    const auto found = progress_.find(id);
    if (found == progress_.end()) return std::nullopt;
    return found->second;
}

void LiveProgressBoard::record(const JudgeProgress& p) {
    std::lock_guard lock(mutex_);
    if (p.stage == JudgeProgress::Stage::Done) {
        progress_.erase(p.submission_id);
        return;
    }
    LiveProgress& live = progress_[p.submission_id];
    live.stage = p.stage == JudgeProgress::Stage::Testing ? "testing" : "compiling";
    live.test = p.test_position;
    live.test_count = p.test_count;
    if (p.outcome != nullptr) live.verdicts.emplace_back(verdict_name(p.outcome->verdict));
}

}  // namespace gridjudge::web
