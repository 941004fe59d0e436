#include "judge/sandbox/seccomp_filter.h"

#include <errno.h>
#include <sched.h>
#include <seccomp.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>

#include "judge/sandbox/unique_fd.h"

namespace gridjudge::sandbox {
namespace {

// Calls that reach outside the box or widen the attack surface of the kernel.
constexpr const char* kDenied[] = {
    "ptrace",
    "process_vm_readv",
    "process_vm_writev",
    "pidfd_getfd",
    "kcmp",
    "mount",
    "umount2",
    "pivot_root",
    "chroot",
    "unshare",
    "setns",
    "move_mount",
    "open_tree",
    "fsopen",
    "fsconfig",
    "fsmount",
    "fspick",
    "mount_setattr",
    "keyctl",
    "add_key",
    "request_key",
    "bpf",
    "perf_event_open",
    "userfaultfd",
    "io_uring_setup",
    "io_uring_enter",
    "io_uring_register",
    "kexec_load",
    "kexec_file_load",
    "init_module",
    "finit_module",
    "delete_module",
    "reboot",
    "swapon",
    "swapoff",
    "acct",
    "quotactl",
    "syslog",
    "vhangup",
    "settimeofday",
    "clock_settime",
    "clock_adjtime",
    "adjtimex",
    "sethostname",
    "setdomainname",
    "iopl",
    "ioperm",
    "uselib",
    "lookup_dcookie",
    "open_by_handle_at",
    "name_to_handle_at",
    "fanotify_init",
    "move_pages",
    "migrate_pages",
    "sched_setaffinity",  // the judge places the box on a CPU (RunSpec::cpu)
};

// clone flags that would make new namespaces (CLONE_NEWTIME shares its bit with the exit
// signal in clone(), and clone3 is refused whole, so it is not listed).
constexpr std::uint64_t kNamespaceFlags[] = {CLONE_NEWNS,    CLONE_NEWUSER, CLONE_NEWPID,
                                             CLONE_NEWNET,   CLONE_NEWIPC,  CLONE_NEWUTS,
                                             CLONE_NEWCGROUP};

struct ContextDeleter {
    void operator()(scmp_filter_ctx context) const { seccomp_release(context); }
};
using Context = std::unique_ptr<void, ContextDeleter>;

void check(int rc, const std::string& what) {
    if (rc < 0) throw std::runtime_error("seccomp: " + what + ": " + std::to_string(-rc));
}

void deny(const Context& context, const char* name, std::uint32_t action, unsigned count = 0,
          const scmp_arg_cmp* conditions = nullptr) {
    const int number = seccomp_syscall_resolve_name(name);
    if (number == __NR_SCMP_ERROR) return;  // not a call of this architecture
    check(seccomp_rule_add_array(context.get(), action, number, count, conditions),
          std::string("rule for ") + name);
}

std::vector<sock_filter> export_program(const Context& context) {
    UniqueFd memory(::memfd_create("gridjudge-seccomp", MFD_CLOEXEC));
    if (!memory) throw std::runtime_error("seccomp: memfd_create failed");
    check(seccomp_export_bpf(context.get(), memory.get()), "export");
    const off_t size = ::lseek(memory.get(), 0, SEEK_END);
    std::vector<sock_filter> compiled(static_cast<std::size_t>(size) / sizeof(sock_filter));
    if (::pread(memory.get(), compiled.data(), static_cast<std::size_t>(size), 0) != size)
        throw std::runtime_error("seccomp: reading the exported filter failed");
    return compiled;
}

}  // namespace

std::vector<sock_filter> build_seccomp_filter(Profile profile, std::uintptr_t exec_path) {
    Context context(seccomp_init(SCMP_ACT_ALLOW));
    if (!context) throw std::runtime_error("seccomp: seccomp_init failed");
    check(seccomp_attr_set(context.get(), SCMP_FLTATR_ACT_BADARCH, SCMP_ACT_KILL_PROCESS),
          "bad architecture action");
    const std::uint32_t refuse = SCMP_ACT_ERRNO(EPERM);

    for (const char* name : kDenied) deny(context, name, refuse);
    for (std::uint64_t flag : kNamespaceFlags) {
        const scmp_arg_cmp has_flag = SCMP_A0(SCMP_CMP_MASKED_EQ, flag, flag);
        deny(context, "clone", refuse, 1, &has_flag);
    }
    // clone3 passes its flags in memory a filter cannot read; ENOSYS makes glibc use clone.
    deny(context, "clone3", SCMP_ACT_ERRNO(ENOSYS));
    const scmp_arg_cmp not_unix = SCMP_A0(SCMP_CMP_NE, AF_UNIX);
    deny(context, "socket", refuse, 1, &not_unix);
    const scmp_arg_cmp not_a_query = SCMP_A0(SCMP_CMP_NE, 0xffffffffu);
    deny(context, "personality", refuse, 1, &not_a_query);

    if (profile == Profile::Run) {
        const scmp_arg_cmp other_path = SCMP_A0(SCMP_CMP_NE, exec_path);
        deny(context, "execve", refuse, 1, &other_path);
        deny(context, "execveat", refuse);
    }
    return export_program(context);
}

}  // namespace gridjudge::sandbox
