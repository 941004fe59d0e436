// worker: judges what is queued in a database, for as long as it runs — on this machine or on
// any number of others sharing a PostgreSQL database. It measures each of its CPUs with the fixed
// calibration loop, registers its workers (a name a live worker holds is refused; the default
// name, the machine's, is made unique instead), keeps them alive with a heartbeat, and judges
// with one pinned thread per worker. Idle, it sleeps until PostgreSQL notifies it of a new job,
// or until its polling interval has passed. A lost database is waited for, with a log line; a
// submission this machine cannot judge (its disk is full) goes back to the queue, and the worker
// pauses before it claims again. SIGINT or SIGTERM stop it: what it was judging goes back.
//
// workers: the register — every worker, its machine, class, calibration and last heartbeat.
#include <spdlog/spdlog.h>

#include <ctime>
#include <iostream>
#include <nlohmann/json.hpp>
#include <thread>

#include "judge/cli/commands.h"
#include "judge/cli/judge_options.h"
#include "judge/cli/judging.h"
#include "judge/cli/lookup.h"
#include "judge/cli/output.h"
#include "judge/report/table.h"
#include "judge/sandbox/host_clock.h"
#include "judge/worker/calibration.h"
#include "judge/worker/cpu_affinity.h"
#include "judge/worker/worker_registration.h"

namespace gridjudge::cli {
namespace {

struct WorkerArguments {
    JudgeOptions judge;
    std::string name;
    int lease_s = 30, poll_s = 5;
    bool once = false;
};

// The calibration of each worker's CPU, measured one CPU at a time so that no two runs share a
// core.
std::vector<Calibration> calibrate(const std::vector<std::optional<int>>& cpus) {
    std::vector<Calibration> measured;
    for (const std::optional<int>& cpu : cpus) {
        std::thread([&] {
            if (cpu) pin_current_thread(*cpu);
            measured.push_back(measure_calibration());
        }).join();
    }
    return measured;
}

// Registers the pool's workers under `base` (refused if a live worker holds a name), or under
// the machine's name made unique with a suffix (-2, -3, ...) when no name was given.
std::pair<std::string, std::unique_ptr<WorkerRegistration>> register_workers(
    const StoreFactory& open_store, const WorkerArguments& args, int workers,
    const std::vector<Calibration>& calibrations) {
    const bool chosen = !args.name.empty();
    for (int suffix = 1; suffix <= 100; ++suffix) {
        const std::string base = chosen        ? args.name
                                 : suffix == 1 ? machine_name()
                                               : machine_name() + "-" + std::to_string(suffix);
        std::vector<db::WorkerRecord> records;
        const std::vector<std::string> names = worker_names(base, workers);
        for (std::size_t slot = 0; slot < names.size(); ++slot)
            records.push_back({names[slot], machine_name(), args.judge.machine_class,
                               calibrations[slot].cpu_ms, "", std::nullopt});
        try {
            return {base, std::make_unique<WorkerRegistration>(open_store, records)};
        } catch (const WorkerNameTaken& taken) {
            if (chosen)
                throw CommandError(std::string(taken.what()) +
                                   " (seen within the last 30 s); choose another --name, or stop "
                                   "that worker first");
        }
    }
    throw CommandError("every worker name from " + machine_name() + " to " + machine_name() +
                       "-100 is held by a live worker; choose one with --name");
}

int run_worker(const GlobalOptions& global, WorkerArguments& args) {
    spdlog::set_level(spdlog::level::info);
    spdlog::set_pattern("%Y-%m-%d %H:%M:%S %^%l%$ %v");
    args.judge.db = global.db;
    const std::string location = resolved_location(args.judge.db);
    const int workers = args.judge.jobs.value_or(default_local_workers());
    if (workers < 1) throw CommandError("a worker needs --jobs 1 or more");
    const sandbox::Options sandbox_options = sandbox_options_or_refuse(args.judge.unsafe);
    const std::string shown = open_database(location)->location();  // creates or migrates it
    const StoreFactory open_store = [location] {
        return db::open_store(location, db::OpenMode::ReadWrite);
    };

    const std::vector<std::optional<int>> cpus = worker_cpus(workers, /*pin=*/true);
    const std::vector<Calibration> calibrations = calibrate(cpus);
    auto [name, registration] = register_workers(open_store, args, workers, calibrations);
    const std::vector<std::string> names = worker_names(name, workers);
    for (std::size_t slot = 0; slot < names.size(); ++slot)
        spdlog::info("worker {} on {}{}: CPU calibration {:.1f} ms{}", names[slot], machine_name(),
                     cpus[slot] ? ", CPU " + std::to_string(*cpus[slot]) : "",
                     calibrations[slot].cpu_ms,
                     args.judge.machine_class.empty() ? "" : ", class " + args.judge.machine_class);
    // The host's share of CPU times is the operator's to know before a contest, not after.
    if (const sandbox::HostClock clock = sandbox::probe_host_clock(); clock.steal_unreported())
        spdlog::warn("{}", sandbox::host_clock_note(clock).value_or(""));
    spdlog::info("judging what is queued in {}{}", shown,
                 args.once ? " until nothing is left" : "; Ctrl-C stops");

    const StopOnSignals stop_on_signals;
    JudgingParts parts(sandbox_options, args.judge.policy);
    QueuedJobs jobs(std::nullopt,
                    args.once ? QueuedJobs::Until::NothingClaimable : QueuedJobs::Until::Stopped);
    PoolOptions pool;
    pool.workers = workers;
    pool.name = name;
    pool.machine = machine_name();
    pool.machine_class = args.judge.machine_class;
    pool.lease = std::chrono::seconds(args.lease_s);
    pool.poll = std::chrono::seconds(args.poll_s);
    pool.open_signal = [location] { return db::open_queue_signal(location); };
    // A machine that cannot judge now (a full disk) may be able to later: it tries again.
    if (!args.once) pool.pause_after_give_back = std::chrono::seconds(30);
    const SlotProgress progress = [&names](int slot, const JudgeProgress& p) {
        if (p.stage == JudgeProgress::Stage::Done)
            spdlog::info("{} judged submission {}: {}", names[static_cast<std::size_t>(slot)],
                         p.submission_id, verdict_name(p.verdict));
    };
    WorkerPool running(open_store, shown, parts.service_maker(), jobs, pool,
                       [] { return StopOnSignals::requested(); }, progress,
                       {[](const std::string& line) { spdlog::info("{}", line); },
                        [](const std::string& line) { spdlog::warn("{}", line); }});
    const WorkerTally tally = running.join();
    spdlog::info(
        "stopped: {} judged, {} lost to other workers, {} given back, {} interrupted, {} failures "
        "of the judge",
        tally.judged, tally.lost, tally.given_back, tally.interrupted, tally.failed);
    return 0;
}

std::string utc_text(double unix_seconds) {
    const std::time_t seconds = static_cast<std::time_t>(unix_seconds);
    std::tm utc{};
    ::gmtime_r(&seconds, &utc);
    char text[32];
    std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &utc);
    return text;
}

int run_workers(const GlobalOptions& global, bool json) {
    const std::unique_ptr<db::Store> store = open_database(global.db, db::OpenMode::ReadOnly);
    const std::vector<db::WorkerRecord> workers = store->workers();
    if (json) {
        nlohmann::ordered_json list = nlohmann::ordered_json::array();
        for (const db::WorkerRecord& w : workers)
            list.push_back(
                {{"name", w.name},
                 {"machine", w.machine},
                 {"class", w.machine_class},
                 {"calibration_ms", w.calibration_ms},
                 {"started_at", w.started_at},
                 {"last_seen", w.last_seen ? nlohmann::ordered_json(utc_text(*w.last_seen))
                                           : nlohmann::ordered_json(nullptr)}});
        print_json(list);
        return 0;
    }
    TextTable table({"worker", "machine", "class", "calibration", "started", "last seen"});
    for (const db::WorkerRecord& w : workers) {
        char calibration[32];
        std::snprintf(calibration, sizeof calibration, "%.1f ms", w.calibration_ms);
        table.add_row({w.name, w.machine, w.machine_class.empty() ? "-" : w.machine_class,
                       calibration, w.started_at,
                       w.last_seen ? utc_text(*w.last_seen) : "stopped"});
    }
    std::cout << table.render();
    return 0;
}

}  // namespace

