#include "judge/web/review_data.h"

#include <set>

#include "judge/web/http_error.h"

namespace gridjudge::web {
namespace {

constexpr int kExcerptLines = 12;
constexpr std::size_t kExcerptLineBytes = 160;

std::vector<std::string> distinct(const std::vector<db::SubmissionRecord>& submissions,
                                  std::string db::SubmissionRecord::*field) {
    std::set<std::string> values;
    for (const db::SubmissionRecord& s : submissions)
        if (!(s.*field).empty()) values.insert(s.*field);
    return {values.begin(), values.end()};
}

// The first lines of a test's input, each cut to a readable width.
DifferenceExcerpt excerpt(std::size_t result_index, const std::string& input) {
    DifferenceExcerpt excerpt{result_index, "", false};
    std::size_t at = 0;
    for (int line = 0; line < kExcerptLines && at < input.size(); ++line) {
        std::size_t end = input.find('\n', at);
        if (end == std::string::npos) end = input.size();
        const std::size_t length = end - at;
        excerpt.input_head += input.substr(at, std::min(length, kExcerptLineBytes));
        if (length > kExcerptLineBytes) {
            excerpt.input_head += "...";
            excerpt.input_truncated = true;
        }
        excerpt.input_head += "\n";
        at = end + 1;
    }
    if (at < input.size()) excerpt.input_truncated = true;
    return excerpt;
}

}  // namespace

RankingView load_ranking(db::Store& store, const db::SubmissionFilter& filter) {
    return {filter, compute_ranking(store.submissions(filter)),
            distinct(store.submissions(), &db::SubmissionRecord::contest)};
}

SubmissionListView load_submission_list(db::Store& store, const db::SubmissionFilter& filter) {
    const std::vector<db::SubmissionRecord> all = store.submissions();
    return {filter, store.submissions(filter), distinct(all, &db::SubmissionRecord::user),
            distinct(all, &db::SubmissionRecord::contest)};
}

SubmissionView load_submission(db::Store& store, std::int64_t id) {
    std::optional<db::SubmissionRecord> submission = store.submission(id);
    if (!submission) throw HttpError(404, "there is no submission " + std::to_string(id));
    std::optional<db::ProblemRecord> problem = store.problem(submission->problem_id);
    if (!problem)
        throw std::runtime_error("submission " + std::to_string(id) + " names problem " +
                                 submission->problem_id + ", which is not in the database");
    SubmissionView view{std::move(*submission), std::move(*problem), {}, {}};
    const auto& results = view.submission.results;
    std::size_t failed = 0;
    while (failed < results.size() && results[failed].diff_line == 0) ++failed;
    // Test data is only read when a difference is shown: a test set can hold megabytes.
    const bool with_data = failed < results.size();
    for (db::TestRecord& test : store.tests(view.submission.test_set_id, with_data)) {
        if (with_data && test.id == results[failed].test_id)
            view.difference = excerpt(failed, test.input);
        test.input.clear();
        test.answer.clear();
        view.tests_by_id.emplace(test.id, std::move(test));
    }
    return view;
}

ProblemView load_problem(db::Store& store, const std::string& name, std::optional<int> version) {
    ProblemView view;
    view.info = find_problem(name);
    if (view.info == nullptr || view.info->id != name)
        throw HttpError(404,
                        "there is no problem '" + name + "' (known: " + problem_id_list() + ")");
    view.record = store.problem(name);
    view.test_sets = store.test_sets(name);
    for (const db::TestSetRecord& set : view.test_sets)
        if (version ? set.version == *version
                    : view.record && set.id == view.record->active_test_set)
            view.shown_set = set;
    if (version && !view.shown_set)
        throw HttpError(404,
                        "problem " + name + " has no test-set version " + std::to_string(*version));
    if (view.shown_set) view.tests = store.tests(view.shown_set->id, false);
    db::SubmissionFilter filter;
    filter.problem = name;
    for (const db::SubmissionRecord& s : store.submissions(filter))
        if (s.status == "done") ++view.verdict_counts[s.verdict];
    return view;
}

}  // namespace gridjudge::web
