#include "judge/app/rejudge.h"

#include <map>

#include "judge/app/stored_problem.h"
#include "judge/app/submission_record.h"
#include "judge/compile/language.h"

namespace gridjudge::app {
namespace {

using Kind = RejudgeError::Kind;

std::vector<db::SubmissionRecord> originals_of(db::Store& store, const RejudgeRequest& request) {
    check_rejudge_request(request);
    std::vector<db::SubmissionRecord> originals;
    if (request.submission) {
        std::optional<db::SubmissionRecord> original = store.submission(*request.submission);
        if (!original)
            throw RejudgeError(Kind::NotFound,
                               "there is no submission " + std::to_string(*request.submission));
        originals.push_back(std::move(*original));
        return originals;
    }
    const std::optional<std::string> problem = problem_id_named(store, *request.problem);
    if (!problem) throw RejudgeError(Kind::NotFound, "unknown problem '" + *request.problem + "'");
    db::SubmissionFilter filter;
    filter.problem = *problem;
    filter.status = SubmissionStatus::Done;
    for (const db::SubmissionRecord& s : store.submissions(filter))
        originals.push_back(*store.submission(s.id));  // with its settings and results
    return originals;
}

// The language a submission was judged in, able to run here (its limits depend on it).
const Language& language_of(const db::SubmissionRecord& original) {
    const Language* language = find_language(original.language);
    if (language == nullptr) language = language_for_file(original.source_name);
    if (language == nullptr)
        throw RejudgeError(Kind::BadRequest, "submission " + std::to_string(original.id) +
                                                 ": unknown language '" + original.language + "'");
    if (const std::string missing = missing_toolchain(*language); !missing.empty())
        throw RejudgeError(Kind::BadRequest, missing);
    return *language;
}

}  // namespace

void check_rejudge_request(const RejudgeRequest& request) {
    if (request.submission.has_value() == request.problem.has_value())
        throw RejudgeError(Kind::BadRequest,
                           "rejudge takes a submission ID or --problem P, not both");
}

std::vector<QueuedRejudge> queue_rejudges(db::Store& store, const RejudgeRequest& request) {
    // Every rejudge is made before the first is queued: a refused one leaves none queued.
    std::map<std::string, StoredProblem> problems;
    std::vector<std::pair<db::SubmissionRecord, db::SubmissionRecord>> made;  // original, again
    for (db::SubmissionRecord& original : originals_of(store, request)) {
        auto found = problems.find(original.problem_id);
        if (found == problems.end()) {
            std::optional<StoredProblem> problem = stored_problem_by_id(store, original.problem_id);
            if (!problem)
                throw RejudgeError(Kind::NoActiveVersion,
                                   "problem " + original.problem_id + " has no test set");
            found = problems.emplace(original.problem_id, std::move(*problem)).first;
        }
        const StoredProblem& problem = found->second;
        db::SubmissionRecord again = original;
        again.test_set_id = problem.test_set.id;
        again.rejudge_of = original.id;
        again.test_filter = "";
        try {
            // Answers have no language: only their output limit counts.
            const auto family = [&]() -> std::string_view {
                return original.language == kAnswersLanguage ? "" : language_of(original).family;
            };
            again.settings =
                request.package_limits
                    ? settings_for(problem.package, family(), request.overrides)
                    : with_overrides(original.settings, request.overrides, problem.package.io);
        } catch (const std::invalid_argument& error) {
            throw RejudgeError(Kind::BadRequest, error.what());
        }
        made.emplace_back(std::move(original), std::move(again));
    }
    std::vector<QueuedRejudge> queued;
    for (auto& [original, again] : made) {
        const std::int64_t id = store.enqueue(again);
        queued.push_back({std::move(original), id});
    }
    return queued;
}

}  // namespace gridjudge::app
