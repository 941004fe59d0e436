#include "judge/app/submit.h"

#include <stdexcept>

#include "judge/app/refused.h"
#include "judge/judging/chosen_tests.h"

namespace gridjudge::app {

std::vector<std::int64_t> submit(db::Store& store, const StoredProblem& problem,
                                 const std::vector<NewProgram>& programs,
                                 const JudgeListed& judge) {
    const int tests = static_cast<int>(problem.package.tests.size());
    std::vector<db::SubmissionRecord> submissions;
    for (const NewProgram& program : programs) {
        try {
            parse_test_selection(program.test_filter, tests);
        } catch (const std::invalid_argument& error) {
            throw Refused(error.what());
        }
        require_printable(program.user, "--user");
        try {
            submissions.push_back(problem.package.output_only()
                                      ? new_answer_submission(problem, program, program.answers)
                                      : new_submission(problem, program));
        } catch (const std::invalid_argument& error) {
            throw Refused(error.what());
        }
    }
    std::vector<std::int64_t> ids;
    for (const db::SubmissionRecord& submission : submissions)
        ids.push_back(store.enqueue(submission));
    judge(ids);
    return ids;
}

}  // namespace gridjudge::app
