// Exporters: a gridjudge package folder (loaded with every check) written as a package another
// judge loads. Each writes `out` (absent or empty) through a staging folder renamed into place.
// What the target format cannot hold is either refused (PackageError saying what and why: a
// checker protocol the target does not speak, file I/O for Kattis, max aggregation) or written
// as the closest equivalent with a note (ExportResult::notes). Built-in checkers are written as
// their standalone source (checkers/standalone_sources.h) speaking the target's protocol, marked
// so that importing the export gives the built-in checker back (builtin_marker.h).
//   Kattis: the 2025-09 format (problem.yaml, statement/, data/sample, data/secret/<group>/ with
//           test_group.yaml, output_validator/, input_validators/);
//   Polygon: problem.xml with the judging testset, groups, points and dependencies, files/,
//           statements/;
//   Hydro:  problem.yaml, problem[_LANG].md, testdata/config.yaml with subtasks and the data.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "judge/package/package_folder.h"

namespace gridjudge::package {

struct ExportResult {
    std::vector<std::string> notes;  // what was written as an equivalent rather than as is
};

ExportResult export_kattis(const LoadedPackage& package, const std::filesystem::path& out);
ExportResult export_polygon(const LoadedPackage& package, const std::filesystem::path& out);
ExportResult export_hydro(const LoadedPackage& package, const std::filesystem::path& out);

}  // namespace gridjudge::package
