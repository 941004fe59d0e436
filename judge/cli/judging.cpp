#include "judge/cli/judging.h"

#include <signal.h>
#include <unistd.h>

#include <iostream>
#include <mutex>
#include <thread>

#include "db/reconnecting_store.h"
#include "judge/cli/commands.h"
#include "judge/cli/lookup.h"
#include "judge/judging/cached_test_data.h"
#include "judge/judging/prepared_problem.h"
#include "judge/run/box_runner.h"
#include "judge/util/stale_temp_dirs.h"
#include "judge/worker/cpu_affinity.h"

namespace gridjudge::cli {
namespace {

std::atomic<bool> g_stop{false};

extern "C" void on_stop_signal(int) {
    g_stop = true;
}

// Local leases are short: a grade killed outright leaves its submissions claimed, and the next
// grade takes them over once the lease lapses.
constexpr std::chrono::seconds kLocalLease{10};

// Warnings of local workers (a submission given back, a lost database) on stderr, whole lines.
void warn(const std::string& line) {
    static std::mutex mutex;
    std::lock_guard lock(mutex);
    std::cerr << "gridjudge: " << line << "\n";
}

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

std::string local_worker_name() {
    return machine_name() + ":" + std::to_string(::getpid());
}

int default_local_workers() {
    return std::max(1, static_cast<int>(allowed_cpus().size()));
}

sandbox::Options sandbox_options_or_refuse(bool unsafe) {
    if (!unsafe && !sandbox::detect_protections().isolated())
        throw CommandError(
            "this host gives the sandbox no isolation (see `gridjudge doctor`); refusing to run "
            "untrusted programs. Pass --unsafe only for programs you trust.");
    return sandbox::Options{unsafe};
}

struct JudgingParts::Parts {
    explicit Parts(const sandbox::Options& sandbox_options)
        : runner(sandbox_options),
          compiler(default_cache_dir(), runner),
          data(default_cache_dir() / "data"),
          preparer(compiler, runner, data),
          gate(default_cache_dir() / "run-gate.lock") {}

    SandboxRunner runner;  // before the compiler, which runs its boxes through it
    CachedCompiler compiler;
    TestDataCache data;
    ProblemPreparer preparer;
    // A TLE's rerun pauses the other local workers, and those of the judges sharing the cache.
    RunGate gate;
};

JudgingParts::JudgingParts(const sandbox::Options& sandbox_options, JudgePolicy policy)
    : parts_(std::make_unique<Parts>(sandbox_options)), policy_(policy) {}

JudgingParts::~JudgingParts() = default;

ServiceMaker JudgingParts::service_maker() {
    return [parts = parts_.get(), policy = policy_](const JudgeIdentity& identity) {
        return std::make_unique<JudgeService>(parts->compiler, parts->runner, parts->data,
                                              parts->preparer, identity, policy, &parts->gate);
    };
}

JudgeSession::JudgeSession(const JudgeOptions& options)
    : options_(options), location_(resolved_location(options.db)) {
    const sandbox::Options sandbox_options = sandbox_options_or_refuse(options.unsafe);
    // What judges killed outright left behind (their boxes' cgroups, their work folders and
    // half-built compile cache entries) goes first.
    sweep_what_killed_judges_left();
    if (options.jobs && *options.jobs < 0) throw CommandError("--jobs must be 0 or more");
    workers_ = options.jobs.value_or(default_local_workers());
    open_store_ = [location = location_] {
        return db::open_store(location, db::OpenMode::ReadWrite);
    };
    store_ = open_database(options.db);
    parts_ = std::make_unique<JudgingParts>(sandbox_options, options.policy);
}

JudgeSession::~JudgeSession() = default;

db::Store& JudgeSession::follower() {
    if (!follower_)
        follower_ = std::make_unique<db::ReconnectingStore>(
            open_store_, store_->location(), [this] { return stopping(); }, warn);
    return *follower_;
}

bool JudgeSession::stopping() const {
    return StopOnSignals::requested() || (options_.stop != nullptr && *options_.stop);
}

QueueTally JudgeSession::run_pool(JobSource& jobs, int workers, const SlotProgress& progress,
                                  const std::function<void()>& tick) {
    constexpr std::chrono::milliseconds kTick{500};
    if (workers == 0) {
        // Only following: other workers judge.
        while (!stopping() && !jobs.exhausted(follower())) {
            if (tick) tick();
            std::this_thread::sleep_for(kTick);
        }
        return {};
    }
    PoolOptions pool;
    pool.workers = workers;
    pool.name = local_worker_name();
    pool.machine = machine_name();
    pool.machine_class = options_.machine_class;
    pool.lease = kLocalLease;
    const std::string location = location_;
    pool.open_signal = [location] { return db::open_queue_signal(location); };
    WorkerPool running(open_store_, store_->location(), parts_->service_maker(), jobs, pool,
                       [this] { return stopping(); }, progress, {{}, warn});
    while (!running.wait_for(kTick))
        if (tick) tick();
    const WorkerTally tally = running.join();
    return {tally.judged, tally.given_back, tally.interrupted};
}

void JudgeSession::judge_now(std::int64_t id,
                             const std::function<void(const JudgeProgress&)>& progress) {
    ListedJobs jobs({id});
    SlotProgress slot_progress;
    if (progress) slot_progress = [progress](int, const JudgeProgress& p) { progress(p); };
    run_pool(jobs, std::min(workers_, 1), slot_progress, {});
}

QueueTally JudgeSession::judge(JobSource& jobs, const SlotProgress& progress,
                               const std::function<void()>& tick) {
    return run_pool(jobs, workers_, progress, tick);
}

QueueTally JudgeSession::judge_queue(const std::optional<std::string>& contest,
                                     const SlotProgress& progress) {
    QueuedJobs jobs(contest, QueuedJobs::Until::NothingClaimable);
    return run_pool(jobs, workers_, progress, {});
}

}  // namespace gridjudge::cli
