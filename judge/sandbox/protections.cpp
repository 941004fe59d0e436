// detect_protections(): asks the kernel rather than guessing from versions or config files:
// each namespace is created in a throw-away child, the seccomp filter is installed in one and
// must refuse a call, the rlimits are set in one and must bite, the cgroup parent is prepared,
// and finally a real program runs in a box.
#include <errno.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstring>
#include <filesystem>
#include <functional>

#include "judge/sandbox/box_run.h"
#include "judge/sandbox/cgroup.h"
#include "judge/sandbox/rlimits.h"
#include "judge/sandbox/sandbox.h"
#include "judge/sandbox/seccomp_filter.h"

namespace gridjudge::sandbox {
namespace {

namespace fs = std::filesystem;

// Runs `body` in a forked child (raw clone with `flags`); true if it exits 0. errno of a failed
// clone is kept for the note.
bool in_child(unsigned long flags, const std::function<int()>& body) {
    const auto pid = static_cast<pid_t>(
        ::syscall(SYS_clone, flags | SIGCHLD, nullptr, nullptr, nullptr, nullptr));
    if (pid < 0) return false;
    if (pid == 0) ::_exit(body());
    int status = 0;
    while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

bool probe_namespace(unsigned long flags, const char* name, std::vector<std::string>& notes) {
    if (in_child(flags, [] { return 0; })) return true;
    notes.push_back(std::string(name) + " namespace: clone failed: " + std::strerror(errno));
    return false;
}

// The Run filter must be installable and must refuse unshare with EPERM.
bool probe_seccomp(std::vector<std::string>& notes) {
    std::vector<sock_filter> program;
    try {
        static const char any_exec_path[1] = {};
        program =
            build_seccomp_filter(Profile::Run, reinterpret_cast<std::uintptr_t>(any_exec_path));
    } catch (const std::exception& error) {
        notes.push_back(error.what());
        return false;
    }
    const bool refused = in_child(0, [&program] {
        const sock_fprog filter{static_cast<unsigned short>(program.size()), program.data()};
        if (::prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0 ||
            ::prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &filter, 0, 0) != 0)
            return 1;
        return ::syscall(SYS_unshare, CLONE_NEWUTS) == -1 && errno == EPERM ? 0 : 2;
    });
    if (!refused) notes.push_back("seccomp: the filter could not be installed or did not refuse");
    return refused;
}

// A real program in a real box: proves the mount plan, the id switch and the cgroup together.
bool trial_run(const Protections& protections, std::vector<std::string>& notes) {
    char pattern[] = "/tmp/gridjudge-probe-XXXXXX";
    if (!::mkdtemp(pattern)) {
        notes.push_back(std::string("trial run: mkdtemp: ") + std::strerror(errno));
        return false;
    }
    RunSpec spec;
    spec.argv = {"/usr/bin/true"};
    spec.box_dir = pattern;
    spec.limits.cpu_ms = 2000;
    spec.limits.wall_ms = 5000;
    const RunResult result = run_box(spec, full_isolation(protections));
    std::error_code ignored;
    fs::remove_all(pattern, ignored);
    if (!result.error.empty()) {
        notes.push_back("trial run: " + result.error);
        return false;
    }
    if (result.exit_code != 0 || result.signal != 0) {
        notes.push_back("trial run: /usr/bin/true ended with exit code " +
                        std::to_string(result.exit_code) + ", signal " +
                        std::to_string(result.signal));
        return false;
    }
    return true;
}

// Every limit the box sets on its program (memory and tasks too: the fallbacks without a
// cgroup) must be settable, and enforced.
bool probe_rlimits(std::vector<std::string>& notes) {
    const auto refused = rlimits_refused(plan_rlimits(Limits{}, Profile::Run, false, false));
    if (refused) notes.push_back(*refused);
    return !refused;
}

}  // namespace

bool Protections::isolated() const {
    return mount_namespace && pid_namespace && network_namespace && unprivileged_uid && seccomp &&
           rlimits && cgroup_pids && trial_run;
}

Protections detect_protections() {
    Protections found;
    auto& notes = found.notes;
    const bool as_root = ::geteuid() == 0;
    found.user_namespace = probe_namespace(CLONE_NEWUSER, "user", notes);
    if (!as_root && !found.user_namespace)
        notes.push_back("not root and no user namespace: no other namespace can be made");
    // The other namespaces are made inside a user namespace when there is one, as run() will.
    const unsigned long user = found.user_namespace || !as_root ? CLONE_NEWUSER : 0;
    found.mount_namespace = probe_namespace(user | CLONE_NEWNS, "mount", notes);
    found.pid_namespace = probe_namespace(user | CLONE_NEWPID, "pid", notes);
    found.network_namespace = probe_namespace(user | CLONE_NEWNET, "network", notes);
    found.ipc_namespace = probe_namespace(user | CLONE_NEWIPC, "ipc", notes);
    found.uts_namespace = probe_namespace(user | CLONE_NEWUTS, "uts", notes);
    found.unprivileged_uid = as_root || found.user_namespace;

    const CgroupSupport& cgroups = cgroup_support();
    found.cgroup_version = cgroups.version;
    found.cgroup_memory = cgroups.memory;
    found.cgroup_pids = cgroups.pids;
    found.cgroup_cpu_accounting = cgroups.cpu_accounting;
    notes.insert(notes.end(), cgroups.notes.begin(), cgroups.notes.end());
    if (!found.cgroup_memory) notes.push_back("memory: limited by RLIMIT_AS only (no cgroup)");

    found.seccomp = probe_seccomp(notes);
    if (found.mount_namespace && found.pid_namespace && found.network_namespace &&
        found.unprivileged_uid)
        found.trial_run = trial_run(found, notes);
    found.rlimits = probe_rlimits(notes);
    return found;
}

}  // namespace gridjudge::sandbox
