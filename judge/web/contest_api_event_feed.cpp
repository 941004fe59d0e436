#include "judge/web/contest_api_event_feed.h"

#include <map>
#include <mutex>
#include <thread>
#include <vector>

#include "judge/web/capped_server.h"
#include "judge/web/http_error.h"

namespace gridjudge::web {
namespace {

using Clock = std::chrono::steady_clock;

// The open feeds, in all and per client address.
class FeedSlots {
  public:
    static FeedSlots& instance() {
        static FeedSlots slots;
        return slots;
    }
    bool take(const std::string& address) {
        const std::lock_guard lock(mutex_);
        if (total_ >= kMaxOpenFeeds || per_address_[address] >= kMaxFeedsPerClient) return false;
        ++total_;
        ++per_address_[address];
        return true;
    }
    void give_back(const std::string& address) {
        const std::lock_guard lock(mutex_);
        --total_;
        if (--per_address_[address] == 0) per_address_.erase(address);
    }

  private:
    std::mutex mutex_;
    int total_ = 0;
    std::map<std::string, int> per_address_;
};

// One open feed: its slot (given back when the response is done with it), its store
// connection and where it stands.
struct OpenFeed {
    OpenFeed(EventFeedRequest request, EventFilter filter)
        : request(std::move(request)), filter(std::move(filter)) {}
    ~OpenFeed() { FeedSlots::instance().give_back(request.client_address); }

