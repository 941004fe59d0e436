#include "bench/contest_rush_streams.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cstring>
#include <stdexcept>
#include <string_view>
#include <utility>

namespace gridjudge::bench {
namespace {

// The solved cells ("cell solved", "cell solved first") of each team's row in `text`: a whole
// board's table, or a delta's JSON, where the same HTML has its quotes escaped (`quote` is `"`
// or `\"`). Read by hand, not parsed, to keep one epoll thread up with 1000 streams.
std::vector<std::pair<std::string, int>> solved_rows(std::string_view text,
                                                     std::string_view quote) {
    const std::string row = "<tr data-team=" + std::string(quote);
    const std::string cell = "class=" + std::string(quote) + "cell solved";
    std::vector<std::pair<std::string, int>> rows;
    for (std::size_t at = text.find(row); at != std::string_view::npos;) {
        const std::size_t id_start = at + row.size();
        const std::size_t id_end = text.find(quote, id_start);
        if (id_end == std::string_view::npos) break;
        const std::size_t next = text.find(row, id_end);
        const std::string_view cells = text.substr(id_end, next - id_end);
        int solved = 0;
        for (std::size_t c = cells.find(cell); c != std::string_view::npos;
             c = cells.find(cell, c + cell.size()))
            ++solved;
        rows.emplace_back(std::string(text.substr(id_start, id_end - id_start)), solved);
        at = next;
    }
    return rows;
}

}  // namespace

ScoreboardStreams::ScoreboardStreams(int port, std::string path, int count)
    : port_(port), path_(std::move(path)), streams_(static_cast<std::size_t>(count)) {
    epoll_ = ::epoll_create1(EPOLL_CLOEXEC);
    if (epoll_ < 0) throw std::runtime_error("epoll_create1 failed");
    for (Stream& stream : streams_) connect(stream);
    reader_ = std::thread([this] { read_loop(); });
}

ScoreboardStreams::~ScoreboardStreams() {
    stop();
    for (Stream& stream : streams_)
        if (stream.fd >= 0) ::close(stream.fd);
    ::close(epoll_);
}

void ScoreboardStreams::connect(Stream& stream) {
    stream.fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(static_cast<std::uint16_t>(port_));
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (stream.fd < 0 ||
        ::connect(stream.fd, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0)
        throw std::runtime_error("cannot open a scoreboard stream: " +
                                 std::string(std::strerror(errno)));
    const std::string request =
        "GET " + path_ + " HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n";
    if (::send(stream.fd, request.data(), request.size(), MSG_NOSIGNAL) !=
        static_cast<ssize_t>(request.size()))
        throw std::runtime_error("cannot send a scoreboard stream's request");
    stream.pending.clear();
    stream.searched = 0;
    stream.answered = false;
    epoll_event event{};
    event.events = EPOLLIN;
    event.data.ptr = &stream;
    ::epoll_ctl(epoll_, EPOLL_CTL_ADD, stream.fd, &event);
}

void ScoreboardStreams::read_loop() {
    std::vector<epoll_event> ready(256);
    std::vector<char> buffer(1 << 16);
    while (!stop_) {
        const int n = ::epoll_wait(epoll_, ready.data(), static_cast<int>(ready.size()), 100);
        for (int i = 0; i < n; ++i) {
            Stream& stream = *static_cast<Stream*>(ready[i].data.ptr);
            const ssize_t got = ::recv(stream.fd, buffer.data(), buffer.size(), 0);
            if (got > 0) {
                bytes_ += static_cast<std::size_t>(got);
                take(stream, buffer.data(), static_cast<std::size_t>(got));
                continue;
            }
            // Ended by the server (a stream's lifetime) or refused: a browser opens it again.
            ::epoll_ctl(epoll_, EPOLL_CTL_DEL, stream.fd, nullptr);
            ::close(stream.fd);
            stream.fd = -1;
            if (stop_ || stream.refused) continue;
            ++reopened_;
            try {
                connect(stream);
            } catch (const std::exception&) {
                stream.fd = -1;
            }
        }
    }
}

void ScoreboardStreams::take(Stream& stream, const char* data, std::size_t size) {
    const Time now = std::chrono::steady_clock::now();
    stream.pending.append(data, size);
    if (!stream.answered) {
        const std::size_t end = stream.pending.find("\r\n\r\n");
        if (end == std::string::npos) return;
        stream.answered = true;
        if (stream.pending.rfind("HTTP/1.1 200", 0) != 0) stream.refused = true;
        stream.pending.erase(0, end + 4);
    }
    // Events end with an empty line; a board is one event (chunk sizes in between do not matter:
    // only the cells are counted).
    // Each byte is looked through once for an event's end (a board arrives in many reads).
    for (std::size_t end = stream.pending.find("\n\n", stream.searched); end != std::string::npos;
         end = stream.pending.find("\n\n")) {
        const std::string_view event(stream.pending.data(), end);
        const bool whole = event.find("event: scoreboard\n") != std::string_view::npos;
        const bool delta = event.find("event: scoreboard-delta\n") != std::string_view::npos;
        if (whole || delta) {
            // The table this stream holds, as a browser's page would: a whole board replaces
            // it, a delta replaces the rows it sends.
            if (whole) {
                if (stream.boards++ == 0) ++with_board_;
                stream.solved_by_team.clear();
            } else {
                ++stream.deltas;
            }
            for (auto& [team, cells] : solved_rows(event, whole ? "\"" : "\\\""))
                stream.solved_by_team[team] = cells;
            int solved = 0;
            for (const auto& [team, cells] : stream.solved_by_team) solved += cells;
            if (solved > stream.solved) {
                stream.solved = solved;
                stream.arrivals.push_back({solved, now});
            }
        }
        stream.pending.erase(0, end + 2);
    }
    stream.searched = stream.pending.empty() ? 0 : stream.pending.size() - 1;
}

int ScoreboardStreams::wait_for_first_boards(std::chrono::seconds timeout) {
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    while (with_board_ < static_cast<int>(streams_.size()) &&
           std::chrono::steady_clock::now() < deadline)
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    return with_board_;
}

void ScoreboardStreams::stop() {
    stop_ = true;
    if (reader_.joinable()) reader_.join();
}

int ScoreboardStreams::refused() const {
    int count = 0;
    for (const Stream& stream : streams_) count += stream.refused ? 1 : 0;
    return count;
}

long ScoreboardStreams::boards() const {
    long count = 0;
    for (const Stream& stream : streams_) count += stream.boards;
    return count;
}

long ScoreboardStreams::deltas() const {
    long count = 0;
    for (const Stream& stream : streams_) count += stream.deltas;
    return count;
}

int ScoreboardStreams::reopened() const {
    return reopened_;
}

const std::vector<ScoreboardStreams::Arrival>& ScoreboardStreams::arrivals(
    std::size_t stream) const {
    return streams_.at(stream).arrivals;
}

}  // namespace gridjudge::bench
