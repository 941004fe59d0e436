// What the exporters share: copying the package's files (read through PackageDir, so an export
// never follows a link out of the package) into a staging folder, and the refusals every target
// makes with the same words.
#pragma once

#include <string>
#include <string_view>

#include "judge/package/exporters.h"
#include "judge/package/package_dir.h"
#include "judge/package/staging_folder.h"

namespace gridjudge::package {

class ExportWriter {
  public:
    ExportWriter(const LoadedPackage& package, const std::filesystem::path& out,
                 std::string_view format);

    const ProblemPackage& package() const { return package_.package; }
    StagingFolder& staging() { return staging_; }
    ExportResult& result() { return result_; }

    void copy(std::string_view package_path, std::string_view target) const;
    // A file of the package as text (an export that changes it: a comment line added).
    std::string read(std::string_view package_path) const;
    void write(std::string_view target, std::string_view content) const {
        staging_.write(target, content);
    }
    void note(std::string text) { result_.notes.push_back(std::move(text)); }
    // PackageError "<problem id>: cannot export to <format>: <why>".
    [[noreturn]] void refuse(const std::string& why) const;

    ExportResult commit();

  private:
    const LoadedPackage& package_;
    PackageDir source_;
    StagingFolder staging_;
    std::string format_;
    ExportResult result_;
};

// "a.b/c d" -> "a.b-c_d": a file name every target accepts ([A-Za-z0-9_.-], not starting with
// '.' or '-').
std::string portable_name(std::string_view name);

// The last component of a package path.
std::string base_name(std::string_view path);

}  // namespace gridjudge::package
