// gridjudge_box_server JUDGE_PID: the box server. Started by the sandbox library (one per judge
// thread that runs boxes), statically linked, with its socket to the judge at descriptor 3.
//
// It exists so that a box's init is a clone of a small process rather than of the judge: the
// kernel carries a process's resident high-water mark across fork and exec, so a program forked
// from a copy of the judge was charged with the judge's memory. Here the program's peak starts
// from the server's few pages, whatever the judge holds.
//
// Protocol (box_protocol.h): the server sends a ServerHello, then answers every start request
// (a BoxPlan with the box's descriptors attached) with a StartReply. It ends when the judge
// closes the socket, or with the judge thread that started it (PR_SET_PDEATHSIG).
#include <fcntl.h>
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
    alignas(cmsghdr) char control[CMSG_SPACE(sizeof(int) * (kBoxFdCount + 1))];
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
    const std::size_t expected = kBoxFdCount + (plan.clone_into_cgroup ? 1 : 0);
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
    // Starting the init at once, the server gives it a go pipe of its own (the judge's stays
    // unused).
    int go[2] = {-1, -1};
    if (plan.start_at_once) {
        if (::pipe2(go, O_CLOEXEC) != 0) return failure("make the box's go pipe", errno);
        init.fds[kGoFd] = go[0];
    }
    const int cgroup = plan.clone_into_cgroup ? request.fds[kCgroupFd] : -1;
    const StartedInit started = start_box_init(init, cgroup);
    const int clone_error = errno;
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
