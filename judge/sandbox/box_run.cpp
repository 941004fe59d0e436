// One run: prepares everything the child needs, starts the box, watches the clock and the CPU
// account every few milliseconds, kills at a limit, and turns what happened into a RunResult.
#include "judge/sandbox/box_run.h"

#include <fcntl.h>
#include <poll.h>
#include <sched.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/utsname.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstring>
#include <memory>
#include <system_error>

#include "judge/sandbox/box_process.h"
#include "judge/sandbox/box_protocol.h"
#include "judge/sandbox/box_server.h"
#include "judge/sandbox/box_stdio.h"
#include "judge/sandbox/cgroup.h"
#include "judge/sandbox/cgroup_files.h"
#include "judge/sandbox/kept_box.h"
#include "judge/sandbox/kept_order.h"
#include "judge/sandbox/mount_plan.h"
#include "judge/sandbox/rlimits.h"
#include "judge/sandbox/thread_activity.h"
#include "judge/sandbox/unique_fd.h"

namespace gridjudge::sandbox {
namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

// How often the watcher looks at the CPU account and the clock: a limit is overshot by at most
// this much (times the number of cores the box can use for CPU time).
constexpr auto kTick = std::chrono::milliseconds(5);

// The wall-time limit stops programs that wait (sleep, a blocked read, a deadlock), never one
// that computes: on a loaded machine a computing program gets less than a whole CPU, and its
// verdict must be its CPU time's. Whether it computes is what the kernel says its threads did:
// running, or runnable on a run queue while others hold the CPU. Only the rest, sleeping, is
// waiting. (Its CPU share alone cannot tell: with eight rivals on its CPU a computing program
// gets well under a tenth of it.) Past the wall limit, over each kWaitingWindow, the watcher
// adds up the box's CPU time and its threads' run-queue delay (schedstat), and at every tick
// looks whether a thread is runnable (the kernel adds a wait to the delay only once it ends, so
// a thread queued for the whole window shows none). A program is stopped once both say it
// computed less than kComputingShare of the window; one that keeps computing is left to its CPU
// limit, up to kWallCapFactor times the wall limit (sandbox.h).
constexpr auto kWaitingWindow = std::chrono::milliseconds(100);
constexpr double kComputingShare = 0.1;

[[noreturn]] void throw_errno(const std::string& what) {
    throw std::system_error(errno, std::generic_category(), what);
}

struct Pipe {
    UniqueFd read, write;
};

Pipe make_pipe() {
    int fds[2];
    if (::pipe2(fds, O_CLOEXEC) != 0) throw_errno("pipe");
    return {UniqueFd(fds[0]), UniqueFd(fds[1])};
}

// A regular output file at or beyond the limit means a write was cut by RLIMIT_FSIZE, even if
// the program caught SIGXFSZ and went on.
bool reached_size(int fd, std::int64_t limit_bytes) {
    struct stat info {};
    return fd >= 0 && ::fstat(fd, &info) == 0 && S_ISREG(info.st_mode) &&
           info.st_size >= limit_bytes;
}

// A pipe or FIFO (or a socket): a stream whose reader waits for every writer's copy to close.
bool is_pipe(int fd) {
    struct stat info {};
    return fd >= 0 && ::fstat(fd, &info) == 0 && (S_ISFIFO(info.st_mode) || S_ISSOCK(info.st_mode));
}

// The box's user namespace maps the program's user to nobody (root's judge) or to the judge's
// user (anyone else may map only their own ids, and must deny setgroups to do so). Root also
// maps root to root: the init must own what it creates on the box's tmpfs, and it still has no
// capability outside the namespace. Written by the box server (BoxPlan::start_at_once) or by
// write_id_maps().
void plan_id_maps(BoxPlan& plan, bool as_root) {
    const std::string box_uid = std::to_string(kBoxUid) + " ";
    const std::string box_gid = std::to_string(kBoxGid) + " ";
    if (as_root) {
        plan.uid_map = "0 0 1\n" + box_uid + box_uid + "1\n";
        plan.gid_map = "0 0 1\n" + box_gid + box_gid + "1\n";
        return;
    }
    plan.deny_setgroups = true;
    plan.uid_map = box_uid + std::to_string(::geteuid()) + " 1";
    plan.gid_map = box_gid + std::to_string(::getegid()) + " 1";
}

void write_id_maps(pid_t pid, const BoxPlan& plan) {
    const fs::path proc = "/proc/" + std::to_string(pid);
    if (plan.deny_setgroups) cgroupfs::write_text(proc / "setgroups", "deny");
    cgroupfs::write_text(proc / "uid_map", plan.uid_map);
    cgroupfs::write_text(proc / "gid_map", plan.gid_map);
}

bool judge_may_use_cpu(int cpu) {
    cpu_set_t allowed;
    return cpu >= 0 && cpu < CPU_SETSIZE && ::sched_getaffinity(0, sizeof allowed, &allowed) == 0 &&
           CPU_ISSET(cpu, &allowed);
}

// A kept box's init's own cgroup on cgroup v2: the init alone (it clones each program into the
// run's cgroup), and room for what it holds (its pages, mounts and namespaces).
constexpr CgroupLimits kKeptInitLimits{std::int64_t{256} << 20, 1};

// clone3's CLONE_INTO_CGROUP, which a kept box's init needs on cgroup v2, came with Linux 5.7.
bool kernel_clones_into_cgroups() {
    utsname host{};
    int major = 0, minor = 0;
    return ::uname(&host) == 0 && std::sscanf(host.release, "%d.%d", &major, &minor) == 2 &&
           (major > 5 || (major == 5 && minor >= 7));
}

// After asking the init to stop the program, how long to wait for its report before killing the
// whole box outright (an init that is starved of CPU or was itself killed never reports).
constexpr auto kStopGrace = std::chrono::milliseconds(100);

// What the watcher saw until the box's init was gone.
struct Watched {
    std::optional<InitReport> program_ended;
    std::optional<InitReport> setup_failed;
    Stop stopped_for = Stop::None;
    Clock::duration wall{};
};

class Watcher {
  public:
    Watcher(const Limits& limits, BoxProcess& box, Cgroup* cgroup, int report_fd)
        : limits_(limits), box_(box), cgroup_(cgroup), report_fd_(report_fd) {}

