#include "tests/db/postgres_server.h"

#include <utility>  // before Boost.Asio 1.74: its C++20 code uses std::exchange

#include <grp.h>
#include <pwd.h>
#include <signal.h>
#include <sys/prctl.h>
#include <unistd.h>

#include <boost/process.hpp>
#include <boost/process/extend.hpp>
#include <chrono>
#include <fstream>
#include <pqxx/pqxx>
#include <sstream>
#include <thread>

namespace gridjudge::testing {
namespace bp = boost::process;
namespace fs = std::filesystem;
namespace {

const fs::path kBinaries = "/usr/lib/postgresql/15/bin";
constexpr const char* kSuperuser = "gridjudge";

struct ServerUser {
    uid_t uid;
    gid_t gid;
};

// PostgreSQL will not run as root: a root test runs it as nobody.
ServerUser server_user() {
    if (::geteuid() != 0) return {::geteuid(), ::getegid()};
    const passwd* nobody = ::getpwnam("nobody");
    if (nobody == nullptr) throw PostgresUnavailable("there is no user 'nobody' to run it as");
    return {nobody->pw_uid, nobody->pw_gid};
}

// Makes the child the server user, and asks the kernel to kill it if the test process dies
// (set after the change of user, which would clear it).
auto as_server_user(ServerUser user) {
    return bp::extend::on_exec_setup = [user](auto&) {
        if (::getuid() != user.uid) {
            if (::setgroups(0, nullptr) != 0 || ::setgid(user.gid) != 0 || ::setuid(user.uid) != 0)
                ::_exit(126);
        }
        ::prctl(PR_SET_PDEATHSIG, SIGQUIT);
    };
}

std::string tail_of(const fs::path& log) {
    std::ifstream file(log);
    std::stringstream text;
    text << file.rdbuf();
    const std::string all = text.str();
    return all.size() > 2000 ? all.substr(all.size() - 2000) : all;
}

}  // namespace

struct PostgresServer::Process {
    bp::child child;
};

PostgresServer::PostgresServer() {
    for (const char* program : {"initdb", "postgres"})
        if (!fs::exists(kBinaries / program))
            throw PostgresUnavailable((kBinaries / program).string() +
                                      " is missing: install PostgreSQL 15 "
                                      "(scripts/install-deps.sh does)");
    const ServerUser user = server_user();
    std::string pattern = (fs::temp_directory_path() / "gridjudge-pg-XXXXXX").string();
    if (::mkdtemp(pattern.data()) == nullptr)
        throw PostgresUnavailable("cannot make a temporary folder");
    dir_ = pattern;
    if (::chown(dir_.c_str(), user.uid, user.gid) != 0)
        throw PostgresUnavailable("cannot give " + dir_.string() + " to the server's user");
    const fs::path log = dir_ / "initdb.log";
    bp::child initdb((kBinaries / "initdb").string(), "-D", (dir_ / "data").string(), "-U",
                     kSuperuser, "--auth=trust", "--encoding=UTF8", "--no-sync",
                     "--no-instructions", bp::env["LC_ALL"] = "C", bp::std_out > log.string(),
                     bp::std_err > log.string(), bp::start_dir(dir_.string()),
                     as_server_user(user));
    initdb.wait();
    if (initdb.exit_code() != 0)
        throw PostgresUnavailable("initdb failed (exit " + std::to_string(initdb.exit_code()) +
                                  "): " + tail_of(log));
    start();
}

PostgresServer::~PostgresServer() {
    try {
        stop();
    } catch (...) {
    }
    std::error_code ignored;
    fs::remove_all(dir_, ignored);
}

void PostgresServer::start() {
    if (running()) return;
    const fs::path log = dir_ / "server.log";
    // Unix socket in the test's folder only; durability traded for speed (the data is scratch).
    process_ = std::make_unique<Process>(Process{bp::child(
        (kBinaries / "postgres").string(), "-D", (dir_ / "data").string(), "-k", dir_.string(),
        "-c", "listen_addresses=", "-c", "fsync=off", "-c", "synchronous_commit=off", "-c",
        "full_page_writes=off", "-c", "max_connections=60", "-c", "shared_buffers=32MB",
        bp::env["LC_ALL"] = "C", bp::std_out > bp::null, bp::std_err > log.string(),
        bp::start_dir(dir_.string()), as_server_user(server_user()))});
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
    while (std::chrono::steady_clock::now() < deadline) {
        if (!process_->child.running()) {
            process_->child.wait();
            process_.reset();
            throw PostgresUnavailable("the server did not start: " + tail_of(log));
        }
        try {
            pqxx::connection probe(url("postgres"));
            return;
        } catch (const std::exception&) {
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
        }
    }
    stop();
    throw PostgresUnavailable("the server did not accept connections within 60 s: " + tail_of(log));
}

void PostgresServer::stop() {
    if (!process_) return;
    bp::child& child = process_->child;
    if (child.running()) {
        ::kill(child.id(), SIGINT);  // fast shutdown: connections are cut, data is kept
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
        while (child.running() && std::chrono::steady_clock::now() < deadline)
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
        if (child.running()) ::kill(child.id(), SIGKILL);
    }
    child.wait();
    process_.reset();
}

bool PostgresServer::running() const {
    return process_ && process_->child.running();
}

std::string PostgresServer::url(const std::string& name,
                                const std::string& user_and_password) const {
    return "postgresql://" + (user_and_password.empty() ? "" : user_and_password + "@") + "/" +
           name + "?host=" + dir_.string() + (user_and_password.empty() ? "&user=gridjudge" : "");
}

std::string PostgresServer::create_database() {
    const std::string name = "test_" + std::to_string(++databases_made_);
    pqxx::connection admin(url("postgres"));
    pqxx::nontransaction(admin).exec("CREATE DATABASE " + name);
    return url(name);
}

PostgresServer* shared_postgres_server(std::string* why) {
    static std::string failure;
    static const std::unique_ptr<PostgresServer> server = []() -> std::unique_ptr<PostgresServer> {
        try {
            return std::make_unique<PostgresServer>();
        } catch (const std::exception& error) {
            failure = error.what();
            return nullptr;
        }
    }();
    if (!server && why) *why = "cannot start a PostgreSQL server: " + failure;
    return server.get();
}

}  // namespace gridjudge::testing
