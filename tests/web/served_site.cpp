#include "tests/web/served_site.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <stdexcept>

#include "db/store.h"
#include "tests/common/run_program.h"

namespace gridjudge::testing {

// Set by ctest from the web.prepare_database fixture (tests/web/CMakeLists.txt).
std::filesystem::path prepared_database() {
    const char* path = std::getenv("GRIDJUDGE_WEB_DATABASE");
    if (path == nullptr || !std::filesystem::exists(path))
        throw std::runtime_error(
            "no prepared database: run the web tests through ctest, whose web.prepare_database "
            "fixture makes it (GRIDJUDGE_WEB_DATABASE)");
    return path;
}

namespace {

// A submission a worker elsewhere is judging: claimed under a long lease, so the server sees it
// "judging" until the test finishes it in that worker's name (kJudgingClaim).
void add_judging_submission(const std::filesystem::path& database) {
    const std::unique_ptr<db::Store> store = db::open_store(database.string());
    db::SubmissionRecord judging = *store->submission(kWrongAnswerSubmission);
    judging.user = "carol";
    judging.results.clear();
    const std::int64_t id = store->enqueue(judging);
    store->claim({kJudgingClaim.worker, std::chrono::hours(1), "", id, {}});
}

}  // namespace

ServedSite::ServedSite(const std::string& token, const std::vector<std::string>& extra_args)
    : scratch_("gridjudge-web-"), database_(scratch_.path() / "gridjudge.db") {
    std::filesystem::copy_file(prepared_database(), database_);
    add_judging_submission(database_);
    std::vector<std::string> args{"serve", "--db", database_.string(), "--port", "0"};
    if (!token.empty()) args.insert(args.end(), {"--token", token});
    args.insert(args.end(), extra_args.begin(), extra_args.end());
    // A rejudge compiles into this test's own cache, so tests never share one.
    setenv("GRIDJUDGE_CACHE", (scratch_.path() / "cache").c_str(), 1);
    server_ = std::make_unique<ChildProcess>(GRIDJUDGE_BIN, args, scratch_.path() / "serve.log");
    const std::optional<std::string> line =
        server_->wait_for_line("gridjudge: serving", std::chrono::seconds(10));
    port_ = line ? number_after(*line, "http://127.0.0.1:") : -1;
    if (port_ <= 0)
        throw std::runtime_error("gridjudge serve did not start: " +
                                 read_file(scratch_.path() / "serve.log"));
}

std::string ServedSite::url(const std::string& path) const {
    return "http://127.0.0.1:" + std::to_string(port_) + path;
}

httplib::Client ServedSite::client() const {
    httplib::Client client("127.0.0.1", port_);
    client.set_read_timeout(std::chrono::seconds(20));  // a locked database waits 10 s
    return client;
}

int connect_to(int port) {
    const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(static_cast<std::uint16_t>(port));
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (fd < 0 || ::connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0)
        throw std::runtime_error("cannot connect to the server");
    return fd;
}

std::string read_until_closed(int fd, std::chrono::milliseconds timeout) {
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    std::string received;
    for (;;) {
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
            deadline - std::chrono::steady_clock::now());
        pollfd wait{fd, POLLIN, 0};
        if (left.count() <= 0 || ::poll(&wait, 1, static_cast<int>(left.count())) != 1) break;
        char buffer[4096];
        const ssize_t got = ::recv(fd, buffer, sizeof buffer, 0);
        if (got <= 0) break;
        received.append(buffer, static_cast<std::size_t>(got));
    }
    return received;
}

}  // namespace gridjudge::testing
