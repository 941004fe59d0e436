// The terminal form of a judged submission: header, per-test table (verdict, time and memory
// against the limits, message) and a summary line.
#pragma once

#include <string>

#include "db/records.h"

namespace gridjudge {

std::string render_submission(const db::SubmissionRecord& submission,
                              const db::ProblemRecord& problem);

}  // namespace gridjudge
