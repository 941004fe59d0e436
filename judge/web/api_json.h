// JSON forms the API serves beyond the ones shared with the CLI (judge/report/*_json.h): a
// problem with its test sets, tests and verdict counts, and the live progress of a submission.
#pragma once

#include <nlohmann/json.hpp>

#include <optional>

#include "judge/web/live_progress.h"
#include "judge/web/review_data.h"

namespace gridjudge::web {

nlohmann::ordered_json problem_view_json(const ProblemView& view);

// `live` is what this server's workers know; without it the database status is all.
nlohmann::ordered_json progress_json(const db::SubmissionRecord& submission,
                                     const std::optional<LiveProgress>& live);

}  // namespace gridjudge::web
