// The import frame, which every importer runs in: opens the foreign folder, stages the output
// beside `out_dir`, hands the importer an ImportContext, and commits only when the importer
// finished and produced at least one problem. Scratch files (programs being run, copies for file
// I/O) live in ".work/" of the staging folder and are removed before the commit.
#pragma once

#include <filesystem>
#include <functional>

#include "judge/package/import_support.h"

namespace gridjudge::package {

using ImportBody = std::function<void(const ImportContext&)>;

ImportResult run_import(PackageFormat format, const std::filesystem::path& source_dir,
                        const std::filesystem::path& out_dir, PackageTools& tools,
                        const ImportOptions& options, const ImportBody& body);

// The scratch path ".work/<relative>" in the staging folder, its folders created.
std::filesystem::path work_path(const ImportContext& context, std::string_view relative);

}  // namespace gridjudge::package
