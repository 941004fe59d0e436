// JobSource: what a worker takes next, and when it may stop looking. Shared by the workers of a
// pool, so every source is thread-safe; each call goes through the calling worker's own store.
//   QueuedJobs  the queue (all of it, or one contest's): grade, a leftover queue, `worker`.
//   ListedJobs  exactly these submissions: rejudge, submit (the ones the command queued).
#pragma once

#include <cstdint>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "db/store.h"

namespace gridjudge {

class JobSource {
  public:
    virtual ~JobSource() = default;
    // Claims the next job for the worker of `request` (its name, lease and class); nullopt if
    // none is claimable now.
    virtual std::optional<db::Claim> claim(db::Store& store, const db::ClaimRequest& request) = 0;
    // Called when nothing was claimable: true if nothing more will come, and the worker stops.
    virtual bool exhausted(db::Store& store) = 0;
};

class QueuedJobs : public JobSource {
  public:
    enum class Until {
        NothingClaimable,  // stop as soon as nothing can be claimed
        ContestDone,       // stop once nothing is queued or being judged (by anyone): a
                           // submission held by a worker that died is claimed when its lease ends
        Stopped,           // never stop by itself: a worker waiting for jobs
    };
    QueuedJobs(std::optional<std::string> contest, Until until);

    std::optional<db::Claim> claim(db::Store& store, const db::ClaimRequest& request) override;
    bool exhausted(db::Store& store) override;

  private:
    const std::optional<std::string> contest_;
    const Until until_;
};

class ListedJobs : public JobSource {
  public:
    explicit ListedJobs(std::vector<std::int64_t> ids);

    // The first listed submission, in order, that is claimable.
    std::optional<db::Claim> claim(db::Store& store, const db::ClaimRequest& request) override;
    // True once every listed submission is done (judged here or by another worker).
    bool exhausted(db::Store& store) override;

  private:
    std::vector<std::int64_t> waiting() const;

    mutable std::mutex mutex_;
    std::set<std::int64_t> open_;    // not known to be done
    std::vector<std::int64_t> ids_;  // in the order given
};

}  // namespace gridjudge