    Watched watch(Clock::time_point start) {
        Watched seen;
        Clock::time_point stop_requested;
        bool killed = false;
        for (;;) {
            if (read_report(seen)) break;
            const Clock::time_point now = Clock::now();
            seen.wall = now - start;
            if (seen.stopped_for == Stop::None) {
                seen.stopped_for = over_limit(seen.wall);
                if (seen.stopped_for != Stop::None) {
                    box_.request_stop();
                    stop_requested = now;
                }
            } else if (!killed && now - stop_requested > kStopGrace) {
                box_.kill();
                if (cgroup_) cgroup_->kill_all();
                killed = true;
            }
        }
        seen.wall = Clock::now() - start;
        return seen;
    }

  private:
    // Waits up to one tick for a record; true when the watch is over: the program's end was
    // reported, or the report pipe reached end of file (the init and every pre-exec copy of the
    // pipe are gone).
    bool read_report(Watched& seen) const {
        pollfd report{report_fd_, POLLIN, 0};
        const auto timeout = std::chrono::duration_cast<std::chrono::milliseconds>(kTick);
        if (::poll(&report, 1, static_cast<int>(timeout.count())) <= 0) return false;
        InitReport record;
        const ssize_t got = ::read(report_fd_, &record, sizeof record);
        if (got == sizeof record) {
            auto& slot = record.kind == InitReport::Kind::ProgramEnded ? seen.program_ended
                                                                       : seen.setup_failed;
            if (!slot) slot = record;
        }
        return got == 0 || seen.program_ended.has_value();
    }

