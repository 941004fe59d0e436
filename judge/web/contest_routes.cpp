// The live contests' routes of `serve`: login and logout, then (as they come) the team, jury and
// public pages. Each parses the request, calls a use case and renders; no rule of a contest is
// decided here.
#include "judge/web/contest_site.h"
#include "judge/web/site.h"

namespace gridjudge::web {

void add_contest_routes(httplib::Server& server, const SiteConfig& config) {
    add_login_routes(server, config);
    add_scoreboard_routes(server, config);
    add_jury_routes(server, config);
    add_team_routes(server, config);
}

}  // namespace gridjudge::web