void add_worker_commands(CLI::App& app, int& exit_code, const GlobalOptions& global) {
    auto args = std::make_shared<WorkerArguments>();
    auto* worker = app.add_subcommand(
        "worker", "Judge what is queued in the database until stopped (one worker per CPU)");
    worker->add_option("--name", args->name,
                       "Worker name (default: this machine's, made unique); with --jobs K the "
                       "workers are NAME/1 ... NAME/K");
    worker->add_option("--class", args->judge.machine_class,
                       "Machine class: also take the jobs queued for this class (grade --class)");
    worker->add_option("--lease", args->lease_s, "Seconds a claim holds without renewal")
        ->capture_default_str()
        ->check(CLI::Range(2, 3600));
    worker
        ->add_option("--poll", args->poll_s,
                     "Seconds between looks at the queue when no notification comes")
        ->capture_default_str()
        ->check(CLI::Range(1, 3600));
    worker->add_flag("--once", args->once, "Stop when nothing is left to claim");
    add_unsafe_option(worker, args->judge);
    add_jobs_option(worker, args->judge);
    add_tle_reruns_option(worker, args->judge);
    worker->callback([&exit_code, &global, args] { exit_code = run_worker(global, *args); });

    auto json = std::make_shared<bool>(false);
    auto* list = app.add_subcommand("workers", "List the registered workers");
    list->add_flag("--json", *json, "Print a JSON array");
    list->callback([&exit_code, &global, json] { exit_code = run_workers(global, *json); });
}

}  // namespace gridjudge::cli
