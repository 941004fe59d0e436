#include "judge/sandbox/box_server.h"

#include <signal.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <iterator>
#include <memory>
#include <stdexcept>
#include <string>
#include <system_error>

#include "judge/sandbox/seccomp_filter.h"

namespace gridjudge::sandbox {
namespace {

namespace fs = std::filesystem;

// The server's end of the socket, as the server expects it.
constexpr int kServerSocket = 3;

[[noreturn]] void throw_errno(int error, const std::string& what) {
    throw std::system_error(error, std::generic_category(), what);
}

// posix_spawn's attributes: no blocked signal and default dispositions in the server, whatever
// the judge's thread has.
class SpawnAttributes {
  public:
    SpawnAttributes() {
        posix_spawnattr_init(&attributes_);
        sigset_t none, all;
        sigemptyset(&none);
        sigfillset(&all);
        posix_spawnattr_setsigmask(&attributes_, &none);
        posix_spawnattr_setsigdefault(&attributes_, &all);
        posix_spawnattr_setflags(&attributes_, POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
    }
    ~SpawnAttributes() { posix_spawnattr_destroy(&attributes_); }
    const posix_spawnattr_t* get() const { return &attributes_; }

  private:
    posix_spawnattr_t attributes_;
};

class FileActions {
  public:
    FileActions() { posix_spawn_file_actions_init(&actions_); }
    ~FileActions() { posix_spawn_file_actions_destroy(&actions_); }
    posix_spawn_file_actions_t* get() { return &actions_; }

  private:
    posix_spawn_file_actions_t actions_;
};

}  // namespace

BoxServer::BoxServer(const fs::path& executable) {
    int ends[2];
    if (::socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, ends) != 0)
        throw_errno(errno, "socketpair for the box server");
    socket_.reset(ends[0]);
    const UniqueFd server_end(ends[1]);

