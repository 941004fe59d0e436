// The submission record a program becomes when it is queued: submit, grade and the web build it
// here and nowhere else, so every submission carries the same fields (the problem's active
// version, the source's digest, the settings it is judged with, fixed now).
#pragma once

#include <string>
#include <vector>

#include "db/records.h"
#include "judge/app/stored_problem.h"
#include "judge/compile/language.h"
#include "judge/judging/answer_files.h"
#include "judge/model/limits.h"

namespace gridjudge::app {

struct NewProgram {
    const Language* language = nullptr;
    std::string source;
    std::string source_name;  // the file's own name, without folders
    std::string user = "anonymous";
    std::string contest;        // empty: none
    std::string test_filter;    // "" = every test, else "1-3,7"
    std::string machine_class;  // empty: any worker
    LimitOverrides overrides;
    // An output-only problem's submission: its answer files (language and source unused).
    std::vector<SubmittedFile> answers;
};

// The queued submission of `program` to `problem`'s active version. Throws
// std::invalid_argument when the overrides leave a limit out of its range.
db::SubmissionRecord new_submission(const StoredProblem& problem, const NewProgram& program);

// The language id an output-only submission is stored with: its source is its answer files
// (encode_submitted_files), judged without compiling anything.
inline constexpr const char* kAnswersLanguage = "answers";

// The queued submission of `answers` to an output-only problem: `program` says who, where and
// how, its language and source are left unused. Throws std::invalid_argument when the problem is
// not output-only or the overrides leave a limit out of its range.
db::SubmissionRecord new_answer_submission(const StoredProblem& problem, const NewProgram& program,
                                           const std::vector<SubmittedFile>& answers);

}  // namespace gridjudge::app
