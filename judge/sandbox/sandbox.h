// The sandbox: runs one untrusted command (a contestant's program or a compiler) isolated from
// the host and under limits, and measures it. A contestant's outcome (crash, timeout, memory)
// is a value in RunResult, never an exception; only a failure of the sandbox itself is reported
// in RunResult::error (the judge turns that into IE).
//
// CONTRACT (the judge is written against it; extend, but keep these names and meanings).
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace gridjudge::sandbox {

struct Limits {
    std::int64_t cpu_ms = 1000;  // user+sys of all processes and threads
    std::int64_t wall_ms = 3000;
    std::int64_t memory_kib = 256 * 1024;  // cgroup memory limit; also the stack rlimit
    std::int64_t output_kib = 64 * 1024;   // RLIMIT_FSIZE: largest file the program may write
    int processes = 1;                     // tasks (processes + threads) the box may hold
};

enum class Profile {
    Run,      // a contestant's program: strict seccomp, no exec after start
    Compile,  // a compiler driver: may fork/exec its own tools (cc1plus, as, ld)
};

struct RunSpec {
    std::vector<std::string> argv;      // argv[0]: a path valid inside the box
    std::vector<std::string> env;       // "KEY=VALUE"; nothing is inherited
    std::filesystem::path box_dir;      // host dir; the program's only writable dir, its cwd
    std::filesystem::path stdin_path;   // host file opened read-only; empty: /dev/null
    std::filesystem::path stdout_path;  // host file created/truncated; empty: discarded
    std::filesystem::path stderr_path;  // host file; empty: discarded
    // Every process of the box runs on this CPU only (one of the judge's allowed CPUs).
    std::optional<int> cpu;
    Limits limits;
    Profile profile = Profile::Run;
};

struct RunResult {
    int exit_code = 0;  // when exited normally
    int signal = 0;     // the terminating signal, 0 if exited normally
    std::int64_t cpu_ms = 0;
    std::int64_t wall_ms = 0;
    std::int64_t memory_kib = 0;  // peak
    bool cpu_limit_exceeded = false;
    bool wall_limit_exceeded = false;
    bool memory_limit_exceeded = false;  // peak reached the limit or OOM-killed
    bool output_limit_exceeded = false;  // SIGXFSZ / file size limit hit
    std::string error;                   // non-empty: the sandbox failed (judge's fault)
};

struct Protections {
    bool user_namespace = false, mount_namespace = false, pid_namespace = false,
         network_namespace = false, ipc_namespace = false, uts_namespace = false;
    bool unprivileged_uid = false;
    int cgroup_version = 0;  // 0 none, 1 v1, 2 v2
    bool cgroup_memory = false, cgroup_pids = false, cgroup_cpu_accounting = false;
    bool seccomp = false;
    bool rlimits = true;
    bool trial_run = false;          // a program ran under all of the above
    std::vector<std::string> notes;  // why something is missing, in words

    // Enough to run hostile code safely: mount, pid and network namespaces, an unprivileged
    // uid, seccomp, a pids cgroup (fork bombs) and a successful trial run.
    bool isolated() const;
};

// What this host can give (probes by actually trying, in a child). Costs a few milliseconds;
// run() probes once per process and keeps the answer.
Protections detect_protections();

struct Options {
    bool unsafe = false;  // run without isolation when the host gives none (doctor warns)
};

// Isolated when the host can (see docs/sandbox.md for the box's file tree: the cwd is /box, the
// program sees /usr, /bin, /lib*, /tmp, /dev/{null,zero,urandom}, /proc). Otherwise, with
// options.unsafe, runs in box_dir on the host's tree (as nobody if the judge is root, else as the
// judge's user) with what limits the host still gives; without it, returns an error. Use paths
// relative to the box ("./prog") or under /usr for argv[0]: they are valid in both modes.
RunResult run(const RunSpec& spec, const Options& options = {});

}  // namespace gridjudge::sandbox
