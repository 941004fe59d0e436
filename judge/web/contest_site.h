// What the contest pages of `serve` work with besides the review database: the login use case,
// the store and contest store, the submission rate limit, the scoreboard feeds and the clock.
// Built by the CLI (the one place that wires concrete parts); the routes get it through
// SiteConfig.
//
// The login use case and the stores each hold one connection, which handler threads must not
// use at once. The stores are used under one mutex here; the login use case guards its own
// connection and runs its Argon2 checks (a quarter second of CPU each) outside that guard, so it
// is called with no lock of ours: a team's login neither holds up the pages nor another login,
// and every page's session check goes on while it runs.
#pragma once

#include <httplib.h>

#include <chrono>
#include <functional>
#include <mutex>
#include <optional>

#include "db/contest_store.h"
#include "db/store.h"
#include "judge/accounts/clock.h"
#include "judge/app/contest_login.h"
#include "judge/app/contest_submit.h"
#include "judge/web/contest_live_feed.h"

namespace gridjudge::web {

struct SiteConfig;

// The scoreboard streams: the event log looked at five times a second (a new verdict reaches
// every open board within a second; a look that finds nothing new is a few small queries:
// app::JudgementLogCursor), at most 2000 streams open (each holds its connection's thread
// and socket, but no request slot: server.h), each ended after 5 minutes so that connections
// rotate (the browser reconnects by itself).
inline constexpr std::chrono::milliseconds kScoreboardPollInterval{200};
inline constexpr std::size_t kMaxScoreboardStreams = 2000;
inline constexpr std::chrono::seconds kScoreboardStreamLifetime{300};

struct ContestSite {
  public:
    // The connections the contest pages use, made on first use: a server that only ever
    // serves the review pages holds none open (they read the database per request, and another
    // process may then lock it whole).
    struct Parts {
        app::ContestLogin& login;
        db::Store& store;
        db::ContestStore& contests;
    };

    ContestSite(std::function<Parts()> connect, const accounts::Clock& clock)
        : clock(clock), connect_(std::move(connect)) {}

    // Runs `use(login)` with the login use case, from any number of threads at once
    // (app::ContestLogin is thread-safe).
    template <class Use>
    auto with_login(Use&& use) {
        return use(connected().login);
    }
    // Runs `use(store, contests)`, one call at a time.
    template <class Use>
    auto with_data(Use&& use) {
        Parts& parts = connected();
        std::lock_guard lock(data_mutex_);
        return use(parts.store, parts.contests);
    }

    const accounts::Clock& clock;
    app::SubmissionRateLimit rate;
    LiveFeeds feeds{kScoreboardPollInterval, kMaxScoreboardStreams};

  private:
    Parts& connected() {
        std::lock_guard lock(connect_mutex_);
        if (!parts_) parts_.emplace(connect_());
        return *parts_;
    }

    std::function<Parts()> connect_;
    std::mutex connect_mutex_, data_mutex_;
    std::optional<Parts> parts_;
};

// The server's ContestSite; HttpError 404 when it has none.
ContestSite& contest_site(const SiteConfig& config);

// /login and /logout (contest_login.cpp); the team pages (contest_team_routes.cpp); the
// scoreboard and its exports (contest_scoreboard_routes.cpp); the jury's pages
// (contest_jury_routes.cpp).
void add_login_routes(httplib::Server& server, const SiteConfig& config);
void add_team_routes(httplib::Server& server, const SiteConfig& config);
void add_scoreboard_routes(httplib::Server& server, const SiteConfig& config);
void add_jury_routes(httplib::Server& server, const SiteConfig& config);

}  // namespace gridjudge::web