    Stop over_limit(Clock::duration wall) {
        std::optional<std::int64_t> cpu_ns;
        if (cgroup_) {
            cpu_ns = cgroup_->cpu_time_ns();
            if (cpu_ns && *cpu_ns > limits_.cpu_ms * 1'000'000) return Stop::CpuLimit;
            if (cgroup_support().pids && cgroup_->task_limit_reached()) return Stop::TaskLimit;
        }
        const auto wall_limit = std::chrono::milliseconds(limits_.wall_ms);
        if (wall <= wall_limit) return Stop::None;
        // Without CPU accounting nothing tells waiting from computing: the wall limit decides.
        if (!cpu_ns) return Stop::Waiting;
        const std::vector<pid_t> threads = cgroup_->threads();
        ++window_.ticks;
        if (any_runnable(threads)) ++window_.runnable_ticks;
        const bool at_cap = wall > wall_limit * kWallCapFactor;
        if (at_cap || !window_.start || wall - *window_.start >= kWaitingWindow) {
            run_queue_delay_ns_ += run_queue_.accrued_ns(threads);
            const std::int64_t busy_ns = *cpu_ns + run_queue_delay_ns_;
            if (window_.start && !computed(wall - *window_.start, busy_ns)) return Stop::Waiting;
            // At the cap, a program that computed in its last window (or, with a watcher starved
            // of CPU until then, is runnable now) was kept from finishing by the machine.
            if (at_cap)
                return window_.start || window_.runnable_ticks > 0 ? Stop::Overloaded
                                                                   : Stop::Waiting;
            window_ = {wall, busy_ns, 0, 0};
        }
        return Stop::None;
    }

    // Whether the box computed over the window that ends now: ran or waited for a CPU at least
    // kComputingShare of it, by the accounts or by the ticks' looks.
    bool computed(Clock::duration window, std::int64_t busy_ns) const {
        const auto window_ns = std::chrono::duration_cast<std::chrono::nanoseconds>(window);
        const double accounted =
            static_cast<double>(busy_ns - window_.busy_ns) / static_cast<double>(window_ns.count());
        const double seen_runnable =
            static_cast<double>(window_.runnable_ticks) / static_cast<double>(window_.ticks);
        return accounted >= kComputingShare || seen_runnable >= kComputingShare;
    }

    const Limits& limits_;
    BoxProcess& box_;
    Cgroup* cgroup_;
    int report_fd_;
    // Past the wall limit: the current window of the waiting check.
    struct Window {
        std::optional<Clock::duration> start;
        std::int64_t busy_ns = 0;  // the CPU time and run-queue delay at its start
        int ticks = 0, runnable_ticks = 0;
    };
    Window window_;
    RunQueueDelay run_queue_;
    std::int64_t run_queue_delay_ns_ = 0;  // of the box's threads, since the wall limit
};

std::string describe_failure(const InitReport& failure) {
    return std::string("sandbox setup failed: ") + failure.step + ": " +
           std::strerror(failure.error_number);
}

// A kept run that does not come to its end ends its box: nothing may be half-run in it.
class EndKeptBoxUnlessKept {
  public:
    EndKeptBoxUnlessKept(BoxServer& server, const std::string& key) : server_(server), key_(key) {}
    EndKeptBoxUnlessKept(const EndKeptBoxUnlessKept&) = delete;
    EndKeptBoxUnlessKept& operator=(const EndKeptBoxUnlessKept&) = delete;
    ~EndKeptBoxUnlessKept() {
        if (!keep) server_.end_kept_box(key_);
    }
    bool keep = false;

  private:
    BoxServer& server_;
    const std::string& key_;
};

class BoxRun {
  public:
    BoxRun(const RunSpec& spec, const Isolation& isolation) : spec_(spec), isolation_(isolation) {}

