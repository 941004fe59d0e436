// A small judged contest as plain records, for the report format tests: contestants whose names
// try to break each format (markup, a spreadsheet formula, a comma and quotes, wide characters),
// a wrong answer with a first difference, a time limit exceeded and a problem nobody solved.
#pragma once

#include <vector>

#include "db/records.h"

namespace gridjudge::testing {

std::vector<db::SubmissionRecord> sample_contest_submissions();

// Submission 2 of the sample contest with its per-test results: one AC, one WA with a first
// difference at line 2, token 3, one TLE stopped at the limit, one skipped; two groups.
db::SubmissionRecord sample_judged_submission();

}  // namespace gridjudge::testing