    EventFeedRequest request;
    EventFilter filter;
    std::unique_ptr<db::ContestStore> store;
    Clock::time_point last_write = Clock::now();
};

// The spec's singular name of the contest object's events; the store logs it as "contests".
std::string event_type(const std::string& stored) {
    return stored == "contests" ? "contest" : stored;
}

std::string text_field(const nlohmann::json& data, const char* name) {
    if (!data.is_object()) return "";
    const auto found = data.find(name);
    return found != data.end() && found->is_string() ? found->get<std::string>() : "";
}

// What the non-strict mapping (app/contest_json_*.h) adds to an object of the spec's, by event
// type: a strict feed leaves them out, as the strict endpoints do.
void drop_own_properties(const std::string& type, nlohmann::json& data) {
    if (!data.is_object()) return;
    static const std::map<std::string, std::vector<std::string>> own = {
        {"contest", {"scoring", "window"}},
        {"languages", {"family"}},
        {"teams", {"extra_time"}},
        {"submissions", {"source_name"}},
    };
    if (const auto found = own.find(type); found != own.end())
        for (const std::string& property : found->second) data.erase(property);
}

bool stopping(const OpenFeed& feed) {
    return feed.request.stopping && feed.request.stopping->load();
}

// Writes every event after the feed's position the viewer may see; false when the client is
// gone. Sets `wrote` when something was sent.
bool send_new_events(OpenFeed& feed, httplib::DataSink& sink, bool& any) {
    any = false;
    for (;;) {
        const std::vector<db::ContestEventRecord> events =
            feed.store->events(feed.request.contest_id, feed.request.after, kEventsPerRead);
        for (db::ContestEventRecord event : events) {
            feed.request.after = event.id;
            if (!event.data_json.empty() && feed.request.current_object)
                if (std::optional<std::string> current = feed.request.current_object(event))
                    event.data_json = std::move(*current);
            if (const std::optional<std::string> line = feed.filter.line(event)) {
                if (!sink.write(line->data(), line->size())) return false;
                any = true;
            }
        }
        if (events.size() < kEventsPerRead) break;
    }
    for (const std::string& line : feed.filter.released_lines()) {
        if (!sink.write(line.data(), line.size())) return false;
        any = true;
    }
    return true;
}

}  // namespace

EventFilter::EventFilter(std::string contest_id, app::Viewer viewer,
                         std::set<std::string> own_records, bool results_hidden, bool strict,
                         std::function<bool()> problems_shown)
    : contest_id_(std::move(contest_id)),
      viewer_(std::move(viewer)),
      own_submissions_(std::move(own_records)),
      results_hidden_(results_hidden),
      problems_shown_(std::move(problems_shown)),
      strict_(strict) {}

bool EventFilter::allowed(const std::string& type, const nlohmann::json& data) {
    if (viewer_.is_jury()) return true;
    if (type == "problems") return !problems_shown_ || problems_shown_();
    if (type == "contest" || type == "state" || type == "languages" || type == "judgement-types" ||
        type == "organizations" || type == "groups")
        return true;
    const bool team = viewer_.is_team();
    if (type == "teams")
        return data.is_null() || !data.is_object() || !data.value("hidden", false) ||
               (team && text_field(data, "id") == viewer_.team_id);
    if (type == "clarifications") {
        const std::string from = text_field(data, "from_team_id");
        const std::string to = text_field(data, "to_team_id");
        if (from.empty() && to.empty() && !data.is_null()) return true;  // to everyone
        return team && (from == viewer_.team_id || to == viewer_.team_id);
    }
    if (!team) return false;
    if (type == "accounts") return text_field(data, "id") == viewer_.account_id;
    if (type == "submissions") {
        if (text_field(data, "team_id") != viewer_.team_id) return false;
        own_submissions_.insert(text_field(data, "id"));
        return true;
    }
    if (results_hidden_) return false;
    if (type == "judgements") {
        if (!own_submissions_.contains(text_field(data, "submission_id"))) return false;
        return true;
    }
    return false;  // runs: the jury's only
}

std::optional<std::string> EventFilter::line(const db::ContestEventRecord& event) {
    const std::string type = event_type(event.type);
    nlohmann::json data = nullptr;
    if (!event.data_json.empty()) {
        data = nlohmann::json::parse(event.data_json, nullptr, /*allow_exceptions=*/false);
        if (data.is_discarded()) data = nullptr;
    }
    if (!allowed(type, data)) {
        if (type == "problems") withheld_problems_[event.object_id] = event;
        return std::nullopt;
    }
    if (type == "problems") withheld_problems_.erase(event.object_id);
    if (strict_) drop_own_properties(type, data);
    nlohmann::ordered_json line{
        {"type", type},
        {"id", event.object_id.empty() ? nlohmann::ordered_json()
                                       : nlohmann::ordered_json(event.object_id)},
        {"data", data},
        {"token", std::to_string(event.id)}};
    // NDJSON: one object per line, so never indented; bytes that are not UTF-8 replaced.
    return line.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n";
}

std::vector<std::string> EventFilter::released_lines() {
    std::vector<std::string> lines;
    if (withheld_problems_.empty() || (problems_shown_ && !problems_shown_())) return lines;
    const auto withheld = std::move(withheld_problems_);
    withheld_problems_.clear();
    for (const auto& [object_id, event] : withheld)
        if (std::optional<std::string> shown = line(event)) lines.push_back(std::move(*shown));
    return lines;
}

void serve_event_feed(httplib::Response& response, EventFeedRequest request, EventFilter filter) {
    if (!FeedSlots::instance().take(request.client_address))
        throw HttpError(429, "too many open event feeds (at most " +
                                 std::to_string(kMaxFeedsPerClient) + " per client and " +
                                 std::to_string(kMaxOpenFeeds) + " in all); close one first");
    auto feed = std::make_shared<OpenFeed>(std::move(request), std::move(filter));
    feed->store = feed->request.open_store();
    // From here the feed waits for events: it no longer counts as a request.
    CappedServer::stream_opened();
    response.status = 200;
    response.set_chunked_content_provider(
        "application/x-ndjson", [feed](std::size_t, httplib::DataSink& sink) {
            bool any = false;
            if (!send_new_events(*feed, sink, any)) return false;
            if (!feed->request.stream) {
                sink.done();
                return true;
            }
            if (any) feed->last_write = Clock::now();
            // Nothing new: wait half a second (in steps, to notice the server stopping).
            for (int step = 0; step < 5 && !any; ++step) {
                if (stopping(*feed)) return false;
                std::this_thread::sleep_for(std::chrono::milliseconds(100));
            }
            if (stopping(*feed)) return false;
            if (Clock::now() - feed->last_write >= kFeedKeepAlive) {
                if (!sink.write("\n", 1)) return false;
                feed->last_write = Clock::now();
            }
            return true;
        });
}

}  // namespace gridjudge::web