    RunResult run() {
        steps_.started = monotonic_ns();
        validate();
        BoxServer& server = this_thread_box_server();
        prepare(server);
        const bool kept = kept_order_.has_value();
        const std::string key = kept ? kept_box_key() : std::string();
        std::optional<EndKeptBoxUnlessKept> kept_guard;
        BoxPlan plan;  // made only with a box: a run in a kept box needs none
        StartReply started;
        if (kept) {
            kept_guard.emplace(server, key);
            started = start_kept(server, plan, key);
        } else {
            plan = box_plan(server);
            started = start_one_run_box(server, plan);
        }
        const pid_t pid = started.init_pid;
        BoxProcess box(pid, kept);
        // The init has its copies; the judge's would keep the report pipe from ending.
        report_.write.reset();
        go_.read.reset();
        box_tree_.reset();
        // Likewise the judge's copies of a pipe between boxes: its other end must see the end
        // of file as soon as the program closes its own (a file's copy stays: its size is
        // compared with the output limit at the end).
        for (UniqueFd* stream : {&stdio_.in, &stdio_.out, &stdio_.err})
            if (is_pipe(stream->get())) stream->reset();
        if (spec_.box_started) spec_.box_started();

        Clock::time_point start;
        if (started.init_started) {
            // steady_clock is CLOCK_MONOTONIC, the server's clock (monotonic_ns).
            start = Clock::time_point(std::chrono::nanoseconds(started.go_ns));
            steps_.go_sent = started.go_ns;
        } else {
            if (!plan.uid_map.empty()) write_id_maps(pid, plan);
            enter_cgroup(server, started);
            start = Clock::now();
            steps_.go_sent = monotonic_ns();
            if (::write(go_.write.get(), "g", 1) != 1) throw_errno("start the box");
        }
        const Watched seen =
            Watcher(spec_.limits, box, cgroup_.get(), report_.read.get()).watch(start);
        steps_.report_read = monotonic_ns();
        rusage usage{};
        // A kept box lives on when its program ended as programs end; its init cleans up.
        if (kept)
            kept_guard->keep = seen.program_ended.has_value();
        else
            box.wait(usage);
        steps_.init_reaped = monotonic_ns();
        if (seen.program_ended) {
            steps_.go_received = seen.program_ended->go_ns;
            steps_.tree_built = seen.program_ended->tree_built_ns;
            steps_.exec_called = seen.program_ended->exec_ns;
            steps_.program_ended = seen.program_ended->ended_ns;
        }
        RunResult outcome = result(seen, usage);
        outcome.steps = steps_;
        return outcome;
    }

  private:
    // A box for this run alone: the server clones its init, which builds the tree. On cgroup v1
    // the kept box is ended first: in the worker cgroup its init would count against this run's
    // task and memory limits (on v2 it lives in a cgroup of its own).
    StartReply start_one_run_box(BoxServer& server, const BoxPlan& plan) {
        if (worker_) server.end_kept_boxes();
        go_ = make_pipe();
        const int fds[kBoxFdCount] = {report_.write.get(), go_.read.get(), stdio_.in.get(),
                                      stdio_.out.get(), stdio_.err.get()};
        // The worker cgroup's limits and counters before the clone when the server starts the
        // init at once (its own CPU time is left out of the run's).
        if (plan.start_at_once) begin_worker_run();
        steps_.prepared = monotonic_ns();
        const StartReply started =
            server.start_box(plan, fds, plan.clone_into_cgroup ? cgroup_->directory_fd() : -1);
        steps_.reply_received = monotonic_ns();
        steps_.server_received = started.received_ns;
        steps_.init_cloned = started.cloned_ns;
        return started;
    }

