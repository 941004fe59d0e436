// What the judge, the box server and the box's init say to each other (see docs/sandbox.md,
// "Processes"). Shared by the sandbox library (the judge's side) and the box server executable.
//
// The judge prepares a BoxPlan for every run and sends it to its box server over a socket,
// with the descriptors the box needs attached (SCM_RIGHTS). The server clones the box's init
// from its own small address space and answers with the init's pid (a StartReply); the init
// reports the program's end to the judge on the report pipe (an InitReport).
#pragma once

#include <linux/filter.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/types.h>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "judge/sandbox/mount_step.h"

namespace gridjudge::sandbox {

// Bumped whenever the wire format changes: a judge never talks to a server of another build.
constexpr std::uint32_t kBoxProtocolVersion = 7;

// The program's path is copied into a buffer of this size in the server's image just before
// execve; Profile::Run's seccomp filter allows execve with that buffer's address only.
constexpr std::size_t kExecPathSlotSize = 4096;

// Sent to the init to stop the program early (a limit was reached): the init kills it, reaps it
// and reports as usual.
constexpr int kStopSignal = SIGUSR1;

struct RlimitSetting {
    int resource;  // RLIMIT_*
    rlimit value;
};

// Who the program runs as.
struct BoxIdentity {
    uid_t uid;
    gid_t gid;
    bool clear_groups;  // false in a non-root judge's user namespace: setgroups is denied there
};

// The descriptors attached to a start request, in this order; with BoxPlan::clone_into_cgroup,
// then the cgroup directory; with BoxPlan::kept, last, the init's end of the box's channel.
enum BoxFd : int { kReportFd, kGoFd, kStdinFd, kStdoutFd, kStderrFd, kBoxFdCount };
constexpr int kCgroupFd = kBoxFdCount;

// Everything the box's init and the program's last steps before exec need, except descriptors.
struct BoxPlan {
    int namespace_flags = 0;              // CLONE_NEW*
    bool clone_into_cgroup = false;       // clone3(CLONE_INTO_CGROUP) into the sixth descriptor
    std::vector<MountStep> mounts;        // empty: the host's tree (unsafe mode)
    std::string work_dir;                 // without mounts: the box directory
    bool set_hostname = false;            // in a new UTS namespace
    int cpu = -1;                         // >= 0: every process of the box runs on this CPU
    std::vector<RlimitSetting> rlimits;   // applied to the program
    std::optional<BoxIdentity> identity;  // nullopt: keep the judge's (unsafe mode)
    std::vector<sock_filter> seccomp;     // empty: none
    std::vector<std::string> argv;        // argv[0] is also the path to exec
    std::vector<std::string> envp;
    // The server starts the init as soon as it is cloned: it writes the id maps below, moves
    // the init into the cgroup where the kernel could not clone it there, and sends the go
    // itself, so that the judge's reading of the answer is off the run's critical path.
    // false: the judge does all that after the answer (unsafe mode's move into a run cgroup).
    bool start_at_once = false;
    std::string uid_map, gid_map;  // for the init's user namespace; empty: none
    bool deny_setgroups = false;   // a non-root judge's map needs setgroups denied first
    // A kept box (docs/sandbox.md, "The kept box"): the init builds the tree without /box and
    // /tmp, then serves run after run, each ordered by the judge on the channel (kept_order.h):
    // argv, envp, rlimits and cpu above are then unused.
    bool kept = false;
};

std::string encode_box_plan(const BoxPlan& plan);
// Throws std::runtime_error on a malformed plan.
BoxPlan decode_box_plan(std::string_view bytes);

// The server's first message on its socket.
struct ServerHello {
    std::uint32_t protocol_version = 0;
    std::uint64_t exec_path_slot = 0;  // the slot's address, for Profile::Run's seccomp filter
};

// The server's answer to a start request.
struct StartReply {
    pid_t init_pid = -1;            // in the judge's pid namespace; -1 when the start failed
    bool placed_in_cgroup = false;  // cloned into the cgroup (a kernel without clone3's
                                    // CLONE_INTO_CGROUP, before 5.7, leaves the move to the judge)
    int error_number = 0;           // the start failed: errno of `step`
    char step[192] = {};
    // When the server had the request and when the clone returned (RunSteps).
    std::int64_t received_ns = 0, cloned_ns = 0;
    bool init_started = false;  // BoxPlan::start_at_once done: the go was sent at go_ns
    std::int64_t go_ns = 0;
    // The plan asked for a network namespace and the init was cloned into the server's standing
    // one (no other box of the server alive, no socket left in it) rather than a fresh one.
    bool standing_network = false;
};

// One record on the report pipe; smaller than PIPE_BUF, so each write is atomic.
struct InitReport {
    enum class Kind : int { ProgramEnded, SetupFailed };
    Kind kind = Kind::SetupFailed;
    int wait_status = 0;   // ProgramEnded: as from waitpid
    long max_rss_kib = 0;  // ProgramEnded: the program's peak resident set (its waited children's
                           // included), which unlike a cgroup's peak leaves out the page cache
    int error_number = 0;  // SetupFailed: errno of the failed step
    char step[112] = {};   // SetupFailed: what failed, e.g. "mount /tmp/usr"
    // ProgramEnded: when the init had the go, had built the tree, the program was about to
    // exec, and the init had reaped it (RunSteps).
    std::int64_t go_ns = 0, tree_built_ns = 0, exec_ns = 0, ended_ns = 0;
};

// Sends `bytes` as one message on a SOCK_SEQPACKET socket with `count` descriptors attached
// (SCM_RIGHTS): the judge's start requests and its orders to a kept box. false on failure
// (errno set; EINVAL for more than kMaxSentDescriptors).
inline constexpr std::size_t kMaxSentDescriptors = 8;
bool send_with_descriptors(int socket, std::string_view bytes, const int* fds, std::size_t count);

// CLOCK_MONOTONIC in nanoseconds: steady_clock's, one clock for the judge, the server and the
// box (no time namespace), so that the steps of a run can be told apart across processes.
std::int64_t monotonic_ns() noexcept;

}  // namespace gridjudge::sandbox
