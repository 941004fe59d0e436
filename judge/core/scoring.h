// How per-test outcomes add up for a submission: the verdict is the worst test verdict by
// verdict_severity (AC only if every test is AC), the score is the sum of the tests' scores.
#pragma once

#include <vector>

#include "judge/core/test_runner.h"

namespace gridjudge {

struct SubmissionScore {
    Verdict verdict = Verdict::AC;
    int score = 0, max_score = 0;
};

SubmissionScore score_submission(const std::vector<TestOutcome>& outcomes);

}  // namespace gridjudge
