#include "judge/report/submission_text.h"

#include "judge/report/table.h"

namespace gridjudge {
namespace {
std::string signal_text(const db::ResultRecord& r) {
    if (r.signal != 0) return "sig " + std::to_string(r.signal);
    return std::to_string(r.exit_code);
}
}  // namespace

std::string render_submission(const db::SubmissionRecord& s, const db::ProblemRecord& problem) {
    std::string text = "submission " + std::to_string(s.id) + "  " + s.user + "  " + s.problem_id +
                       "  " + s.language + "  (test set " + std::to_string(s.test_set_id) + ")\n";
    if (!s.compile_flags.empty()) text += "compiled with: " + s.compile_flags + "\n";
    if (s.verdict == "CE" || s.verdict == "IE") {
        if (!s.compile_log.empty()) text += "compiler log:\n" + s.compile_log + "\n";
    }
    if (!s.results.empty()) {
        TextTable table({"test", "verdict", "cpu", "wall", "memory", "exit", "score", "message"},
                        {false, false, true, true, true, true, true, false});
        for (const db::ResultRecord& r : s.results)
            table.add_row({r.test_name, r.verdict, std::to_string(r.cpu_ms) + " ms",
                           std::to_string(r.wall_ms) + " ms",
                           std::to_string(r.memory_kib / 1024) + " MiB", signal_text(r),
                           std::to_string(r.score) + "/" + std::to_string(r.max_score),
                           r.message});
        text += table.render();
    }
    text += "limits: " + std::to_string(problem.time_limit_ms) + " ms, " +
            std::to_string(problem.memory_limit_mib) + " MiB\n";
    text += s.status == "done" ? "verdict " + s.verdict + ", score " + std::to_string(s.score) +
                                     "/" + std::to_string(s.max_score) + "\n"
                               : "status: " + s.status + "\n";
    return text;
}

}  // namespace gridjudge
