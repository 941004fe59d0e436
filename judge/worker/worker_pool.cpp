#include "judge/worker/worker_pool.h"

#include "db/reconnecting_store.h"
#include "judge/worker/cpu_affinity.h"

namespace gridjudge {

std::vector<std::string> worker_names(const std::string& name, int workers) {
    if (workers == 1) return {name};
    std::vector<std::string> names;
    for (int slot = 1; slot <= workers; ++slot) names.push_back(name + "/" + std::to_string(slot));
    return names;
}

std::vector<std::optional<int>> worker_cpus(int workers, bool pin) {
    std::vector<std::optional<int>> cpus(static_cast<std::size_t>(workers));
    const std::vector<int> allowed = one_cpu_per_core_first(allowed_cpus(), core_of_cpu);
    // A lone worker is not pinned: pinning keeps workers off each other's CPU, and alone it
    // would only lose the other CPUs when something else on the machine takes its own.
    if (!pin || workers < 2 || allowed.size() < cpus.size()) return cpus;
    for (std::size_t slot = 0; slot < cpus.size(); ++slot) cpus[slot] = allowed[slot];
    return cpus;
}

WorkerPool::WorkerPool(StoreFactory open_store, std::string location, ServiceMaker make_service,
                       JobSource& jobs, PoolOptions options, std::function<bool()> stopping,
                       SlotProgress progress, WorkerLog log)
    : open_store_(std::move(open_store)),
      location_(std::move(location)),
      make_service_(std::move(make_service)),
      jobs_(jobs),
      options_(std::move(options)),
      caller_stopping_(std::move(stopping)),
      progress_(std::move(progress)),
      log_(std::move(log)),
      names_(worker_names(options_.name, options_.workers)),
      cpus_(worker_cpus(options_.workers, options_.pin && pinning_wanted())) {
    // More workers than CPUs cannot each have one: say so, since their programs' CPU times may
    // then move with what the others run beside them.
    if (options_.workers > 1 && !cpus_.front() && options_.pin && pinning_wanted() && log_.warning)
        log_.warning(std::to_string(options_.workers) + " workers on " +
                     std::to_string(allowed_cpus().size()) +
                     " CPUs: not pinned, a program's CPU time may move with the other workers' "
                     "load (use at most one worker per CPU)");
    running_ = options_.workers;
    for (int slot = 0; slot < options_.workers; ++slot)
        threads_.emplace_back([this, slot] { run_worker(slot); });
}

WorkerPool::~WorkerPool() {
    failed_ = true;  // as a stop: the workers give their claims back
    for (std::thread& thread : threads_)
        if (thread.joinable()) thread.join();
}

bool WorkerPool::stopping() const {
    return failed_ || (caller_stopping_ && caller_stopping_());
}

void WorkerPool::run_worker(int slot) {
    const auto index = static_cast<std::size_t>(slot);
    WorkerTally tally;
    std::exception_ptr error;
    try {
        const std::optional<int> cpu = cpus_[index];
        if (cpu && !pin_current_thread(*cpu)) {
            if (log_.warning)
                log_.warning(names_[index] + ": cannot pin to CPU " + std::to_string(*cpu) +
                             "; its CPU times may vary with the other workers' load");
        }
        auto stop = [this] { return stopping(); };
        db::ReconnectingStore store(open_store_, location_, stop, log_.warning);
        std::unique_ptr<JudgeService> service =
            make_service_({names_[index], options_.machine, cpu});
        // "test k of N" goes to the store too: a page served by another process reads it there.
        StoreProgress store_progress(store);
        service->on_progress([this, slot, &store_progress](const JudgeProgress& p) {
            store_progress.record(p);
            if (progress_) progress_(slot, p);
        });
        std::unique_ptr<db::QueueSignal> signal =
            options_.open_signal ? options_.open_signal() : nullptr;
        WorkerOptions worker;
        worker.name = names_[index];
        worker.machine_class = options_.machine_class;
        worker.lease = options_.lease;
        worker.poll = options_.poll;
        worker.signal = signal.get();
        worker.pause_after_give_back = options_.pause_after_give_back;
        worker.progress = &store_progress;
        tally = judge_queued(store, open_store_, *service, jobs_, worker, stop, log_);
    } catch (const db::StoreUnavailable&) {
        // Given up because a stop was asked for while the database was away: not a failure.
        if (!stopping()) error = std::current_exception();
    } catch (...) {
        error = std::current_exception();
    }
    std::lock_guard lock(mutex_);
    tally_ += tally;
    if (error && !error_) {
        error_ = error;
        failed_ = true;
    }
    --running_;
    ended_.notify_all();
}

bool WorkerPool::wait_for(std::chrono::milliseconds timeout) {
    std::unique_lock lock(mutex_);
    return ended_.wait_for(lock, timeout, [this] { return running_ == 0; });
}

WorkerTally WorkerPool::join() {
    for (std::thread& thread : threads_)
        if (thread.joinable()) thread.join();
    std::lock_guard lock(mutex_);
    if (error_) std::rethrow_exception(error_);
    return tally_;
}

}  // namespace gridjudge
