#include "judge/report/submission_state.h"

namespace gridjudge {

std::string shown_verdict(const db::SubmissionRecord& s) {
    if (s.status == SubmissionStatus::Done && s.verdict)
        return std::string(verdict_name(*s.verdict));
    return std::string(status_name(s.status));
}

std::string shown_score(const db::SubmissionRecord& s) {
    return format_points(s.score) + "/" + format_points(s.max_score);
}

}  // namespace gridjudge
