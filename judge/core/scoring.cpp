#include "judge/core/scoring.h"

namespace gridjudge {

SubmissionScore score_submission(const std::vector<TestOutcome>& outcomes) {
    SubmissionScore total;
    for (const TestOutcome& outcome : outcomes) {
        if (verdict_severity(outcome.verdict) > verdict_severity(total.verdict))
            total.verdict = outcome.verdict;
        total.score += outcome.score;
        total.max_score += outcome.max_score;
    }
    return total;
}

}  // namespace gridjudge
