#include "judge/judging/box_fifo.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <system_error>

namespace gridjudge {
namespace fs = std::filesystem;

BoxFifo::BoxFifo(fs::path path, FifoDirection direction)
    : path_(std::move(path)), direction_(direction) {
    if (::mkfifo(path_.c_str(), 0600) != 0)
        throw std::system_error(errno, std::generic_category(), "mkfifo " + path_.string());
    // mkfifo's mode is cut by the umask; the box's user is not the judge's.
    if (::chmod(path_.c_str(), 0666) != 0)
        throw std::system_error(errno, std::generic_category(), "chmod " + path_.string());
    const int flags =
        (direction_ == FifoDirection::FromBox ? O_RDONLY : O_RDWR) | O_NONBLOCK | O_CLOEXEC;
    end_ = sandbox::UniqueFd(::open(path_.c_str(), flags));
    if (!end_) throw std::system_error(errno, std::generic_category(), "open " + path_.string());
}

sandbox::UniqueFd BoxFifo::take_end() {
    return std::move(end_);
}

void BoxFifo::end_input() const {
    if (direction_ != FifoDirection::FromBox) return;
    // Succeeds at once: the judge's end is a reader. Nothing is written.
    sandbox::UniqueFd writer(::open(path_.c_str(), O_WRONLY | O_NONBLOCK | O_CLOEXEC));
}

}  // namespace gridjudge
