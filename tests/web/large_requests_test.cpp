// Requests larger than the server takes (judge/web/capped_server.h), sent over raw sockets to the
// real `gridjudge serve`: a chunked body, a request line and a flood of headers, each far past
// the cap. The server must stop reading (a 413, or the connection closed, so that the sender's
// writes fail) while its resident memory, read from /proc, stays where it was; and then serve
// the next client as before. A chunked body within the cap is read and answered as usual.
#include <gtest/gtest.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <fstream>
#include <iostream>
#include <thread>

#include "tests/web/served_site.h"

namespace gridjudge::testing {
namespace {

using namespace std::chrono_literals;

constexpr std::size_t kMiB = 1024 * 1024;
constexpr std::size_t kSent = 128 * kMiB;  // what each hostile client tries to send
// The server's memory may move by this much (allocator noise, a thread's stack); the old server
// grew by at least what it was sent.
constexpr long kMemoryMarginKiB = 24 * 1024;

long resident_kib(pid_t pid) {
    std::ifstream status("/proc/" + std::to_string(pid) + "/status");
    for (std::string line; std::getline(status, line);)
        if (line.rfind("VmRSS:", 0) == 0) return std::stol(line.substr(6));
    throw std::runtime_error("no VmRSS for process " + std::to_string(pid));
}

// The largest resident size of `pid` seen from construction to destruction (every 5 ms).
class PeakMemory {
  public:
    explicit PeakMemory(pid_t pid) : pid_(pid), peak_(resident_kib(pid)) {
        sampler_ = std::thread([this] {
            while (!stop_) {
                peak_ = std::max(peak_.load(), resident_kib(pid_));
                std::this_thread::sleep_for(5ms);
            }
        });
    }
    ~PeakMemory() { stop(); }
    PeakMemory(const PeakMemory&) = delete;
    PeakMemory& operator=(const PeakMemory&) = delete;
    long stop() {
        if (!stop_.exchange(true)) sampler_.join();
        return peak_ = std::max(peak_.load(), resident_kib(pid_));
    }

  private:
    pid_t pid_;
    std::atomic<long> peak_;
    std::atomic<bool> stop_{false};
    std::thread sampler_;
};

struct Flood {
    std::size_t sent = 0;  // bytes the server took before the connection failed
    std::string answer;    // what it sent back ("" if it closed without answering)
    long growth_kib = 0;   // its largest resident size during the flood, over the one before
};

// Sends `head`, then `piece` again and again up to kSent bytes or until a write fails (each
// write may wait 5 s: a server that stops reading without closing fails it too), then reads
// what the server answers.
Flood flood(const ServedSite& site, const std::string& head, const std::string& piece) {
    const int fd = connect_to(site.port());
    const timeval send_timeout{5, 0};
    ::setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &send_timeout, sizeof send_timeout);
    const long before = resident_kib(site.pid());
    PeakMemory peak(site.pid());
    Flood result;
    std::string data = head;
    while (result.sent < kSent) {
        std::size_t at = 0;
        while (at < data.size()) {
            const ssize_t n = ::send(fd, data.data() + at, data.size() - at, MSG_NOSIGNAL);
            if (n <= 0) break;
            at += static_cast<std::size_t>(n);
        }
        result.sent += at;
        if (at < data.size()) break;
        data = piece;
    }
    ::shutdown(fd, SHUT_WR);
    result.answer = read_until_closed(fd, 10s);
    ::close(fd);
    std::this_thread::sleep_for(100ms);  // whatever the server still does with what it took
    result.growth_kib = peak.stop() - before;
    std::cout << "server took " << result.sent / 1024 << " KiB, grew by " << result.growth_kib
              << " KiB, answered " << result.answer.substr(0, result.answer.find('\r')) << "\n";
    return result;
}

void expect_refused_and_bounded(const Flood& result) {
    EXPECT_LT(result.sent, kSent) << "the server read everything it was sent";
    if (!result.answer.empty()) {
        EXPECT_EQ(result.answer.substr(0, 12), "HTTP/1.1 413") << result.answer;
    }
    EXPECT_LT(result.growth_kib, kMemoryMarginKiB);
}

void expect_still_serving(const ServedSite& site) {
    const httplib::Result after = site.client().Get("/api/problems");
    ASSERT_TRUE(after) << "no answer after the flood";
    EXPECT_EQ(after->status, 200);
}

// `data` as one chunk of a chunked body.
std::string chunk(const std::string& data) {
    char length[32];
    std::snprintf(length, sizeof length, "%zx\r\n", data.size());
    return length + data + "\r\n";
}

// A chunked POST with no token, as the one that took the old server to 1.1 GB.
TEST(WebLargeRequests, AChunkedBodyPastTheCapIsRefused) {
    ServedSite site;
    const Flood result =
        flood(site,
              "POST /api/rejudge HTTP/1.1\r\nHost: 127.0.0.1\r\n"
              "Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n",
              chunk(std::string(kMiB, 'a')));
    expect_refused_and_bounded(result);
    expect_still_serving(site);
}

TEST(WebLargeRequests, ARequestLineThatNeverEndsIsCutOff) {
    ServedSite site;
    const Flood result = flood(site, "GET /", std::string(kMiB, 'a'));
    expect_refused_and_bounded(result);
    EXPECT_EQ(result.answer, "");  // no request to answer
    expect_still_serving(site);
}

TEST(WebLargeRequests, AFloodOfHeadersIsRefused) {
    ServedSite site;
    std::string headers;
    while (headers.size() < kMiB) headers += "X-Flood: aaaaaa\r\n";
    const Flood result = flood(site, "GET /api/problems HTTP/1.1\r\nHost: 127.0.0.1\r\n", headers);
    expect_refused_and_bounded(result);
    expect_still_serving(site);
}

// A body over 64 KiB announced by its Content-Length: refused saying why, without reading it
// into memory (the library skips it), and the connection may go on.
TEST(WebLargeRequests, ABodyOverItsCapIsRefusedSayingWhy) {
    ServedSite site;
    const httplib::Result result = site.client().Post(
        "/api/rejudge", std::string(70 * 1024, ' ') + R"({"submission": 1})", "application/json");
    ASSERT_TRUE(result);
    EXPECT_EQ(result->status, 413);
    EXPECT_NE(result->body.find("a request may be at most 96 KiB, its body at most 64 KiB\""),
              std::string::npos)
        << result->body;
    expect_still_serving(site);
}

// The cap is on size, not on the encoding: a small chunked body reaches the route, here the
// rejudge of a read-only server, which refuses it for what it is.
TEST(WebLargeRequests, ASmallChunkedBodyIsReadAsUsual) {
    ServedSite site;
    const int fd = connect_to(site.port());
    const std::string body = R"({"submission": 1})";
    const std::string request =
        "POST /api/rejudge HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
        "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n" +
        chunk(body) + "0\r\n\r\n";
    ASSERT_EQ(::send(fd, request.data(), request.size(), MSG_NOSIGNAL),
              static_cast<ssize_t>(request.size()));
    const std::string answer = read_until_closed(fd, 10s);
    ::close(fd);
    EXPECT_EQ(answer.substr(0, 12), "HTTP/1.1 403") << answer;
    EXPECT_NE(answer.find("read-only"), std::string::npos) << answer;
}

}  // namespace
}  // namespace gridjudge::testing
