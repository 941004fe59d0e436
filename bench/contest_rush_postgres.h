// The rush on PostgreSQL (`--postgres 1`, issue 16 section 6): "exactly one judgement per
// accepted submission, nothing lost — on PostgreSQL too, with two `serve` processes and a worker
// killed mid-burst". The bench's contest goes into a PostgreSQL server of the bench's own (the
// test suite's harness, tests/db/postgres_server.h: a fresh cluster on a Unix socket in a temp
// folder, gone with the bench); two `serve --jobs 0` share it and the clients are spread over
// both; two `gridjudge worker` processes (one job each) judge; in the middle of the burst one is
// SIGKILLed, like a machine losing power, and a new worker process is started in its place five
// seconds later, as a supervisor would. The submissions the dead worker held come back to the
// queue when their lease (10 s) runs out, and must each be judged once in the end.
#pragma once

#include <chrono>
#include <filesystem>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "tests/db/postgres_server.h"
#include "tests/web/child_process.h"

namespace gridjudge::bench {

class PostgresRush {
  public:
    using Clock = std::chrono::steady_clock;

    // Starts the server and makes the contest's database. Throws when PostgreSQL cannot start.
    PostgresRush(std::filesystem::path bin, std::filesystem::path scratch);
    ~PostgresRush();
    PostgresRush(const PostgresRush&) = delete;
    PostgresRush& operator=(const PostgresRush&) = delete;

    // The database's postgresql:// URL, for --db.
    const std::string& database() const { return database_; }
    // A second `serve --jobs 0` on the database (the bench starts the first); its port.
    int start_second_serve();
    // Two worker processes of one job each.
    void start_workers();
    // At `when`, SIGKILLs the first worker (noting what it was judging) and starts its
    // replacement 5 s later. Runs on a thread of its own; bounded by `when`.
    void kill_a_worker_at(Clock::time_point when);
    // Prints what happened to the killed worker's submissions; false when it was killed while
    // judging nothing (the scenario did not happen) or one of them is not done.
    bool report();

  private:
    std::unique_ptr<testing::ChildProcess> worker(const std::string& name);
    void kill_now();

    std::filesystem::path bin_;
    std::filesystem::path scratch_;
    testing::PostgresServer server_;
    std::string database_;
    std::unique_ptr<testing::ChildProcess> second_serve_;
    std::vector<std::unique_ptr<testing::ChildProcess>> workers_;
    std::thread killer_;
    double killed_at_seconds_ = -1;  // since the kill was armed
    std::vector<long> held_when_killed_;
};

}  // namespace gridjudge::bench
