#include "judge/worker/job_source.h"

namespace gridjudge {

QueuedJobs::QueuedJobs(std::optional<std::string> contest, Until until)
    : contest_(std::move(contest)), until_(until) {}

std::optional<db::Claim> QueuedJobs::claim(db::Store& store, const db::ClaimRequest& request) {
    db::ClaimRequest of_contest = request;
    of_contest.contest = contest_;
    return store.claim(of_contest);
}

bool QueuedJobs::exhausted(db::Store& store) {
    switch (until_) {
        case Until::NothingClaimable:
            return true;
        case Until::ContestDone: {
            const db::QueueCounts counts = store.queue_counts(contest_);
            return counts.queued == 0 && counts.judging == 0;
        }
        case Until::Stopped:
            return false;
    }
    return true;
}

ListedJobs::ListedJobs(std::vector<std::int64_t> ids)
    : open_(ids.begin(), ids.end()), ids_(std::move(ids)) {}

std::vector<std::int64_t> ListedJobs::waiting() const {
    std::lock_guard lock(mutex_);
    std::vector<std::int64_t> list;
    for (const std::int64_t id : ids_)
        if (open_.count(id)) list.push_back(id);
    return list;
}

std::optional<db::Claim> ListedJobs::claim(db::Store& store, const db::ClaimRequest& request) {
    db::ClaimRequest one = request;
    for (const std::int64_t id : waiting()) {
        one.only = id;
        if (std::optional<db::Claim> claimed = store.claim(one)) return claimed;
    }
    return std::nullopt;
}

bool ListedJobs::exhausted(db::Store& store) {
    for (const std::int64_t id : waiting()) {
        const std::optional<db::SubmissionRecord> submission = store.submission(id);
        if (!submission || submission->status == SubmissionStatus::Done) {
            std::lock_guard lock(mutex_);
            open_.erase(id);
        }
    }
    std::lock_guard lock(mutex_);
    return open_.empty();
}

}  // namespace gridjudge
