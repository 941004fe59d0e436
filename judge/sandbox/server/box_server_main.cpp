// gridjudge_box_server JUDGE_PID: the box server. Started by the sandbox library (one per judge
// thread that runs boxes), statically linked, with its socket to the judge at descriptor 3.
//
// It exists so that a box's init is a clone of a small process rather than of the judge: the
// kernel carries a process's resident high-water mark across fork and exec, so a program forked
// from a copy of the judge was charged with the judge's memory. Here the program's peak starts
// from the server's few pages, whatever the judge holds.
//
// Protocol (box_protocol.h): the server sends a ServerHello, then answers every start request
// (a BoxPlan with the box's descriptors attached) with a StartReply. A kept box's later runs
// do not come here: the judge orders them from the init itself (kept_order.h). It ends when the
// judge closes the socket, or with the judge thread that started it (PR_SET_PDEATHSIG).
#include <fcntl.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <string>
#include <vector>

#include "judge/sandbox/box_protocol.h"
#include "judge/sandbox/server/box_init.h"

namespace {

using namespace gridjudge::sandbox;

constexpr int kSocket = 3;
constexpr char kName[] = "gridjudge_box_server";

bool send_all(const void* data, std::size_t size) {
    return ::send(kSocket, data, size, MSG_NOSIGNAL) == static_cast<ssize_t>(size);
}

StartReply failure(const std::string& step, int error_number) {
    StartReply reply;
    reply.error_number = error_number;
    std::snprintf(reply.step, sizeof reply.step, "%s", step.c_str());
    return reply;
}

// One start request: the plan's bytes and the attached descriptors.
struct Request {
    std::string bytes;
    std::vector<int> fds;

    ~Request() {
        for (int fd : fds) ::close(fd);
    }
};

// Returns false at the end of the conversation (the judge closed the socket).
bool receive(Request& request) {
    // SOCK_SEQPACKET keeps the request in one piece; peeking first gives its size.
    char probe = 0;
    const ssize_t size = ::recv(kSocket, &probe, 1, MSG_PEEK | MSG_TRUNC);
    if (size <= 0) return false;
    request.bytes.resize(static_cast<std::size_t>(size));
    iovec data{request.bytes.data(), request.bytes.size()};
    // The box's descriptors, the cgroup directory, a kept box's channel.
    alignas(cmsghdr) char control[CMSG_SPACE(sizeof(int) * (kBoxFdCount + 2))];
    msghdr message{};
    message.msg_iov = &data;
    message.msg_iovlen = 1;
    message.msg_control = control;
    message.msg_controllen = sizeof control;
    if (::recvmsg(kSocket, &message, MSG_CMSG_CLOEXEC) != size) return false;
    for (cmsghdr* header = CMSG_FIRSTHDR(&message); header; header = CMSG_NXTHDR(&message, header))
        if (header->cmsg_level == SOL_SOCKET && header->cmsg_type == SCM_RIGHTS) {
            const std::size_t count = (header->cmsg_len - CMSG_LEN(0)) / sizeof(int);
            const int* fds = reinterpret_cast<const int*>(CMSG_DATA(header));
            request.fds.assign(fds, fds + count);
        }
    return true;
}

bool write_file(int directory, const char* path, const std::string& text) {
    const int fd = ::openat(directory, path, O_WRONLY | O_CLOEXEC);
    if (fd < 0) return false;
    const bool written = ::write(fd, text.data(), text.size()) == static_cast<ssize_t>(text.size());
    ::close(fd);
    return written;
}

// The standing network namespace: made once when the server starts (in the judge's cgroup, before
// the server enters a worker cgroup, so that no box is charged its kernel memory), empty, its
// loopback down, owned by the server's user namespace: a box's root in its own user namespace
// has no capability over it. A box whose plan asks for a network namespace is cloned into it
// (it inherits the server's) instead of a fresh one, which is most of a clone's cost and a
// teardown the kernel does in the background. A network namespace scopes one thing a box may
// use, AF_UNIX sockets with abstract names (seccomp refuses every other family), so it is
// used only when nothing of another box can be in it:
// - no other init the server cloned is alive: every process of a box is in its init's pid
//   namespace, and the kernel reaps them all before the init becomes a zombie (a pidfd of the
//   init says so), their descriptors closed;
// - no socket is left in it (/proc/self/net/unix lists none): a socket whose last reference
//   was in flight (SCM_RIGHTS) outlives its processes until the kernel's garbage collector
//   frees it, in the background.
// Otherwise the box gets a fresh network namespace, as every box did before. Without the
// privilege to make one (a non-root judge: the server has no user namespace of its own), or on
// any failure here, every box gets a fresh one.
class StandingNetwork {
  public:
    // Moves the server into the standing namespace, keeping a way back to the host's.
    void make() {
        host_ = ::open("/proc/self/ns/net", O_RDONLY | O_CLOEXEC);
        if (host_ < 0 || ::unshare(CLONE_NEWNET) != 0) return;
        standing_ = ::open("/proc/self/ns/net", O_RDONLY | O_CLOEXEC);
        sockets_ = ::open("/proc/self/net/unix", O_RDONLY | O_CLOEXEC);
        if (standing_ < 0 || sockets_ < 0) {
            leave();
            return;
        }
        usable_ = true;
    }

