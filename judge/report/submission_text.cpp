#include "judge/report/submission_text.h"

#include <cmath>

#include "judge/core/test_runner.h"
#include "judge/report/measures.h"
#include "judge/report/table.h"
#include "judge/report/token_difference.h"
#include "judge/report/verdict_style.h"

namespace gridjudge {
namespace {

std::string exit_text(const db::ResultRecord& r) {
    if (r.signal != 0) return "sig " + std::to_string(r.signal);
    return std::to_string(r.exit_code);
}

// "312 ms (31%)": the share of the limit tells at a glance how close a run came to TLE/MLE.
std::string against_limit(const std::string& value, std::int64_t used, std::int64_t limit) {
    const long percent = std::lround(100 * fraction_of_limit(used, limit));
    return value + " (" + std::to_string(percent) + "%)";
}

std::string results_table(const db::SubmissionRecord& s, const db::ProblemRecord& problem,
                          TextStyle style) {
    const std::int64_t memory_limit_kib = std::int64_t{problem.memory_limit_mib} * 1024;
    TextTable table({"test", "verdict", "cpu", "wall", "memory", "exit", "score", "message"},
                    {false, false, true, true, true, true, true, false});
    for (const db::ResultRecord& r : s.results)
        table.add_row({r.test_name,
                       style == TextStyle::Colour ? verdict_ansi(r.verdict, r.verdict) : r.verdict,
                       against_limit(format_ms(r.cpu_ms), r.cpu_ms, problem.time_limit_ms),
                       format_ms(r.wall_ms),
                       against_limit(format_mib(r.memory_kib), r.memory_kib, memory_limit_kib),
                       exit_text(r), std::to_string(r.score) + "/" + std::to_string(r.max_score),
                       r.message});
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

std::string render_submission(const db::SubmissionRecord& s, const db::ProblemRecord& problem,
                              TextStyle style) {
    std::string text = "submission " + std::to_string(s.id) + "  " + s.user + "  " + s.problem_id +
                       "  " + s.language + "  (test set " + std::to_string(s.test_set_id) + ")\n";
    if (!s.compile_flags.empty()) text += "compiled with: " + s.compile_flags + "\n";
    if (s.verdict == "CE" || s.verdict == "IE") {
        if (!s.compile_log.empty()) text += "compiler log:\n" + s.compile_log + "\n";
    }
    if (!s.results.empty()) text += results_table(s, problem, style);
    text += "limits: " + format_ms(problem.time_limit_ms) + " CPU, " +
            format_ms(default_wall_limit_ms(problem.time_limit_ms)) + " wall, " +
            std::to_string(problem.memory_limit_mib) + " MiB\n";
    text += first_differences(s);
    const std::string verdict =
        style == TextStyle::Colour ? verdict_ansi(s.verdict, s.verdict) : s.verdict;
    text += s.status == "done" ? "verdict " + verdict + ", score " + std::to_string(s.score) + "/" +
                                     std::to_string(s.max_score) + "\n"
                               : "status: " + s.status + "\n";
    return text;
}

}  // namespace gridjudge
