// The scoreboard: the page (public, read-only; judges see the live board, everyone else the
// frozen one: the use case decides by audience), its Server-Sent Events stream, and the CSV,
// JSON and HTML exports the contest library writes.
//
// The stream sends the board's table on connect, then each time the contest's event log moves (or
// its clock passes a phase: the freeze starts by itself) the rows that changed, as a
// "scoreboard-delta" event (the whole table again when a delta cannot carry the change, or would
// be no smaller). One poller per contest and audience serves every open stream (LiveFeeds) and
// renders each board and delta once; the poller also records the judgements finished since its
// last look (app::record_new_judgements), so a worker's verdict moves the log and reaches every
// board. The audiences' feeds are apart: a delta is made from one audience's boards only, so a
// team or the public never learns a frozen result through it.
#include <memory>

#include "judge/app/contest_error.h"
#include "judge/app/contest_events.h"
#include "judge/app/contest_operations.h"
#include "judge/app/contest_scoreboard.h"
#include "judge/contest/scoreboard_csv.h"
#include "judge/contest/scoreboard_html.h"
#include "judge/contest/scoreboard_json.h"
#include "judge/web/capped_server.h"
#include "judge/web/contest_data.h"
#include "judge/web/contest_pages.h"
#include "judge/web/contest_site.h"
#include "judge/web/http_error.h"
#include "judge/web/site.h"

