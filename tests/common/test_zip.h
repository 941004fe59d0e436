// Zips written by tests, the way a team's browser or a package author would make them, and the
// hostile ones too (symbolic links, '..' names): one writer for every test that needs a zip.
#pragma once

#include <archive_entry.h>

#include <filesystem>
#include <string>
#include <vector>

namespace gridjudge::testing {

struct ZipEntry {
    std::string name;
    std::string content;           // a regular file's bytes
    mode_t type = AE_IFREG;        // AE_IFLNK: a symbolic link; AE_IFDIR: a folder
    std::string link_target = {};  // a symbolic link's target
};

// Writes the zip of `entries` at `path`; throws std::runtime_error naming the path on failure.
void write_zip(const std::filesystem::path& path, const std::vector<ZipEntry>& entries);
// The zip's bytes (at most 4 MiB), as an upload sends them.
std::string zip_bytes(const std::vector<ZipEntry>& entries);

}  // namespace gridjudge::testing
