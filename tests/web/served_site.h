// ServedSite: the real `gridjudge serve` on a private copy of the web tests' database, for one
// test. The copy holds what tests/web/prepare_database.cmake made (submission 1 by the student
// named "<script>alert(1)</script>", AC; submission 2 by bob, WA) plus submission 3 by carol,
// claimed by a worker elsewhere (kJudgingClaim), so its page shows live progress.
#pragma once

#include <httplib.h>

#include <chrono>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "db/records.h"
#include "judge/util/files.h"
#include "tests/web/child_process.h"

namespace gridjudge::testing {

inline constexpr const char* kScriptStudent = "<script>alert(1)</script>";
inline constexpr std::int64_t kScriptStudentSubmission = 1, kWrongAnswerSubmission = 2,
                              kJudgingSubmission = 3;
// The claim that holds submission 3, as the worker judging it would store its outcome.
inline const db::Claim kJudgingClaim{kJudgingSubmission, 1, "worker-elsewhere"};

// The database web.prepare_database made (GRIDJUDGE_WEB_DATABASE); throws, saying how to get
// one, when it is missing. Never written: sites and tests work on copies.
std::filesystem::path prepared_database();

class ServedSite {
  public:
    // `token` empty: a read-only server. `extra_args` go to serve as they are.
    explicit ServedSite(const std::string& token = "",
                        const std::vector<std::string>& extra_args = {});

    std::string url(const std::string& path) const;  // "http://127.0.0.1:PORT" + path
    httplib::Client client() const;
    const std::filesystem::path& database() const { return database_; }
    int port() const { return port_; }
    pid_t pid() const { return server_->pid(); }
    // What the server wrote on stderr so far (its request log).
    std::string log() const { return read_file(scratch_.path() / "serve.log"); }

  private:
    TempDir scratch_;
    std::filesystem::path database_;
    std::unique_ptr<ChildProcess> server_;
    int port_ = 0;
};

// A plain TCP connection to 127.0.0.1:port (a socket descriptor); throws if it cannot connect.
int connect_to(int port);

// Everything the server sends on `fd` until it closes the connection or `timeout` passes.
std::string read_until_closed(int fd, std::chrono::milliseconds timeout);

}  // namespace gridjudge::testing
