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

struct ImportOptions {
    std::string problem_id;  // replaces the package's own id (one-problem packages only)
    // A testlib.h for packages whose programs include it without shipping it (Hydro and
    // LemonLime packages rely on the judge's copy; gridjudge ships none).
    std::filesystem::path testlib_header;
    // For packages that state no time limit (legacy Kattis leaves it to the judge).
    std::optional<std::int64_t> time_limit_ms;
    FolderCaps caps;           // reading the foreign package
    ArchiveCaps archive_caps;  // unpacking it when it is an archive
    std::string origin;        // provenance.origin; empty: the imported path
};

struct ImportedProblem {
    ProblemPackage package;
    std::filesystem::path folder;  // OUT/problems/<id>, a package folder (problem.json + files)
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
