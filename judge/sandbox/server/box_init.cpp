#include "judge/sandbox/server/box_init.h"

#include <fcntl.h>
#include <linux/capability.h>
#include <linux/sched.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <climits>
#include <cstdint>
#include <cstring>

#include "judge/sandbox/kept_order.h"

namespace gridjudge::sandbox {
namespace {

char g_exec_path_slot[kExecPathSlotSize];

// One page shared by the server and every init and program it clones (a fork keeps a shared
// mapping shared; an exec drops it): the program's copy writes the time it calls execve, for
// the init's report (RunSteps). Mapped by the server before its first clone.
std::int64_t* g_exec_stamp = nullptr;

// A fork (no CLONE_VM, so no stack is needed) that skips glibc's fork handlers.
pid_t raw_clone(unsigned long flags) {
    return static_cast<pid_t>(
        ::syscall(SYS_clone, flags | SIGCHLD, nullptr, nullptr, nullptr, nullptr));
}

void report(const InitPlan& init, const InitReport& record) {
    // A short write only happens if the judge is gone, and then nobody is listening.
    [[maybe_unused]] const ssize_t written = ::write(init.fds[kReportFd], &record, sizeof record);
}

// Reports a failed setup step (what + detail, e.g. "mount" + "/tmp/usr") and ends the process.
[[noreturn]] void fail(const InitPlan& init, const char* what, const char* detail = "") {
    InitReport record;
    record.kind = InitReport::Kind::SetupFailed;
    record.error_number = errno;
    std::size_t used = 0;
    for (const char* part : {what, detail[0] ? " " : "", detail})
        for (; *part && used + 1 < sizeof record.step; ++part) record.step[used++] = *part;
    report(init, record);
    ::_exit(127);
}

// Puts `fd` at `target` (0, 1 or 2) without close-on-exec.
bool move_fd(int fd, int target) {
    if (fd == target) return ::fcntl(fd, F_SETFD, 0) == 0;
    return ::dup2(fd, target) == target;
}

// The server's blocked signals and ignored dispositions would be inherited through exec: a
// blocked SIGXFSZ, for one, would turn the output limit into a silent EFBIG. Done once by the
// init, whose dispositions and mask every program it clones starts from (its one handler, for
// kStopSignal, an exec resets): NSIG calls per program cost 0.1 ms on a host where a system
// call is dear.
void reset_signals() {
    struct sigaction default_action {};
    default_action.sa_handler = SIG_DFL;
    for (int signal = 1; signal < NSIG; ++signal) ::sigaction(signal, &default_action, nullptr);
    sigset_t none;
    sigemptyset(&none);
    ::sigprocmask(SIG_SETMASK, &none, nullptr);
}

// Closes every descriptor but the `count` listed ones (stdio 0-2 included in the closing).
void close_all_but(int* keep, std::size_t count) {
    std::sort(keep, keep + count);
    unsigned next = 0;
    for (std::size_t i = 0; i < count; ++i) {
        const auto fd = static_cast<unsigned>(keep[i]);
        if (fd > next) ::syscall(SYS_close_range, next, fd - 1, 0u);
        next = fd + 1;
    }
    ::syscall(SYS_close_range, next, ~0u, 0u);
}

bool apply_rlimits(const InitPlan& init) {
    for (std::size_t i = 0; i < init.rlimit_count; ++i)
        if (::setrlimit(static_cast<__rlimit_resource>(init.rlimits[i].resource),
                        &init.rlimits[i].value) != 0)
            return false;
    return true;
}

// An empty bounding set: no later exec can ever regain a capability, whatever it is. Done once
// by the init, which never execs, for every program it clones: the set is inherited, and the
// init's own capabilities (its mounts between runs) are its effective set, not this one.
void drop_bounding_set() {
    for (int capability = 0; capability < 64; ++capability)
        if (::prctl(PR_CAPBSET_DROP, capability, 0, 0, 0) != 0 && errno == EINVAL) break;
}

bool become(const BoxIdentity& identity) {
    if (identity.clear_groups && ::syscall(SYS_setgroups, 0, nullptr) != 0) return false;
    if (::syscall(SYS_setresgid, identity.gid, identity.gid, identity.gid) != 0) return false;
    if (::syscall(SYS_setresuid, identity.uid, identity.uid, identity.uid) != 0) return false;
    // Leaving uid 0 clears the capabilities; leaving a user namespace's unmapped creator does
    // not, so clear them explicitly.
    __user_cap_header_struct header{_LINUX_CAPABILITY_VERSION_3, 0};
    __user_cap_data_struct none[_LINUX_CAPABILITY_U32S_3] = {};
    return ::syscall(SYS_capset, &header, none) == 0;
}

// Makes the program the OOM killer's first choice over the init: killing the init would lose
// the report. Raising one's own score needs no privilege; without /proc it is skipped.
void prefer_as_oom_victim() {
    const int fd = ::open("/proc/self/oom_score_adj", O_WRONLY | O_CLOEXEC);
    if (fd < 0) return;
    [[maybe_unused]] const ssize_t written = ::write(fd, "1000", 4);
    ::close(fd);
}

[[noreturn]] void exec_program(const InitPlan& init) {
    const BoxPlan& plan = *init.plan;
    prefer_as_oom_victim();
    if (!move_fd(init.fds[kStdinFd], 0) || !move_fd(init.fds[kStdoutFd], 1) ||
        !move_fd(init.fds[kStderrFd], 2))
        fail(init, "redirect stdio");
    // Nothing but stdio and the (close-on-exec) report pipe may reach the program.
    int keep[] = {0, 1, 2, init.fds[kReportFd]};
    close_all_but(keep, std::size(keep));
    if (plan.mounts.empty() && ::chdir(plan.work_dir.c_str()) != 0)
        fail(init, "chdir", plan.work_dir.c_str());
    if (!apply_rlimits(init)) fail(init, "setrlimit");
    if (plan.identity && !become(*plan.identity)) fail(init, "switch to the sandbox user");
    ::umask(022);
    if (::prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) fail(init, "no_new_privs");

    const char* program = init.argv[0];
    std::memcpy(g_exec_path_slot, program, std::strlen(program) + 1);
    if (g_exec_stamp) *g_exec_stamp = monotonic_ns();
    if (!plan.seccomp.empty()) {
        const sock_fprog filter{static_cast<unsigned short>(plan.seccomp.size()),
                                const_cast<sock_filter*>(plan.seccomp.data())};
        if (::prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &filter, 0, 0) != 0)
            fail(init, "install seccomp filter");
    }
    ::execve(g_exec_path_slot, init.argv, init.envp);
    fail(init, "execve", program);
}

// The program's copy runs on this stack until its exec: it shares the init's memory (CLONE_VM)
// while the init waits (CLONE_VFORK), as glibc's posix_spawn does. No copy of the init's page
// tables at the fork, none torn down at the exec, and no copy-on-write faults in either
// process: on a virtual machine where a page fault is dear, the fork and the program's set-up
// took a millisecond. Its steps are system calls on its own frames (exec_program), so the init
// finds its memory as it left it, but for errno.
alignas(16) char g_program_stack[64 * 1024];

int program_main(void* init) {
    exec_program(*static_cast<const InitPlan*>(init));
}

#if defined(__x86_64__)
// clone3 for a child that shares the caller's memory and runs `run(argument)` on args->stack, as
// clone() does for the older call: glibc offers no clone3, and a child on another stack cannot
// return through syscall()'s frame. The child's registers are the caller's but for rax (0) and
// rsp (the top of its stack, 16-byte aligned before the call, as the ABI wants). Returns the
// child's pid, or -1 with errno set.
pid_t clone3_running(clone_args* args, int (*run)(void*), void* argument) {
    long result;
    register long function asm("r12") = reinterpret_cast<long>(run);
    register long data asm("r13") = reinterpret_cast<long>(argument);
    asm volatile(
        "syscall\n\t"
        "testq %%rax, %%rax\n\t"
        "jnz 1f\n\t"
        "xorl %%ebp, %%ebp\n\t"
        "movq %%r13, %%rdi\n\t"
        "callq *%%r12\n\t"
        "movl %%eax, %%edi\n\t"
        "movl %[exit], %%eax\n\t"
        "syscall\n\t"
        "ud2\n"
        "1:"
        : "=a"(result)
        : "0"(static_cast<long>(SYS_clone3)), "D"(args), "S"(sizeof *args), "r"(function),
          "r"(data), [exit] "i"(SYS_exit)
        : "rcx", "r11", "memory");
    if (result < 0) {
        errno = static_cast<int>(-result);
        return -1;
    }
    return static_cast<pid_t>(result);
}
#endif

// The program's process, sharing the init's memory until its exec (see g_program_stack) and,
// with init.program_cgroup, born in the run's cgroup. Elsewhere than on x86-64 a program cloned
// into a cgroup gets a copy of the init's memory instead (clone3 without a stack of its own).
pid_t start_program(const InitPlan& init) {
    auto* argument = const_cast<InitPlan*>(&init);
    if (init.program_cgroup < 0)
        return ::clone(program_main, std::end(g_program_stack), CLONE_VM | CLONE_VFORK | SIGCHLD,
                       argument);
    clone_args args{};
    args.flags = CLONE_VFORK | CLONE_INTO_CGROUP;
    args.exit_signal = SIGCHLD;
    args.cgroup = static_cast<std::uint64_t>(init.program_cgroup);
#if defined(__x86_64__)
    args.flags |= CLONE_VM;
    args.stack = reinterpret_cast<std::uint64_t>(g_program_stack);
    args.stack_size = sizeof g_program_stack;
    return clone3_running(&args, program_main, argument);
#else
    const auto pid = static_cast<pid_t>(::syscall(SYS_clone3, &args, sizeof args));
    if (pid == 0) program_main(argument);
    return pid;
#endif
}

// The program's pid, for the stop handler. The init is single-threaded: a plain global
// written before the handler can need it.
volatile sig_atomic_t g_program = 0;

// kStopSignal asks the init to kill the program, so that it can still reap it and report its
// status and rusage. Before the program exists there is nothing to report: the init just ends.
void on_stop_request(int) {
    if (g_program > 0)
        ::kill(g_program, SIGKILL);
    else
        ::_exit(1);
}

// Starts the program, reaps every process of the box until the program's end, and reports it
// on the report pipe. Returns once the report is written.
void run_program(const InitPlan& init, std::int64_t go_ns, std::int64_t tree_built_ns) {
    struct sigaction stop {};
    stop.sa_handler = on_stop_request;
    ::sigaction(kStopSignal, &stop, nullptr);
    const pid_t program = start_program(init);
    if (program < 0) fail(init, "fork the program");
    g_program = program;
    if (init.program_cgroup >= 0) ::close(init.program_cgroup);
    // The program has its stdio; the init's copies would hold a pipe's other end back from the
    // end of file when the program closes its output (an interactor that then waits for the
    // answer) until the whole box is over.
    for (const int stream : {kStdinFd, kStdoutFd, kStderrFd}) ::close(init.fds[stream]);

    for (;;) {
        int status = 0;
        rusage usage{};
        const pid_t ended = ::wait4(-1, &status, __WALL, &usage);
        if (ended == program) {
            InitReport record;
            record.kind = InitReport::Kind::ProgramEnded;
            record.wait_status = status;
            record.max_rss_kib = usage.ru_maxrss;
            record.ended_ns = monotonic_ns();
            record.go_ns = go_ns;
            record.tree_built_ns = tree_built_ns;
            record.exec_ns = g_exec_stamp ? *g_exec_stamp : 0;
            g_program = 0;
            report(init, record);
            return;
        }
        if (ended < 0 && errno != EINTR) fail(init, "wait for the program");
    }
}

bool pin_to_cpu(int cpu) {
    cpu_set_t only;
    CPU_ZERO(&only);
    CPU_SET(cpu, &only);
    return ::sched_setaffinity(0, sizeof only, &only) == 0;
}

// A kept box's state between runs. The order's buffer is static and read in place, so that the
// init's resident set, which the program's peak starts from, does not grow with the orders.
alignas(16) char g_order[kKeptOrderMaxBytes];
char* g_order_strings[kKeptOrderMaxStrings + 2];
cpu_set_t g_init_cpus;  // the init's CPUs before any run pinned it

// Waits for the next order on the channel, its descriptors in `fds` (kKeptCgroupFd -1 when the
// order has none). Returns its size; 0 when the judge closed the channel (or sent no order one
// can read).
std::size_t receive_order(int channel, int (&fds)[kKeptFdCount]) {
    iovec data{g_order, sizeof g_order};
    alignas(cmsghdr) char control[CMSG_SPACE(sizeof(int) * kKeptFdCount)];
    msghdr message{};
    message.msg_iov = &data;
    message.msg_iovlen = 1;
    message.msg_control = control;
    message.msg_controllen = sizeof control;
    ssize_t size;
    while ((size = ::recvmsg(channel, &message, MSG_CMSG_CLOEXEC)) < 0 && errno == EINTR) {
    }
    if (size <= 0 || (message.msg_flags & (MSG_TRUNC | MSG_CTRUNC))) return 0;
    const cmsghdr* header = CMSG_FIRSTHDR(&message);
    if (!header || header->cmsg_type != SCM_RIGHTS) return 0;
    const bool with_cgroup = header->cmsg_len == CMSG_LEN(sizeof(int) * kKeptFdCount);
    if (!with_cgroup && header->cmsg_len != CMSG_LEN(sizeof(int) * kKeptCgroupFd)) return 0;
    fds[kKeptCgroupFd] = -1;
    std::memcpy(fds, CMSG_DATA(header), sizeof(int) * (with_cgroup ? kKeptFdCount : kKeptCgroupFd));
    return static_cast<std::size_t>(size);
}

// "size=<bytes>,<kBoxTmpOptions>" without the heap.
void tmp_options(std::int64_t bytes, char (&text)[96]) {
    std::size_t used = 0;
    const auto append = [&](const char* part) {
        while (*part && used + 1 < sizeof text) text[used++] = *part++;
    };
    char digits[24];
    char* first = std::end(digits);
    *--first = '\0';
    do *--first = static_cast<char>('0' + bytes % 10);
    while ((bytes /= 10) > 0 && first > digits);
    append("size=");
    append(first);
    append(",");
    append(kBoxTmpOptions);
    text[used] = '\0';
}

// The run's /tmp (fresh), /box (box_dir's tree, cloned by the judge) and working directory.
const char* enter_run_tree(int tree, std::int64_t tmp_bytes) {
    char options[96];
    tmp_options(tmp_bytes, options);
    if (::mount("tmpfs", "/tmp", "tmpfs", kBoxTmpFlags, options) != 0) return "mount /tmp";
    if (::move_mount(tree, "", AT_FDCWD, "/box", MOVE_MOUNT_F_EMPTY_PATH) != 0)
        return "attach /box";
    if (::chdir("/box") != 0) return "chdir /box";
    return nullptr;
}

// Whether a socket is left in the init's network namespace (/proc/self/net/unix: a header
// line, then one line per socket). Unreadable counts as left.
bool socket_left() {
    const int fd = ::open("/proc/self/net/unix", O_RDONLY | O_CLOEXEC);
    if (fd < 0) return true;
    char text[512];
    const ssize_t size = ::read(fd, text, sizeof text);
    ::close(fd);
    if (size <= 0 || size == static_cast<ssize_t>(sizeof text)) return true;
    return std::memchr(text, '\n', static_cast<std::size_t>(size)) != text + size - 1;
}

// Makes the box as the next run must find it: nothing of the run before. Ends the init when it
// cannot (the judge then makes a fresh box).
void clean_up_run(const InitPlan& init) {
    // As pid 1 of the namespace: every other process of it.
    ::kill(-1, SIGKILL);
    while (::wait4(-1, nullptr, __WALL, nullptr) > 0 || errno == EINTR) {
    }
    ::close(init.fds[kReportFd]);
    if (::chdir("/") != 0 || ::umount2("/box", MNT_DETACH) != 0 ||
        ::umount2("/tmp", MNT_DETACH) != 0)
        ::_exit(3);
    // System V objects and message queues outlive their processes; abstract sockets whose last
    // reference was in flight outlive them until the kernel's collector runs.
    if (::unshare(CLONE_NEWIPC) != 0) ::_exit(3);
    if (socket_left() && ::unshare(CLONE_NEWNET) != 0) ::_exit(3);
}

// A kept box's life after its tree is built: one run per order, until the judge closes the
// channel.
[[noreturn]] void serve_orders(const InitPlan& init) {
    ::sched_getaffinity(0, sizeof g_init_cpus, &g_init_cpus);
    // Each program is pid 2, as in a box of its own: pids counting on from run to run would
    // tell a program how many processes the runs before it made, a channel between runs (the
    // two runs of a communication task, say). The pid namespace's owner, the init, may set the
    // last pid given out.
    const int last_pid = ::open("/proc/sys/kernel/ns_last_pid", O_WRONLY | O_CLOEXEC);
    for (;;) {
        int fds[kKeptFdCount];
        const std::size_t size = receive_order(init.channel, fds);
        if (size == 0) ::_exit(0);
        const std::int64_t go_ns = monotonic_ns();
        InitPlan run = init;
        run.fds[kReportFd] = fds[kKeptReportFd];
        run.fds[kGoFd] = -1;
        run.fds[kStdinFd] = fds[kKeptStdinFd];
        run.fds[kStdoutFd] = fds[kKeptStdoutFd];
        run.fds[kStderrFd] = fds[kKeptStderrFd];
        run.program_cgroup = fds[kKeptCgroupFd];
        KeptOrderView order;
        if (!parse_kept_order(g_order, size, g_order_strings, order))
            fail(run, "read the run's order");
        run.argv = order.argv;
        run.envp = order.envp;
        run.rlimits = order.header->rlimits;
        run.rlimit_count = order.header->rlimit_count;
        if (const char* failed = enter_run_tree(fds[kKeptTreeFd], order.header->tmp_bytes))
            fail(run, failed);
        ::close(fds[kKeptTreeFd]);
        const bool pinned = order.header->cpu >= 0
                                ? pin_to_cpu(order.header->cpu)
                                : ::sched_setaffinity(0, sizeof g_init_cpus, &g_init_cpus) == 0;
        if (!pinned) fail(run, "pin to the run's CPU");
        if (last_pid < 0 || ::pwrite(last_pid, "1", 1, 0) != 1) fail(run, "reset the box's pids");
        run_program(run, go_ns, monotonic_ns());
        clean_up_run(run);
        while (::write(init.channel, &kKeptReady, 1) < 0 && errno == EINTR) {
        }
    }
}

[[noreturn]] void run_init(const InitPlan& init) {
    const BoxPlan& plan = *init.plan;
    // If the judge dies, so does the box (and with pid 1, its whole namespace).
    ::prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0);
    // Without a pid namespace (unsafe mode) orphans come back to us, and the judge can kill
    // the process group.
    ::prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
    ::setpgid(0, 0);
    reset_signals();
    if (plan.identity) drop_bounding_set();
    // The server's socket and anything else it holds must not reach the box. A kept init keeps
    // the server's 0-2 (/dev/null) open: the descriptors of its orders then never take those
    // numbers, which the program's last step overwrites with its stdio.
    int keep[kBoxFdCount + 4];
    std::copy(std::begin(init.fds), std::end(init.fds), keep);
    std::size_t kept = kBoxFdCount;
    if (init.channel >= 0)
        for (const int fd : {init.channel, 0, 1, 2}) keep[kept++] = fd;
    close_all_but(keep, kept);

