#include "judge/util/safe_files.h"

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <stdexcept>

namespace gridjudge {
namespace {

EntryKind kind_of(mode_t mode) {
    if (S_ISREG(mode)) return EntryKind::RegularFile;
    if (S_ISDIR(mode)) return EntryKind::Directory;
    if (S_ISLNK(mode)) return EntryKind::Symlink;
    return EntryKind::Other;
}

std::string kind_refusal(EntryKind kind) {
    switch (kind) {
        case EntryKind::Directory:
            return "a directory, not a file";
        case EntryKind::Symlink:
            return "a symbolic link (only regular files are read)";
        case EntryKind::Other:
            return "a special file (FIFO, device or socket), not a regular file";
        case EntryKind::Missing:
            return "missing";
        case EntryKind::RegularFile:
            break;
    }
    return "";
}

}  // namespace

std::string describe_bytes(std::uint64_t bytes) {
    if (bytes % (1024 * 1024) == 0) return std::to_string(bytes / (1024 * 1024)) + " MiB";
    if (bytes % 1024 == 0) return std::to_string(bytes / 1024) + " KiB";
    return std::to_string(bytes) + " bytes";
}

EntryKind entry_kind(const std::filesystem::path& path) {
    struct stat info {};
    if (::lstat(path.c_str(), &info) != 0) return EntryKind::Missing;
    return kind_of(info.st_mode);
}

std::vector<DirectoryEntry> list_directory(const std::filesystem::path& dir) {
    const int fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0)
        throw std::runtime_error(dir.string() +
                                 ": cannot open as a directory: " + std::strerror(errno));
    DIR* stream = ::fdopendir(fd);
    if (stream == nullptr) {
        ::close(fd);
        throw std::runtime_error(dir.string() + ": cannot list: " + std::strerror(errno));
    }
    std::vector<DirectoryEntry> entries;
    while (const dirent* entry = ::readdir(stream)) {
        const std::string name = entry->d_name;
        if (name == "." || name == "..") continue;
        struct stat info {};
        EntryKind kind = EntryKind::Missing;
        if (::fstatat(::dirfd(stream), entry->d_name, &info, AT_SYMLINK_NOFOLLOW) == 0)
            kind = kind_of(info.st_mode);
        entries.push_back({name, kind});
    }
    ::closedir(stream);
    std::sort(entries.begin(), entries.end(),
              [](const DirectoryEntry& a, const DirectoryEntry& b) { return a.name < b.name; });
    return entries;
}

ReadOutcome read_regular_file(const std::filesystem::path& path, std::uint64_t max_bytes) {
    ReadOutcome outcome;
    const int fd = ::open(path.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        outcome.refusal = errno == ELOOP ? kind_refusal(EntryKind::Symlink)
                                         : std::string("cannot open: ") + std::strerror(errno);
        return outcome;
    }
    struct stat info {};
    if (::fstat(fd, &info) != 0 || !S_ISREG(info.st_mode)) {
        outcome.refusal = kind_refusal(kind_of(info.st_mode));
        ::close(fd);
        return outcome;
    }
    if (static_cast<std::uint64_t>(info.st_size) > max_bytes) {
        outcome.refusal = "larger than the limit of " + describe_bytes(max_bytes) + " (" +
                          std::to_string(info.st_size) + " bytes)";
        ::close(fd);
        return outcome;
    }
    std::string content;
    char buffer[1 << 16];
    for (;;) {
        const ssize_t got = ::read(fd, buffer, sizeof buffer);
        if (got < 0 && errno == EINTR) continue;
        if (got < 0) {
            outcome.refusal = std::string("cannot read: ") + std::strerror(errno);
            ::close(fd);
            return outcome;
        }
        if (got == 0) break;
        content.append(buffer, static_cast<std::size_t>(got));
        // The file may grow while it is read: the cap holds for what is read, not what fstat saw.
        if (content.size() > max_bytes) {
            outcome.refusal = "larger than the limit of " + describe_bytes(max_bytes);
            ::close(fd);
            return outcome;
        }
    }
    ::close(fd);
    outcome.content = std::move(content);
    return outcome;
}

}  // namespace gridjudge
