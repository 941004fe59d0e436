#include "judge/model/verdict.h"

#include <array>

namespace gridjudge {
namespace {

struct VerdictInfo {
    Verdict verdict;
    std::string_view name, meaning;
    int severity;
};

// Worst last: a judge fault hides everything; then failures that stop the program; then
// wrong output.
constexpr std::array kVerdicts{
    VerdictInfo{Verdict::Skipped, "SK", "Skipped (its group could no longer score)", -1},
    VerdictInfo{Verdict::AC, "AC", "Accepted", 0},
    VerdictInfo{Verdict::PE, "PE", "Presentation Error", 1},
    VerdictInfo{Verdict::WA, "WA", "Wrong Answer", 2},
    VerdictInfo{Verdict::OLE, "OLE", "Output Limit Exceeded", 3},
    VerdictInfo{Verdict::RE, "RE", "Runtime Error", 4},
    VerdictInfo{Verdict::MLE, "MLE", "Memory Limit Exceeded", 5},
    VerdictInfo{Verdict::TLE, "TLE", "Time Limit Exceeded", 6},
    VerdictInfo{Verdict::CE, "CE", "Compilation Error", 7},
    VerdictInfo{Verdict::IE, "IE", "Internal Error (judge or test data fault)", 8},
};

const VerdictInfo& info(Verdict verdict) {
    for (const VerdictInfo& entry : kVerdicts)
        if (entry.verdict == verdict) return entry;
    return kVerdicts.back();
}

}  // namespace

std::string_view verdict_name(Verdict verdict) {
    return info(verdict).name;
}

std::string_view verdict_meaning(Verdict verdict) {
    return info(verdict).meaning;
}

int verdict_severity(Verdict verdict) {
    return info(verdict).severity;
}

std::optional<Verdict> parse_verdict(std::string_view name) {
    for (const VerdictInfo& entry : kVerdicts)
        if (entry.name == name) return entry.verdict;
    return std::nullopt;
}

}  // namespace gridjudge
