#include "db/submission_rate.h"

#include <algorithm>
#include <stdexcept>

#include "judge/contest/contest_times.h"

namespace gridjudge::db {

std::string rate_window_start(const SubmissionRate& rate, std::chrono::sys_seconds now) {
    return contest::format_abstime(now - rate.window);
}

std::chrono::seconds rate_retry_after(const SubmissionRate& rate,
                                      const std::vector<std::string>& newest_first,
                                      std::chrono::sys_seconds now) {
    if (rate.limit <= 0) return rate.window;  // a limit of 0 allows nothing
    if (newest_first.size() < static_cast<std::size_t>(rate.limit)) return std::chrono::seconds{0};
    const std::string& leaving = newest_first[static_cast<std::size_t>(rate.limit) - 1];
    const contest::ParsedTime parsed = contest::parse_abstime(leaving);
    if (!parsed.value)
        throw std::runtime_error("submissions.submitted_at '" + leaving +
                                 "' is not an ISO 8601 time: " + parsed.problem);
    return std::max(std::chrono::seconds{1}, *parsed.value + rate.window - now);
}

}  // namespace gridjudge::db
