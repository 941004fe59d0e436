#include "db/row_values.h"

namespace gridjudge::db {
namespace {

ColumnValue optional_integer(const std::optional<std::int64_t>& value) {
    if (!value) return nullptr;
    return *value;
}

std::string placeholder(Placeholders style, int number) {
    return style == Placeholders::Question ? "?" : "$" + std::to_string(number);
}

}  // namespace

ColumnWrites queued_submission_values(const SubmissionRecord& s) {
    return {
        {"problem_id", s.problem_id},
        {"test_set_id", s.test_set_id},
        {"user_name", s.user},
        {"contest", s.contest},
        {"language", s.language},
        {"source", s.source},
        {"source_name", s.source_name},
        {"source_sha256", s.source_sha256},
        {"test_filter", s.test_filter},
        {"rejudge_of", optional_integer(s.rejudge_of)},
        {"machine_class", s.machine_class},
        {"time_limit_ms", std::int64_t{s.settings.time_limit_ms}},
        {"wall_limit_ms", std::int64_t{s.settings.wall_limit_ms}},
        {"memory_limit_mib", std::int64_t{s.settings.memory_limit_mib}},
        {"output_limit_mib", std::int64_t{s.settings.output_limit_mib}},
        {"io_mode", std::string(io_mode_name(s.settings.io.mode))},
        {"input_file", s.settings.io.input_file},
        {"output_file", s.settings.io.output_file},
        {"measure_tle_up_to_ms", std::int64_t{s.settings.measure_tle_up_to_ms}},
    };
}

ColumnWrites judgment_values(const JudgmentRecord& judgment) {
    return {
        {"verdict", std::string(verdict_name(judgment.verdict))},
        {"score", judgment.score},
        {"max_score", judgment.max_score},
        {"compile_command", judgment.compile_command},
        {"compiler_version", judgment.compiler_version},
        {"compile_log", judgment.compile_log},
        {"judge_version", judgment.judge_version},
        {"machine", judgment.machine},
    };
}

ColumnWrites result_values(std::int64_t submission_id, const ResultRecord& r) {
    return {
        {"submission_id", submission_id},
        {"test_id", r.test_id},
        {"position", std::int64_t{r.position}},
        {"verdict", std::string(verdict_name(r.verdict))},
        {"cpu_ms", r.cpu_ms},
        {"wall_ms", r.wall_ms},
        {"memory_kib", r.memory_kib},
        {"exit_code", std::int64_t{r.exit_code}},
        {"signal", std::int64_t{r.signal}},
        {"score", r.score},
        {"max_score", r.max_score},
        {"message", r.message},
        {"diff_line", std::int64_t{r.diff_line}},
        {"diff_expected", r.diff_expected},
        {"diff_got", r.diff_got},
        {"measured_beyond_limit", std::int64_t{r.measured_beyond_limit ? 1 : 0}},
        {"interaction", r.interaction},
    };
}

ColumnWrites group_result_values(std::int64_t submission_id, int position,
                                 const GroupResultRecord& g) {
    return {
        {"submission_id", submission_id},
        {"position", std::int64_t{position}},
        {"group_name", g.group},
        {"verdict", std::string(verdict_name(g.verdict))},
        {"score", g.score},
        {"max_score", g.max_score},
    };
}

std::string column_list(const ColumnWrites& writes) {
    std::string list;
    for (const ColumnWrite& write : writes)
        list += (list.empty() ? "" : ", ") + std::string(write.column);
    return list;
}

std::string placeholder_list(const ColumnWrites& writes, Placeholders style, int first) {
    std::string list;
    for (std::size_t i = 0; i < writes.size(); ++i)
        list += (i == 0 ? "" : ", ") + placeholder(style, first + static_cast<int>(i));
    return list;
}

std::string assignment_list(const ColumnWrites& writes, Placeholders style, int first) {
    std::string list;
    for (std::size_t i = 0; i < writes.size(); ++i)
        list += (i == 0 ? "" : ", ") + std::string(writes[i].column) + " = " +
                placeholder(style, first + static_cast<int>(i));
    return list;
}

}  // namespace gridjudge::db
