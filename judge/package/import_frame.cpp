#include "judge/package/import_frame.h"

#include "judge/model/package_json.h"

namespace gridjudge::package {
namespace fs = std::filesystem;

namespace {
constexpr std::string_view kWork = ".work";
}

fs::path work_path(const ImportContext& context, std::string_view relative) {
    return context.staging().prepare(std::string(kWork) + "/" + std::string(relative));
}

ImportResult run_import(PackageFormat format, const fs::path& source_dir, const fs::path& out_dir,
                        PackageTools& tools, const ImportOptions& options, const ImportBody& body) {
    const PackageDir source(source_dir);
    StagingFolder staging(out_dir);
    ImportResult result;
    result.format = format;
    const ImportContext context(source, staging, tools, options, result);
    body(context);
    if (result.problems.empty())
        throw PackageError(source_dir.string() + ": no problem found in this " +
                           std::string(format_name(format)) + " package");
    fs::remove_all(staging.path() / std::string(kWork));
    staging.commit();
    return result;
}

}  // namespace gridjudge::package
