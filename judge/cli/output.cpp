#include "judge/cli/output.h"

#include <iostream>

#include "judge/cli/commands.h"
#include "judge/report/submission_json.h"
#include "judge/report/submission_text.h"

namespace gridjudge::cli {

void print_submission(db::Store& store, std::int64_t id, bool json) {
    std::optional<db::SubmissionRecord> submission = store.submission(id);
    if (!submission) throw CommandError("no submission with id " + std::to_string(id));
    if (json)
        std::cout << submission_json(*submission).dump(2) << "\n";
    else
        std::cout << render_submission(*submission, *store.problem(submission->problem_id));
}

}  // namespace gridjudge::cli
