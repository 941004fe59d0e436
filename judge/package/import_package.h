// The one entry point of `gridjudge import`: a package given as a folder or as an archive (zip,
// tar, tar.gz, tar.xz, tar.bz2), its format detected from what it holds, imported by the
// importer of that format (importers.h) into `out_dir` (absent or empty). An archive is unpacked
// with the archive caps into a scratch folder beside `out_dir` that is removed afterwards; an
// archive holding one folder and nothing else is read from inside that folder.
#pragma once

#include <filesystem>
#include <optional>
#include <string_view>

#include "judge/package/import_types.h"
#include "judge/package/package_tools.h"

namespace gridjudge::package {

// The prefix of the scratch folder an archive is unpacked into (a TempDir: its name carries the
// owning process, so a folder left by a killed import can be swept).
inline constexpr std::string_view kUnpackPrefix = ".gridjudge-unpack-";

// What a folder holds: problem.json (gridjudge), problem.xml (Polygon), a *.cdf file
// (LemonLime), problem.yaml with testdata/ or folders of such problems (Hydro), problem.yaml
// with data/ (Kattis). nullopt when none fits.
std::optional<PackageFormat> detect_format(const std::filesystem::path& dir);

ImportResult import_package(const std::filesystem::path& path, const std::filesystem::path& out_dir,
                            PackageTools& tools, const ImportOptions& options);

}  // namespace gridjudge::package
