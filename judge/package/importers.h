// The importers, one per foreign format. Each reads the package folder `source_dir` only through
// PackageDir (no link leading out of it is followed, no special file is read), runs what it must
// through `tools` (generators, the main solution, validators), and writes
// `out_dir`/problems/<id>/ (a gridjudge package folder each) — and for LemonLime
// `out_dir`/contest/ — into a staging folder renamed into place when complete: a failed or
// interrupted import leaves no `out_dir`. `out_dir` must be absent or empty. Every problem is
// checked like a loaded one (check_package) and every test is validated by the package's
// validator when it has one. Errors are PackageError naming the file and the field.
#pragma once

#include <filesystem>

#include "judge/package/import_types.h"
#include "judge/package/package_tools.h"

namespace gridjudge::package {

ImportResult import_polygon(const std::filesystem::path& source_dir,
                            const std::filesystem::path& out_dir, PackageTools& tools,
                            const ImportOptions& options);
ImportResult import_kattis(const std::filesystem::path& source_dir,
                           const std::filesystem::path& out_dir, PackageTools& tools,
                           const ImportOptions& options);
ImportResult import_hydro(const std::filesystem::path& source_dir,
                          const std::filesystem::path& out_dir, PackageTools& tools,
                          const ImportOptions& options);
ImportResult import_lemonlime(const std::filesystem::path& source_dir,
                              const std::filesystem::path& out_dir, PackageTools& tools,
                              const ImportOptions& options);
// A CMS task (task.yaml, the italy_yaml layout), or a folder of them.
ImportResult import_cms(const std::filesystem::path& source_dir,
                        const std::filesystem::path& out_dir, PackageTools& tools,
                        const ImportOptions& options);
// A gridjudge package folder itself: loaded (every check of load_package_folder) and copied.
ImportResult import_gridjudge(const std::filesystem::path& source_dir,
                              const std::filesystem::path& out_dir, PackageTools& tools,
                              const ImportOptions& options);

}  // namespace gridjudge::package