namespace gridjudge::web {
namespace {

using namespace std::chrono_literals;

// A comment line within this interval keeps proxies from closing a quiet stream and lets the
// server notice a browser that went away.
constexpr std::chrono::seconds kKeepAliveInterval{15};

// The board for the visitor's audience, with the teams it may show.
struct BoardForVisitor {
    app::ContestScoreboard scoreboard;
    std::vector<contest::Team> teams;
};

BoardForVisitor board_for(db::Store& store, db::ContestStore& contests, const std::string& id,
                          const app::Viewer& viewer, contest::TimePoint now) {
    return {app::contest_scoreboard(store, contests, id, app::audience_of(viewer), now),
            app::teams_for_viewer(contests, id, viewer)};
}

RenderedBoard rendered(const BoardForVisitor& b) {
    return rendered_board(b.scoreboard.board, b.scoreboard.problems, b.teams);
}

// The newest event of the contest (0: none), after recording the judgements finished since.
std::int64_t newest_event(db::Store& store, db::ContestStore& contests, const std::string& id,
                          std::int64_t known, contest::TimePoint now,
                          app::JudgementLogCursor& cursor) {
    app::record_new_judgements(store, contests, id, now, &cursor);
    for (;;) {
        const std::vector<db::ContestEventRecord> events = contests.events(id, known, 1000);
        if (events.empty()) return known;
        known = events.back().id;
        if (events.size() < 1000) return known;
    }
}

// One Server-Sent Event: every line of `data` on a "data:" line of its own.
std::string sse_event(const std::string& event, const std::string& data) {
    std::string text = "event: " + event + "\n";
    std::size_t start = 0;
    for (;;) {
        const std::size_t end = data.find('\n', start);
        text += "data: " + data.substr(start, end - start) + "\n";
        if (end == std::string::npos) break;
        start = end + 1;
    }
    return text + "\n";
}

// The events for a board and the delta from the one before; both the whole events each stream
// writes, made once per new board. A delta goes only when it is less than half the board: when
// most rows changed, the board is as cheap and simpler for the page.
FeedEvents scoreboard_events(const std::optional<RenderedBoard>& before, const RenderedBoard& now,
                             const std::string& id, const std::string& previous) {
    FeedEvents events;
    events.full = "retry: 2000\nid: " + id + "\n" + sse_event("scoreboard", now.table());
    if (!before) return events;
    const std::optional<BoardDelta> delta = board_delta(*before, now);
    if (!delta) return events;
    if (delta->empty()) {
        events.unchanged = true;
        return events;
    }
    std::string text =
        "id: " + id + "\n" + sse_event("scoreboard-delta", board_delta_json(*delta, previous));
    if (text.size() < events.full.size() / 2) events.delta = std::move(text);
    return events;
}

// The feed's texts are the whole events each stream writes, made once per new board.
FeedSource scoreboard_source(ContestSite& site, const std::string& id, const app::Viewer& viewer) {
    auto newest = std::make_shared<std::int64_t>(0);
    auto cursor = std::make_shared<app::JudgementLogCursor>();
    // The last board rendered, which the next delta starts from (only the poller renders).
    auto last = std::make_shared<std::optional<RenderedBoard>>();
    return {[&site, id, newest, cursor] {
                return site.with_data([&](db::Store& store, db::ContestStore& contests) {
                    const contest::TimePoint now = site.clock.now();
                    *newest = newest_event(store, contests, id, *newest, now, *cursor);
                    const db::ContestRecord contest = app::require_contest(contests, id);
                    const auto phase =
                        static_cast<std::int64_t>(app::contest_clock(contest, now).phase);
                    return *newest * 8 + phase;
                });
            },
            [&site, id, viewer, last](const std::string& render_id, const std::string& previous) {
                RenderedBoard board =
                    site.with_data([&](db::Store& store, db::ContestStore& contests) {
                        return rendered(board_for(store, contests, id, viewer, site.clock.now()));
                    });
                FeedEvents events = scoreboard_events(*last, board, render_id, previous);
                if (!events.unchanged) *last = std::move(board);
                return events;
            }};
}

void send_text(httplib::Response& response, const std::string& text, const std::string& type,
               const std::string& file_name) {
    response.set_header("Content-Disposition", "inline; filename=\"" + file_name + "\"");
    response.set_content(text, type);
}

}  // namespace

void add_scoreboard_routes(httplib::Server& server, const SiteConfig& config) {
    server.Get(R"(/contests/([^/]+)/scoreboard)",
               contest_guarded(Format::Html, [&config](const auto& request, auto& response) {
                   ContestSite& site = contest_site(config);
                   const std::string id = contest_id_of(request.matches[1].str());
                   const Visitor visitor = visitor_of(request, site);
                   const contest::TimePoint now = site.clock.now();
                   const std::string html =
                       site.with_data([&](db::Store& store, db::ContestStore& contests) {
                           const db::ContestRecord contest =
                               app::contest_for_viewer(contests, id, visitor.viewer);
                           const BoardForVisitor b =
                               board_for(store, contests, id, visitor.viewer, now);
                           return scoreboard_page(contest_bar(contests, contest, visitor, now),
                                                  rendered(b).table(), b.scoreboard.board.frozen);
                       });
                   send_html(response, html);
               }));
    server.Get(
        R"(/contests/([^/]+)/scoreboard/events)",
        contest_guarded(Format::Html, [&config](const auto& request, auto& response) {
            ContestSite& site = contest_site(config);
            const std::string id = contest_id_of(request.matches[1].str());
            const Visitor visitor = visitor_of(request, site);
            site.with_data([&](db::Store&, db::ContestStore& contests) {
                app::contest_for_viewer(contests, id, visitor.viewer);
            });
            const std::string key = id + (visitor.viewer.is_jury() ? "/jury" : "/public");
            std::shared_ptr<LiveFeeds::Subscription> stream = site.feeds.subscribe(
                key, [&] { return scoreboard_source(site, id, visitor.viewer); });
            if (!stream) {
                response.set_header("Retry-After", "10");
                throw HttpError(503,
                                "too many scoreboards are following this server live; "
                                "reload the page in a moment");
            }
            // From here the stream waits for boards: it no longer counts as a request.
            CappedServer::stream_opened();
            const auto opened = std::chrono::steady_clock::now();
            response.set_header("Cache-Control", "no-store");
            response.set_chunked_content_provider(
                "text/event-stream", [stream, opened](std::size_t, httplib::DataSink& sink) {
                    if (std::chrono::steady_clock::now() - opened > kScoreboardStreamLifetime) {
                        sink.done();  // the browser reconnects: threads rotate
                        return true;
                    }
                    const std::shared_ptr<const std::string> event =
                        stream->next_shared(kKeepAliveInterval);
                    if (stream->stopped()) {
                        sink.done();
                        return true;
                    }
                    static const std::string alive = ": alive\n\n";
                    const std::string& chunk = event ? *event : alive;
                    return sink.write(chunk.data(), chunk.size());
                });
        }));
    server.Get(R"(/contests/([^/]+)/scoreboard\.(csv|json|html))",
               contest_guarded(Format::Html, [&config](const auto& request, auto& response) {
                   ContestSite& site = contest_site(config);
                   const std::string id = contest_id_of(request.matches[1].str());
                   const std::string kind = request.matches[2].str();
                   const Visitor visitor = visitor_of(request, site);
                   const contest::TimePoint now = site.clock.now();
                   const BoardForVisitor b =
                       site.with_data([&](db::Store& store, db::ContestStore& contests) {
                           app::contest_for_viewer(contests, id, visitor.viewer);
                           return board_for(store, contests, id, visitor.viewer, now);
                       });
                   const app::ContestScoreboard& s = b.scoreboard;
                   if (kind == "csv") {
                       send_text(response, contest::scoreboard_csv(s.board, s.problems, b.teams),
                                 "text/csv; charset=utf-8", id + "-scoreboard.csv");
                   } else if (kind == "html") {
                       send_text(response,
                                 contest::scoreboard_html(s.board, s.contest.settings, s.problems,
                                                          b.teams),
                                 "text/html; charset=utf-8", id + "-scoreboard.html");
                   } else {
                       contest::ScoreboardJsonContext context;
                       context.time = now;
                       context.contest_time = s.clock.elapsed;
                       context.state.started = s.clock.start;
                       context.state.frozen = s.clock.freeze_start && s.clock.scoreboard_frozen
                                                  ? s.clock.freeze_start
                                                  : std::nullopt;
                       context.state.ended = s.clock.is_over() ? s.clock.end : std::nullopt;
                       context.state.thawed = s.contest.state.thawed;
                       context.state.finalized = s.contest.state.finalized;
                       send_text(response, contest::scoreboard_json(s.board, context),
                                 "application/json", id + "-scoreboard.json");
                   }
               }));
}

}  // namespace gridjudge::web
