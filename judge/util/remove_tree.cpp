#include "judge/util/remove_tree.h"

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <optional>
#include <vector>

namespace gridjudge {
namespace {

std::string failure(const std::string& what, const std::filesystem::path& where, int error) {
    return "cannot " + what + " " + where.string() + ": " + std::strerror(error);
}

// Opens the directory `name` in `parent` without following a link; once more after making it
// readable if its mode forbids (a program may chmod its own folders to 0).
int open_directory(int parent, const char* name) {
    constexpr int kFlags = O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC;
    int fd = ::openat(parent, name, kFlags);
    if (fd < 0 && errno == EACCES && ::fchmodat(parent, name, S_IRWXU, 0) == 0)
        fd = ::openat(parent, name, kFlags);
    return fd;
}

// The first entry of the open directory `fd` that is still there, other than . and ..; its
// name and whether it is a directory. Reads from the start each time: what was removed is gone.
struct Entry {
    std::string name;
    bool directory = false;
};
std::optional<Entry> first_entry(int fd, int& error) {
    const int copy = ::dup(fd);
    if (copy < 0) {
        error = errno;
        return std::nullopt;
    }
    DIR* dir = ::fdopendir(copy);
    if (dir == nullptr) {
        error = errno;
        ::close(copy);
        return std::nullopt;
    }
    ::rewinddir(dir);
    std::optional<Entry> found;
    errno = 0;
    while (const dirent* entry = ::readdir(dir)) {
        const std::string name = entry->d_name;
        if (name == "." || name == "..") continue;
        bool directory = entry->d_type == DT_DIR;
        if (entry->d_type == DT_UNKNOWN) {
            struct stat info {};
            directory = ::fstatat(fd, entry->d_name, &info, AT_SYMLINK_NOFOLLOW) == 0 &&
                        S_ISDIR(info.st_mode);
        }
        found = Entry{name, directory};
        break;
    }
    if (!found && errno != 0) error = errno;
    ::closedir(dir);
    return found;
}

}  // namespace

std::string remove_tree(const std::filesystem::path& path) {
    struct stat info {};
    if (::lstat(path.c_str(), &info) != 0)
        return errno == ENOENT ? "" : failure("examine", path, errno);
    if (!S_ISDIR(info.st_mode))
        return ::unlink(path.c_str()) == 0 || errno == ENOENT ? "" : failure("remove", path, errno);

    int current = open_directory(AT_FDCWD, path.c_str());
    if (current < 0) return failure("open", path, errno);
    // The names from `path` down to the folder open now: memory, not open files, per level.
    std::vector<std::string> below;
    std::string error_text;
    while (true) {
        int error = 0;
        const std::optional<Entry> entry = first_entry(current, error);
        if (error != 0) {
            error_text = failure("read", path / "...", error);
            break;
        }
        if (entry && !entry->directory) {
            if (::unlinkat(current, entry->name.c_str(), 0) != 0 && errno != ENOENT) {
                error_text = failure("remove", path / entry->name, errno);
                break;
            }
            continue;
        }
        if (entry) {
            if (::unlinkat(current, entry->name.c_str(), AT_REMOVEDIR) == 0) continue;
            const int child = open_directory(current, entry->name.c_str());
            if (child < 0) {
                error_text = failure("open", path / entry->name, errno);
                break;
            }
            ::close(current);
            current = child;
            below.push_back(entry->name);
            continue;
        }
        // `current` is empty: go up and remove it, or stop at the top.
        if (below.empty()) break;
        const int parent = ::openat(current, "..", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        if (parent < 0) {
            error_text = failure("go up from", path / below.back(), errno);
            break;
        }
        ::close(current);
        current = parent;
        if (::unlinkat(current, below.back().c_str(), AT_REMOVEDIR) != 0 && errno != ENOENT) {
            error_text = failure("remove", path / below.back(), errno);
            break;
        }
        below.pop_back();
    }
    ::close(current);
    if (!error_text.empty()) return error_text;
    if (::rmdir(path.c_str()) != 0 && errno != ENOENT) return failure("remove", path, errno);
    return "";
}

}  // namespace gridjudge
