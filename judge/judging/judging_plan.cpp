#include "judge/judging/judging_plan.h"

#include <set>

#include "judge/judging/chosen_tests.h"

namespace gridjudge {

JudgingPlan load_judging_plan(db::Store& store, ProblemPreparer& preparer,
                              std::int64_t submission_id) {
    std::optional<db::SubmissionRecord> submission = store.submission(submission_id);
    if (!submission) throw std::runtime_error("no submission " + std::to_string(submission_id));
    const std::int64_t test_set_id = submission->test_set_id;
    JudgingPlan plan{std::move(*submission), preparer.prepare(store, test_set_id), {}};
    const std::vector<db::TestRecord>& all = plan.problem->tests;
    std::set<int> selected;
    try {
        selected = parse_test_selection(plan.submission.test_filter, static_cast<int>(all.size()));
    } catch (const std::invalid_argument&) {
        // The filter was checked against this very test set when the submission was queued;
        // judging every test is the safe reading of a filter that no longer fits.
        selected = parse_test_selection("", static_cast<int>(all.size()));
    }
    for (const db::TestRecord& test : all)
        if (selected.count(test.position)) plan.tests.push_back(&test);
    return plan;
}

}  // namespace gridjudge
