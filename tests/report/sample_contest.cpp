#include "tests/report/sample_contest.h"

namespace gridjudge::testing {
namespace {

db::SubmissionRecord judged(std::int64_t id, std::string user, std::string problem, double score,
                            Verdict verdict) {
    db::SubmissionRecord s;
    s.id = id;
    s.user = std::move(user);
    s.problem_id = std::move(problem);
    s.contest = "spring";
    s.language = "cpp14";
    s.test_set_id = 1;
    s.test_set_version = 2;
    s.score = score;
    s.max_score = 100;
    s.verdict = verdict;
    s.status = SubmissionStatus::Done;
    s.settings.time_limit_ms = 1000;
    s.settings.wall_limit_ms = 2000;
    s.settings.memory_limit_mib = 128;
    s.settings.output_limit_mib = 64;
    s.settings.io = {IoMode::File, "puzzle.in", "puzzle.out"};
    return s;
}

db::ResultRecord result(int position, Verdict verdict, std::int64_t cpu_ms, std::int64_t memory_kib,
                        double score, std::string message) {
    db::ResultRecord r;
    r.test_id = position;
    r.position = position;
    r.test_name = "0" + std::to_string(position);
    r.group = position == 1 ? "small" : "full";
    r.verdict = verdict;
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
    return {judged(1, "alice", "huarongdao", 100, Verdict::AC),
            judged(2, "<script>alert(1)</script>", "huarongdao", 65, Verdict::WA),
            judged(3, "=HYPERLINK(\"http://x\")", "wallpusher", 30, Verdict::TLE),
            judged(4, "Li, \"Lei\"", "huarongdao", 0, Verdict::CE),
            judged(5, "李雷", "wallpusher", 100, Verdict::AC),
            judged(6, "alice", "wallpusher", 40.5, Verdict::RE)};
}

db::SubmissionRecord sample_judged_submission() {
    db::SubmissionRecord s = sample_contest_submissions()[1];
    s.compile_command = "g++ -std=c++14 -O2 -pipe -DONLINE_JUDGE main.cpp -o main";
    s.compiler_version = "g++ (Debian 12.2.0-14) 12.2.0";
    s.judge_version = "gridjudge 0.2.0";
    s.machine = "judge-1";
    s.results = {
        result(1, Verdict::AC, 12, 3072, 5, "2 integers, all as expected"),
        result(2, Verdict::WA, 312, 70000, 0, "line 2: expected 7, got 9"),
        result(3, Verdict::TLE, 1009, 13312, 0,
               "CPU time over the limit of 1000 ms (stopped at 1009 ms)"),
        result(4, Verdict::Skipped, 0, 0, 0, "not run: its group 'full' already scores 0")};
    s.results[2].signal = 9;
    s.results[3].max_score = 0;
    s.groups = {{"small", Verdict::AC, 5, 5}, {"full", Verdict::TLE, 60, 95}};
    s.results[1].diff_line = 2;
    s.results[1].diff_expected = "3 -1 7";
    s.results[1].diff_got = "3 -1 9";
    return s;
}

}  // namespace gridjudge::testing
