#include "judge/report/submission_json.h"

#include "judge/model/package.h"

namespace gridjudge {
namespace {

nlohmann::ordered_json settings_json(const JudgeSettings& settings) {
    return {{"time_limit_ms", settings.time_limit_ms},
            {"wall_limit_ms", settings.wall_limit_ms},
            {"memory_limit_mib", settings.memory_limit_mib},
            {"output_limit_mib", settings.output_limit_mib},
            {"io", io_mode_name(settings.io.mode)},
            {"input_file", settings.io.input_file},
            {"output_file", settings.io.output_file},
            {"measure_tle_up_to_ms", settings.measure_tle_up_to_ms}};
}

nlohmann::ordered_json optional_verdict(const std::optional<Verdict>& verdict) {
    return verdict ? nlohmann::ordered_json(verdict_name(*verdict)) : nlohmann::ordered_json();
}

}  // namespace

nlohmann::ordered_json submission_summary_json(const db::SubmissionRecord& s) {
    nlohmann::ordered_json json{{"id", s.id},
                                {"problem", s.problem_id},
                                {"user", s.user},
                                {"contest", s.contest},
                                {"language", s.language},
                                {"status", status_name(s.status)},
                                {"verdict", optional_verdict(s.verdict)},
                                {"score", s.score},
                                {"max_score", s.max_score},
                                {"test_set", s.test_set_id},
                                {"test_set_version", s.test_set_version},
                                {"submitted_at", s.submitted_at},
                                {"judged_at", s.judged_at ? nlohmann::ordered_json(*s.judged_at)
                                                          : nlohmann::ordered_json(nullptr)}};
    if (s.rejudge_of) json["rejudge_of"] = *s.rejudge_of;
    return json;
}

nlohmann::ordered_json submission_json(const db::SubmissionRecord& s, bool with_source) {
    nlohmann::ordered_json json = submission_summary_json(s);
    json["settings"] = settings_json(s.settings);
    json["source_name"] = s.source_name;
    json["source_sha256"] = s.source_sha256;
    json["compile_command"] = s.compile_command;
    json["compiler_version"] = s.compiler_version;
    json["compile_log"] = s.compile_log;
    json["judge_version"] = s.judge_version;
    json["machine"] = s.machine;
    json["worker"] = s.worker;
    json["attempt"] = s.attempt;
    nlohmann::ordered_json tests = nlohmann::ordered_json::array();
    for (const db::ResultRecord& r : s.results)
        tests.push_back(
            {{"name", r.test_name},
             {"group", r.group},
             {"position", r.position},
             {"verdict", verdict_name(r.verdict)},
             {"cpu_ms", r.cpu_ms},
             {"cpu_measured_to_end", r.verdict != Verdict::TLE || r.measured_beyond_limit},
             {"wall_ms", r.wall_ms},
             {"memory_kib", r.memory_kib},
             {"exit_code", r.exit_code},
             {"signal", r.signal},
             {"score", r.score},
             {"max_score", r.max_score},
             {"message", r.message},
             {"first_difference", r.diff_line == 0
                                      ? nlohmann::ordered_json(nullptr)
                                      : nlohmann::ordered_json{{"line", r.diff_line},
                                                               {"expected", r.diff_expected},
                                                               {"got", r.diff_got}}}});
    for (std::size_t i = 0; i < s.results.size(); ++i)
        if (!s.results[i].interaction.empty()) tests[i]["interaction"] = s.results[i].interaction;
    json["tests"] = std::move(tests);
    nlohmann::ordered_json groups = nlohmann::ordered_json::array();
    for (const db::GroupResultRecord& g : s.groups)
        groups.push_back({{"name", g.group},
                          {"verdict", verdict_name(g.verdict)},
                          {"score", g.score},
                          {"max_score", g.max_score}});
    json["groups"] = std::move(groups);
    if (with_source) json["source"] = s.source;
    return json;
}

}  // namespace gridjudge
