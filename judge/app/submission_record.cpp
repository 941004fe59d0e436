#include "judge/app/submission_record.h"

#include <stdexcept>

#include "judge/util/files.h"

namespace gridjudge::app {

db::SubmissionRecord new_submission(const StoredProblem& problem, const NewProgram& program) {
    db::SubmissionRecord submission;
    submission.problem_id = problem.record.id;
    submission.test_set_id = problem.test_set.id;
    submission.user = program.user;
    submission.contest = program.contest;
    submission.language = std::string(program.language->id);
    submission.source = program.source;
    submission.source_name = program.source_name;
    submission.source_sha256 = sha256_hex(program.source);
    submission.test_filter = program.test_filter;
    submission.machine_class = program.machine_class;
    submission.settings =
        settings_for(problem.package, program.language->family, program.overrides);
    return submission;
}

db::SubmissionRecord new_answer_submission(const StoredProblem& problem, const NewProgram& program,
                                           const std::vector<SubmittedFile>& answers) {
    if (!problem.package.output_only())
        throw std::invalid_argument("problem " + problem.record.id +
                                    " judges programs, not answer files");
    db::SubmissionRecord submission;
    submission.problem_id = problem.record.id;
    submission.test_set_id = problem.test_set.id;
    submission.user = program.user;
    submission.contest = program.contest;
    submission.language = kAnswersLanguage;
    submission.source = encode_submitted_files(answers);
    submission.source_name = program.source_name;
    submission.source_sha256 = sha256_hex(submission.source);
    submission.test_filter = program.test_filter;
    submission.machine_class = program.machine_class;
    // No program runs: the settings only carry the output limit an answer must keep within.
    submission.settings = settings_for(problem.package, "", program.overrides);
    return submission;
}

}  // namespace gridjudge::app