    // Whether the next box, whose plan asks for a network namespace, may have this one.
    bool usable_now() {
        if (!usable_) return false;
        forget_ended_inits();
        return inits_.empty() && holds_no_socket();
    }

    // Keeps a pidfd of an init cloned into the standing namespace until it has ended. Safe to
    // open after the clone: the init is the judge's child, which reaps it only after this
    // server's answer, so its pid cannot have been reused. Without pidfds (before Linux 5.3)
    // the namespace is given up.
    void track(pid_t init) {
        if (!usable_) return;
        const int pidfd = static_cast<int>(::syscall(SYS_pidfd_open, init, 0u));
        if (pidfd < 0) {
            leave();
            return;
        }
        inits_.push_back(pidfd);
    }

    // A plan without a network namespace (unsafe mode) keeps the host's, as before: the init
    // is cloned from the host's namespace, and the server goes back to the standing one.
    bool enter_host() { return !usable_ || ::setns(host_, CLONE_NEWNET) == 0; }
    void back_from_host() {
        if (usable_ && ::setns(standing_, CLONE_NEWNET) != 0) leave();
    }

  private:
    void forget_ended_inits() {
        // Readable once the init has ended (a zombie or reaped); a failed poll says nothing.
        std::erase_if(inits_, [](int pidfd) {
            pollfd ended{pidfd, POLLIN, 0};
            if (::poll(&ended, 1, 0) != 1 || !(ended.revents & (POLLIN | POLLHUP))) return false;
            ::close(pidfd);
            return true;
        });
    }

    // /proc/self/net/unix: a header line, then one line per socket of the namespace.
    bool holds_no_socket() const {
        char text[512];
        const ssize_t size = ::pread(sockets_, text, sizeof text, 0);
        if (size <= 0) return false;
        const void* end = std::memchr(text, '\n', static_cast<std::size_t>(size));
        return end == text + size - 1 && size < static_cast<ssize_t>(sizeof text);
    }

    // Back to the host's namespace for good: every later box gets a fresh one.
    void leave() {
        if (host_ >= 0) ::setns(host_, CLONE_NEWNET);
        usable_ = false;
    }

