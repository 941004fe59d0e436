// Plain rows of the gridjudge database, as the store reads and writes them. Verdicts are kept
// as their short names ("AC", "WA", ...): the judge owns their meaning, the store only keeps them.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace gridjudge::db {

struct ProblemRecord {
    std::string id, title;
    int time_limit_ms = 0, memory_limit_mib = 0;
    std::string file_name;
    bool file_io = false;
    std::string checker;
    std::optional<std::int64_t> active_test_set;
};

struct TestRecord {
    std::int64_t id = 0;
    int position = 0;  // 1-based order in its test set
    std::string name, group;
    int points = 0;
    std::string command_line;  // the generator call that remakes the input
    std::string input_sha256, answer_sha256;
    std::string size_summary, answer_summary;
    std::string input, answer;  // the data itself (may be left empty by summary queries)
};

struct TestSetRecord {
    std::int64_t id = 0;
    std::string problem_id;
    int version = 0;  // 1, 2, ... per problem
    std::string seed, created_at, package_dir, generated_by;
};

struct ResultRecord {
    std::int64_t test_id = 0;
    int position = 0;
    std::string test_name;  // filled by reads
    std::string verdict;
    std::int64_t cpu_ms = 0, wall_ms = 0, memory_kib = 0;
    int exit_code = 0, signal = 0;
    int score = 0, max_score = 0;
    std::string message;
    int diff_line = 0;  // first differing line for WA/PE, 0 if none
    std::string diff_expected, diff_got;
};

struct SubmissionRecord {
    std::int64_t id = 0;
    std::string problem_id;
    std::int64_t test_set_id = 0;
    std::string user, contest, language, source;
    std::string test_filter;  // "" = all tests, else "1-3,7"
    std::optional<std::int64_t> rejudge_of;
    std::string submitted_at;
    std::string status = "queued";  // queued | judging | done
    std::string verdict;
    int score = 0, max_score = 0;
    std::string compile_flags, compile_log;
    std::optional<std::string> judged_at;
    std::vector<ResultRecord> results;  // filled by submission()
};

struct SubmissionFilter {
    std::optional<std::string> problem, user, contest, verdict;
};

}  // namespace gridjudge::db
