// PackageDir: reads a folder that may be hostile (a package being loaded, a foreign package being
// imported) without ever leaving it. Every path is walked one component at a time with openat and
// O_NOFOLLOW from a descriptor of the folder, so nothing is checked by name and then opened by
// name (a swap in between cannot redirect the read). A symbolic link is resolved by hand and
// followed only while it stays inside the folder; an absolute link or one that climbs out is
// refused. Only regular files and directories are accepted: a FIFO, socket or device is refused
// before it is opened for reading (opening a FIFO would block, a device could have effects).
// Reads count bytes as they stream and stop at the caller's cap. Errors are PackageError naming
// the file: "<folder>/<path>: <why>".
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "judge/sandbox/unique_fd.h"

namespace gridjudge::package {

class PackageDir {
  public:
    enum class Kind { Missing, File, Directory };
    struct Entry {
        std::string name;
        Kind kind;
    };

    // Throws PackageError unless `root` is a directory (a link to one is not accepted).
    explicit PackageDir(const std::filesystem::path& root);

    const std::filesystem::path& root() const { return root_path_; }

    // Missing when the path or one of its folders does not exist.
    Kind kind(std::string_view relative) const;
    bool is_file(std::string_view relative) const { return kind(relative) == Kind::File; }
    bool is_directory(std::string_view relative) const { return kind(relative) == Kind::Directory; }

    // The whole file; refused when it is missing, not a regular file, or above `max_bytes`.
    std::string read(std::string_view relative, std::int64_t max_bytes) const;

    // Streams the file to `sink` in chunks; returns its size. Same refusals as read().
    std::int64_t read_chunks(std::string_view relative, std::int64_t max_bytes,
                             const std::function<void(std::string_view)>& sink) const;

    // Copies the file to `destination` (created, must not exist); returns its size. Same
    // refusals as read().
    std::int64_t copy_to(std::string_view relative, const std::filesystem::path& destination,
                         std::int64_t max_bytes) const;

    // The entries of a folder ("" is the root), sorted by name, links resolved to what they
    // reach. Refuses the folder if an entry is a special file or a link leading out.
    std::vector<Entry> list(std::string_view relative = "") const;

    // "<folder>/<relative>", as messages name a file.
    std::string display(std::string_view relative) const;

  private:
    struct Resolved;
    Resolved resolve(std::string_view relative, bool open_for_reading) const;
    sandbox::UniqueFd open_regular(std::string_view relative) const;

    sandbox::UniqueFd root_;
    std::filesystem::path root_path_;
};

}  // namespace gridjudge::package
