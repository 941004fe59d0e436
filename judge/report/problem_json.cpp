#include "judge/report/problem_json.h"

namespace gridjudge {

nlohmann::ordered_json problem_json(const ProblemPackage& p, int version) {
    nlohmann::ordered_json groups = nlohmann::ordered_json::array();
    for (const TestGroup& group : p.groups)
        groups.push_back({{"name", group.name},
                          {"points", group.points},
                          {"aggregation", aggregation_name(group.aggregation)},
                          {"depends_on", group.depends_on}});
    nlohmann::ordered_json checker{{"protocol", protocol_name(p.checker.protocol)}};
    checker[p.checker.protocol == Protocol::Builtin ? "name" : "source"] =
        p.checker.protocol == Protocol::Builtin ? p.checker.name : p.checker.source;
    return {{"id", p.id},
            {"title", p.title},
            {"version", version},
            {"time_limit_ms", p.limits.time_ms},
            {"memory_limit_mib", p.limits.memory_mib},
            {"output_limit_mib", p.limits.output_mib},
            {"time_multipliers", p.limits.time_multipliers},
            {"io", io_mode_name(p.io.mode)},
            {"input_file", p.io.input_file},
            {"output_file", p.io.output_file},
            {"interactive", p.interactive()},
            {"checker", checker},
            {"groups", groups},
            {"tests", p.tests.size()},
            {"source", p.provenance.format}};
}

}  // namespace gridjudge
