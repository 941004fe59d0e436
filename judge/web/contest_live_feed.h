// LiveFeeds: what the scoreboard's Server-Sent Events streams send, with one poller per feed
// however many browsers follow it. A feed (a contest's board for one audience) is a pair of
// functions: `version` (cheap: the newest id of the contest's event log) and `render` (the
// board, whole, and what changed since the previous render). The poller asks `version` every
// poll interval and calls `render` only when it moved; every open stream then gets the same
// text, shared, not copied. So 1000 open scoreboards cost one query and one rendering per
// interval, not 1000, and one copy of the board in memory.
//
// A stream whose last event was the render just before the new one gets the delta; one that fell
// a few renders behind while its reader was slow gets the deltas since its board, in order; any
// other (just opened, or further behind than the deltas kept, or across a render without a
// delta) gets the whole board: a delta is never applied to a board it was not made from.
//
// Open streams are bounded (max_streams): each holds its connection's thread and socket while
// it is open (server.h). A poller stops when its last stream leaves; stop() ends every stream
// (the server is stopping).
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

namespace gridjudge::web {

// One render of a feed, as whole Server-Sent Events.
struct FeedEvents {
    std::string full;                  // the whole board
    std::optional<std::string> delta;  // what changed since the previous render, when it can say
    bool unchanged = false;            // nothing a stream shows changed: nothing is sent
};

struct FeedSource {
    std::function<std::int64_t()> version;
    // `id` names this render (its events carry it); `previous` the one before ("" at first).
    std::function<FeedEvents(const std::string& id, const std::string& previous)> render;
};

class LiveFeeds {
  public:
    class Subscription;

    LiveFeeds(std::chrono::milliseconds poll_interval, std::size_t max_streams);
    ~LiveFeeds();
    LiveFeeds(const LiveFeeds&) = delete;
    LiveFeeds& operator=(const LiveFeeds&) = delete;

    // A stream of feed `key`; `make_source` is called only when no stream follows that key yet.
    // nullptr when max_streams are open (the caller answers 503) or the feeds are stopped.
    std::unique_ptr<Subscription> subscribe(const std::string& key,
                                            const std::function<FeedSource()>& make_source);
    void stop();

    std::size_t open_streams() const;
    std::size_t pollers() const;

  private:
    struct Feed;
    void poll(const std::shared_ptr<Feed>& feed);
    void leave(const std::string& key, const std::shared_ptr<Feed>& feed);

    std::chrono::milliseconds poll_interval_;
    std::size_t max_streams_;
    mutable std::mutex mutex_;
    std::map<std::string, std::shared_ptr<Feed>> feeds_;
    std::size_t open_streams_ = 0;
    std::uint64_t feeds_made_ = 0;  // names each feed's renders apart from an earlier poller's
    bool stopped_ = false;
};

class LiveFeeds::Subscription {
  public:
    ~Subscription();
    Subscription(const Subscription&) = delete;
    Subscription& operator=(const Subscription&) = delete;

    // The feed's text when it is newer than what this stream last got (the first call: as soon
    // as there is any): the deltas since this stream's board when they reach it, else the whole
    // board;
    // nullopt after `timeout` without news, or when the feeds stopped (then stopped() is true).
    std::optional<std::string> next(std::chrono::milliseconds timeout);
    // The same without copying the text (nullptr where next() gives nullopt): what a stream
    // sends, when a thousand streams wake for the same board.
    std::shared_ptr<const std::string> next_shared(std::chrono::milliseconds timeout);
    bool stopped() const;

  private:
    friend class LiveFeeds;
    Subscription(LiveFeeds& feeds, std::string key, std::shared_ptr<Feed> feed);

    LiveFeeds& feeds_;
    std::string key_;
    std::shared_ptr<Feed> feed_;
    std::uint64_t seen_ = 0;  // the feed's generation last sent
};

}  // namespace gridjudge::web
