#include "bench/contest_rush_postgres.h"

#include <signal.h>

#include <cstdio>
#include <optional>
#include <pqxx/pqxx>
#include <stdexcept>

namespace gridjudge::bench {
namespace {

constexpr const char* kKilledWorker = "rush-killed";
constexpr const char* kRestartedWorker = "rush-restarted";
constexpr std::chrono::seconds kRestartAfter{5};
// Short, so that what the dead worker held is judged within the bench's drain; the living
// workers renew theirs well within it.
constexpr int kLeaseSeconds = 10;

}  // namespace

PostgresRush::PostgresRush(std::filesystem::path bin, std::filesystem::path scratch)
    : bin_(std::move(bin)), scratch_(std::move(scratch)), database_(server_.create_database()) {
    std::printf("postgresql: a server of the bench's own, database %s\n", database_.c_str());
}

PostgresRush::~PostgresRush() {
    if (killer_.joinable()) killer_.join();
}

int PostgresRush::start_second_serve() {
    second_serve_ = std::make_unique<testing::ChildProcess>(
        bin_ / "gridjudge",
        std::vector<std::string>{"serve", "--db", database_, "--port", "0", "--quiet", "--token",
                                 "rush-token", "--jobs", "0"},
        scratch_ / "serve-2.log");
    const std::optional<std::string> line =
        second_serve_->wait_for_line("serving", std::chrono::seconds(60));
    const int port = line ? testing::number_after(*line, "127.0.0.1:") : -1;
    if (port <= 0) throw std::runtime_error("the second serve did not start (see its log)");
    return port;
}

// Its stdout (a line per judged submission) goes to a file: no one reads its pipe.
std::unique_ptr<testing::ChildProcess> PostgresRush::worker(const std::string& name) {
    const std::string command = "exec '" + (bin_ / "gridjudge").string() + "' --db '" + database_ +
                                "' worker --name " + name + " --jobs 1 --poll 1 --lease " +
                                std::to_string(kLeaseSeconds) + " > '" +
                                (scratch_ / (name + ".out")).string() + "'";
    return std::make_unique<testing::ChildProcess>(
        "/bin/sh", std::vector<std::string>{"-c", command}, scratch_ / (name + ".log"));
}

void PostgresRush::start_workers() {
    workers_.push_back(worker(kKilledWorker));
    workers_.push_back(worker("rush-kept"));
    std::printf("workers: two processes of one job each, %s and rush-kept (lease %d s)\n",
                kKilledWorker, kLeaseSeconds);
}

void PostgresRush::kill_now() {
    // What it holds now: the submissions whose claim dies with it.
    pqxx::connection connection(database_);
    pqxx::nontransaction read(connection);
    held_when_killed_.clear();
    for (const auto& row : read.exec_params(
             "SELECT id FROM submissions WHERE status = 'judging' AND worker LIKE $1 ORDER BY id",
             std::string(kKilledWorker) + "%"))
        held_when_killed_.push_back(row[0].as<long>());
    // The worker's whole process group (its judges and boxes too), as a machine that dies.
    ::kill(-workers_.front()->pid(), SIGKILL);
    workers_.front().reset();  // reaps it
}

void PostgresRush::kill_a_worker_at(Clock::time_point when) {
    const Clock::time_point armed = Clock::now();
    killer_ = std::thread([this, when, armed] {
        std::this_thread::sleep_until(when);
        kill_now();
        killed_at_seconds_ = std::chrono::duration<double>(Clock::now() - armed).count();
        std::this_thread::sleep_for(kRestartAfter);
        workers_.push_back(worker(kRestartedWorker));
    });
}

bool PostgresRush::report() {
    if (killer_.joinable()) killer_.join();
    if (killed_at_seconds_ < 0) {
        std::printf("killed worker: never killed\n");
        return false;
    }
    pqxx::connection connection(database_);
    pqxx::nontransaction read(connection);
    int done = 0;
    std::string shown;
    for (long id : held_when_killed_) {
        const pqxx::row row =
            read.exec_params1("SELECT status, attempt, worker FROM submissions WHERE id = $1", id);
        const bool finished = row[0].as<std::string>() == "done";
        done += finished ? 1 : 0;
        shown += " " + std::to_string(id) + " (" + row[0].as<std::string>() + ", attempt " +
                 row[1].as<std::string>() + ", by " + row[2].as<std::string>() + ")";
    }
    std::printf(
        "killed worker: SIGKILLed %.1f s into the run while judging %zu submission(s):%s; "
        "%d of them done since; restarted as %s %lld s later\n",
        killed_at_seconds_, held_when_killed_.size(), shown.c_str(), done, kRestartedWorker,
        static_cast<long long>(kRestartAfter.count()));
    return !held_when_killed_.empty() && done == static_cast<int>(held_when_killed_.size());
}

}  // namespace gridjudge::bench
