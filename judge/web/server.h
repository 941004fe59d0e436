// WebServer: `gridjudge serve`'s HTTP server. Binds (loopback by default), registers the site's
// routes, sets the security headers every response carries, refuses foreign Host names (auth.h)
// and malformed query strings (400), logs each request with its duration to
// stderr, and serves until stop().
//
// Connections and requests. Every connection is served on a thread of its own
// (connection_threads.h), up to kConnectionThreads connections at once (more wait for one to
// end): an open scoreboard or event feed is a response that lasts minutes, and a fixed pool of
// threads would give them all away. What the server works on at once is bounded apart: at most
// kRequestSlots requests are handled at a time (capped_server.h: a request takes a slot once its
// line and headers are in, and gives it back when its answer is written or when it becomes a
// long-lived stream), so a thousand open streams and a rush of submissions do not run a thousand
// handlers at once.
//
// Slow clients. A thread is held while its client sends its request, however slowly: with the
// library's default pool (8 threads on a 2-core machine) 40 clients trickling their headers made
// every other request wait ~25 s. So a client must send something within kReadTimeout while
// sending a request (and have started one within the 1 s keep-alive wait, or the connection is
// closed), replies must be taken within kWriteTimeout (a stream whose reader stops reading is
// dropped then: it holds no more than the socket's own buffer meanwhile, and only its own
// thread waits), and a connection serves at most kRequestsPerConnection requests. What remains: a
// client that keeps sending a byte within every read timeout and never ends its request holds
// its thread, and once its headers are in, a request slot, until it stops (cpp-httplib has no
// deadline for a whole request); kRequestSlots such clients are needed to make others wait.
//
// Open files. Each connection is a file descriptor: bind() raises the process's soft limit on
// open files to its hard limit (a soft limit of 1024 is common), and says nothing when it cannot.
//
// Large requests. The only body the site takes is a rejudge request: a body may be at most
// kBodyCap bytes, and a whole request (line, headers, body, whatever its encoding) kRequestCap;
// past that it is answered 413 and its connection closed (capped_server.h).
#pragma once

#include <httplib.h>

#include <atomic>
#include <chrono>
#include <string>
#include <vector>

#include "judge/web/capped_server.h"
#include "judge/web/live_progress.h"
#include "judge/web/site.h"

namespace gridjudge::web {

inline constexpr std::size_t kConnectionThreads = 4096;
inline constexpr std::size_t kRequestSlots = 128;
inline constexpr std::chrono::seconds kReadTimeout{3};
inline constexpr std::chrono::seconds kWriteTimeout{5};
inline constexpr int kRequestsPerConnection = 100;
inline constexpr std::size_t kBodyCap = 64 * 1024;
inline constexpr std::size_t kRequestCap = kBodyCap + 32 * 1024;

struct ServerOptions {
    std::string host = "127.0.0.1";
    int port = 8080;  // 0: any free port (bind() says which)
    std::string db_path;
    std::string token;  // empty: read-only
    // Host names answered besides loopback ones (auth.h: host_allowed).
    std::vector<std::string> allowed_hosts;
    bool log_requests = true;
};

class WebServer {
  public:
    // `live` (may be null) is what the serving process's workers report; `contest` (may be
    // null: no contest pages) what the contest pages use. Both must outlive the server.
    WebServer(ServerOptions options, const LiveProgressBoard* live, ContestSite* contest = nullptr);

    // Returns the bound port; throws std::runtime_error if the address cannot be bound.
    int bind();
    // Serves until stop() is called (from any thread). Open Contest API event feeds end at their
    // next poll.
    void run();
    void stop();

  private:
    ServerOptions options_;
    SiteConfig config_;
    CappedServer server_;
    std::atomic<bool> stopping_{false};
};

}  // namespace gridjudge::web
