#include "judge/web/api_json.h"

#include "judge/report/problem_json.h"

namespace gridjudge::web {

nlohmann::ordered_json problem_view_json(const ProblemView& view) {
    nlohmann::ordered_json json =
        view.shown ? problem_json(view.shown->package, view.shown->test_set.version)
                   : nlohmann::ordered_json{{"id", view.record.id}, {"title", view.record.title}};
    nlohmann::ordered_json sets = nlohmann::ordered_json::array();
    for (const ProblemVersion& version : view.versions) {
        const Provenance& origin = version.package.provenance;
        sets.push_back({{"version", version.test_set.version},
                        {"id", version.test_set.id},
                        {"source", origin.format},
                        {"origin", origin.origin},
                        {"seed", origin.seed},
                        {"created_at", version.test_set.created_at},
                        {"generated_by", origin.generated_by},
                        {"active", view.record.active_test_set == version.test_set.id}});
    }
    json["test_sets"] = std::move(sets);
    json["test_set_version"] = view.shown ? nlohmann::ordered_json(view.shown->test_set.version)
                                          : nlohmann::ordered_json();
    json["tests"] = tests_json(view.tests);  // the same fields as the tests of `gen --json`
    nlohmann::ordered_json counts = nlohmann::ordered_json::object();
    for (const auto& [verdict, count] : view.verdict_counts) counts[verdict_name(verdict)] = count;
    json["verdicts"] = std::move(counts);
    return json;
}

nlohmann::ordered_json progress_json(const db::SubmissionRecord& s,
                                     const std::optional<LiveProgress>& live) {
    nlohmann::ordered_json json{
        {"id", s.id},
        {"status", status_name(s.status)},
        {"verdict",
         s.verdict ? nlohmann::ordered_json(verdict_name(*s.verdict)) : nlohmann::ordered_json()},
        {"score", s.score},
        {"max_score", s.max_score}};
    // The database is the truth once it says "done"; until then the worker knows more.
    const bool use_live = live && s.status != SubmissionStatus::Done;
    json["stage"] = use_live ? live->stage : std::string(status_name(s.status));
    json["test"] = use_live ? live->test : 0;
    json["test_count"] = use_live ? live->test_count : static_cast<int>(s.results.size());
    json["verdicts"] = use_live ? live->verdicts : std::vector<std::string>{};
    // Judged by a worker of another process: the test it last wrote to the store.
    if (!use_live && s.status == SubmissionStatus::Judging && s.progress_tests > 0) {
        json["stage"] = "testing";
        json["test"] = s.progress_test;
        json["test_count"] = s.progress_tests;
    }
    return json;
}

}  // namespace gridjudge::web
