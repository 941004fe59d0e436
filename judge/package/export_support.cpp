#include "judge/package/export_support.h"

#include "judge/model/package_json.h"

namespace gridjudge::package {

ExportWriter::ExportWriter(const LoadedPackage& package, const std::filesystem::path& out,
                           std::string_view format)
    : package_(package), source_(package.dir), staging_(out), format_(format) {}

void ExportWriter::copy(std::string_view package_path, std::string_view target) const {
    // The package was loaded with its caps; a file cannot have grown past them since unnoticed
    // by much, but reading stays capped all the same.
    source_.copy_to(package_path, staging_.prepare(target), FolderCaps{}.max_file_bytes);
}

std::string ExportWriter::read(std::string_view package_path) const {
    return source_.read(package_path, FolderCaps{}.max_file_bytes);
}

void ExportWriter::refuse(const std::string& why) const {
    throw PackageError(package_.package.id + ": cannot export to " + format_ + ": " + why);
}

ExportResult ExportWriter::commit() {
    staging_.commit();
    return result_;
}

std::string portable_name(std::string_view name) {
    std::string portable;
    for (char c : name) {
        const bool keep = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
                          (c >= '0' && c <= '9') || c == '_' || c == '.' || c == '-';
        portable += keep ? c : (c == '/' ? '-' : '_');
    }
    while (!portable.empty() && (portable.front() == '.' || portable.front() == '-'))
        portable.erase(0, 1);
    return portable.empty() ? "_" : portable;
}

std::string base_name(std::string_view path) {
    const std::size_t slash = path.rfind('/');
    return std::string(slash == std::string_view::npos ? path : path.substr(slash + 1));
}

}  // namespace gridjudge::package
