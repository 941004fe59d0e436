#include "judge/web/api_json.h"

#include "judge/report/problem_json.h"

namespace gridjudge::web {

nlohmann::ordered_json problem_view_json(const ProblemView& view) {
    nlohmann::ordered_json json = problem_json(*view.info);
    nlohmann::ordered_json sets = nlohmann::ordered_json::array();
    for (const db::TestSetRecord& set : view.test_sets)
        sets.push_back({{"version", set.version},
                        {"id", set.id},
                        {"seed", set.seed},
                        {"created_at", set.created_at},
                        {"generated_by", set.generated_by},
                        {"active", view.record && view.record->active_test_set == set.id}});
    json["test_sets"] = std::move(sets);
    json["test_set_version"] =
        view.shown_set ? nlohmann::ordered_json(view.shown_set->version) : nlohmann::ordered_json();
    // The same fields as the tests of `gen --json`.
    nlohmann::ordered_json tests = nlohmann::ordered_json::array();
    for (const db::TestRecord& t : view.tests)
        tests.push_back({{"name", t.name},
                         {"group", t.group},
                         {"points", t.points},
                         {"size", t.size_summary},
                         {"answer_summary", t.answer_summary},
                         {"input_sha256", t.input_sha256},
                         {"answer_sha256", t.answer_sha256}});
    json["tests"] = std::move(tests);
    json["verdicts"] = view.verdict_counts;
    return json;
}

nlohmann::ordered_json progress_json(const db::SubmissionRecord& s,
                                     const std::optional<LiveProgress>& live) {
    nlohmann::ordered_json json{{"id", s.id},
                                {"status", s.status},
                                {"verdict", s.verdict},
                                {"score", s.score},
                                {"max_score", s.max_score}};
    // The database is the truth once it says "done"; until then the worker knows more.
    const bool use_live = live && s.status != "done";
    json["stage"] = use_live ? live->stage : s.status;
    json["test"] = use_live ? live->test : 0;
    json["test_count"] = use_live ? live->test_count : static_cast<int>(s.results.size());
    json["verdicts"] = use_live ? live->verdicts : std::vector<std::string>{};
    return json;
}

}  // namespace gridjudge::web
