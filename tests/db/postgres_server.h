// PostgresServer: a real PostgreSQL 15 server of the test's own, so that the PostgreSQL store is
// tested against the engine it runs on and never against a shared or system-wide server. The
// cluster is made with initdb in a temporary folder and listens only on a Unix socket in that
// folder (no TCP). PostgreSQL refuses to run as root, and tests run as root in CI, so the server
// runs as the unprivileged user `nobody` when the test is root (else as the test's own user).
// The server dies with the test process (a parent-death signal), and its folder is removed.
#pragma once

#include <filesystem>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>

namespace gridjudge::testing {

// Why a server could not be started (PostgreSQL not installed, initdb failed, ...).
class PostgresUnavailable : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

class PostgresServer {
  public:
    // Makes a fresh cluster and starts it. Throws PostgresUnavailable saying why it cannot.
    PostgresServer();
    ~PostgresServer();
    PostgresServer(const PostgresServer&) = delete;
    PostgresServer& operator=(const PostgresServer&) = delete;

    // A new, empty database on this server; returns its postgresql:// URL.
    std::string create_database();
    // The URL of database `name`, optionally with a user and password in it.
    std::string url(const std::string& name, const std::string& user_and_password = "") const;

    // Fast shutdown (every connection is cut, as a server restart does), and starting again on
    // the same data.
    void stop();
    void start();
    bool running() const;

    const std::filesystem::path& dir() const { return dir_; }

  private:
    struct Process;

    std::filesystem::path dir_;
    std::unique_ptr<Process> process_;
    int databases_made_ = 0;
};

// One server for a whole test program, started on first use; nullptr if it cannot be started,
// with the reason in `why`.
PostgresServer* shared_postgres_server(std::string* why = nullptr);

}  // namespace gridjudge::testing
