// The sandbox: runs one untrusted command (a contestant's program or a compiler) isolated from
// the host and under limits, and measures it. A contestant's outcome (crash, timeout, memory)
// is a value in RunResult, never an exception; only a failure of the sandbox itself is reported
// in RunResult::error (the judge turns that into IE).
//
// CONTRACT (the judge is written against it; extend, but keep these names and meanings).
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
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
    // Instead of a path, a descriptor the caller owns, e.g. a pipe to or from another box (an
    // interactive problem). Borrowed: run() does not close it, and holds no copy of a pipe once
    // the box has its own, nor of anything once it has returned. For the other end of a pipe
    // to see end of file or EPIPE as soon as the program closes its end (an interactor that
    // closes its output and waits for the answer: the program reads to the end of its input),
    // the caller closes its copy in `box_started` and keeps no other (see docs/sandbox.md). A
    // regular file given this way should be empty: its size is compared with the output limit.
    std::optional<int> stdin_fd, stdout_fd, stderr_fd;
    // Called on run()'s thread once the box holds its own copies of the descriptors above,
    // before the program starts; not called when the box could not be made.
    std::function<void()> box_started;
    // Every process of the box runs on this CPU only (one of the judge's allowed CPUs).
    std::optional<int> cpu;
    // Host files or directories shown read-only at the same path inside the box (the JVM's
    // /etc/java-17-openjdk, Free Pascal's /etc/fpc.cfg). Absolute, existing, none inside
    // another, and none in a place the box already has (/usr, /bin, /lib*, /sbin, /box, /tmp,
    // /dev, /proc). Not used in unsafe mode, where the program sees the host's tree anyway.
    std::vector<std::filesystem::path> readonly_binds;
    Limits limits;
    Profile profile = Profile::Run;
};

// A program still computing past its wall limit (on a loaded machine) is let run on to its CPU
// limit, but no longer than this many times its wall limit: then the machine, not the program,
// is the problem, and the run must end anyway (Stop::Overloaded).
inline constexpr int kWallCapFactor = 10;

// Why the sandbox ended the program, if it did. A program that ended by itself (an exit, a
// crash), even past a limit, was not stopped: its CPU time is its whole run's.
enum class Stop {
    None,
    CpuLimit,    // its CPU time reached the limit (the watcher, or RLIMIT_CPU's signal)
    Waiting,     // past the wall limit it was waiting, not computing (see docs/verdicts.md);
                 // without CPU accounting: past the wall limit
    Overloaded,  // at kWallCapFactor x the wall limit it still computed: the machine gave it too
                 // little of a CPU to finish, which is not the program's doing
    TaskLimit,   // a fork or thread was refused
};

// When each step of a run ended, in CLOCK_MONOTONIC nanoseconds (steady_clock's); 0 where the
// run did not get that far. For benchmarks (sandbox_overhead prints the median of each step);
// nothing judges by them.
struct RunSteps {
    std::int64_t started = 0;          // run() called
    std::int64_t prepared = 0;         // the box's files, mount plan, pipes and cgroup made
    std::int64_t server_received = 0;  // the box server has the request (a kept box: it said
                                       // it was ready)
    std::int64_t init_cloned = 0;      // the server's clone of the box's init returned (a kept
                                       // box: as server_received)
    std::int64_t go_sent = 0;          // id maps, cgroup and go done: by the server at once (a
                                       // kept box: the judge sent the order)
    std::int64_t reply_received = 0;   // the judge has the server's answer (off the path then)
    std::int64_t go_received = 0;      // the init woke up on its go
    std::int64_t tree_built = 0;       // mounts, hostname and CPU pin done in the init
    std::int64_t exec_called = 0;      // the program's own set-up done (signals, stdio, rlimits,
                                       // user, seccomp): execve next
    std::int64_t program_ended = 0;    // the init reaped the program
    std::int64_t report_read = 0;      // the judge read the init's report
    std::int64_t init_reaped = 0;      // the judge reaped the init (its namespaces gone)
    std::int64_t finished = 0;         // the result made, the cgroup and files let go
};

struct RunResult {
    int exit_code = 0;  // when exited normally
    int signal = 0;     // the terminating signal, 0 if exited normally
    std::int64_t cpu_ms = 0;
    std::int64_t wall_ms = 0;     // from the start to the box's end, set also when killed
    std::int64_t memory_kib = 0;  // peak
    bool cpu_limit_exceeded = false;
    bool wall_limit_exceeded = false;
    bool memory_limit_exceeded = false;  // peak reached the limit or OOM-killed
    bool output_limit_exceeded = false;  // SIGXFSZ / file size limit hit
    bool task_limit_exceeded = false;    // a fork or thread was refused: the run was stopped
    Stop stopped = Stop::None;           // Waiting and Overloaded set wall_limit_exceeded
    std::string error;                   // non-empty: the sandbox failed (judge's fault)
    RunSteps steps;
};

struct Protections {
    bool user_namespace = false, mount_namespace = false, pid_namespace = false,
         network_namespace = false, ipc_namespace = false, uts_namespace = false;
    bool unprivileged_uid = false;
    int cgroup_version = 0;  // 0 none, 1 v1, 2 v2
    bool cgroup_memory = false, cgroup_pids = false, cgroup_cpu_accounting = false;
    bool seccomp = false;
    bool rlimits = false;            // the box's rlimits can be set and are enforced
    bool trial_run = false;          // a program ran under all of the above
    std::vector<std::string> notes;  // why something is missing, in words

    // Enough to run hostile code safely: mount, pid and network namespaces, an unprivileged
    // uid, seccomp, rlimits (output size, descriptors), a pids cgroup (fork bombs) and a
    // successful trial run.
    bool isolated() const;
};

// What this host can give (probes by actually trying, in a child). Costs a few milliseconds;
// run() probes once per process and keeps the answer.
Protections detect_protections();

struct Options {
    bool unsafe = false;  // run without isolation when the host gives none (doctor warns)
};

// Removes the cgroup folders that judges killed mid-run (SIGKILL, or a signal they did not
// handle) left behind: gridjudge's run cgroups whose owner process is gone, killing whatever
// is left in them. Never touches anything else (another live judge's, one of a judge in another
// pid namespace, a folder gridjudge did not name). Returns the folders removed. For the judge's
// start; cheap when there is nothing to sweep.
std::vector<std::filesystem::path> sweep_stale_boxes();

// Isolated when the host can (see docs/sandbox.md for the box's file tree: the cwd is /box, the
// program sees /usr, /bin, /lib*, /tmp, /dev/{null,zero,urandom}, /proc). Otherwise, with
// options.unsafe, runs in box_dir on the host's tree (as nobody if the judge is root, else as the
// judge's user) with what limits the host still gives; without it, returns an error. Use paths
// relative to the box ("./prog") or under /usr for argv[0]: they are valid in both modes.
RunResult run(const RunSpec& spec, const Options& options = {});

}  // namespace gridjudge::sandbox
