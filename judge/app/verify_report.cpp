#include "judge/app/verify_report.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <map>

#include "judge/model/package.h"
#include "judge/report/table.h"
#include "judge/util/files.h"

namespace gridjudge::app {
namespace {

using nlohmann::json;
using nlohmann::ordered_json;

ordered_json verdict_list(const std::vector<Verdict>& verdicts) {
    ordered_json list = ordered_json::array();
    for (Verdict verdict : verdicts) list.push_back(verdict_name(verdict));
    return list;
}

// Whole scores as integers ("100", not "100.0"), as every other JSON of gridjudge writes them.
ordered_json score_json(double score) {
    const double whole = std::round(score);
    if (whole == score && std::abs(whole) < 1e15) return static_cast<std::int64_t>(whole);
    return score;
}

std::string expected_text(const VerifiedSolution& solution) {
    std::string text;
    for (Verdict verdict : solution.expected)
        text += (text.empty() ? "" : "/") + std::string(verdict_name(verdict));
    if (solution.expected_score) text += " " + format_points(*solution.expected_score);
    return text;
}

Verdict verdict_or_throw(const std::string& name) {
    const std::optional<Verdict> verdict = parse_verdict(name);
    if (!verdict) throw std::invalid_argument("'" + name + "' is not a verdict");
    return *verdict;
}

}  // namespace

std::string verify_json(const VerifyReport& report) {
    ordered_json solutions = ordered_json::array();
    for (const VerifiedSolution& solution : report.solutions)
        solutions.push_back({{"file", solution.file},
                             {"expected", verdict_list(solution.expected)},
                             {"verdict", verdict_name(solution.verdict)},
                             {"score", score_json(solution.score)},
                             {"max_cpu_ms", solution.max_cpu_ms},
                             {"ok", solution.ok}});
    return ordered_json{{"problem", report.problem},
                        {"ok", report.ok},
                        {"solutions", solutions},
                        {"warnings", report.warnings}}
               .dump(2) +
           "\n";
}

std::string verify_text(const VerifyReport& report) {
    std::vector<std::string> header{"solution", "expected", "verdict", "score", "max ms"};
    std::vector<bool> right{false, false, false, true, true};
    for (const std::string& test : report.tests) {
        header.push_back(test);
        right.push_back(false);
    }
    header.push_back("");
    right.push_back(false);
    TextTable table(header, right);
    for (const VerifiedSolution& solution : report.solutions) {
        std::vector<std::string> row{
            solution.file, expected_text(solution), std::string(verdict_name(solution.verdict)),
            format_points(solution.score), std::to_string(solution.max_cpu_ms)};
        std::map<std::string, const VerifyCell*> cells;
        for (const VerifyCell& cell : solution.tests) cells[cell.test] = &cell;
        for (const std::string& test : report.tests) {
            auto found = cells.find(test);
            row.push_back(found == cells.end() ? "-"
                                               : std::string(verdict_name(found->second->verdict)) +
                                                     " " + std::to_string(found->second->cpu_ms));
        }
        row.push_back(solution.ok ? "ok" : "MISMATCH");
        table.add_row(row);
    }
    std::string text = "verify " + report.problem + ": " + std::to_string(report.tests.size()) +
                       " tests (" + std::to_string(report.validated_tests) +
                       " validated), time limit " + std::to_string(report.time_limit_ms) + " ms\n" +
                       table.render();
    for (const VerifiedSolution& solution : report.solutions)
        if (!solution.ok)
            text += "mismatch: " + solution.file + " got " +
                    std::string(verdict_name(solution.verdict)) + " (score " +
                    format_points(solution.score) + "), its tag allows " + expected_text(solution) +
                    "\n";
    for (const std::string& warning : report.warnings) text += "warning: " + warning + "\n";
    if (report.suggested_time_limit_ms)
        text += "suggested time limit: " + std::to_string(*report.suggested_time_limit_ms) +
                " ms (twice the slowest accepted solution)\n";
    text += report.ok ? "ok: every solution got a verdict its tag allows\n"
                      : "FAILED: the package does not prove itself\n";
    return text;
}

std::string verify_record_json(const VerifyReport& report) {
    ordered_json solutions = ordered_json::array();
    for (const VerifiedSolution& solution : report.solutions) {
        ordered_json tests = ordered_json::array();
        for (const VerifyCell& cell : solution.tests)
            tests.push_back({{"test", cell.test},
                             {"verdict", verdict_name(cell.verdict)},
                             {"cpu_ms", cell.cpu_ms}});
        ordered_json entry{{"file", solution.file},
                           {"expected", verdict_list(solution.expected)},
                           {"tag", solution.tag},
                           {"verdict", verdict_name(solution.verdict)},
                           {"score", score_json(solution.score)},
                           {"max_cpu_ms", solution.max_cpu_ms},
                           {"time_limit_ms", solution.time_limit_ms},
                           {"ok", solution.ok},
                           {"tests", tests}};
        if (solution.expected_score) entry["expected_score"] = *solution.expected_score;
        solutions.push_back(entry);
    }
    ordered_json record{{"problem", report.problem},
                        {"package_sha256", report.package_sha256},
                        {"time_limit_ms", report.time_limit_ms},
                        {"validated_tests", report.validated_tests},
                        {"tests", report.tests},
                        {"ok", report.ok},
                        {"solutions", solutions},
                        {"warnings", report.warnings}};
    if (report.suggested_time_limit_ms)
        record["suggested_time_limit_ms"] = *report.suggested_time_limit_ms;
    return record.dump(2) + "\n";
}

VerifyReport read_verify_record(const std::string& text) {
    const json record = json::parse(text);
    VerifyReport report;
    report.problem = record.at("problem").get<std::string>();
    report.package_sha256 = record.at("package_sha256").get<std::string>();
    report.time_limit_ms = record.at("time_limit_ms").get<std::int64_t>();
    report.validated_tests = record.at("validated_tests").get<int>();
    report.tests = record.at("tests").get<std::vector<std::string>>();
    report.ok = record.at("ok").get<bool>();
    report.warnings = record.at("warnings").get<std::vector<std::string>>();
    if (record.contains("suggested_time_limit_ms"))
        report.suggested_time_limit_ms = record.at("suggested_time_limit_ms").get<std::int64_t>();
    for (const json& entry : record.at("solutions")) {
        VerifiedSolution solution;
        solution.file = entry.at("file").get<std::string>();
        for (const json& name : entry.at("expected"))
            solution.expected.push_back(verdict_or_throw(name.get<std::string>()));
        if (entry.contains("expected_score"))
            solution.expected_score = entry.at("expected_score").get<double>();
        solution.tag = entry.at("tag").get<std::string>();
        solution.verdict = verdict_or_throw(entry.at("verdict").get<std::string>());
        solution.score = entry.at("score").get<double>();
        solution.max_cpu_ms = entry.at("max_cpu_ms").get<std::int64_t>();
        solution.time_limit_ms = entry.at("time_limit_ms").get<std::int64_t>();
        solution.ok = entry.at("ok").get<bool>();
        for (const json& cell : entry.at("tests"))
            solution.tests.push_back({cell.at("test").get<std::string>(),
                                      verdict_or_throw(cell.at("verdict").get<std::string>()),
                                      cell.at("cpu_ms").get<std::int64_t>()});
        report.solutions.push_back(std::move(solution));
    }
    return report;
}

std::optional<VerifyReport> last_verify(const db::TestSetRecord& test_set) {
    if (test_set.package_dir.empty()) return std::nullopt;
    const std::filesystem::path file =
        std::filesystem::path(test_set.package_dir) / kVerifyRecordName;
    std::error_code missing;
    if (!std::filesystem::is_regular_file(file, missing)) return std::nullopt;
    try {
        VerifyReport report = read_verify_record(read_file(file));
        // A record of another version (the folder was reinstalled since) says nothing of this one.
        if (report.package_sha256 != sha256_hex(test_set.package_json)) return std::nullopt;
        return report;
    } catch (const std::exception&) {
        return std::nullopt;
    }
}

}  // namespace gridjudge::app
