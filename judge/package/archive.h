// Unpacking a package archive (zip, or tar plain or compressed with gzip, xz or bzip2) with
// libarchive into a fresh folder, refusing everything a hostile archive could use against the
// machine: absolute names and ".." components (writing outside the folder), symbolic and hard
// links (pointing outside later), devices, FIFOs and sockets, and archive bombs: too many
// entries, or more bytes than the caps allow in one entry or in total, counted while the data
// streams out, never taken from a header. Nothing is left behind on refusal (the folder is
// staged beside its destination and renamed into place when complete).
#pragma once

#include <filesystem>

#include "judge/package/size_caps.h"

namespace gridjudge::package {

// True for the file names unpack_archive() accepts: .zip .kpp .tar .tar.gz .tgz .tar.xz .txz
// .tar.bz2 .tbz2 (case-insensitive).
bool is_archive_name(const std::filesystem::path& path);

// `out_dir` must be absent or empty. Throws PackageError "<archive>: entry '<name>': <why>".
void unpack_archive(const std::filesystem::path& archive, const std::filesystem::path& out_dir,
                    const ArchiveCaps& caps = {});

}  // namespace gridjudge::package
