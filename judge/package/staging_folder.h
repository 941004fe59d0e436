// StagingFolder: the one way importers and exporters write a folder. Everything goes into a fresh
// folder beside the destination (same file system) that is renamed into place only when
// complete, so an interrupted import or export leaves no destination at all. The staging folder
// is a TempDir (".<name>.staging-<owner>-XXXXXX"): an unfinished one is removed by the
// destructor, and one a killed process left is swept by the next StagingFolder for the same
// destination. The destination must be absent or an
// empty directory: gridjudge never deletes or overwrites files it did not write. Files are
// created with O_EXCL, so nothing in the staging folder is written twice by mistake.
#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <string_view>

namespace gridjudge {
class TempDir;
}

namespace gridjudge::package {

class StagingFolder {
  public:
    // Throws PackageError when the destination exists and is not an empty directory.
    explicit StagingFolder(const std::filesystem::path& destination);
    ~StagingFolder();
    StagingFolder(const StagingFolder&) = delete;
    StagingFolder& operator=(const StagingFolder&) = delete;

    const std::filesystem::path& path() const { return staging_; }
    const std::filesystem::path& destination() const { return destination_; }

    // The staging path of `relative` (a safe package path), its folders created.
    std::filesystem::path prepare(std::string_view relative) const;
    // Writes a new file; refuses one that exists.
    void write(std::string_view relative, std::string_view content) const;

    // Renames the staging folder into place; afterwards the destination holds everything.
    void commit();

  private:
    std::filesystem::path destination_, staging_;
    std::unique_ptr<TempDir> owner_;  // removes staging_ unless it was renamed into place
};

}  // namespace gridjudge::package
