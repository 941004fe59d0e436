// WorkerRegistration: a long-running worker's entries in the database's register of workers —
// one per worker of its pool, with its machine, class and CPU calibration — kept alive by a
// heartbeat from a thread (and connection) of its own, and marked gone when it ends. A name a
// live worker holds is refused: two workers writing under one name could not be told apart.
// A worker killed outright holds its names until `alive` has passed since its last heartbeat.
#pragma once

#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "db/store.h"
#include "judge/worker/worker.h"

namespace gridjudge {

class WorkerNameTaken : public std::runtime_error {
  public:
    explicit WorkerNameTaken(const std::string& name)
        : std::runtime_error("a live worker is registered as '" + name + "'"), name_(name) {}
    const std::string& name() const { return name_; }

  private:
    std::string name_;
};

struct RegistrationOptions {
    std::chrono::seconds heartbeat{10};
    std::chrono::seconds alive{30};  // a worker not seen for this long is gone
};

class WorkerRegistration {
  public:
    // Registers every worker (db::WorkerRecord: name, machine, class, calibration), all or none:
    // throws WorkerNameTaken if a live worker holds one of the names.
    WorkerRegistration(const StoreFactory& open_store, std::vector<db::WorkerRecord> workers,
                       RegistrationOptions options = {});
    // Stops the heartbeat and marks the workers gone.
    ~WorkerRegistration();
    WorkerRegistration(const WorkerRegistration&) = delete;
    WorkerRegistration& operator=(const WorkerRegistration&) = delete;

  private:
    void beat();

    StoreFactory open_store_;
    std::vector<db::WorkerRecord> workers_;
    RegistrationOptions options_;
    std::mutex mutex_;
    std::condition_variable wake_;
    bool stopping_ = false;
    std::thread heartbeat_;  // last: starts after everything it uses exists
};

}  // namespace gridjudge