    FileActions actions;
    posix_spawn_file_actions_adddup2(actions.get(), server_end.get(), kServerSocket);
    const std::string judge_pid = std::to_string(::getpid());
    std::string program = executable.string();
    char* const argv[] = {program.data(), const_cast<char*>(judge_pid.c_str()), nullptr};
    char* const envp[] = {nullptr};
    const int error =
        ::posix_spawn(&pid_, program.c_str(), actions.get(), SpawnAttributes().get(), argv, envp);
    if (error != 0) throw_errno(error, "start the box server " + program);
    owner_ = ::getpid();
    try {
        greet(program);
    } catch (...) {
        stop();
        throw;
    }
}

void BoxServer::greet(const std::string& program) {
    ServerHello hello;
    const ssize_t got = ::recv(socket_.get(), &hello, sizeof hello, 0);
    if (got != sizeof hello)
        throw std::runtime_error("the box server " + program + " did not greet the judge");
    if (hello.protocol_version != kBoxProtocolVersion)
        throw std::runtime_error("the box server " + program + " speaks protocol " +
                                 std::to_string(hello.protocol_version) + ", not " +
                                 std::to_string(kBoxProtocolVersion) + " (a stale build?)");
    run_filter_ = build_seccomp_filter(Profile::Run, hello.exec_path_slot);
    compile_filter_ = build_seccomp_filter(Profile::Compile, hello.exec_path_slot);
}

BoxServer::~BoxServer() {
    stop();
}

void BoxServer::stop() noexcept {
    end_kept_boxes();
    socket_.reset();
    if (pid_ <= 0 || !owned_by_this_process()) return;
    ::kill(pid_, SIGKILL);
    while (::waitpid(pid_, nullptr, 0) < 0 && errno == EINTR) {
    }
    pid_ = -1;
}

StartReply BoxServer::start_box(const BoxPlan& plan, const int* fds, int cgroup, int channel) {
    const std::string bytes = encode_box_plan(plan);
    int attached[kBoxFdCount + 2];
    static_assert(std::size(attached) <= kMaxSentDescriptors);
    std::copy(fds, fds + kBoxFdCount, attached);
    std::size_t count = kBoxFdCount;
    if (plan.clone_into_cgroup) attached[count++] = cgroup;
    if (plan.kept) attached[count++] = channel;
    if (!send_with_descriptors(socket_.get(), bytes, attached, count)) {
        broken_ = true;
        throw_errno(errno, "send the box plan to the box server");
    }
    StartReply reply;
    const ssize_t got = ::recv(socket_.get(), &reply, sizeof reply, 0);
    if (got != sizeof reply) {
        broken_ = true;
        throw_errno(got < 0 ? errno : EPIPE, "the box server's answer");
    }
    if (reply.init_pid > 0 && reply.error_number != 0) {
        // Cloned but not started (BoxPlan::start_at_once): the server killed it, we reap it.
        while (::waitpid(reply.init_pid, nullptr, __WALL) < 0 && errno == EINTR) {
        }
    }
    if (reply.init_pid < 0 || reply.error_number != 0)
        throw_errno(reply.error_number, std::string("box server: ") + reply.step);
    return reply;
}

KeptBox* BoxServer::kept_box(const std::string& key) {
    std::erase_if(kept_boxes_,
                  [](const std::unique_ptr<KeptBox>& box) { return !box->wait_ready(); });
    tell_worker_cgroup();
    const auto found = std::find_if(kept_boxes_.begin(), kept_boxes_.end(),
                                    [&](const auto& box) { return box->key() == key; });
    if (found == kept_boxes_.end()) return nullptr;
    std::rotate(found, found + 1, kept_boxes_.end());  // now the most recently used
    return kept_boxes_.back().get();
}

void BoxServer::make_room_for(const std::string& key) noexcept {
    end_kept_box(key);
    if (kept_boxes_.size() >= kept_box_capacity()) {
        kept_boxes_.erase(kept_boxes_.begin(),
                          kept_boxes_.begin() + static_cast<std::ptrdiff_t>(
                                                    kept_boxes_.size() - kept_box_capacity() + 1));
        tell_worker_cgroup();
    }
}

void BoxServer::keep(std::unique_ptr<KeptBox> box) {
    make_room_for(box->key());
    kept_boxes_.push_back(std::move(box));
    tell_worker_cgroup();
}

void BoxServer::end_kept_box(const std::string& key) noexcept {
    std::erase_if(kept_boxes_,
                  [&](const std::unique_ptr<KeptBox>& box) { return box->key() == key; });
    tell_worker_cgroup();
}

void BoxServer::end_kept_boxes() noexcept {
    kept_boxes_.clear();
    tell_worker_cgroup();
}

void BoxServer::tell_worker_cgroup() noexcept {
    if (worker_cgroup_)
        worker_cgroup_->keep_alive(kept_boxes_.empty() ? 0 : kept_boxes_.back()->init());
}

WorkerCgroup* BoxServer::worker_cgroup() {
    if (!worker_cgroup_tried_) {
        worker_cgroup_tried_ = true;
        worker_cgroup_ = create_worker_cgroup(pid_);
    }
    return worker_cgroup_.get();
}

const std::vector<sock_filter>& BoxServer::seccomp(Profile profile) const {
    return profile == Profile::Run ? run_filter_ : compile_filter_;
}

fs::path box_server_executable() {
    std::error_code error;
    const fs::path self = fs::read_symlink("/proc/self/exe", error);
    if (error) throw_errno(error.value(), "read /proc/self/exe");
    return self.parent_path() / "gridjudge_box_server";
}

BoxServer& this_thread_box_server() {
    thread_local std::unique_ptr<BoxServer> server;
    if (server && (server->broken() || !server->owned_by_this_process())) server.reset();
    if (!server) server = std::make_unique<BoxServer>(box_server_executable());
    return *server;
}

}  // namespace gridjudge::sandbox
