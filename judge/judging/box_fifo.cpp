#include "judge/judging/box_fifo.h"

#include <fcntl.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <system_error>

namespace gridjudge {
namespace fs = std::filesystem;
namespace {

sandbox::UniqueFd open_fifo(const fs::path& path, int flags) {
    sandbox::UniqueFd fd(::open(path.c_str(), flags | O_NONBLOCK | O_CLOEXEC));
    if (!fd) throw std::system_error(errno, std::generic_category(), "open " + path.string());
    return fd;
}

// Opens the FIFO `fd` holds again, for writing, whatever its name leads to now; fails (ENXIO)
// when it has no reader left. Nothing is written: a writer that comes and goes is the signal.
void poke_writer(const sandbox::UniqueFd& fd) {
    const std::string self = "/proc/self/fd/" + std::to_string(fd.get());
    sandbox::UniqueFd writer(::open(self.c_str(), O_WRONLY | O_NONBLOCK | O_CLOEXEC));
}

}  // namespace

BoxFifo::BoxFifo(fs::path path, FifoDirection direction)
    : path_(std::move(path)), direction_(direction) {
    if (::mkfifo(path_.c_str(), 0600) != 0)
        throw std::system_error(errno, std::generic_category(), "mkfifo " + path_.string());
    // mkfifo's mode is cut by the umask; the box's user is not the judge's.
    if (::chmod(path_.c_str(), 0666) != 0)
        throw std::system_error(errno, std::generic_category(), "chmod " + path_.string());
    if (direction_ == FifoDirection::FromBox) {
        end_ = open_fifo(path_, O_RDONLY);
        fifo_itself_ = sandbox::UniqueFd(::open(path_.c_str(), O_PATH | O_NOFOLLOW | O_CLOEXEC));
        if (!fifo_itself_)
            throw std::system_error(errno, std::generic_category(), "open " + path_.string());
    } else {
        // A non-blocking open for writing needs a reader: the judge's own comes first.
        own_reader_ = open_fifo(path_, O_RDONLY);
        end_ = open_fifo(path_, O_WRONLY);
    }
}

sandbox::UniqueFd BoxFifo::take_end() {
    return std::move(end_);
}

void BoxFifo::end_input() const {
    if (direction_ != FifoDirection::FromBox) return;
    poke_writer(fifo_itself_);
}

void BoxFifo::end_output() const {
    if (direction_ != FifoDirection::ToBox || !own_reader_) return;
    int unread = 0;
    if (::ioctl(own_reader_.get(), FIONREAD, &unread) == 0 && unread == 0) {
        // Nothing to lose: a box opening the name from now on finds an empty file. Made beside
        // it under a name of the judge's, never following what the box may have put there.
        const fs::path empty = path_.parent_path() / (path_.filename().string() + ".ended");
        sandbox::UniqueFd file(
            ::open(empty.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644));
        if (file && ::fchmod(file.get(), 0644) == 0) ::rename(empty.c_str(), path_.c_str());
    }
    // A box already waiting in its open wakes when a writer comes; it reads what is left, then
    // the end of file. Reached through the judge's reader: the name may be the empty file now.
    poke_writer(own_reader_);
}

}  // namespace gridjudge
