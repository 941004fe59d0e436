// Slow clients against the real `gridjudge serve`: 40 connections trickling a request that never
// ends (a byte every 200 ms, never a blank line) must not make a normal request wait, and
// connections that send nothing are closed (judge/web/server.h).
#include <arpa/inet.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <iostream>
#include <thread>

#include "tests/web/served_site.h"

namespace gridjudge::testing {
namespace {

using namespace std::chrono_literals;

int port_of(const ServedSite& site) {
    return site.port();
}

// `count` connections, each sending one byte of an endless request every 200 ms from a thread of
// its own, until destroyed.
class Tricklers {
  public:
    Tricklers(int port, int count) {
        for (int i = 0; i < count; ++i) fds_.push_back(connect_to(port));
        sender_ = std::thread([this] {
            const std::string request = "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ";
            for (std::size_t sent = 0; !stop_; ++sent) {
                const char byte = sent < request.size() ? request[sent] : 'a';
                for (const int fd : fds_) (void)::send(fd, &byte, 1, MSG_NOSIGNAL);
                std::this_thread::sleep_for(200ms);
            }
        });
    }
    ~Tricklers() {
        stop_ = true;
        sender_.join();
        for (const int fd : fds_) ::close(fd);
    }
    Tricklers(const Tricklers&) = delete;
    Tricklers& operator=(const Tricklers&) = delete;

  private:
    std::vector<int> fds_;
    std::atomic<bool> stop_{false};
    std::thread sender_;
};

TEST(WebSlowClients, FortyTricklingConnectionsDoNotDelayANormalRequest) {
    ServedSite site;
    const Tricklers tricklers(port_of(site), 40);
    std::this_thread::sleep_for(1s);  // every trickler has been accepted and is being read
    httplib::Client client = site.client();
    client.set_read_timeout(10s);
    const auto started = std::chrono::steady_clock::now();
    const httplib::Result result = client.Get("/api/problems");
    const auto took = std::chrono::steady_clock::now() - started;
    ASSERT_TRUE(result) << "no answer while 40 clients trickle";
    std::cout << "answered in "
              << std::chrono::duration_cast<std::chrono::milliseconds>(took).count()
              << " ms while 40 clients trickle\n";
    EXPECT_EQ(result->status, 200);
    EXPECT_LT(took, 2s) << std::chrono::duration_cast<std::chrono::milliseconds>(took).count()
                        << " ms";
}

// How long the server keeps `fd` open from now, nothing more being sent (whatever it writes
// before closing, such as a 400 for a request cut short, is read and dropped).
std::chrono::milliseconds time_until_closed(int fd) {
    const auto started = std::chrono::steady_clock::now();
    const auto deadline = started + 20s;
    for (;;) {
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
            deadline - std::chrono::steady_clock::now());
        pollfd wait{fd, POLLIN, 0};
        if (left <= 0ms || ::poll(&wait, 1, static_cast<int>(left.count())) != 1) return 20s;
        char buffer[4096];
        if (::recv(fd, buffer, sizeof buffer, 0) <= 0) break;
    }
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() -
                                                                 started);
}

// A connection that never starts a request is closed after the 1 s keep-alive wait; one that
// stops in the middle of its request, after the read timeout (3 s).
TEST(WebSlowClients, SilentConnectionsAreClosed) {
    ServedSite site;
    const int silent = connect_to(port_of(site));
    const std::chrono::milliseconds never_started = time_until_closed(silent);
    EXPECT_GE(never_started, 900ms);
    EXPECT_LT(never_started, 3s);
    ::close(silent);

    const int stalled = connect_to(port_of(site));
    const std::string half = "GET /api/problems HTTP/1.1\r\nHost: 127.0.0.1\r\n";
    ASSERT_EQ(::send(stalled, half.data(), half.size(), MSG_NOSIGNAL),
              static_cast<ssize_t>(half.size()));
    const std::chrono::milliseconds stopped_midway = time_until_closed(stalled);
    EXPECT_GE(stopped_midway, 2500ms);
    EXPECT_LT(stopped_midway, 6s);
    ::close(stalled);
}

}  // namespace
}  // namespace gridjudge::testing
