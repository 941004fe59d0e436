// LiveFeeds: one poller per feed whatever the number of open streams, the board rendered only
// when the event log moved, every stream given each new board, the number of streams bounded.
#include <gtest/gtest.h>

#include <atomic>

#include "judge/web/contest_live_feed.h"

namespace gridjudge::web {
namespace {

using namespace std::chrono_literals;

FeedEvents whole(std::string board) {
    FeedEvents events;
    events.full = std::move(board);
    return events;
}

struct CountingSource {
    std::atomic<std::int64_t> version{1};
    std::atomic<int> version_calls{0}, renders{0};

    FeedSource source() {
        return {[this] {
                    ++version_calls;
                    return version.load();
                },
                [this](const std::string&, const std::string&) {
                    return whole("board " + std::to_string(++renders));
                }};
    }
};

TEST(LiveFeeds, ManyStreamsShareOnePollerThatRendersOnlyWhenTheLogMoves) {
    CountingSource log;
    LiveFeeds feeds(20ms, 100);
    std::vector<std::unique_ptr<LiveFeeds::Subscription>> streams;
    for (int i = 0; i < 50; ++i)
        streams.push_back(feeds.subscribe("demo/public", [&] { return log.source(); }));
    EXPECT_EQ(feeds.pollers(), 1u);
    EXPECT_EQ(feeds.open_streams(), 50u);
    for (auto& stream : streams) EXPECT_EQ(stream->next(5s), "board 1");
    std::this_thread::sleep_for(200ms);  // about 10 polls: the log did not move
    EXPECT_EQ(log.renders.load(), 1);
    for (auto& stream : streams) EXPECT_EQ(stream->next(0ms), std::nullopt);

    log.version = 2;  // a verdict was logged
    for (auto& stream : streams) EXPECT_EQ(stream->next(5s), "board 2");
    EXPECT_EQ(log.renders.load(), 2);
    // One poller asked, not one per stream: a handful of polls in all.
    EXPECT_LT(log.version_calls.load(), 100);
}

TEST(LiveFeeds, EachFeedHasItsOwnPollerWhichStopsWithItsLastStream) {
    CountingSource a, b;
    LiveFeeds feeds(10ms, 100);
    auto first = feeds.subscribe("a/public", [&] { return a.source(); });
    auto second = feeds.subscribe("b/jury", [&] { return b.source(); });
    EXPECT_EQ(feeds.pollers(), 2u);
    first.reset();
    EXPECT_EQ(feeds.pollers(), 1u);
    second.reset();
    EXPECT_EQ(feeds.pollers(), 0u);
    EXPECT_EQ(feeds.open_streams(), 0u);
}

TEST(LiveFeeds, StreamsAreBoundedAndAClosedOneFreesItsPlace) {
    CountingSource log;
    LiveFeeds feeds(10ms, 2);
    auto one = feeds.subscribe("demo", [&] { return log.source(); });
    auto two = feeds.subscribe("demo", [&] { return log.source(); });
    EXPECT_EQ(feeds.subscribe("demo", [&] { return log.source(); }), nullptr);
    EXPECT_EQ(feeds.subscribe("other", [&] { return log.source(); }), nullptr);
    one.reset();
    EXPECT_NE(feeds.subscribe("demo", [&] { return log.source(); }), nullptr);
}

TEST(LiveFeeds, StopEndsEveryStreamAndRefusesNewOnes) {
    CountingSource log;
    LiveFeeds feeds(10ms, 10);
    auto stream = feeds.subscribe("demo", [&] { return log.source(); });
    EXPECT_EQ(stream->next(5s), "board 1");
    feeds.stop();
    EXPECT_EQ(stream->next(5s), std::nullopt);
    EXPECT_TRUE(stream->stopped());
    EXPECT_EQ(feeds.subscribe("demo", [&] { return log.source(); }), nullptr);
}

TEST(LiveFeeds, AFailingPollKeepsTheLastBoardAndTriesAgain) {
    std::atomic<int> calls{0};
    LiveFeeds feeds(10ms, 10);
    auto stream = feeds.subscribe("demo", [&] {
        return FeedSource{[&]() -> std::int64_t {
                              if (++calls == 2) throw std::runtime_error("database is locked");
                              return calls >= 3 ? 2 : 1;
                          },
                          [&](const std::string&, const std::string&) {
                              return whole("board at " + std::to_string(calls.load()));
                          }};
    });
    EXPECT_EQ(stream->next(5s), "board at 1");
    EXPECT_EQ(stream->next(5s), "board at 3");
}

// A source whose renders name themselves and the render they follow, with a delta from the
// second render on; `quiet` renders say nothing changed.
struct DeltaSource {
    std::atomic<std::int64_t> version{1};
    std::atomic<bool> quiet{false};

    FeedSource source() {
        return {[this] { return version.load(); },
                [this](const std::string& id, const std::string& previous) {
                    FeedEvents events = whole("board " + id);
                    if (!previous.empty()) events.delta = "delta " + previous + " to " + id;
                    events.unchanged = quiet.load();
                    return events;
                }};
    }
};

TEST(LiveFeeds, AStreamThatHadTheBoardBeforeGetsTheDeltaAnyOtherTheWholeBoard) {
    DeltaSource log;
    LiveFeeds feeds(10ms, 10);
    auto early = feeds.subscribe("demo", [&] { return log.source(); });
    EXPECT_EQ(early->next(5s), "board 1.1");  // just opened: the whole board
    auto behind = feeds.subscribe("demo", [&] { return log.source(); });
    EXPECT_EQ(behind->next(5s), "board 1.1");

    log.version = 2;
    EXPECT_EQ(early->next(5s), "delta 1.1 to 1.2");
    auto late = feeds.subscribe("demo", [&] { return log.source(); });
    EXPECT_EQ(late->next(5s), "board 1.2");  // opened after the change: no delta for it

    log.version = 3;
    EXPECT_EQ(early->next(5s), "delta 1.2 to 1.3");
    EXPECT_EQ(late->next(5s), "delta 1.2 to 1.3");
    // `behind` never read 1.2: it gets both deltas, in order, each from the board it starts at.
    EXPECT_EQ(behind->next(5s), "delta 1.1 to 1.2delta 1.2 to 1.3");

    // A render that changed nothing a stream shows sends nothing, and the next delta still
    // starts from the board each stream has.
    log.quiet = true;
    log.version = 4;
    EXPECT_EQ(early->next(200ms), std::nullopt);
    log.quiet = false;
    log.version = 5;
    EXPECT_EQ(early->next(5s), "delta 1.3 to 1.4");
}

TEST(LiveFeeds, AStreamFurtherBehindThanTheDeltasKeptOrARenderWithoutOneGetsTheBoard) {
    DeltaSource log;
    LiveFeeds feeds(5ms, 10);
    auto reading = feeds.subscribe("demo", [&] { return log.source(); });
    auto stalled = feeds.subscribe("demo", [&] { return log.source(); });
    EXPECT_EQ(reading->next(5s), "board 1.1");
    EXPECT_EQ(stalled->next(5s), "board 1.1");
    for (int v = 2; v <= 20; ++v) {  // 19 new boards, more than the deltas kept
        log.version = v;
        ASSERT_NE(reading->next(5s), std::nullopt);
    }
    EXPECT_EQ(stalled->next(5s), "board 1.20");
}

}  // namespace
}  // namespace gridjudge::web
