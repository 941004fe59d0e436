// A team's submission rate as a rule of the store: at most `limit` submissions by one contestant
// in one contest in any `window`. The store checks it inside the transaction that queues the
// submission, against the submissions table itself, so every process on one database (two
// `serve`s on one PostgreSQL) counts the same rows and gives the same answer. This file owns the
// rule's arithmetic; each backend owns only its query and its lock.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace gridjudge::db {

struct SubmissionRate {
    int limit = 6;                    // submissions (rejudges aside) ...
    std::chrono::seconds window{60};  // ... in any window this long
};

struct RateLimitedEnqueue {
    std::optional<std::int64_t> id;       // the queued submission; nullopt: refused
    std::chrono::seconds retry_after{0};  // when refused: the wait until one more is allowed
};

// The submitted_at text from which on a row counts at `now`: rows with submitted_at greater
// than it are in the window (ISO 8601 UTC text compares in time order).
std::string rate_window_start(const SubmissionRate& rate, std::chrono::sys_seconds now);

// The wait before one more submission is allowed at `now`, given the submitted_at times of the
// contestant's newest submissions in the window, newest first (at most `rate.limit` of them):
// 0 when fewer than `limit` are there, else until the limit-th newest leaves the window (at
// least 1 s). Throws std::runtime_error on a time that is not ISO 8601 UTC.
std::chrono::seconds rate_retry_after(const SubmissionRate& rate,
                                      const std::vector<std::string>& newest_first,
                                      std::chrono::sys_seconds now);

}  // namespace gridjudge::db