    // The run goes to the thread's kept box, made now if there is none for this plan: the
    // order goes down the box's channel (a new box finds it there once its tree is built).
    // Stamps of a run in a box kept from before: the box said it was ready (server_received,
    // init_cloned), the order was sent (go_sent, reply_received). A new box's plan is made
    // here, into `plan`.
    StartReply start_kept(BoxServer& server, BoxPlan& plan, const std::string& key) {
        // On cgroup v2 the program goes to the run's own cgroup; on v1 it stays in the worker's.
        const int run_cgroup = worker_ ? -1 : cgroup_->directory_fd();
        const int order_fds[kKeptFdCount] = {report_.write.get(), stdio_.in.get(), stdio_.out.get(),
                                             stdio_.err.get(),    box_tree_.get(), run_cgroup};
        steps_.prepared = monotonic_ns();
        if (KeptBox* kept = server.kept_box(key)) {
            steps_.server_received = steps_.init_cloned = monotonic_ns();
            // After the box said it is ready: its clean-up is not the run's CPU time.
            begin_worker_run();
            StartReply started;
            started.go_ns = monotonic_ns();
            if (kept->order(*kept_order_, order_fds)) {
                started.init_pid = kept->init();
                started.init_started = true;
                steps_.reply_received = monotonic_ns();
                return started;
            }
            server.end_kept_box(key);  // it died since it said it was ready: a new one
        }
        mounts_ = plan_box_mounts(spec_, BoxTree::Kept);
        plan = box_plan(server);
        int ends[2];
        if (::socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, ends) != 0)
            throw_errno("socketpair for the kept box");
        UniqueFd judge_end(ends[0]);
        const UniqueFd init_end(ends[1]);
        if (!send_kept_order(judge_end.get(), *kept_order_, order_fds))
            throw_errno("order the kept box's first run");
        go_ = make_pipe();  // unused: the server starts the init
        const int fds[kBoxFdCount] = {report_.write.get(), go_.read.get(), stdio_.in.get(),
                                      stdio_.out.get(), stdio_.err.get()};
        // The box this one replaces (if the thread keeps no more) is not alive during its run.
        server.make_room_for(key);
        // On cgroup v2 the init lives in a cgroup of its own, outside every run's: none of its
        // CPU time, memory or tasks is a run's.
        std::unique_ptr<Cgroup> home;
        if (!worker_) home = create_kept_init_cgroup(kKeptInitLimits);
        begin_worker_run();
        const StartReply started =
            server.start_box(plan, fds, home ? home->directory_fd() : -1, init_end.get());
        steps_.reply_received = monotonic_ns();
        steps_.server_received = started.received_ns;
        steps_.init_cloned = started.cloned_ns;
        server.keep(std::make_unique<KeptBox>(started.init_pid, std::move(judge_end), key,
                                              std::move(home)));
        return started;
    }

    // What a kept box is made for: what its plan is made of, but for what each run orders anew
    // (argv, envp, rlimits, CPU) and box_dir (attached per run): the isolation, the profile (its
    // devices and seccomp program), the judge's user (the id maps) and the read-only binds. The
    // plan itself costs 0.2 ms to make and encode, and a run in a kept box needs none.
    std::string kept_box_key() const {
        std::string key =
            std::to_string(isolation_.namespace_flags) + ' ' +
            std::to_string(static_cast<int>(isolation_.cgroup)) + ' ' +
            std::to_string(isolation_.private_root) + ' ' + std::to_string(isolation_.switch_user) +
            ' ' + std::to_string(isolation_.seccomp) + ' ' +
            std::to_string(static_cast<int>(spec_.profile)) + ' ' + std::to_string(::geteuid());
        for (const fs::path& bind : spec_.readonly_binds) key += '\0' + bind.string();
        return key;
    }

    void validate() const {
        if (spec_.argv.empty() || spec_.argv.front().empty())
            throw std::invalid_argument("the command is empty");
        if (!fs::is_directory(spec_.box_dir))
            throw std::invalid_argument("box directory " + spec_.box_dir.string() + " is missing");
        if (spec_.cpu && !judge_may_use_cpu(*spec_.cpu))
            throw std::invalid_argument("RunSpec: CPU " + std::to_string(*spec_.cpu) +
                                        " is not one this judge may run on");
    }

