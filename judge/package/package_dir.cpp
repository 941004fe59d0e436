#include "judge/package/package_dir.h"

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <deque>

#include "judge/model/package_json.h"

namespace gridjudge::package {
namespace {

using sandbox::UniqueFd;

// Links followed in one walk; a loop of links would otherwise walk forever.
constexpr int kMaxLinks = 32;

std::deque<std::string> split_path(std::string_view path) {
    std::deque<std::string> parts;
    std::size_t start = 0;
    while (start <= path.size()) {
        std::size_t end = path.find('/', start);
        if (end == std::string_view::npos) end = path.size();
        if (end > start) parts.emplace_back(path.substr(start, end - start));
        start = end + 1;
    }
    return parts;
}

std::string kind_name(mode_t mode) {
    if (S_ISFIFO(mode)) return "a FIFO";
    if (S_ISSOCK(mode)) return "a socket";
    if (S_ISCHR(mode)) return "a character device";
    if (S_ISBLK(mode)) return "a block device";
    if (S_ISDIR(mode)) return "a directory";
    return "not a regular file";
}

std::string errno_text(int error) {
    return std::strerror(error);
}

std::string read_link(int fd) {
    // An O_PATH descriptor of the link itself: an empty name reads that link.
    std::string target(4096, '\0');
    const ssize_t length = ::readlinkat(fd, "", target.data(), target.size());
    if (length < 0) return {};
    target.resize(static_cast<std::size_t>(length));
    return target;
}

}  // namespace

struct PackageDir::Resolved {
    UniqueFd fd;  // O_PATH, or O_RDONLY for a regular file opened for reading; empty: missing
    struct stat status {};
};

PackageDir::PackageDir(const std::filesystem::path& root) : root_path_(root) {
    root_ = UniqueFd(::open(root.c_str(), O_PATH | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
    if (!root_)
        throw PackageError(root.string() + ": cannot open the folder: " + errno_text(errno));
}

std::string PackageDir::display(std::string_view relative) const {
    if (relative.empty()) return root_path_.string();
    return (root_path_ / std::string(relative)).string();
}

PackageDir::Resolved PackageDir::resolve(std::string_view relative, bool open_for_reading) const {
    auto fail = [&](const std::string& why) { throw PackageError(display(relative) + ": " + why); };
    std::deque<std::string> parts = split_path(relative);
    std::vector<UniqueFd> folders;  // the walk below the root; ".." pops one
    auto current = [&] { return folders.empty() ? root_.get() : folders.back().get(); };
    int links = 0;
    std::string followed_link;  // the last link followed, for the message when it leads out
    Resolved resolved;
    if (parts.empty()) {
        resolved.fd = UniqueFd(::fcntl(root_.get(), F_DUPFD_CLOEXEC, 0));
        ::fstat(root_.get(), &resolved.status);
        return resolved;
    }
    while (!parts.empty()) {
        const std::string part = parts.front();
        parts.pop_front();
        if (part == ".") continue;
        if (part == "..") {
            if (folders.empty())
                fail(followed_link.empty()
                         ? std::string("the path leads outside the package")
                         : "symbolic link " + followed_link + " leads outside the package");
            folders.pop_back();
            continue;
        }
        UniqueFd fd(::openat(current(), part.c_str(), O_PATH | O_NOFOLLOW | O_CLOEXEC));
        if (!fd) {
            if (errno == ENOENT) return {};
            fail("cannot open '" + part + "': " + errno_text(errno));
        }
        struct stat status {};
        if (::fstat(fd.get(), &status) != 0) fail("cannot stat '" + part + "'");
        if (S_ISLNK(status.st_mode)) {
            if (++links > kMaxLinks) fail("too many symbolic links (a loop?)");
            const std::string target = read_link(fd.get());
            if (target.empty()) fail("cannot read the symbolic link '" + part + "'");
            if (target.front() == '/')
                fail("symbolic link '" + part + "' -> '" + target +
                     "' leads outside the package (absolute target)");
            followed_link = "'" + part + "' -> '" + target + "'";
            std::deque<std::string> more = split_path(target);
            parts.insert(parts.begin(), more.begin(), more.end());
            continue;
        }
        if (!parts.empty()) {
            if (!S_ISDIR(status.st_mode)) fail("'" + part + "' is not a directory");
            folders.push_back(std::move(fd));
            continue;
        }
        resolved.status = status;
        if (open_for_reading && S_ISREG(status.st_mode)) {
            // Reopened by name for reading: O_NOFOLLOW and the same inode prove it is still the
            // file that was just checked.
            UniqueFd file(::openat(current(), part.c_str(),
                                   O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC));
            struct stat opened {};
            if (!file || ::fstat(file.get(), &opened) != 0 || opened.st_ino != status.st_ino ||
                opened.st_dev != status.st_dev)
                fail("the file changed while it was being opened");
            resolved.fd = std::move(file);
        } else {
            resolved.fd = std::move(fd);
        }
        return resolved;
    }
    // The path ended on ".." or "." after some folders: that folder itself.
    resolved.fd = UniqueFd(::fcntl(current(), F_DUPFD_CLOEXEC, 0));
    ::fstat(current(), &resolved.status);
    return resolved;
}

PackageDir::Kind PackageDir::kind(std::string_view relative) const {
    const Resolved resolved = resolve(relative, false);
    if (!resolved.fd) return Kind::Missing;
    if (S_ISREG(resolved.status.st_mode)) return Kind::File;
    if (S_ISDIR(resolved.status.st_mode)) return Kind::Directory;
    throw PackageError(display(relative) + ": " + kind_name(resolved.status.st_mode) +
                       ", not a regular file");
}

UniqueFd PackageDir::open_regular(std::string_view relative) const {
    Resolved resolved = resolve(relative, true);
    if (!resolved.fd) throw PackageError(display(relative) + ": missing");
    if (!S_ISREG(resolved.status.st_mode))
        throw PackageError(display(relative) + ": " + kind_name(resolved.status.st_mode) +
                           ", not a regular file");
    return std::move(resolved.fd);
}

namespace {

// Streams `fd` into `sink` chunk by chunk, counting: the cap holds whatever the file's size said.
template <typename Sink>
std::int64_t stream_capped(int fd, std::int64_t max_bytes, const std::string& name, Sink&& sink) {
    std::int64_t total = 0;
    char buffer[1 << 16];
    for (;;) {
        const ssize_t got = ::read(fd, buffer, sizeof buffer);
        if (got < 0) {
            if (errno == EINTR) continue;
            throw PackageError(name + ": read error: " + errno_text(errno));
        }
        if (got == 0) return total;
        total += got;
        if (total > max_bytes)
            throw PackageError(name + ": larger than the cap of " + std::to_string(max_bytes) +
                               " bytes per file");
        sink(buffer, static_cast<std::size_t>(got));
    }
}

}  // namespace

std::string PackageDir::read(std::string_view relative, std::int64_t max_bytes) const {
    const UniqueFd fd = open_regular(relative);
    std::string text;
    stream_capped(fd.get(), max_bytes, display(relative),
                  [&](const char* data, std::size_t size) { text.append(data, size); });
    return text;
}

std::int64_t PackageDir::read_chunks(std::string_view relative, std::int64_t max_bytes,
                                     const std::function<void(std::string_view)>& sink) const {
    const UniqueFd fd = open_regular(relative);
    return stream_capped(fd.get(), max_bytes, display(relative),
                         [&](const char* data, std::size_t size) {
                             sink({data, size});
                         });
}

std::int64_t PackageDir::copy_to(std::string_view relative,
                                 const std::filesystem::path& destination,
                                 std::int64_t max_bytes) const {
    const UniqueFd source = open_regular(relative);
    const UniqueFd target(
        ::open(destination.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644));
    if (!target) throw PackageError(destination.string() + ": cannot create: " + errno_text(errno));
    return stream_capped(source.get(), max_bytes, display(relative),
                         [&](const char* data, std::size_t size) {
                             while (size > 0) {
                                 const ssize_t put = ::write(target.get(), data, size);
                                 if (put < 0 && errno == EINTR) continue;
                                 if (put <= 0)
                                     throw PackageError(destination.string() +
                                                        ": write error: " + errno_text(errno));
                                 data += put;
                                 size -= static_cast<std::size_t>(put);
                             }
                         });
}

std::vector<PackageDir::Entry> PackageDir::list(std::string_view relative) const {
    const Resolved folder = resolve(relative, false);
    if (!folder.fd) throw PackageError(display(relative) + ": missing");
    if (!S_ISDIR(folder.status.st_mode))
        throw PackageError(display(relative) + ": not a directory");
    const int fd = ::openat(folder.fd.get(), ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) throw PackageError(display(relative) + ": cannot list: " + errno_text(errno));
    DIR* stream = ::fdopendir(fd);
    if (!stream) {
        ::close(fd);
        throw PackageError(display(relative) + ": cannot list: " + errno_text(errno));
    }
    std::vector<std::string> names;
    while (const dirent* entry = ::readdir(stream)) {
        const std::string_view name = entry->d_name;
        if (name != "." && name != "..") names.emplace_back(name);
    }
    ::closedir(stream);
    std::sort(names.begin(), names.end());
    std::vector<Entry> entries;
    for (const std::string& name : names) {
        const std::string path = relative.empty() ? name : std::string(relative) + "/" + name;
        const Kind entry_kind = kind(path);
        if (entry_kind == Kind::Missing)
            throw PackageError(display(path) + ": a symbolic link to nothing");
        entries.push_back({name, entry_kind});
    }
    return entries;
}

}  // namespace gridjudge::package
