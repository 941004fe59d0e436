#include "judge/web/rejudge_worker.h"

#include <iostream>

namespace gridjudge::web {

RejudgeWorker::RejudgeWorker(JudgeFunction judge)
    : judge_(std::move(judge)), thread_([this] { run(); }) {}

RejudgeWorker::~RejudgeWorker() {
    {
        std::lock_guard lock(mutex_);
        stopping_ = true;
    }
    wake_.notify_all();
    thread_.join();
}

void RejudgeWorker::enqueue(std::int64_t id) {
    {
        std::lock_guard lock(mutex_);
        queue_.push_back(id);
        progress_[id] = LiveProgress{"queued", 0, 0, {}};
    }
    wake_.notify_all();
}

std::optional<LiveProgress> RejudgeWorker::progress(std::int64_t id) const {
    std::lock_guard lock(mutex_);
    const auto found = progress_.find(id);
    if (found == progress_.end()) return std::nullopt;
    return found->second;
}

void RejudgeWorker::record(const JudgeProgress& p) {
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

void RejudgeWorker::run() {
    for (;;) {
        std::int64_t id = 0;
        {
            std::unique_lock lock(mutex_);
            wake_.wait(lock, [this] { return stopping_ || !queue_.empty(); });
            if (stopping_) return;
            id = queue_.front();
            queue_.pop_front();
        }
        try {
            judge_(id, [this](const JudgeProgress& p) { record(p); });
        } catch (const std::exception& error) {
            // Only a broken database or judge set-up gets here; the submission stays
            // unfinished in the database and the next judge run picks it up.
            std::cerr << "gridjudge serve: rejudging submission " << id
                      << " failed: " << error.what() << "\n";
        }
        std::lock_guard lock(mutex_);
        progress_.erase(id);
    }
}

}  // namespace gridjudge::web
