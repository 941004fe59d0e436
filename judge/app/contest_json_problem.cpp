#include "judge/app/contest_json_problem.h"

#include <cmath>

namespace gridjudge::app {

ProblemFacts problem_facts(db::Store& store, const std::string& id) {
    ProblemFacts facts;
    if (const std::optional<db::ProblemRecord> stored = store.problem(id))
        if (stored->active_test_set)
            facts.test_data_count = static_cast<int>(store.tests(*stored->active_test_set).size());
    return facts;
}

nlohmann::ordered_json problem_json(const db::ContestProblemRecord& problem,
                                    const ProblemFacts& facts) {
    nlohmann::ordered_json json{{"id", problem.id},
                                {"label", problem.label},
                                {"name", problem.name},
                                {"ordinal", problem.ordinal}};
    // Both are optional in the spec, and an empty rgb would not match its pattern.
    if (!problem.rgb.empty()) json["rgb"] = problem.rgb;
    if (!problem.color.empty()) json["color"] = problem.color;
    // The spec wants a multiple of a millisecond.
    if (facts.time_limit_seconds)
        json["time_limit"] = std::round(*facts.time_limit_seconds * 1000) / 1000;
    json["test_data_count"] = facts.test_data_count;
    return json;
}

}  // namespace gridjudge::app
