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
    // Succeeds at once: the judge's end is a reader. Nothing is written.
    sandbox::UniqueFd writer(::open(path_.c_str(), O_WRONLY | O_NONBLOCK | O_CLOEXEC));
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
    const std::string self = "/proc/self/fd/" + std::to_string(own_reader_.get());
    sandbox::UniqueFd writer(::open(self.c_str(), O_WRONLY | O_NONBLOCK | O_CLOEXEC));
}

}  // namespace gridjudge
