// Where a submission is in the queue: queued (waiting for a worker), judging (a worker holds its
// lease), done (its outcome is stored). Stored as the lower-case word.
#pragma once

#include <optional>
#include <string_view>

namespace gridjudge {

enum class SubmissionStatus { Queued, Judging, Done };

std::string_view status_name(SubmissionStatus status);  // "queued", "judging", "done"
std::optional<SubmissionStatus> parse_status(std::string_view name);

}  // namespace gridjudge
