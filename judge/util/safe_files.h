// Reading files a hostile user controls (a contestant's folder, a package): only regular files,
// reached without following any symbolic link, never blocking on a FIFO or a device, and never
// more than a cap. Each refusal is a value saying why, so a caller can report it and go on.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace gridjudge {

enum class EntryKind { RegularFile, Directory, Symlink, Other, Missing };

struct DirectoryEntry {
    std::string name;
    EntryKind kind = EntryKind::Other;
};

// The entries of the directory `dir` (opened without following a link at its last part),
// sorted by name, "." and ".." left out. Throws std::runtime_error naming it.
std::vector<DirectoryEntry> list_directory(const std::filesystem::path& dir);

// What the entry at `path` is, without following a link there.
EntryKind entry_kind(const std::filesystem::path& path);

struct ReadOutcome {
    std::optional<std::string> content;
    std::string refusal;  // when no content: "a symbolic link", "larger than 1024 KiB", ...
};

// Reads `path` if it is a regular file of at most `max_bytes`, opened with O_NOFOLLOW and
// O_NONBLOCK (a FIFO planted there neither blocks nor is read).
ReadOutcome read_regular_file(const std::filesystem::path& path, std::uint64_t max_bytes);

// "1 MiB", "512 KiB": a size cap as people read it.
std::string describe_bytes(std::uint64_t bytes);

}  // namespace gridjudge
