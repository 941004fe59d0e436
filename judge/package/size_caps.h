// The size caps that keep a hostile package or archive from filling the disk or memory: what one
// file, all files together and the number of entries may reach. Every reader of package files
// (folder loading, importing, unpacking) counts against one of these while it reads, never from
// what a header or a stat claims.
#pragma once

#include <cstdint>

namespace gridjudge::package {

inline constexpr std::int64_t kMiB = 1024 * 1024;

// A package folder or a foreign package being imported.
struct FolderCaps {
    std::int64_t max_file_bytes = 1024 * kMiB;   // one test file may be large; 1 GiB is not sane
    std::int64_t max_total_bytes = 4096 * kMiB;  // every file the package names, together
    std::int64_t max_files = 20'000;             // files a package names or an import copies
};

// An archive being unpacked.
struct ArchiveCaps {
    std::int64_t max_entries = 20'000;
    std::int64_t max_entry_bytes = 1024 * kMiB;
    std::int64_t max_total_bytes = 4096 * kMiB;
};

}  // namespace gridjudge::package
