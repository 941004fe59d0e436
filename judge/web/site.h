// The web UI's routes, registered on an httplib::Server: pages (page_routes.cpp), the JSON API
// (api_routes.cpp) and the embedded static files (static_routes.cpp). See docs/web.md and
// docs/api.md for what each URL serves.
#pragma once

#include <httplib.h>

#include <memory>
#include <string>

#include "db/store_pool.h"
#include "judge/web/live_progress.h"

namespace gridjudge::web {
struct ContestSite;
}

namespace gridjudge::web {

struct SiteConfig {
    // The database's connections, lent to one request at a time (db/store_pool.h): a request
    // never opens its own.
    std::shared_ptr<db::StorePool> stores;
    std::string token;  // empty: the server is read-only
    // What this server's own workers are judging; null when it has none (read-only, or judged by
    // separate `gridjudge worker` processes).
    const LiveProgressBoard* live = nullptr;
    // The live contests' pages (login, team, jury, scoreboard); null: the server has none.
    ContestSite* contest = nullptr;
};

// `config` must outlive the server.
void add_page_routes(httplib::Server& server, const SiteConfig& config);
void add_api_routes(httplib::Server& server, const SiteConfig& config);
void add_static_routes(httplib::Server& server);
void add_contest_routes(httplib::Server& server, const SiteConfig& config);

}  // namespace gridjudge::web
