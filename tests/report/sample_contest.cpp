#include "tests/report/sample_contest.h"

namespace gridjudge::testing {
namespace {

db::SubmissionRecord judged(std::int64_t id, std::string user, std::string problem, int score,
                            std::string verdict) {
    db::SubmissionRecord s;
    s.id = id;
    s.user = std::move(user);
    s.problem_id = std::move(problem);
    s.contest = "spring";
    s.language = "cpp14";
    s.test_set_id = 1;
    s.score = score;
    s.max_score = 100;
    s.verdict = std::move(verdict);
    s.status = "done";
    return s;
}

db::ResultRecord result(int position, std::string verdict, std::int64_t cpu_ms,
                        std::int64_t memory_kib, int score, std::string message) {
    db::ResultRecord r;
    r.test_id = position;
    r.position = position;
    r.test_name = "0" + std::to_string(position);
    r.verdict = std::move(verdict);
    r.cpu_ms = cpu_ms;
    r.wall_ms = cpu_ms + 3;
    r.memory_kib = memory_kib;
    r.score = score;
    r.max_score = 5;
    r.message = std::move(message);
    return r;
}

}  // namespace

std::vector<db::SubmissionRecord> sample_contest_submissions() {
    return {judged(1, "alice", "huarongdao", 100, "AC"),
            judged(2, "<script>alert(1)</script>", "huarongdao", 65, "WA"),
            judged(3, "=HYPERLINK(\"http://x\")", "wallpusher", 30, "TLE"),
            judged(4, "Li, \"Lei\"", "huarongdao", 0, "CE"),
            judged(5, "李雷", "wallpusher", 100, "AC"),
            judged(6, "alice", "wallpusher", 40, "RE")};
}

db::SubmissionRecord sample_judged_submission() {
    db::SubmissionRecord s = sample_contest_submissions()[1];
    s.compile_flags = "g++ -std=c++14 -O2";
    s.results = {result(1, "AC", 12, 3072, 5, "2 integers, all as expected"),
                 result(2, "WA", 312, 70000, 0, "line 2: expected 7, got 9"),
                 result(3, "TLE", 1009, 13312, 0, "CPU time 1009 ms exceeded the limit")};
    s.results[2].signal = 9;
    s.results[1].diff_line = 2;
    s.results[1].diff_expected = "3 -1 7";
    s.results[1].diff_got = "3 -1 9";
    return s;
}

db::ProblemRecord sample_problem() {
    db::ProblemRecord problem;
    problem.id = "huarongdao";
    problem.title = "华容道";
    problem.time_limit_ms = 1000;
    problem.memory_limit_mib = 128;
    return problem;
}

}  // namespace gridjudge::testing
