// Rejudge: a submission judged again. A rejudge is a new submission (rejudge_of = the original),
// so the old one keeps the results it had; it is judged as the original was (its stored
// settings, with any overrides on top), on the problem's active version, on every test. The CLI
// (`gridjudge rejudge`) and the web (POST /api/rejudge) both queue rejudges here; workers judge
// them like any other submission.
#pragma once

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "db/store.h"
#include "judge/model/limits.h"

namespace gridjudge::app {

struct RejudgeRequest {
    std::optional<std::int64_t> submission;  // one submission, or
    std::optional<std::string> problem;  // every judged submission of a problem (id or I/O name)
    LimitOverrides overrides;
    // The problem's current limits and I/O (for the submission's language) instead of the ones
    // it was judged with.
    bool package_limits = false;
};

struct QueuedRejudge {
    db::SubmissionRecord original;
    std::int64_t id = 0;  // of the new submission, queued
};

class RejudgeError : public std::runtime_error {
  public:
    enum class Kind {
        BadRequest,      // neither or both of submission and problem; a limit out of range
        NotFound,        // no such submission or problem
        NoActiveVersion  // the submission's problem has no test set to judge it on
    };
    RejudgeError(Kind kind, const std::string& message)
        : std::runtime_error(message), kind_(kind) {}
    Kind kind() const { return kind_; }

  private:
    Kind kind_;
};

// Throws RejudgeError (BadRequest) unless exactly one of submission and problem is given: what a
// caller can check before opening anything.
void check_rejudge_request(const RejudgeRequest& request);

// Queues the rejudges, newest original first (the order the submissions list shows); nothing is
// queued if any is refused (RejudgeError, whose message names the submission, problem or limit).
std::vector<QueuedRejudge> queue_rejudges(db::Store& store, const RejudgeRequest& request);

}  // namespace gridjudge::app
