#include "db/reconnecting_store.h"

#include <thread>

namespace gridjudge::db {
namespace {

constexpr std::chrono::milliseconds kFirstPause{500};
constexpr std::chrono::milliseconds kLongestPause{30'000};

std::string seconds_text(std::chrono::milliseconds pause) {
    const auto tenths = pause.count() / 100;
    return std::to_string(tenths / 10) + (tenths % 10 ? "." + std::to_string(tenths % 10) : "") +
           " s";
}

}  // namespace

ReconnectingStore::ReconnectingStore(Opener open, std::string location,
                                     std::function<bool()> stopping, Log log)
    : open_(std::move(open)),
      location_(std::move(location)),
      stopping_(std::move(stopping)),
      log_(std::move(log)) {}

bool ReconnectingStore::pause(std::chrono::milliseconds pause) const {
    const auto until = std::chrono::steady_clock::now() + pause;
    while (std::chrono::steady_clock::now() < until) {
        if (stopping_ && stopping_()) return false;
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
    return !(stopping_ && stopping_());
}

void ReconnectingStore::around(const std::function<void(Store&)>& call) {
    std::chrono::milliseconds next_pause = kFirstPause;
    bool lost = false;
    for (;;) {
        try {
            if (!store_) {
                store_ = open_();
                location_ = store_->location();
                if (lost) {
                    ++reconnections_;
                    if (log_) log_("connected to " + location_ + " again");
                }
            }
            call(*store_);
            return;
        } catch (const StoreUnavailable& error) {
            store_.reset();
            lost = true;
            if (log_)
                log_(std::string(error.what()) + "; trying again in " + seconds_text(next_pause));
            if (!pause(next_pause)) throw;
            next_pause = std::min(next_pause * 2, kLongestPause);
        }
    }
}

bool ReconnectingStore::finish(const Claim& claim, const JudgmentRecord& judgment) {
    int tries = 0;
    bool stored = false;
    around([&](Store& store) {
        ++tries;
        stored = store.finish(claim, judgment);
        if (stored || tries == 1) return;
        // The first try may have committed before its connection was cut: the submission is
        // then done, by this claim's attempt.
        const std::optional<SubmissionRecord> row = store.submission(claim.submission_id);
        stored = row && row->status == SubmissionStatus::Done && row->attempt == claim.attempt &&
                 row->worker == claim.worker;
    });
    return stored;
}

}  // namespace gridjudge::db
