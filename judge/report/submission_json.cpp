#include "judge/report/submission_json.h"

namespace gridjudge {

nlohmann::ordered_json submission_summary_json(const db::SubmissionRecord& s) {
    nlohmann::ordered_json json{{"id", s.id},
                                {"problem", s.problem_id},
                                {"user", s.user},
                                {"contest", s.contest},
                                {"language", s.language},
                                {"status", s.status},
                                {"verdict", s.verdict},
                                {"score", s.score},
                                {"max_score", s.max_score},
                                {"test_set", s.test_set_id},
                                {"submitted_at", s.submitted_at},
                                {"judged_at", s.judged_at ? nlohmann::ordered_json(*s.judged_at)
                                                          : nlohmann::ordered_json(nullptr)}};
    if (s.rejudge_of) json["rejudge_of"] = *s.rejudge_of;
    return json;
}

nlohmann::ordered_json submission_json(const db::SubmissionRecord& s, bool with_source) {
    nlohmann::ordered_json json = submission_summary_json(s);
    json["compile_command"] = s.compile_flags;
    json["compile_log"] = s.compile_log;
    nlohmann::ordered_json tests = nlohmann::ordered_json::array();
    for (const db::ResultRecord& r : s.results)
        tests.push_back({{"name", r.test_name},
                         {"position", r.position},
                         {"verdict", r.verdict},
                         {"cpu_ms", r.cpu_ms},
                         {"wall_ms", r.wall_ms},
                         {"memory_kib", r.memory_kib},
                         {"exit_code", r.exit_code},
                         {"signal", r.signal},
                         {"score", r.score},
                         {"max_score", r.max_score},
                         {"message", r.message},
                         {"first_difference",
                          r.diff_line == 0 ? nlohmann::ordered_json(nullptr)
                                           : nlohmann::ordered_json{{"line", r.diff_line},
                                                                    {"expected", r.diff_expected},
                                                                    {"got", r.diff_got}}}});
    json["tests"] = std::move(tests);
    if (with_source) json["source"] = s.source;
    return json;
}

}  // namespace gridjudge