    // Everything the box needs, made before the box server is asked for it. The run cgroup
    // too, unless the box is cloned into its server's worker cgroup (then it comes with
    // enter_cgroup).
    void prepare(BoxServer& server) {
        stdio_ = open_box_stdio(spec_);
        worker_ =
            isolation_.cgroup == CgroupPlacement::CloneInside ? server.worker_cgroup() : nullptr;
        if (worker_ && worker_->holds_residue()) {
            server.end_kept_boxes();  // they live in the worker cgroup left behind
            worker_->move_to_fresh_cgroup();
        }
        if (isolation_.switch_user && as_root_) give_box_to_box_user();
        const CgroupSupport& support = cgroup_support();
        const bool cgroup = isolation_.cgroup != CgroupPlacement::None;
        rlimits_ = plan_rlimits(spec_.limits, spec_.profile, cgroup && support.memory,
                                cgroup && support.pids);
        // A kept init must stay out of the runs' accounts: the v1 worker cgroup spares it, and on
        // v2 it clones each program into the run's own cgroup.
        const bool init_outside_runs =
            worker_ || (isolation_.cgroup == CgroupPlacement::CloneInside && support.version == 2);
        if (init_outside_runs && isolation_.keep_box && isolation_.private_root &&
            (isolation_.namespace_flags & CLONE_NEWPID)) {
            kept_order_ = encode_kept_order(spec_.argv, spec_.env, rlimits_, spec_.cpu.value_or(-1),
                                            box_tmp_bytes(spec_.limits));
            if (kept_order_) box_tree_ = clone_box_tree(spec_.box_dir);
            if (!box_tree_) kept_order_.reset();  // a non-root judge, or an order too large
        }
        // Made once it is known whether the init will be in it (cgroup_limits).
        if (!worker_ && cgroup) cgroup_ = create_run_cgroup(cgroup_limits());
        // A kept box's tree is planned only if a box is made (start_kept).
        if (isolation_.private_root && !kept_order_)
            mounts_ = plan_box_mounts(spec_, BoxTree::OneRun);
        report_ = make_pipe();
    }

    CgroupLimits cgroup_limits() const {
        // The task limit counts the box's init too, but for a kept one on cgroup v2, which lives
        // in a cgroup of its own.
        const bool init_inside = worker_ || !kept_order_;
        return {spec_.limits.memory_kib * 1024,
                static_cast<std::int64_t>(spec_.limits.processes) + (init_inside ? 1 : 0)};
    }

    void begin_worker_run() {
        if (worker_) cgroup_ = worker_->begin_run(cgroup_limits());
    }

    // Puts the cloned init, still waiting for its go, in its cgroup.
    void enter_cgroup(BoxServer& server, const StartReply& started) {
        switch (isolation_.cgroup) {
            case CgroupPlacement::None:
                return;
            case CgroupPlacement::MoveInit:
                cgroup_->add_process(started.init_pid);
                return;
            case CgroupPlacement::CloneInside:
                if (WorkerCgroup* worker = server.worker_cgroup())
                    cgroup_ = worker->begin_run(cgroup_limits());
                else if (!started.placed_in_cgroup)
                    cgroup_->add_process(started.init_pid);
                return;
        }
    }

    BoxPlan box_plan(const BoxServer& server) const {
        BoxPlan plan;
        plan.namespace_flags = isolation_.namespace_flags;
        plan.clone_into_cgroup = isolation_.cgroup == CgroupPlacement::CloneInside && cgroup_ &&
                                 cgroup_->directory_fd() >= 0;
        plan.mounts = mounts_;
        if (!isolation_.private_root) plan.work_dir = spec_.box_dir.string();
        plan.set_hostname = (isolation_.namespace_flags & CLONE_NEWUTS) != 0;
        plan.rlimits = rlimits_;
        plan.cpu = spec_.cpu.value_or(-1);
        if (isolation_.switch_user) plan.identity = BoxIdentity{kBoxUid, kBoxGid, as_root_};
        if (isolation_.seccomp) plan.seccomp = server.seccomp(spec_.profile);
        plan.argv = spec_.argv;
        plan.envp = spec_.env;
        if (isolation_.namespace_flags & CLONE_NEWUSER) plan_id_maps(plan, as_root_);
        plan.kept = kept_order_.has_value();
        // The server may start the init when the init is born in its cgroup (a v1 worker cgroup
        // holds the server; v2 clones it into the run's cgroup, or the server moves it there)
        // or has none; a move the judge makes (unsafe mode) must come before the go.
        plan.start_at_once = isolation_.cgroup == CgroupPlacement::None ||
                             (isolation_.cgroup == CgroupPlacement::CloneInside &&
                              (worker_ || plan.clone_into_cgroup));
        return plan;
    }

