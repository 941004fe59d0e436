// The Contest API's event feed (ccs-specs 2023-06, "Event feed"): the contest's event log as
// NDJSON, one {"type", "id", "data", "token"} object per line, oldest first, after `since_token`
// when given. Kept open (unless ?stream=false): new events are sent as the store gets them
// (polled twice a second), and a lone newline every 120 s keeps idle connections alive, as the
// spec asks.
//
// Bounded: each feed holds its connection's thread (but no request slot: server.h) and a store
// connection of its own, which it reads twice a second, for as long as it is open; so at most
// kMaxOpenFeeds are open at once and kMaxFeedsPerClient from one address (429 past that); a
// client that stops reading is dropped by the server's write timeout.
//
// A viewer gets only the events it may see, as the endpoints show them (contest_api_collections.h):
// the jury all; a team its own account, submissions and their judgements (not in an OI contest
// before the end), its clarifications and what goes to everyone, and the public objects but no
// hidden team; the public the public objects and what goes to everyone. Runs: the jury only.
#pragma once

#include <httplib.h>

#include <atomic>
#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "db/contest_store.h"
#include "db/store_pool.h"
#include "judge/app/contest_viewer.h"

namespace gridjudge::web {

inline constexpr int kMaxOpenFeeds = 256;
inline constexpr int kMaxFeedsPerClient = 4;
inline constexpr std::chrono::seconds kFeedKeepAlive{120};
inline constexpr std::size_t kEventsPerRead = 500;

// Which events one viewer may read, and how each is written as a line. Stateful: a team's own
// submissions are learned from their events (and from `own_records` at the start), so that
// their judgements pass.
class EventFilter {
  public:
    // `own_records`: the ids of the viewer's submissions before the feed starts; `results_hidden`:
    // a team sees no judgement yet (OI before the end); `strict`: the log's objects (the
    // endpoints' non-strict form, app/contest_events.h) lose gridjudge's own properties;
    // `problems_shown`: asked at each problems event, whether a viewer outside the jury may read
    // the problem set yet (the set is secret before the start); empty: always.
    EventFilter(std::string contest_id, app::Viewer viewer, std::set<std::string> own_records,
                bool results_hidden, bool strict, std::function<bool()> problems_shown = {});

    // The event's NDJSON line (with its newline), or nullopt when the viewer may not see it.
    // While problems events are held back from this viewer, its lines' tokens say so (see
    // held_token): a reconnect with one of them gets those problems once they are out.
    std::optional<std::string> line(const db::ContestEventRecord& event);
    // The problems events held back before the start, as lines, once the problem set is out (a
    // feed opened before the start gets them on the same connection); empty until then. They
    // are sent at the feed's position `after` (the last event read), and carry its token: the
    // events before it are all seen, these included, so a reconnect with it repeats nothing.
    std::vector<std::string> released_lines(std::int64_t after);
    // A problems event before the feed's since_token that the client did not get (its token
    // was taken while they were held back): it is sent as the held-back ones are.
    void hold_back(const db::ContestEventRecord& problems_event);

  private:
    bool allowed(const std::string& type, const nlohmann::json& data);
    std::string render(const db::ContestEventRecord& event, nlohmann::json data,
                       const std::string& token) const;

    std::string contest_id_;
    app::Viewer viewer_;
    std::set<std::string> own_submissions_;
    bool results_hidden_;
    std::function<bool()> problems_shown_;
    bool strict_;
    // Problems events this viewer could not read yet, the newest per problem.
    std::map<std::string, db::ContestEventRecord> withheld_problems_;
};

// A since_token: the last event the client read and whether the problems events before it were
// held back from it then. Written as the event's id, with kHeldSuffix when they were ("12.held"),
// so that one token never stands for two different pasts: a team that read event 12 before the
// start has not seen the problems; one that read it after has.
struct FeedToken {
    std::int64_t after = 0;  // 0: from the first event
    bool problems_held = false;
};
inline constexpr const char* kHeldSuffix = ".held";
std::string token_text(const FeedToken& token);
// nullopt: not a token's form (the caller checks that the event exists).
std::optional<FeedToken> parse_token(const std::string& text);

struct EventFeedRequest {
    std::string contest_id;
    FeedToken since;  // since_token
    bool stream = true;
    std::string client_address;
    // Borrows the feed's own connection to the contest store (kept for the feed's life).
    std::function<db::Lent<db::ContestStore>()> open_store;
    // The object an event of the contest's configuration ("contests", "problems") stands for,
    // as this API's endpoints show it now; nullopt: send the logged data as it is.
    std::function<std::optional<std::string>(const db::ContestEventRecord&)> current_object;
    // Set when the server stops: an open feed ends at its next poll.
    const std::atomic<bool>* stopping = nullptr;
};

// Answers `response` with the feed. Throws HttpError 429 when too many feeds are open.
void serve_event_feed(httplib::Response& response, EventFeedRequest request, EventFilter filter);

}  // namespace gridjudge::web
