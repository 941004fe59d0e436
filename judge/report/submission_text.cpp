#include "judge/report/submission_text.h"

#include <cmath>

#include "judge/model/package.h"
#include "judge/report/measures.h"
#include "judge/report/submission_state.h"
#include "judge/report/table.h"
#include "judge/report/token_difference.h"
#include "judge/report/verdict_style.h"

namespace gridjudge {
namespace {

std::string exit_text(const db::ResultRecord& r) {
    if (r.verdict == Verdict::Skipped) return "";
    if (r.signal != 0) return "sig " + std::to_string(r.signal);
    return std::to_string(r.exit_code);
}

// "312 ms (31%)": the share of the limit tells at a glance how close a run came to TLE/MLE.
std::string against_limit(const std::string& value, std::int64_t used, std::int64_t limit) {
    const long percent = std::lround(100 * fraction_of_limit(used, limit));
    return value + " (" + std::to_string(percent) + "%)";
}

std::string verdict_text(Verdict verdict, TextStyle style) {
    const std::string name(verdict_name(verdict));
    return style == TextStyle::Colour ? verdict_ansi(verdict, name) : name;
}

std::string results_table(const db::SubmissionRecord& s, TextStyle style) {
    const JudgeSettings& limits = s.settings;
    TextTable table(
        {"test", "group", "verdict", "cpu", "wall", "memory", "exit", "score", "message"},
        {false, false, false, true, true, true, true, true, false});
    for (const db::ResultRecord& r : s.results) {
        const bool ran = r.verdict != Verdict::Skipped;
        const std::string cpu = format_cpu(r, limits);
        table.add_row(
            {r.test_name, r.group, verdict_text(r.verdict, style),
             ran ? against_limit(cpu, r.cpu_ms, limits.time_limit_ms) : "",
             ran ? format_ms(r.wall_ms) : "",
             ran ? against_limit(format_mib(r.memory_kib), r.memory_kib,
                                 limits.memory_limit_mib * 1024)
                 : "",
             exit_text(r),
             r.max_score > 0 ? format_points(r.score) + "/" + format_points(r.max_score) : "",
             r.message});
    }
    return table.render();
}

// Shown when the groups say more than the tests: several groups, or one that is not scored
// test by test.
std::string groups_table(const db::SubmissionRecord& s, TextStyle style) {
    if (s.groups.empty()) return "";
    TextTable table({"group", "verdict", "score"}, {false, false, true});
    for (const db::GroupResultRecord& g : s.groups)
        table.add_row({g.group, verdict_text(g.verdict, style),
                       format_points(g.score) + "/" + format_points(g.max_score)});
    return table.render();
}

std::string first_differences(const db::SubmissionRecord& s) {
    std::string text;
    for (const db::ResultRecord& r : s.results) {
        if (r.diff_line == 0) continue;
        text += "test " + r.test_name + ", line " + std::to_string(r.diff_line);
        if (auto token = first_token_difference(r.diff_expected, r.diff_got))
            text += ", token " + std::to_string(token->token) + ": expected '" + token->expected +
                    "', got '" + token->got + "'";
        text += "\n  expected: " + r.diff_expected + "\n  got:      " + r.diff_got + "\n";
    }
    return text.empty() ? "" : "first differences:\n" + text;
}

}  // namespace

std::string render_submission(const db::SubmissionRecord& s, TextStyle style) {
    std::string text = "submission " + std::to_string(s.id) + "  " + s.user + "  " + s.problem_id +
                       "  " + s.language + "  (test set version " +
                       std::to_string(s.test_set_version) + ")\n";
    if (s.rejudge_of) text += "rejudge of submission " + std::to_string(*s.rejudge_of) + "\n";
    text += "judged with: " + describe_settings(s.settings) + "\n";
    if (!s.compile_command.empty())
        text += "compiled with: " + s.compile_command +
                (s.compiler_version.empty() ? "" : "  [" + s.compiler_version + "]") + "\n";
    if (!s.judge_version.empty())
        text += "judged by: " + s.judge_version + (s.machine.empty() ? "" : " on " + s.machine) +
                (s.worker.empty() ? "" : " (worker " + s.worker + ")") + "\n";
    if (s.verdict == Verdict::CE || s.verdict == Verdict::IE) {
        if (!s.compile_log.empty()) text += "compiler log:\n" + s.compile_log + "\n";
    }
    if (!s.results.empty()) text += results_table(s, style);
    if (s.groups.size() > 1) text += groups_table(s, style);
    text += first_differences(s);
    if (s.status == SubmissionStatus::Done && s.verdict)
        text += "verdict " + verdict_text(*s.verdict, style) + ", score " + shown_score(s) + "\n";
    else
        text += "status: " + shown_verdict(s) + "\n";
    return text;
}

}  // namespace gridjudge
