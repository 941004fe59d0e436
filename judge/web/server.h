// WebServer: `gridjudge serve`'s HTTP server. Binds (loopback by default), registers the site's
// routes, sets the security headers every response carries, refuses foreign Host names on a
// loopback address, logs each request with its duration to stderr, and serves until stop().
#pragma once

#include <httplib.h>

#include <string>

#include "judge/web/rejudge_worker.h"
#include "judge/web/site.h"

namespace gridjudge::web {

struct ServerOptions {
    std::string host = "127.0.0.1";
    int port = 8080;  // 0: any free port (bind() says which)
    std::string db_path;
    std::string token;  // empty: read-only
    bool log_requests = true;
};

class WebServer {
  public:
    // `rejudges` must be set exactly when options.token is, and outlive the server.
    WebServer(ServerOptions options, RejudgeWorker* rejudges);

    // Returns the bound port; throws std::runtime_error if the address cannot be bound.
    int bind();
    // Serves until stop() is called (from any thread).
    void run();
    void stop() { server_.stop(); }

  private:
    ServerOptions options_;
    SiteConfig config_;
    httplib::Server server_;
};

}  // namespace gridjudge::web
