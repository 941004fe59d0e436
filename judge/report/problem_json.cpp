#include "judge/report/problem_json.h"

namespace gridjudge {

nlohmann::ordered_json problem_json(const ProblemInfo& p) {
    return {{"id", p.id},
            {"title", p.title},
            {"time_limit_ms", p.time_limit_ms},
            {"memory_limit_mib", p.memory_limit_mib},
            {"io", p.file_io ? "file" : "stdio"},
            {"input_file", p.file_io ? std::string(p.file_name) + ".in" : ""},
            {"output_file", p.file_io ? std::string(p.file_name) + ".out" : ""},
            {"checker", p.checker}};
}

}  // namespace gridjudge