    char go = 0;
    while (::read(init.fds[kGoFd], &go, 1) != 1)
        if (errno != EINTR) ::_exit(1);  // the judge gave up before the start
    const std::int64_t go_ns = monotonic_ns();
    // The init's memory holds the plan (command line, environment, host paths): keep the
    // program from reading it through /proc/1/mem or /proc/1/environ. Not before the go: until
    // then a non-root judge writes our id maps, which /proc gives only to a dumpable process's
    // owner.
    ::prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
    if (!plan.mounts.empty()) {
        if (const MountStep* failed = apply_mount_steps(plan.mounts))
            fail(init, describe(*failed), failed->target.c_str());
    }
    if (plan.set_hostname && ::sethostname("box", 3) != 0) fail(init, "sethostname");
    if (plan.kept) {
        // The request's copies of the first run's descriptors: the run's own come with its
        // order, and a copy kept here would hold a pipe's other end back from its end of file.
        for (const int fd : init.fds) ::close(fd);
        serve_orders(init);
    }
    // Inherited by every process the box forks; seccomp keeps them from changing it.
    if (plan.cpu >= 0 && !pin_to_cpu(plan.cpu)) fail(init, "pin to the run's CPU");
    run_program(init, go_ns, monotonic_ns());
    ::_exit(0);
}

}  // namespace

