// The JSON form of a submission, shared by `submit --json`, `show --json` and the web API, so
// every consumer sees the same fields (documented in docs/json.md).
#pragma once

#include <nlohmann/json.hpp>

#include "db/records.h"

namespace gridjudge {

nlohmann::ordered_json submission_json(const db::SubmissionRecord& submission,
                                       bool with_source = false);
// Without tests and source: for listings.
nlohmann::ordered_json submission_summary_json(const db::SubmissionRecord& submission);

}  // namespace gridjudge
