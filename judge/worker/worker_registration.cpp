#include "judge/worker/worker_registration.h"

namespace gridjudge {
namespace {

void unregister_all(db::Store& store, const std::vector<db::WorkerRecord>& workers) {
    for (const db::WorkerRecord& worker : workers) store.unregister_worker(worker.name);
}

}  // namespace

WorkerRegistration::WorkerRegistration(const StoreFactory& open_store,
                                       std::vector<db::WorkerRecord> workers,
                                       RegistrationOptions options)
    : open_store_(open_store), workers_(std::move(workers)), options_(options) {
    const std::unique_ptr<db::Store> store = open_store_();
    std::vector<db::WorkerRecord> registered;
    for (const db::WorkerRecord& worker : workers_) {
        if (!store->register_worker(worker, options_.alive)) {
            unregister_all(*store, registered);
            throw WorkerNameTaken(worker.name);
        }
        registered.push_back(worker);
    }
    heartbeat_ = std::thread([this] { beat(); });
}

WorkerRegistration::~WorkerRegistration() {
    {
        std::lock_guard lock(mutex_);
        stopping_ = true;
    }
    wake_.notify_all();
    heartbeat_.join();
    try {
        unregister_all(*open_store_(), workers_);
    } catch (const std::exception&) {
        // The database is away: the names are free again once `alive` has passed.
    }
}

void WorkerRegistration::beat() {
    std::unique_ptr<db::Store> store;
    std::unique_lock lock(mutex_);
    while (!wake_.wait_for(lock, options_.heartbeat, [this] { return stopping_; })) {
        lock.unlock();
        try {
            if (!store) store = open_store_();
            for (const db::WorkerRecord& worker : workers_) store->worker_seen(worker.name);
        } catch (const std::exception&) {
            store.reset();  // the server is away: the next beat connects again
        }
        lock.lock();
    }
}

}  // namespace gridjudge
