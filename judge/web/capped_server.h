// CappedServer: cpp-httplib's server with each connection read by our own loop, for two things
// the library (0.11, Debian 12's) cannot do.
//
// A cap on what one request may make the server hold. The library keeps a whole request line, a
// whole header line and a whole chunked body in memory, however long (a 600 MiB chunked POST
// with no token took the server to 1.1 GB; its payload limit checks only Content-Length). Here
// the stream the library parses from stops giving bytes past `request_cap` for one request (its
// line, headers and body together): reading fails, the request is answered 413 (when the library
// still answers; a request line that never ends gets no answer) and the connection is closed, so
// the rest of what the client sends is never read.
//
// The moment each request started, for every request: the log's duration was taken from the
// pre-routing handler, which a request refused while it was being read never reaches.
//
// Both are per thread: a connection is served from start to end on one thread of the pool.
#pragma once

#include <httplib.h>

#include <chrono>
#include <cstddef>

namespace gridjudge::web {

class CappedServer : public httplib::Server {
  public:
    explicit CappedServer(std::size_t request_cap) : request_cap_(request_cap) {}

    // About the request this thread is serving: when its first byte was awaited...
    static std::chrono::steady_clock::time_point request_started();
    // ...and whether it went past the cap (reading it failed for that reason).
    static bool request_over_cap();

  private:
    // httplib's Server calls this (a virtual, as for its SSL server) for each accepted socket.
    bool process_and_close_socket(socket_t sock) override;

    std::size_t request_cap_;
};

}  // namespace gridjudge::web