StartedInit start_box_init(const InitPlan& init, int cgroup) {
    if (!g_exec_stamp) {
        void* page = ::mmap(nullptr, sizeof *g_exec_stamp, PROT_READ | PROT_WRITE,
                            MAP_SHARED | MAP_ANONYMOUS, -1, 0);
        if (page != MAP_FAILED) g_exec_stamp = static_cast<std::int64_t*>(page);
    }
    if (g_exec_stamp) *g_exec_stamp = 0;
    // CLONE_PARENT: the init is the judge's child, not ours (the exit signal is then our own,
    // SIGCHLD).
    const auto flags = CLONE_PARENT | static_cast<std::uint64_t>(init.plan->namespace_flags);
    if (cgroup >= 0) {
        clone_args into_cgroup{};
        into_cgroup.flags = flags | CLONE_INTO_CGROUP;
        into_cgroup.cgroup = static_cast<std::uint64_t>(cgroup);
        const auto pid =
            static_cast<pid_t>(::syscall(SYS_clone3, &into_cgroup, sizeof into_cgroup));
        if (pid == 0) run_init(init);
        if (pid > 0) return {pid, true};
        // Older kernels: no clone3 (ENOSYS, before 5.3) or no CLONE_INTO_CGROUP (5.3 to 5.6).
        if (errno != ENOSYS && errno != E2BIG && errno != EINVAL) return {};
    }
    const pid_t pid = raw_clone(flags);
    if (pid == 0) run_init(init);
    return {pid, false};
}

const char* exec_path_slot() {
    return g_exec_path_slot;
}

}  // namespace gridjudge::sandbox
