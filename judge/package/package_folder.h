// A gridjudge package folder: problem.json (format 2) and every file it names. This is the one
// canonical on-disk form of a problem: importers turn a foreign package into one, exporters turn
// one into a foreign package, the store keeps them. Loading checks the files, not only the
// manifest: each named file exists inside the folder (no link leading out, no FIFO, device or
// socket), stays under the size caps, and matches the manifest's sha256 (filled in when absent).
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "judge/model/package.h"
#include "judge/package/size_caps.h"

namespace gridjudge::package {

class StagingFolder;

struct LoadedPackage {
    std::filesystem::path dir;
    ProblemPackage package;
};

inline constexpr std::string_view kManifestName = "problem.json";

// Throws PackageError "<dir>/problem.json: <field>: <why>", e.g.
// ".../problem.json: tests[2].input: .../tests/03.in: missing".
LoadedPackage load_package_folder(const std::filesystem::path& dir, const FolderCaps& caps = {});

// Every file the package names, with the field that names it ("tests[3].input"), in manifest
// order; a path named twice (a shared answer file) appears twice.
std::vector<std::pair<std::string, std::string>> named_files(const ProblemPackage& package);

// Finishes a package being written: fills every test's sha256 from the staged files, applies
// check_package(), and writes `folder`/problem.json ("" is the staging folder's root).
void write_problem_json(const StagingFolder& staging, std::string_view folder,
                        ProblemPackage& package);

}  // namespace gridjudge::package
