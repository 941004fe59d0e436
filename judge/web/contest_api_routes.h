// The ICPC Contest API (ccs-specs 2023-06) of `serve`, under /api (docs/api.md, "Contest API").
// The review API's routes (/api/submissions, /api/problems, /api/ranking, /api/rejudge) stay as
// they are: every Contest API path is /api itself or under /api/contests/, which the review API
// never used, so no path means two things.
#pragma once

#include <httplib.h>

#include <atomic>

#include "judge/web/site.h"

namespace gridjudge::web {

// `config` and `stopping` must outlive the server; open event feeds end once `stopping` is set.
void add_contest_api_routes(httplib::Server& server, const SiteConfig& config,
                            const std::atomic<bool>* stopping);

}  // namespace gridjudge::web
