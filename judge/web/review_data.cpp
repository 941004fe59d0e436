#include "judge/web/review_data.h"

#include <set>

#include "judge/model/package_json.h"
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

std::vector<std::string> problem_ids(db::Store& store) {
    std::vector<std::string> ids;
    for (const db::ProblemRecord& problem : store.problems()) ids.push_back(problem.id);
    return ids;
}

void require_known_problem(db::Store& store, const db::SubmissionFilter& filter) {
    if (!filter.problem || store.problem(*filter.problem)) return;
    std::string known;
    for (const std::string& id : problem_ids(store)) known += (known.empty() ? "" : ", ") + id;
    throw HttpError(400, "unknown problem '" + *filter.problem +
                             "' (known: " + (known.empty() ? "none" : known) + ")");
}

RankingView load_ranking(db::Store& store, const db::SubmissionFilter& filter) {
    require_known_problem(store, filter);
    return {filter, compute_ranking(store.submissions(filter)),
            distinct(store.submissions(), &db::SubmissionRecord::contest), problem_ids(store)};
}

SubmissionListView load_submission_list(db::Store& store, const db::SubmissionFilter& filter) {
    require_known_problem(store, filter);
    const std::vector<db::SubmissionRecord> all = store.submissions();
    return {filter, store.submissions(filter), distinct(all, &db::SubmissionRecord::user),
            distinct(all, &db::SubmissionRecord::contest), problem_ids(store)};
}

SubmissionView load_submission(db::Store& store, std::int64_t id) {
    std::optional<db::SubmissionRecord> submission = store.submission(id);
    if (!submission) throw HttpError(404, "there is no submission " + std::to_string(id));
    SubmissionView view{std::move(*submission), {}};
    const auto& results = view.submission.results;
    std::size_t failed = 0;
    while (failed < results.size() && results[failed].diff_line == 0) ++failed;
    // Test data is only read when a difference is shown: a test set can hold megabytes.
    if (failed < results.size()) {
        for (const db::TestRecord& test : store.tests(view.submission.test_set_id))
            if (test.id == results[failed].test_id)
                if (std::optional<std::string> input = store.blob(test.input_sha256))
                    view.difference = excerpt(failed, *input);
    }
    return view;
}

ProblemView load_problem(db::Store& store, const std::string& name, std::optional<int> version) {
    std::optional<db::ProblemRecord> record = store.problem(name);
    if (!record) {
        std::string known;
        for (const std::string& id : problem_ids(store)) known += (known.empty() ? "" : ", ") + id;
        throw HttpError(404, "there is no problem '" + name +
                                 "' (known: " + (known.empty() ? "none" : known) + ")");
    }
    ProblemView view;
    view.record = *record;
    for (db::TestSetRecord& set : store.test_sets(name)) {
        ProblemPackage package =
            read_package_json(set.package_json, name + " version " + std::to_string(set.version));
        view.versions.push_back({std::move(set), std::move(package)});
    }
    for (const ProblemVersion& shown : view.versions)
        if (version ? shown.test_set.version == *version
                    : view.record.active_test_set == shown.test_set.id)
            view.shown = shown;
    if (version && !view.shown)
        throw HttpError(404,
                        "problem " + name + " has no test-set version " + std::to_string(*version));
    if (view.shown) {
        view.tests = store.tests(view.shown->test_set.id);
        if (!view.shown->package.statements.empty()) {
            const Statement& statement = view.shown->package.statements.front();
            for (const db::PackageFileRecord& file : store.package_files(view.shown->test_set.id))
                if (file.path == statement.path)
                    view.statement = store.blob(file.sha256).value_or("");
            view.statement_format = statement.format;
        }
    }
    db::SubmissionFilter filter;
    filter.problem = name;
    filter.status = SubmissionStatus::Done;
    for (const db::SubmissionRecord& s : store.submissions(filter))
        if (s.verdict) ++view.verdict_counts[*s.verdict];
    return view;
}

}  // namespace gridjudge::web
