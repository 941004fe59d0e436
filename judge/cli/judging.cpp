#include "judge/cli/judging.h"

#include <signal.h>
#include <unistd.h>

#include <iostream>

#include "judge/cli/commands.h"
#include "judge/cli/lookup.h"
#include "judge/core/box_runner.h"
#include "judge/core/prepared_problem.h"
#include "judge/core/test_data_cache.h"
#include "judge/util/stale_temp_dirs.h"

namespace gridjudge::cli {
namespace {

std::atomic<bool> g_stop{false};

extern "C" void on_stop_signal(int) {
    g_stop = true;
}

// Local leases are short: a grade killed outright leaves its submission claimed, and the next
// grade takes it over once the lease lapses.
constexpr std::chrono::seconds kLocalLease{10};

}  // namespace

StopOnSignals::StopOnSignals() {
    g_stop = false;
    struct sigaction action {};
    action.sa_handler = on_stop_signal;
    sigemptyset(&action.sa_mask);
    ::sigaction(SIGINT, &action, nullptr);
    ::sigaction(SIGTERM, &action, nullptr);
}

StopOnSignals::~StopOnSignals() {
    struct sigaction action {};
    action.sa_handler = SIG_DFL;
    ::sigaction(SIGINT, &action, nullptr);
    ::sigaction(SIGTERM, &action, nullptr);
}

bool StopOnSignals::requested() {
    return g_stop;
}

const std::atomic<bool>* StopOnSignals::flag() {
    return &g_stop;
}

std::string machine_name() {
    char name[256] = {};
    if (::gethostname(name, sizeof name - 1) != 0) return "localhost";
    return name;
}

void sweep_what_killed_judges_left() {
    for (const std::filesystem::path& stale : sandbox::sweep_stale_boxes())
        std::cerr << "gridjudge: removed " << stale.string()
                  << ", left by a judge that was killed\n";
    const SweepReport swept = sweep_stale_work_dirs(default_cache_dir());
    for (const std::filesystem::path& stale : swept.removed)
        std::cerr << "gridjudge: removed " << stale.string()
                  << ", left by a judge that was killed\n";
    for (const std::string& failure : swept.failures)
        std::cerr << "gridjudge: could not remove a folder left by a killed judge: " << failure
                  << "\n";
}

sandbox::Options sandbox_options_or_refuse(bool unsafe) {
    if (!unsafe && !sandbox::detect_protections().isolated())
        throw CommandError(
            "this host gives the sandbox no isolation (see `gridjudge doctor`); refusing to run "
            "untrusted programs. Pass --unsafe only for programs you trust.");
    return sandbox::Options{unsafe};
}

struct JudgeSession::Parts {
    Parts(const sandbox::Options& sandbox_options)
        : compiler(default_cache_dir(), sandbox_options),
          runner(sandbox_options),
          data(default_cache_dir() / "data"),
          preparer(compiler, runner, data) {}

    CachedCompiler compiler;
    SandboxRunner runner;
    TestDataCache data;
    ProblemPreparer preparer;
};

JudgeSession::JudgeSession(const JudgeOptions& options) : options_(options) {
    const sandbox::Options sandbox_options = sandbox_options_or_refuse(options.unsafe);
    // What judges killed outright left behind (their boxes' cgroups, their work folders and
    // half-built compile cache entries) goes first.
    sweep_what_killed_judges_left();
    const std::string location = resolved_location(options.db);
    open_store_ = [location] { return db::open_store(location, db::OpenMode::ReadWrite); };
    store_ = open_database(options.db);
    parts_ = std::make_unique<Parts>(sandbox_options);
}

JudgeSession::~JudgeSession() = default;

QueueTally JudgeSession::run_worker(const WorkerOptions& worker,
                                    const std::function<void(const JudgeProgress&)>& progress) {
    JudgeService service(parts_->compiler, parts_->runner, parts_->data, parts_->preparer,
                         {worker.name, machine_name()});
    if (progress) service.on_progress(progress);
    const WorkerTally tally =
        judge_queued(*store_, open_store_, service, worker, StopOnSignals::flag(),
                     [](const std::string& line) { std::cerr << "gridjudge: " << line << "\n"; });
    return {tally.judged, tally.given_back, tally.interrupted};
}

void JudgeSession::judge_now(std::int64_t id,
                             const std::function<void(const JudgeProgress&)>& progress) {
    WorkerOptions worker;
    worker.name = machine_name() + ":" + std::to_string(::getpid());
    worker.lease = kLocalLease;
    worker.only = id;
    run_worker(worker, progress);
}

QueueTally JudgeSession::judge_queue(const std::optional<std::string>& contest,
                                     const std::function<void(const JudgeProgress&)>& progress) {
    WorkerOptions worker;
    worker.name = machine_name() + ":" + std::to_string(::getpid());
    worker.lease = kLocalLease;
    worker.contest = contest;
    return run_worker(worker, progress);
}

}  // namespace gridjudge::cli
