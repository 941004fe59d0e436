// What an import is asked and what it gives back, shared by every importer and the entry point
// (import_package.h). An import only produces package folders; storing them (a new test-set
// version when the problem exists) is the caller's business.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "judge/model/package.h"
#include "judge/package/size_caps.h"

namespace gridjudge::package {

enum class PackageFormat { Gridjudge, Polygon, Kattis, Hydro, LemonLime, Cms };

std::string_view format_name(PackageFormat format);  // "gridjudge", "polygon", "kattis", ...

// A time limit the package leaves to its accepted solutions, as Kattis packages may (legacy:
// always; 2023-07 and 2025-09: without limits.time_limit): the smallest multiple of
// `resolution_ms`, at least one, that is at least `ac_to_time_limit` times the slowest accepted
// solution's CPU time on any test (problemtools computes it so).
struct TimeLimitRule {
    double ac_to_time_limit = 2.0;
    double time_limit_to_tle = 1.5;  // the margin a too-slow solution must keep (verify's)
    std::int64_t resolution_ms = 1000;
    std::string where;  // "<file>: limits.time_limit", for the notes and errors
    // The keys the package's format names them by, for the notes (legacy: time_multiplier and
    // whole seconds).
    std::string multiplier_key = "ac_to_time_limit", resolution_key = "time_resolution";
    // 2025-09: every submission not permitted a TLE bounds it from below (wrong_answer and
    // run_time_error too), not only the accepted ones.
    bool bounded_by_every_solution_without_tle = false;

    bool operator==(const TimeLimitRule&) const = default;
};

struct ImportOptions {
    std::string problem_id;  // replaces the package's own id (one-problem packages only)
    // A testlib.h for packages whose programs include it without shipping it (Hydro and
    // LemonLime packages rely on the judge's copy; gridjudge ships none).
    std::filesystem::path testlib_header;
    // For packages that state no time limit (legacy Kattis leaves it to the judge).
    std::optional<std::int64_t> time_limit_ms;
    // The caller judges the accepted solutions of a package that leaves its time limit to them
    // (ImportedProblem::time_limit_rule); otherwise such a package is refused.
    bool derive_time_limit = false;
    FolderCaps caps;           // reading the foreign package
    ArchiveCaps archive_caps;  // unpacking it when it is an archive
    std::string origin;        // provenance.origin; empty: the imported path
};

struct ImportedProblem {
    ProblemPackage package;
    std::filesystem::path folder;  // OUT/problems/<id>, a package folder (problem.json + files)
    // Set when the time limit is the accepted solutions' to give (ImportOptions::
    // derive_time_limit): package.limits.time_ms is then only a placeholder.
    std::optional<TimeLimitRule> time_limit_rule;
};

struct ImportResult {
    PackageFormat format = PackageFormat::Gridjudge;
    std::vector<ImportedProblem> problems;
    // LemonLime: the contestants' sources as OUT/contest/<contestant>/<problem id>.<ext>, the
    // layout `gridjudge grade` judges.
    std::optional<std::filesystem::path> contest;
    std::vector<std::string> notes;  // what was approximated or left out, one sentence each
};

}  // namespace gridjudge::package
