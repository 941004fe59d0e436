#include "judge/sandbox/kept_box.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/mount.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>

namespace gridjudge::sandbox {
namespace {

// Cleaning up a run is a few system calls; one that takes this long is stuck (a process the
// kernel cannot kill yet), and a fresh box is the way on.
constexpr auto kReadyTimeout = std::chrono::seconds(2);

}  // namespace

KeptBox::KeptBox(pid_t init, UniqueFd channel, std::string key, std::unique_ptr<Cgroup> home)
    : home_(std::move(home)),
      init_(init),
      owner_(::getpid()),
      channel_(std::move(channel)),
      key_(std::move(key)) {}

KeptBox::~KeptBox() {
    channel_.reset();
    if (owner_ != ::getpid()) {
        // A fork's copy: its cgroup's destructor would kill the owner's init.
        [[maybe_unused]] Cgroup* not_ours = home_.release();
        return;
    }
    ::kill(init_, SIGKILL);
    while (::waitpid(init_, nullptr, __WALL) < 0 && errno == EINTR) {
    }
}

bool KeptBox::wait_ready() {
    if (ready_) return true;
    pollfd said{channel_.get(), POLLIN, 0};
    const auto timeout = std::chrono::duration_cast<std::chrono::milliseconds>(kReadyTimeout);
    int polled;
    while ((polled = ::poll(&said, 1, static_cast<int>(timeout.count()))) < 0 && errno == EINTR) {
    }
    char word = 0;
    ready_ =
        polled == 1 && ::recv(channel_.get(), &word, 1, MSG_DONTWAIT) == 1 && word == kKeptReady;
    return ready_;
}

bool KeptBox::order(const std::string& bytes, const int (&fds)[kKeptFdCount]) {
    if (!ready_) return false;
    ready_ = false;
    return send_kept_order(channel_.get(), bytes, fds);
}

bool send_kept_order(int channel, const std::string& bytes, const int (&fds)[kKeptFdCount]) {
    static_assert(kKeptFdCount <= kMaxSentDescriptors && kKeptCgroupFd == kKeptFdCount - 1);
    const int count = fds[kKeptCgroupFd] >= 0 ? kKeptFdCount : kKeptFdCount - 1;
    return send_with_descriptors(channel, bytes, fds, count);
}

UniqueFd clone_box_tree(const std::filesystem::path& box_dir) {
    UniqueFd tree(
        ::open_tree(AT_FDCWD, box_dir.c_str(), OPEN_TREE_CLONE | OPEN_TREE_CLOEXEC | AT_RECURSIVE));
    if (!tree) return tree;
    mount_attr attributes{};
    attributes.attr_set = MOUNT_ATTR_NOSUID | MOUNT_ATTR_NODEV;
    if (::mount_setattr(tree.get(), "", AT_EMPTY_PATH | AT_RECURSIVE, &attributes,
                        sizeof attributes) != 0)
        tree.reset();
    return tree;
}

}  // namespace gridjudge::sandbox
