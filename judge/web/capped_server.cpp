#include "judge/web/capped_server.h"

#include <netdb.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <string>
#include <vector>

namespace gridjudge::web {
namespace {

struct ServedRequest {
    std::chrono::steady_clock::time_point started;
    bool over_cap = false;
    CappedServer* server = nullptr;  // whose slot it holds, if any
    bool holds_slot = false;
};
thread_local ServedRequest served_request;

int poll_millis(time_t seconds, time_t microseconds) {
    return static_cast<int>(seconds * 1000 + microseconds / 1000);
}

// -1 on error, 0 on timeout, 1 when the socket has `events`.
int wait_for(socket_t sock, short events, int millis) {
    pollfd ready{sock, events, 0};
    int result;
    do result = ::poll(&ready, 1, millis);
    while (result < 0 && errno == EINTR);
    return result;
}

void address_of(socket_t sock, bool peer, std::string& ip, int& port) {
    sockaddr_storage address{};
    socklen_t length = sizeof address;
    const int got = peer ? ::getpeername(sock, reinterpret_cast<sockaddr*>(&address), &length)
                         : ::getsockname(sock, reinterpret_cast<sockaddr*>(&address), &length);
    char host[NI_MAXHOST] = "", service[NI_MAXSERV] = "";
    if (got != 0 || ::getnameinfo(reinterpret_cast<sockaddr*>(&address), length, host, sizeof host,
                                  service, sizeof service, NI_NUMERICHOST | NI_NUMERICSERV) != 0)
        return;
    ip = host;
    port = std::atoi(service);
}

// A connected socket as the library's Stream, like its own SocketStream (read ahead into a
// buffer, each wait bounded by the read or write timeout), except that one request may take at
// most `cap` bytes from it: past that, read() fails and says so.
class CappedSocketStream : public httplib::Stream {
  public:
    CappedSocketStream(socket_t sock, std::size_t cap, int read_millis, int write_millis)
        : sock_(sock),
          cap_(cap),
          read_millis_(read_millis),
          write_millis_(write_millis),
          buffer_(4096) {}

    void start_request() { taken_ = 0; }
    bool over_cap() const { return served_request.over_cap; }

    bool is_readable() const override { return wait_for(sock_, POLLIN, read_millis_) > 0; }

    bool is_writable() const override {
        if (wait_for(sock_, POLLOUT, write_millis_) <= 0) return false;
        // The library's own test: a peer that has closed its end no longer takes an answer.
        if (wait_for(sock_, POLLIN, 0) == 0) return true;
        char byte;
        return ::recv(sock_, &byte, 1, MSG_PEEK) > 0;
    }

    ssize_t read(char* ptr, std::size_t size) override {
        if (taken_ >= cap_) {
            served_request.over_cap = true;
            return -1;
        }
        size = std::min(size, cap_ - taken_);
        if (start_ == end_) {
            if (!is_readable()) return -1;
            ssize_t got;
            do got = ::recv(sock_, buffer_.data(), buffer_.size(), 0);
            while (got < 0 && errno == EINTR);
            if (got <= 0) return got;
            start_ = 0;
            end_ = static_cast<std::size_t>(got);
        }
        const std::size_t given = std::min(size, end_ - start_);
        std::memcpy(ptr, buffer_.data() + start_, given);
        start_ += given;
        taken_ += given;
        return static_cast<ssize_t>(given);
    }

    ssize_t write(const char* ptr, std::size_t size) override {
        if (!is_writable()) return -1;
        ssize_t sent;
        do sent = ::send(sock_, ptr, size, MSG_NOSIGNAL);
        while (sent < 0 && errno == EINTR);
        return sent;
    }

    void get_remote_ip_and_port(std::string& ip, int& port) const override {
        address_of(sock_, true, ip, port);
    }
    void get_local_ip_and_port(std::string& ip, int& port) const override {
        address_of(sock_, false, ip, port);
    }
    socket_t socket() const override { return sock_; }

  private:
    socket_t sock_;
    std::size_t cap_;
    int read_millis_, write_millis_;
    std::vector<char> buffer_;
    std::size_t start_ = 0, end_ = 0;  // read ahead, not yet given
    std::size_t taken_ = 0;            // given for the current request
};

}  // namespace

std::chrono::steady_clock::time_point CappedServer::request_started() {
    return served_request.started;
}

bool CappedServer::request_over_cap() {
    return served_request.over_cap;
}

void CappedServer::set_listen_backlog(int connections) {
    // Linux takes a second listen() on a listening socket as a new length for its queue.
    if (svr_sock_ != INVALID_SOCKET) ::listen(svr_sock_, connections);
}

void CappedServer::take_request_slot() {
    CappedServer* server = served_request.server;
    if (server == nullptr || served_request.holds_slot) return;
    std::unique_lock lock(server->slots_mutex_);
    server->slot_freed_.wait(lock, [&] { return server->free_slots_ > 0; });
    --server->free_slots_;
    served_request.holds_slot = true;
}

void CappedServer::stream_opened() {
    if (served_request.server != nullptr) served_request.server->give_back_slot();
}

void CappedServer::give_back_slot() {
    if (!served_request.holds_slot) return;
    served_request.holds_slot = false;
    {
        std::lock_guard lock(slots_mutex_);
        ++free_slots_;
    }
    slot_freed_.notify_one();
}

bool CappedServer::process_and_close_socket(socket_t sock) {
    CappedSocketStream stream(sock, request_cap_,
                              poll_millis(read_timeout_sec_, read_timeout_usec_),
                              poll_millis(write_timeout_sec_, write_timeout_usec_));
    bool served = false;
    for (std::size_t left = keep_alive_max_count_; left > 0; --left) {
        // The next request must begin within the keep-alive timeout; the wait is cut into short
        // slices so that stop() (which closes the listening socket) is noticed promptly.
        const auto deadline =
            std::chrono::steady_clock::now() + std::chrono::seconds(keep_alive_timeout_sec_);
        int ready = 0;
        while (svr_sock_ != INVALID_SOCKET && ready == 0 &&
               std::chrono::steady_clock::now() < deadline)
            ready = wait_for(sock, POLLIN, 10);
        if (ready <= 0 || svr_sock_ == INVALID_SOCKET) break;

        served_request = {std::chrono::steady_clock::now(), false, this, false};
        stream.start_request();
        bool connection_closed = false;
        served = process_request(stream, left == 1, connection_closed, nullptr);
        give_back_slot();
        if (!served || connection_closed || stream.over_cap()) break;
    }
    served_request.server = nullptr;
    ::shutdown(sock, SHUT_RDWR);
    ::close(sock);
    return served;
}

}  // namespace gridjudge::web
