// A time limit the package leaves to its solutions (package::TimeLimitRule: Kattis
// packages without limits.time_limit, which the 2025-09 format recommends): the accepted
// solutions are judged by the real judge at the longest limit the model allows, and the limit is
// the smallest multiple of the resolution, at least one, that is at least ac_to_time_limit times
// the slowest one's CPU time on any test. problemtools sets it the same way.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>

#include "judge/app/verify.h"
#include "judge/model/package.h"
#include "judge/package/import_types.h"

namespace gridjudge::app {

struct DerivedTimeLimit {
    std::int64_t time_limit_ms = 0;
    std::string slowest_solution, slowest_test;
    std::int64_t slowest_cpu_ms = 0;
    std::string note;  // how it was derived, in one sentence
};

// Judges the accepted solutions of the package folder `folder` in a store under `scratch`.
// Throws VerifyError naming the field when there is no accepted solution, one is not accepted,
// or the limit would pass the model's.
DerivedTimeLimit derive_time_limit(const ProblemPackage& package,
                                   const std::filesystem::path& folder,
                                   const package::TimeLimitRule& rule,
                                   const std::filesystem::path& scratch, VerifyParts& parts);

}  // namespace gridjudge::app