    bool usable_ = false;
    int host_ = -1, standing_ = -1, sockets_ = -1;
    std::vector<int> inits_;  // pidfds of the inits that may still be alive
};

StandingNetwork g_network;

// BoxPlan::start_at_once: what the judge would do between the answer and the go. Returns the
// step that failed (errno set), or nullptr once the go is sent (at go_ns: the init may run
// before the write returns).
const char* start_init(const BoxPlan& plan, const StartedInit& started, int cgroup, int go,
                       std::int64_t& go_ns) {
    const std::string proc = "/proc/" + std::to_string(started.pid) + "/";
    if (plan.clone_into_cgroup && !started.placed_in_cgroup &&
        !write_file(cgroup, "cgroup.procs", std::to_string(started.pid)))
        return "move the box's init into its cgroup";
    if (plan.deny_setgroups && !write_file(AT_FDCWD, (proc + "setgroups").c_str(), "deny"))
        return "deny setgroups in the box's user namespace";
    if (!plan.uid_map.empty() && !write_file(AT_FDCWD, (proc + "uid_map").c_str(), plan.uid_map))
        return "write the box's uid map";
    if (!plan.gid_map.empty() && !write_file(AT_FDCWD, (proc + "gid_map").c_str(), plan.gid_map))
        return "write the box's gid map";
    go_ns = monotonic_ns();
    if (::write(go, "g", 1) != 1) return "start the box";
    return nullptr;
}

StartReply start(const Request& request, std::int64_t received_ns) {
    BoxPlan plan;
    try {
        plan = decode_box_plan(request.bytes);
    } catch (const std::exception& error) {
        return failure(std::string("decode the box plan (") + error.what() + ")", EPROTO);
    }
    const std::size_t expected =
        kBoxFdCount + (plan.clone_into_cgroup ? 1 : 0) + (plan.kept ? 1 : 0);
    if (request.fds.size() != expected) return failure("receive the box's descriptors", EBADF);
    std::vector<char*> argv, envp;
    for (std::string& text : plan.argv) argv.push_back(text.data());
    argv.push_back(nullptr);
    for (std::string& text : plan.envp) envp.push_back(text.data());
    envp.push_back(nullptr);

    InitPlan init;
    init.plan = &plan;
    std::copy(request.fds.begin(), request.fds.begin() + kBoxFdCount, init.fds);
    init.argv = argv.data();
    init.envp = envp.data();
    init.rlimits = plan.rlimits.data();
    init.rlimit_count = plan.rlimits.size();
    if (plan.kept) init.channel = request.fds.back();
    // Starting the init at once, the server gives it a go pipe of its own (the judge's stays
    // unused).
    int go[2] = {-1, -1};
    if (plan.start_at_once) {
        if (::pipe2(go, O_CLOEXEC) != 0) return failure("make the box's go pipe", errno);
        init.fds[kGoFd] = go[0];
    }
    const int cgroup = plan.clone_into_cgroup ? request.fds[kCgroupFd] : -1;
    const bool wants_network = (plan.namespace_flags & CLONE_NEWNET) != 0;
    const bool standing_network = wants_network && g_network.usable_now();
    if (standing_network) plan.namespace_flags &= ~CLONE_NEWNET;
    if (!wants_network && !g_network.enter_host()) {
        if (go[0] >= 0) ::close(go[0]);
        if (go[1] >= 0) ::close(go[1]);
        return failure("enter the host's network namespace", errno);
    }
    const StartedInit started = start_box_init(init, cgroup);
    const int clone_error = errno;
    if (!wants_network) g_network.back_from_host();
    if (started.pid >= 0 && standing_network) g_network.track(started.pid);
    if (go[0] >= 0) ::close(go[0]);
    const std::int64_t cloned_ns = monotonic_ns();
    const char* failed_step = nullptr;
    std::int64_t go_ns = 0;
    if (started.pid >= 0 && plan.start_at_once)
        failed_step = start_init(plan, started, cgroup, go[1], go_ns);
    const int start_error = errno;
    if (go[1] >= 0) ::close(go[1]);
    if (started.pid < 0) return failure("clone the box's init", clone_error);
    StartReply reply;
    if (failed_step) {
        // The init is the judge's child: the judge reaps it.
        ::kill(started.pid, SIGKILL);
        reply = failure(failed_step, start_error);
    } else if (plan.start_at_once) {
        reply.init_started = true;
        reply.go_ns = go_ns;
    }
    reply.cloned_ns = cloned_ns;
    reply.received_ns = received_ns;
    reply.init_pid = started.pid;
    reply.placed_in_cgroup = started.placed_in_cgroup;
    reply.standing_network = standing_network;
    return reply;
}

// Every box's init is a copy of this process, and a program reads its command line in
// /proc/1/cmdline: the host path of the executable and the judge's pid are none of its business.
void hide_command_line(int argc, char** argv) {
    char* const start = argv[0];
    char* const end = argv[argc - 1] + std::strlen(argv[argc - 1]);
    std::memset(start, 0, static_cast<std::size_t>(end - start));
    std::memcpy(start, kName, std::min(sizeof kName - 1, static_cast<std::size_t>(end - start)));
}

// On cgroup v1 the server shares its worker cgroup with every box it starts: a box's OOM kill
// must never choose it. Lowering the score needs root; a non-root judge's server keeps 0, still
// far below the program's 1000.
void spare_from_the_oom_killer() {
    const int fd = ::open("/proc/self/oom_score_adj", O_WRONLY | O_CLOEXEC);
    if (fd < 0) return;
    [[maybe_unused]] const ssize_t written = ::write(fd, "-1000", 5);
    ::close(fd);
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: gridjudge_box_server JUDGE_PID (started by the judge)\n");
        return 2;
    }
    // The judge may have died before the death signal was armed: then it is too late for it.
    ::prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0);
    if (::getppid() != std::atoi(argv[1])) return 1;
    hide_command_line(argc, argv);
    spare_from_the_oom_killer();
    // Descriptors the judge let slip through (not close-on-exec) must not reach any box.
    ::syscall(SYS_close_range, kSocket + 1, ~0u, 0u);
    // Received descriptors take the lowest free numbers: were 0-2 free, the program's last step
    // would overwrite one of them when it puts stdio in place.
    for (int fd = 0; fd <= 2; ++fd)
        if (::fcntl(fd, F_GETFD) < 0 && ::open("/dev/null", O_RDWR) != fd) return 1;
    // Once, before the first box and before the judge moves the server into a worker cgroup.
    g_network.make();

    const ServerHello hello{kBoxProtocolVersion,
                            reinterpret_cast<std::uintptr_t>(exec_path_slot())};
    if (!send_all(&hello, sizeof hello)) return 1;
    for (;;) {
        Request request;
        if (!receive(request)) return 0;
        const StartReply reply = start(request, monotonic_ns());
        if (!send_all(&reply, sizeof reply)) return 1;
    }
}
