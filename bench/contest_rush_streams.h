// The rush's open scoreboards: K Server-Sent Events streams of the public scoreboard
// (`/contests/ID/scoreboard/events`), plain sockets read by one epoll thread, as K browsers
// would hold them open. Each stream keeps its table's solved cells per team as the page does (a
// whole board replaces them, a delta replaces the rows it carries) and notes when its table
// first had more solved cells than before (the bench's submissions are each a new
// team-and-problem pair with an accepted program, so every verdict adds exactly one solved cell). A
// stream the server ends (it rotates streams every few minutes) is reopened, as a browser does.
#pragma once

#include <atomic>
#include <chrono>
#include <cstddef>
#include <string>
#include <thread>
#include <unordered_map>
#include <vector>

namespace gridjudge::bench {

class ScoreboardStreams {
  public:
    using Time = std::chrono::steady_clock::time_point;
    // When a stream first showed `solved` solved cells.
    struct Arrival {
        int solved;
        Time at;
    };

    // Connects `count` streams to 127.0.0.1:port `path` and starts reading them.
    ScoreboardStreams(int port, std::string path, int count);
    ~ScoreboardStreams();
    ScoreboardStreams(const ScoreboardStreams&) = delete;
    ScoreboardStreams& operator=(const ScoreboardStreams&) = delete;

    // Waits until every stream got its first board (at most `timeout`); how many did.
    int wait_for_first_boards(std::chrono::seconds timeout);
    // Stops reading; then the figures below are final.
    void stop();

    std::size_t count() const { return streams_.size(); }
    int refused() const;   // streams the server answered with something else than 200
    int reopened() const;  // streams ended by the server and opened again
    std::size_t bytes() const { return bytes_; }
    long boards() const;  // whole boards received, by every stream
    long deltas() const;  // deltas received, by every stream
    const std::vector<Arrival>& arrivals(std::size_t stream) const;

  private:
    struct Stream {
        int fd = -1;
        std::string pending;       // received, not yet a whole event
        std::size_t searched = 0;  // of `pending`, looked through for an event's end already
        bool answered = false, refused = false;
        int boards = 0, deltas = 0, solved = -1;
        std::unordered_map<std::string, int> solved_by_team;  // of the table it holds
        std::vector<Arrival> arrivals;
    };
    void connect(Stream& stream);
    void read_loop();
    void take(Stream& stream, const char* data, std::size_t size);

    int port_;
    std::string path_;
    std::vector<Stream> streams_;
    int epoll_ = -1;
    int reopened_ = 0;
    std::size_t bytes_ = 0;
    std::atomic<bool> stop_{false};
    std::atomic<int> with_board_{0};
    std::thread reader_;
};

}  // namespace gridjudge::bench
