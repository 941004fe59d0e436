#include "judge/model/submission_status.h"

namespace gridjudge {

std::string_view status_name(SubmissionStatus status) {
    switch (status) {
        case SubmissionStatus::Queued:
            return "queued";
        case SubmissionStatus::Judging:
            return "judging";
        case SubmissionStatus::Done:
            return "done";
    }
    return "queued";
}

std::optional<SubmissionStatus> parse_status(std::string_view name) {
    for (SubmissionStatus status :
         {SubmissionStatus::Queued, SubmissionStatus::Judging, SubmissionStatus::Done})
        if (status_name(status) == name) return status;
    return std::nullopt;
}

}  // namespace gridjudge
