#include "judge/app/derived_time_limit.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "judge/model/limits.h"
#include "judge/model/verdict.h"

namespace gridjudge::app {
namespace {

// "0.9", "2.5", "60": seconds and factors as a package author writes them.
std::string number_text(double number) {
    char text[32];
    std::snprintf(text, sizeof text, "%g", number);
    return text;
}

std::string seconds_text(double seconds) {
    return number_text(seconds) + " s";
}

std::string verdict_list(const std::vector<Verdict>& verdicts) {
    std::string text;
    for (const Verdict verdict : verdicts)
        text += (text.empty() ? "" : "/") + std::string(verdict_name(verdict));
    return text;
}

bool meant_to_be_accepted(const VerifiedSolution& solution) {
    return solution.expected == std::vector<Verdict>{Verdict::AC};
}

}  // namespace

DerivedTimeLimit derive_time_limit(const ProblemPackage& package,
                                   const std::filesystem::path& folder,
                                   const package::TimeLimitRule& rule,
                                   const std::filesystem::path& scratch, VerifyParts& parts) {
    const std::string ask = "; pass one with --time-limit";
    // The probe: the longest limit a problem may have. A solution that needs more could not be
    // judged as its folder says under any limit gridjudge judges with.
    ProblemPackage probe = package;
    probe.limits.time_ms = kTimeLimitRange.max;
    parts.say("judging the solutions that bound the time limit (" + rule.where + " is missing)");
    const std::vector<VerifiedSolution> judged = judge_time_limit_solutions(
        probe, folder, scratch,
        rule.bounded_by_every_solution_without_tle ? TimeBoundSolutions::AllNotAllowedTle
                                                   : TimeBoundSolutions::Accepted,
        parts);
    if (std::none_of(judged.begin(), judged.end(), meant_to_be_accepted))
        throw VerifyError(rule.where +
                          ": missing, and no solution is meant to be accepted (submissions/"
                          "accepted/) to derive it from, as the format does" +
                          ask);
    DerivedTimeLimit derived;
    for (const VerifiedSolution& solution : judged) {
        if (!solution.ok)
            throw VerifyError(
                rule.where + ": missing; it is derived from the solutions' times, but " +
                solution.file + " got " + std::string(verdict_name(solution.verdict)) +
                " at a limit of " + seconds_text(kTimeLimitRange.max / 1000.0) +
                " (its folder allows " + verdict_list(solution.expected) + ")" + ask);
        for (const VerifyCell& cell : solution.tests)
            if (derived.slowest_solution.empty() || cell.cpu_ms > derived.slowest_cpu_ms) {
                derived.slowest_solution = solution.file;
                derived.slowest_test = cell.test;
                derived.slowest_cpu_ms = cell.cpu_ms;
            }
    }
    // problemtools: max(1, ceil(T x ac_to_time_limit / time_resolution)) x time_resolution.
    const double exact_ms = static_cast<double>(derived.slowest_cpu_ms) * rule.ac_to_time_limit;
    const auto multiples = std::max<std::int64_t>(
        1,
        static_cast<std::int64_t>(std::ceil(exact_ms / static_cast<double>(rule.resolution_ms))));
    derived.time_limit_ms = multiples * rule.resolution_ms;
    if (derived.time_limit_ms > kTimeLimitRange.max)
        throw VerifyError(rule.where + ": missing, and the solutions' times give " +
                          seconds_text(derived.time_limit_ms / 1000.0) + ", over the " +
                          seconds_text(kTimeLimitRange.max / 1000.0) + " a problem may have" + ask);
    derived.note = rule.where + ": " + seconds_text(derived.time_limit_ms / 1000.0) +
                   ", derived as the format says: the slowest solution that may not exceed it, " +
                   derived.slowest_solution + ", took " + std::to_string(derived.slowest_cpu_ms) +
                   " ms on test " + derived.slowest_test + "; times " +
                   number_text(rule.ac_to_time_limit) + " (" + rule.multiplier_key +
                   "), rounded up to " +
                   (rule.resolution_key.empty()
                        ? std::string("whole seconds")
                        : "a multiple of " + seconds_text(rule.resolution_ms / 1000.0) + " (" +
                              rule.resolution_key + ")") +
                   ". It was measured on this machine: pass --time-limit to set another";
    return derived;
}

}  // namespace gridjudge::app
