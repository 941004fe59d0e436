#include "judge/sandbox/box_stdio.h"

#include <fcntl.h>

#include <cerrno>
#include <stdexcept>
#include <string>
#include <system_error>

namespace gridjudge::sandbox {
namespace {

namespace fs = std::filesystem;

UniqueFd owned(int fd, const std::string& what) {
    if (fd < 0) throw std::system_error(errno, std::generic_category(), what);
    return UniqueFd(fd);
}

// A close-on-exec copy of the caller's descriptor: the caller's stays the caller's.
UniqueFd borrowed(int fd, const char* stream) {
    return owned(::fcntl(fd, F_DUPFD_CLOEXEC, 0),
                 std::string("the ") + stream + " descriptor " + std::to_string(fd));
}

void check_one_source(const fs::path& path, const std::optional<int>& fd, const char* stream) {
    if (!path.empty() && fd)
        throw std::invalid_argument(std::string("RunSpec: ") + stream +
                                    " has both a path and a descriptor");
}

UniqueFd open_input(const fs::path& path) {
    const char* name = path.empty() ? "/dev/null" : path.c_str();
    return owned(::open(name, O_RDONLY | O_CLOEXEC), std::string("open ") + name);
}

UniqueFd open_output(const fs::path& path) {
    if (path.empty()) return owned(::open("/dev/null", O_WRONLY | O_CLOEXEC), "open /dev/null");
    return owned(::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644),
                 "open " + path.string());
}

}  // namespace

BoxStdio open_box_stdio(const RunSpec& spec) {
    check_one_source(spec.stdin_path, spec.stdin_fd, "stdin");
    check_one_source(spec.stdout_path, spec.stdout_fd, "stdout");
    check_one_source(spec.stderr_path, spec.stderr_fd, "stderr");
    BoxStdio stdio;
    stdio.in = spec.stdin_fd ? borrowed(*spec.stdin_fd, "stdin") : open_input(spec.stdin_path);
    stdio.out =
        spec.stdout_fd ? borrowed(*spec.stdout_fd, "stdout") : open_output(spec.stdout_path);
    if (spec.stderr_fd)
        stdio.err = borrowed(*spec.stderr_fd, "stderr");
    else if (!spec.stderr_path.empty() && spec.stderr_path == spec.stdout_path)
        // One file for both (a compiler's log): one open file, one offset, nothing overwritten.
        stdio.err = borrowed(stdio.out.get(), "stdout");
    else
        stdio.err = open_output(spec.stderr_path);
    return stdio;
}

}  // namespace gridjudge::sandbox