    // The box's user must be able to write its one writable directory.
    void give_box_to_box_user() const {
        if (::chown(spec_.box_dir.c_str(), kBoxUid, kBoxGid) != 0)
            throw_errno("chown " + spec_.box_dir.string());
    }

    RunResult result(const Watched& seen, const rusage& usage) const {
        const Limits& limits = spec_.limits;
        RunResult result;
        result.wall_ms = std::chrono::duration_cast<std::chrono::milliseconds>(seen.wall).count();
        if (seen.setup_failed) {
            result.error = describe_failure(*seen.setup_failed);
            return result;
        }
        // The cgroup's account includes processes nobody waited for; the init's rusage only
        // the ones it reaped.
        const std::int64_t rusage_ns =
            (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1'000'000'000LL +
            (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) * 1'000LL;
        const auto cgroup_ns = cgroup_ ? cgroup_->cpu_time_ns() : std::nullopt;
        result.cpu_ms = cgroup_ns.value_or(rusage_ns) / 1'000'000;
        const bool oom_killed = cgroup_ && cgroup_support().memory && cgroup_->oom_killed();
        // Read again after the end: a program may hit the cap and exit between two ticks.
        result.task_limit_exceeded =
            seen.stopped_for == Stop::TaskLimit ||
            (cgroup_ && cgroup_support().pids && cgroup_->task_limit_reached());

        if (seen.program_ended) {
            const int status = seen.program_ended->wait_status;
            if (WIFEXITED(status)) result.exit_code = WEXITSTATUS(status);
            if (WIFSIGNALED(status)) result.signal = WTERMSIG(status);
            result.memory_kib = seen.program_ended->max_rss_kib;
        } else if (seen.stopped_for != Stop::None || oom_killed) {
            result.signal = SIGKILL;  // killed with the init before it could report
        } else {
            result.error = "the box's init ended without reporting the program's end";
            return result;
        }
        result.stopped = stop_of(seen, result, oom_killed);
        result.cpu_limit_exceeded = result.stopped == Stop::CpuLimit ||
                                    result.cpu_ms > limits.cpu_ms || result.signal == SIGXCPU;
        // With CPU accounting, only the watcher's stop says the program waited past the wall
        // limit: one that computed past it on a loaded machine is judged by its CPU time.
        result.wall_limit_exceeded =
            result.stopped == Stop::Waiting || result.stopped == Stop::Overloaded ||
            (!(cgroup_ && cgroup_support().cpu_accounting) && result.wall_ms > limits.wall_ms);
        // The OOM kill is the cgroup's verdict; the peak is compared too for hosts limited by
        // RLIMIT_AS only. (A cgroup's own peak is not used: it counts the page cache of the
        // program's output files, so a program writing 60 MiB under a 64 MiB limit would
        // "reach" the limit.)
        result.memory_limit_exceeded = oom_killed || result.memory_kib >= limits.memory_kib;
        const std::int64_t output_bytes = limits.output_kib * 1024;
        result.output_limit_exceeded = result.signal == SIGXFSZ ||
                                       reached_size(stdio_.out.get(), output_bytes) ||
                                       reached_size(stdio_.err.get(), output_bytes);
        return result;
    }

    // Why the program ended, if not by itself. A program that exited while the watcher was
    // stopping it ended by itself; the kernel's RLIMIT_CPU (hosts without CPU accounting) stops
    // it with SIGXCPU, or SIGKILL a second later. (An OOM kill is the memory limit's, not a
    // stop: RunResult::memory_limit_exceeded.)
    Stop stop_of(const Watched& seen, const RunResult& result, bool oom_killed) const {
        const bool exited = seen.program_ended && WIFEXITED(seen.program_ended->wait_status);
        if (seen.stopped_for != Stop::None && !exited) return seen.stopped_for;
        const bool cpu_rlimit_signal =
            result.signal == SIGXCPU ||
            (result.signal == SIGKILL && !oom_killed && result.cpu_ms > spec_.limits.cpu_ms);
        return cpu_rlimit_signal ? Stop::CpuLimit : Stop::None;
    }

    const RunSpec& spec_;
    const Isolation& isolation_;
    const bool as_root_ = ::geteuid() == 0;
    BoxStdio stdio_;
    WorkerCgroup* worker_ = nullptr;  // the server's (cgroup v1), which every box is born in
    std::unique_ptr<Cgroup> cgroup_;  // outlives the BoxProcess in run(): emptied after the box
    std::vector<MountStep> mounts_;
    std::vector<RlimitSetting> rlimits_;
    std::optional<std::string> kept_order_;  // the run goes to a kept box
    UniqueFd box_tree_;                      // box_dir's tree for a kept box's /box
    Pipe report_, go_;
    RunSteps steps_;
};

}  // namespace

