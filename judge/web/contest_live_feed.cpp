#include "judge/web/contest_live_feed.h"

#include <deque>
#include <iostream>

namespace gridjudge::web {
namespace {

// How many boards back a stream may be and still get deltas rather than the whole board.
constexpr std::size_t kDeltasKept = 16;

}  // namespace

struct LiveFeeds::Feed {
    FeedSource source;
    std::mutex mutex;
    std::condition_variable changed;
    std::string name;                         // of this poller, unique in the LiveFeeds
    std::uint64_t generation = 0;             // 0: nothing rendered yet
    std::shared_ptr<const std::string> text;  // the whole board
    // The last deltas, the newest (from generation - 1 to generation) at the back, without a
    // gap: a render without a delta empties it.
    std::deque<std::shared_ptr<const std::string>> deltas;
    std::size_t subscribers = 0;
    bool stopping = false;
    std::thread poller;
};

LiveFeeds::LiveFeeds(std::chrono::milliseconds poll_interval, std::size_t max_streams)
    : poll_interval_(poll_interval), max_streams_(max_streams) {}

LiveFeeds::~LiveFeeds() {
    stop();
    // Streams still open by now are a caller's bug; their pollers are stopped and joined so that
    // no thread outlives what it uses.
    std::map<std::string, std::shared_ptr<Feed>> left;
    {
        std::lock_guard lock(mutex_);
        left.swap(feeds_);
    }
    for (auto& [key, feed] : left)
        if (feed->poller.joinable()) feed->poller.join();
}

std::unique_ptr<LiveFeeds::Subscription> LiveFeeds::subscribe(
    const std::string& key, const std::function<FeedSource()>& make_source) {
    std::lock_guard lock(mutex_);
    if (stopped_ || open_streams_ >= max_streams_) return nullptr;
    std::shared_ptr<Feed>& feed = feeds_[key];
    if (!feed) {
        feed = std::make_shared<Feed>();
        feed->name = std::to_string(++feeds_made_);
        feed->source = make_source();
        feed->poller = std::thread([this, f = feed] { poll(f); });
    }
    {
        std::lock_guard feed_lock(feed->mutex);
        ++feed->subscribers;
    }
    ++open_streams_;
    return std::unique_ptr<Subscription>(new Subscription(*this, key, feed));
}

void LiveFeeds::poll(const std::shared_ptr<Feed>& feed) {
    std::optional<std::int64_t> last_version;
    std::unique_lock lock(feed->mutex);
    while (!feed->stopping) {
        lock.unlock();
        try {
            const std::int64_t version = feed->source.version();
            if (!last_version || version != *last_version) {
                // Only this thread changes the generation: reading it unlocked is safe here.
                const auto id_of = [&](std::uint64_t generation) {
                    return generation == 0 ? std::string()
                                           : feed->name + "." + std::to_string(generation);
                };
                FeedEvents events =
                    feed->source.render(id_of(feed->generation + 1), id_of(feed->generation));
                last_version = version;
                if (!events.unchanged) {
                    auto text = std::make_shared<const std::string>(std::move(events.full));
                    std::shared_ptr<const std::string> delta;
                    if (events.delta)
                        delta = std::make_shared<const std::string>(std::move(*events.delta));
                    lock.lock();
                    feed->text = std::move(text);
                    if (!delta)
                        feed->deltas.clear();
                    else
                        feed->deltas.push_back(std::move(delta));
                    if (feed->deltas.size() > kDeltasKept) feed->deltas.pop_front();
                    ++feed->generation;
                    feed->changed.notify_all();
                    lock.unlock();
                }
            }
        } catch (const std::exception& error) {
            // A database busy for a moment: the streams keep the last board; the next poll
            // tries again.
            std::cerr << "gridjudge serve: scoreboard feed: " << error.what() << "\n";
        }
        lock.lock();
        feed->changed.wait_for(lock, poll_interval_, [&] { return feed->stopping; });
    }
}

void LiveFeeds::leave(const std::string& key, const std::shared_ptr<Feed>& feed) {
    std::thread finished;
    {
        std::lock_guard lock(mutex_);
        --open_streams_;
        std::lock_guard feed_lock(feed->mutex);
        if (--feed->subscribers > 0) return;
        feed->stopping = true;
        feed->changed.notify_all();
        finished = std::move(feed->poller);
        const auto it = feeds_.find(key);
        if (it != feeds_.end() && it->second == feed) feeds_.erase(it);
    }
    if (finished.joinable()) finished.join();
}

void LiveFeeds::stop() {
    std::lock_guard lock(mutex_);
    stopped_ = true;
    for (auto& [key, feed] : feeds_) {
        std::lock_guard feed_lock(feed->mutex);
        feed->stopping = true;
        feed->changed.notify_all();
    }
}

std::size_t LiveFeeds::open_streams() const {
    std::lock_guard lock(mutex_);
    return open_streams_;
}

std::size_t LiveFeeds::pollers() const {
    std::lock_guard lock(mutex_);
    return feeds_.size();
}

LiveFeeds::Subscription::Subscription(LiveFeeds& feeds, std::string key, std::shared_ptr<Feed> feed)
    : feeds_(feeds), key_(std::move(key)), feed_(std::move(feed)) {}

LiveFeeds::Subscription::~Subscription() {
    feeds_.leave(key_, feed_);
}

std::optional<std::string> LiveFeeds::Subscription::next(std::chrono::milliseconds timeout) {
    const std::shared_ptr<const std::string> text = next_shared(timeout);
    if (!text) return std::nullopt;
    return *text;
}

std::shared_ptr<const std::string> LiveFeeds::Subscription::next_shared(
    std::chrono::milliseconds timeout) {
    std::unique_lock lock(feed_->mutex);
    const bool news = feed_->changed.wait_for(
        lock, timeout, [&] { return feed_->stopping || feed_->generation > seen_; });
    if (!news || feed_->stopping) return nullptr;
    const std::uint64_t behind = feed_->generation - seen_;
    const bool deltas_reach = seen_ != 0 && behind <= feed_->deltas.size();
    seen_ = feed_->generation;
    if (!deltas_reach) return feed_->text;
    if (behind == 1) return feed_->deltas.back();
    // A stream whose reader fell a few boards behind: the deltas since its board, in order (each
    // an event the page applies to the board the one before made), still far less than a board.
    auto composed = std::make_shared<std::string>();
    for (auto d = feed_->deltas.end() - static_cast<std::ptrdiff_t>(behind);
         d != feed_->deltas.end(); ++d)
        *composed += **d;
    return composed;
}

bool LiveFeeds::Subscription::stopped() const {
    std::lock_guard lock(feed_->mutex);
    return feed_->stopping;
}

}  // namespace gridjudge::web
