#include "judge/judging/machine_gate.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <mutex>
#include <system_error>

#include <spdlog/spdlog.h>

namespace gridjudge {
namespace {

constexpr off_t kTurnstileByte = 0;
constexpr off_t kGateByte = 1;

// Waits for (or drops, with F_UNLCK) a lock on one byte of the file; false on an error.
bool lock_byte(int fd, off_t byte, short type) {
    struct flock lock {};
    lock.l_type = type;
    lock.l_whence = SEEK_SET;
    lock.l_start = byte;
    lock.l_len = 1;
    while (::fcntl(fd, F_OFD_SETLKW, &lock) != 0)
        if (errno != EINTR) return false;
    return true;
}

sandbox::UniqueFd open_regular_file(const std::filesystem::path& path) {
    // O_NOFOLLOW: a link planted at the path is refused, not followed; O_NONBLOCK: a FIFO there
    // does not hang the open (it is refused below).
    sandbox::UniqueFd fd(
        ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0600));
    if (!fd) return fd;
    struct stat info {};
    if (::fstat(fd.get(), &info) != 0 || !S_ISREG(info.st_mode)) {
        errno = EINVAL;
        fd.reset();
    }
    return fd;
}

// A turn whose file could not be opened or locked runs ungated; the judge says so once.
void warn_ungated(const std::filesystem::path& path, int error) {
    static std::once_flag warned;
    std::call_once(warned, [&] {
        spdlog::warn("run gate {}: {}; runs go without the machine-wide gate", path.string(),
                     std::generic_category().message(error));
    });
}

}  // namespace

MachineGate::MachineGate(std::filesystem::path lock_file) : lock_file_(std::move(lock_file)) {
    std::error_code made;
    std::filesystem::create_directories(lock_file_.parent_path(), made);
    if (!open_lock_file())
        throw std::system_error(errno, std::generic_category(),
                                "run gate " + lock_file_.string() + " (a regular file)");
}

sandbox::UniqueFd MachineGate::open_lock_file() const {
    return open_regular_file(lock_file_);
}

MachineGate::Turn MachineGate::shared_turn() const {
    sandbox::UniqueFd fd = open_lock_file();
    if (!fd || !lock_byte(fd.get(), kTurnstileByte, F_WRLCK) ||
        !lock_byte(fd.get(), kGateByte, F_RDLCK) || !lock_byte(fd.get(), kTurnstileByte, F_UNLCK)) {
        warn_ungated(lock_file_, errno);
        return {};
    }
    return fd;
}

MachineGate::Turn MachineGate::alone_turn() const {
    sandbox::UniqueFd fd = open_lock_file();
    if (!fd || !lock_byte(fd.get(), kTurnstileByte, F_WRLCK) ||
        !lock_byte(fd.get(), kGateByte, F_WRLCK)) {
        warn_ungated(lock_file_, errno);
        return {};
    }
    return fd;
}

}  // namespace gridjudge