Isolation full_isolation(const Protections& protections) {
    Isolation isolation;
    const bool as_root = ::geteuid() == 0;
    isolation.namespace_flags = CLONE_NEWNS | CLONE_NEWPID | CLONE_NEWNET;
    if (protections.ipc_namespace) isolation.namespace_flags |= CLONE_NEWIPC;
    if (protections.uts_namespace) isolation.namespace_flags |= CLONE_NEWUTS;
    // Not root: the other namespaces need one. Root: the box's init then has no capability
    // on the host, and a program that became root inside would be root of nothing.
    if (!as_root || protections.user_namespace) isolation.namespace_flags |= CLONE_NEWUSER;
    isolation.private_root = true;
    isolation.switch_user = true;
    if (protections.cgroup_version != 0) isolation.cgroup = CgroupPlacement::CloneInside;
    isolation.seccomp = protections.seccomp;
    // A kept box's init sets its pid namespace's last pid before each program (pid 2 every
    // run), through a file only kernels built with checkpoint/restore have.
    static const bool pids_can_restart = ::access("/proc/sys/kernel/ns_last_pid", F_OK) == 0;
    static const bool into_cgroups = kernel_clones_into_cgroups();
    isolation.keep_box =
        as_root && pids_can_restart && (protections.cgroup_version != 2 || into_cgroups);
    return isolation;
}

Isolation unsafe_isolation(const Protections& protections) {
    Isolation isolation;
    // Dropping root needs no namespace: even unsafe, a root judge runs nobody's code as nobody.
    isolation.switch_user = ::geteuid() == 0;
    // Each run in its own cgroup: without a pid namespace, an orphan the box leaves becomes the
    // host init's zombie, which some inits reap late, and meanwhile it counts against its
    // cgroup's task limit; it must not count against the next run's.
    if (protections.cgroup_version != 0) isolation.cgroup = CgroupPlacement::MoveInit;
    isolation.seccomp = protections.seccomp;
    return isolation;
}

RunResult run_box(const RunSpec& spec, const Isolation& isolation) {
    try {
        // The box's cgroup view and files are let go with the BoxRun: part of the run's cost.
        RunResult result = BoxRun(spec, isolation).run();
        result.steps.finished = monotonic_ns();
        return result;
    } catch (const std::exception& error) {
        RunResult result;
        result.error = error.what();
        return result;
    }
}

}  // namespace gridjudge::sandbox
