// TestDataCache: test data and package files on this machine's disk, by sha256. A worker fetches
// a blob from the store once, writes it here (write-then-rename), and checks every file's hash
// the first time this process uses it: a damaged or tampered file is fetched again, never judged
// with. Shared by the workers of one process (thread-safe).
#pragma once

#include <filesystem>
#include <mutex>
#include <set>
#include <string>

#include "db/store.h"

namespace gridjudge {

// The worker cannot judge now for a reason of its own machine (its disk is full, the store has
// lost a blob): the submission goes back to the queue for another worker or a later try.
class WorkerEnvironmentError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

class TestDataCache {
  public:
    explicit TestDataCache(std::filesystem::path dir);

    // A local file holding the blob `sha256` (fetched from `store` when missing or damaged).
    // Throws WorkerEnvironmentError when it cannot be written or the store lacks it.
    std::filesystem::path file(db::Store& store, const std::string& sha256);

    const std::filesystem::path& dir() const { return dir_; }

  private:
    std::filesystem::path dir_;
    std::mutex mutex_;
    std::set<std::string> verified_;  // checked by this process already
};

}  // namespace gridjudge
