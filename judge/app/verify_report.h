// What `gridjudge verify` found, and its three forms: the --json document, the terminal matrix
// (solutions x tests, verdict and CPU ms), and the record kept beside a stored problem's package
// folder for the web's problem page.
//
// Why a file beside the package and not the store: the record belongs to one exact package
// version, and the store's schema is shared by every judge (a new table is a migration on two
// databases); the package folder is the problem's own, and the record names the SHA-256 of the
// problem.json it verified, so a record left over from another version is never shown.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "db/records.h"
#include "judge/model/verdict.h"

namespace gridjudge::app {

struct VerifyCell {
    std::string test;
    Verdict verdict = Verdict::IE;
    std::int64_t cpu_ms = 0;
};

struct VerifiedSolution {
    std::string file;  // the package path, or the path the user gave
    std::vector<Verdict> expected;
    std::optional<double> expected_score;
    std::string tag;
    Verdict verdict = Verdict::IE;
    double score = 0;
    std::int64_t max_cpu_ms = 0;
    std::int64_t time_limit_ms = 0;  // its language's limit
    bool ok = false;
    std::vector<VerifyCell> tests;  // in judging order
};

struct VerifyReport {
    std::string problem;
    std::string package_sha256;  // of the problem.json verified
    std::int64_t time_limit_ms = 0;
    int validated_tests = 0;
    std::vector<std::string> tests;  // names, in judging order
    std::vector<VerifiedSolution> solutions;
    std::vector<std::string> warnings;
    std::optional<std::int64_t> suggested_time_limit_ms;
    bool ok = false;
    std::string saved_to;  // the record's file, when one was written
};

// {"problem", "ok", "solutions": [{"file", "expected", "verdict", "score", "max_cpu_ms", "ok"}],
//  "warnings"}, two-space indented.
std::string verify_json(const VerifyReport& report);
// The matrix and the findings, for a terminal.
std::string verify_text(const VerifyReport& report);

// The record: the whole report, tests and times included.
inline constexpr const char* kVerifyRecordName = "gridjudge-verify.json";
std::string verify_record_json(const VerifyReport& report);
VerifyReport read_verify_record(const std::string& text);
// The last record saved for `test_set` (beside its package folder), if it is of exactly that
// package; nullopt when there is none, it is unreadable, or it is of another version.
std::optional<VerifyReport> last_verify(const db::TestSetRecord& test_set);

}  // namespace gridjudge::app
