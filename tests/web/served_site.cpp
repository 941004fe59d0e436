#include "tests/web/served_site.h"

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

ServedSite::ServedSite(const std::string& token)
    : scratch_("gridjudge-web-"), database_(scratch_.path() / "gridjudge.db") {
    std::filesystem::copy_file(prepared_database(), database_);
    add_judging_submission(database_);
    std::vector<std::string> args{"serve", "--db", database_.string(), "--port", "0"};
    if (!token.empty()) args.insert(args.end(), {"--token", token});
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

}  // namespace gridjudge::testing
