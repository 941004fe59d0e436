#include "judge/package/staging_folder.h"

#include <fcntl.h>
#include <stdio.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "judge/model/package_json.h"
#include "judge/sandbox/unique_fd.h"
#include "judge/util/files.h"
#include "judge/util/stale_temp_dirs.h"

namespace gridjudge::package {
namespace fs = std::filesystem;

namespace {

enum class Destination { Absent, EmptyDirectory };

Destination check_destination(const fs::path& destination) {
    std::error_code error;
    const fs::file_status status = fs::symlink_status(destination, error);
    if (!fs::exists(status)) return Destination::Absent;
    if (fs::is_directory(status) && fs::is_empty(destination, error) && !error)
        return Destination::EmptyDirectory;
    throw PackageError(destination.string() +
                       ": exists and is not an empty folder; gridjudge does not overwrite files it "
                       "did not write (choose another destination)");
}

}  // namespace

StagingFolder::StagingFolder(const fs::path& destination)
    : destination_(fs::absolute(destination).lexically_normal()) {
    if (destination_.filename().empty()) destination_ = destination_.parent_path();
    check_destination(destination_);
    std::error_code error;
    const fs::path parent = destination_.parent_path();
    fs::create_directories(parent, error);
    // Only folders of the TempDir form whose owner is dead are swept: a live import's staging
    // folder for the same destination stays.
    const std::string prefix = "." + destination_.filename().string() + ".staging-";
    sweep_stale_temp_dirs(parent, {prefix});
    try {
        owner_ = std::make_unique<TempDir>(prefix, parent);
    } catch (const std::exception& failure) {
        throw PackageError(destination_.string() +
                           ": cannot create a staging folder beside it: " + failure.what());
    }
    staging_ = owner_->path();
}

// The TempDir removes only our own staging folder, written by us; after commit() it is no longer
// there under that name, and nothing is removed.
StagingFolder::~StagingFolder() = default;

fs::path StagingFolder::prepare(std::string_view relative) const {
    if (!is_safe_package_path(relative))
        throw PackageError(std::string(relative) + ": not a safe path inside a package");
    const fs::path path = staging_ / std::string(relative);
    fs::create_directories(path.parent_path());
    return path;
}

void StagingFolder::write(std::string_view relative, std::string_view content) const {
    const fs::path path = prepare(relative);
    sandbox::UniqueFd fd(
        ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644));
    if (!fd) throw PackageError(path.string() + ": cannot create: " + std::strerror(errno));
    while (!content.empty()) {
        const ssize_t put = ::write(fd.get(), content.data(), content.size());
        if (put < 0 && errno == EINTR) continue;
        if (put <= 0) throw PackageError(path.string() + ": write error: " + std::strerror(errno));
        content.remove_prefix(static_cast<std::size_t>(put));
    }
}

void StagingFolder::commit() {
    // An empty folder may be replaced (rename() refuses unless it is still empty); anything else
    // that appeared meanwhile is left alone (RENAME_NOREPLACE).
    const Destination destination = check_destination(destination_);
    const int result = destination == Destination::EmptyDirectory
                           ? ::rename(staging_.c_str(), destination_.c_str())
                           : ::renameat2(AT_FDCWD, staging_.c_str(), AT_FDCWD, destination_.c_str(),
                                         RENAME_NOREPLACE);
    if (result != 0)
        throw PackageError(destination_.string() +
                           ": cannot move the finished folder into place: " + std::strerror(errno));
}

}  // namespace gridjudge::package
