// JudgingPlan: what judging one submission needs, gathered before anything runs — the stored
// submission (with the settings it was queued with), its problem prepared for judging, and the
// tests its filter selects, in judging order.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "db/store.h"
#include "judge/judging/prepared_problem.h"

namespace gridjudge {

struct JudgingPlan {
    db::SubmissionRecord submission;
    std::shared_ptr<const PreparedProblem> problem;
    std::vector<const db::TestRecord*> tests;  // into problem->tests
};

// Throws std::runtime_error when the submission is not stored.
JudgingPlan load_judging_plan(db::Store& store, ProblemPreparer& preparer,
                              std::int64_t submission_id);

}  // namespace gridjudge
