#include "judge/web/contest_api_event_feed.h"

#include <map>
#include <mutex>
#include <string_view>
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
    db::Lent<db::ContestStore> store;
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

// The event as this API shows it: a contest's or problem's object as GET shows it now.
db::ContestEventRecord as_shown(const OpenFeed& feed, db::ContestEventRecord event) {
    if (!event.data_json.empty() && feed.request.current_object)
        if (std::optional<std::string> current = feed.request.current_object(event))
            event.data_json = std::move(*current);
    return event;
}

// Writes every event after the feed's position the viewer may see; false when the client is
// gone. Sets `any` when something was sent.
bool send_new_events(OpenFeed& feed, httplib::DataSink& sink, bool& any) {
    any = false;
    std::int64_t& after = feed.request.since.after;
    for (;;) {
        const std::vector<db::ContestEventRecord> events =
            feed.store->events(feed.request.contest_id, after, kEventsPerRead);
        for (const db::ContestEventRecord& event : events) {
            after = event.id;
            if (const std::optional<std::string> line = feed.filter.line(as_shown(feed, event))) {
                if (!sink.write(line->data(), line->size())) return false;
                any = true;
            }
        }
        if (events.size() < kEventsPerRead) break;
    }
    for (const std::string& line : feed.filter.released_lines(after)) {
        if (!sink.write(line.data(), line.size())) return false;
        any = true;
    }
    return true;
}

// A since_token taken while the problems were held back from the client: the problems events
// up to it go back to the filter, to be sent once the problem set is out (at once if it is).
void hold_back_problems_before(OpenFeed& feed) {
    std::int64_t read = 0;
    while (read < feed.request.since.after) {
        const std::vector<db::ContestEventRecord> events =
            feed.store->events(feed.request.contest_id, read, kEventsPerRead);
        for (const db::ContestEventRecord& event : events) {
            if (event.id > feed.request.since.after) return;
            read = event.id;
            if (event.type == "problems") feed.filter.hold_back(as_shown(feed, event));
        }
        if (events.size() < kEventsPerRead) return;
    }
}

nlohmann::json event_data(const db::ContestEventRecord& event) {
    if (event.data_json.empty()) return nullptr;
    nlohmann::json data =
        nlohmann::json::parse(event.data_json, nullptr, /*allow_exceptions=*/false);
    return data.is_discarded() ? nlohmann::json(nullptr) : data;
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
    nlohmann::json data = event_data(event);
    if (!allowed(type, data)) {
        if (type == "problems") withheld_problems_[event.object_id] = event;
        return std::nullopt;
    }
    if (type == "problems") withheld_problems_.erase(event.object_id);
    return render(event, std::move(data), token_text({event.id, !withheld_problems_.empty()}));
}

std::string EventFilter::render(const db::ContestEventRecord& event, nlohmann::json data,
                                const std::string& token) const {
    const std::string type = event_type(event.type);
    if (strict_) drop_own_properties(type, data);
    nlohmann::ordered_json line{
        {"type", type},
        {"id", event.object_id.empty() ? nlohmann::ordered_json()
                                       : nlohmann::ordered_json(event.object_id)},
        {"data", data},
        {"token", token}};
    // NDJSON: one object per line, so never indented; bytes that are not UTF-8 replaced.
    return line.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n";
}

std::vector<std::string> EventFilter::released_lines(std::int64_t after) {
    std::vector<std::string> lines;
    if (withheld_problems_.empty() || (problems_shown_ && !problems_shown_())) return lines;
    const auto withheld = std::move(withheld_problems_);
    withheld_problems_.clear();
    for (const auto& [object_id, event] : withheld)
        lines.push_back(render(event, event_data(event), token_text({after, false})));
    return lines;
}

void EventFilter::hold_back(const db::ContestEventRecord& problems_event) {
    withheld_problems_[problems_event.object_id] = problems_event;
}

std::string token_text(const FeedToken& token) {
    return std::to_string(token.after) + (token.problems_held ? kHeldSuffix : "");
}

std::optional<FeedToken> parse_token(const std::string& text) {
    FeedToken token;
    std::string number = text;
    if (number.ends_with(kHeldSuffix)) {
        token.problems_held = true;
        number.resize(number.size() - std::string_view(kHeldSuffix).size());
    }
    if (number.empty() || number.size() > 18 ||
        number.find_first_not_of("0123456789") != std::string::npos)
        return std::nullopt;
    token.after = std::stoll(number);
    if (token.after <= 0) return std::nullopt;
    return token;
}

void serve_event_feed(httplib::Response& response, EventFeedRequest request, EventFilter filter) {
    if (!FeedSlots::instance().take(request.client_address))
        throw HttpError(429, "too many open event feeds (at most " +
                                 std::to_string(kMaxFeedsPerClient) + " per client and " +
                                 std::to_string(kMaxOpenFeeds) + " in all); close one first");
    auto feed = std::make_shared<OpenFeed>(std::move(request), std::move(filter));
    feed->store = feed->request.open_store();
    if (feed->request.since.problems_held) hold_back_problems_before(*feed);
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
