// "Importing" a gridjudge package folder: it is loaded with every check (load_package_folder:
// manifest, files inside the folder, caps, sha256) and copied file by file into
// OUT/problems/<id>/, with a new id if asked.
#include <set>

#include "judge/model/package_json.h"
#include "judge/package/import_frame.h"
#include "judge/package/importers.h"
#include "judge/package/package_folder.h"

namespace gridjudge::package {
namespace fs = std::filesystem;

ImportResult import_gridjudge(const fs::path& source_dir, const fs::path& out_dir,
                              PackageTools& tools, const ImportOptions& options) {
    const LoadedPackage loaded = load_package_folder(source_dir, options.caps);
    return run_import(PackageFormat::Gridjudge, source_dir, out_dir, tools, options,
                      [&](const ImportContext& context) {
                          const std::string id =
                              options.problem_id.empty() ? loaded.package.id : options.problem_id;
                          ProblemDraft draft(context, id, PackageFormat::Gridjudge);
                          const Provenance provenance = draft.package().provenance;
                          draft.package() = loaded.package;
                          draft.package().id = id;
                          // Where it came from stays what the folder says.
                          if (draft.package().provenance.origin.empty())
                              draft.package().provenance.origin = provenance.origin;
                          std::set<std::string> copied;
                          for (const auto& [field, path] : named_files(loaded.package))
                              if (copied.insert(path).second) draft.copy(path, path);
                          draft.finish();
                      });
}

}  // namespace gridjudge::package
