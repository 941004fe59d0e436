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
// Request slots: every connection has a thread of its own (connection_threads.h), so that
// thousands of open Server-Sent Events streams can wait at once; what bounds the work done at
// once is a count of slots. The pre-routing handler takes one for each request (after its line
// and headers were read: a client trickling its headers holds only its own thread), and the
// slot is given back when the answer is written, or as soon as a route turns the answer into a
// long-lived stream (stream_opened()), which then waits without counting as a request.
//
// All three are per thread: a connection is served from start to end on one thread.
#pragma once

#include <httplib.h>

#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <mutex>

namespace gridjudge::web {

class CappedServer : public httplib::Server {
  public:
    CappedServer(std::size_t request_cap, std::size_t request_slots)
        : request_cap_(request_cap), free_slots_(request_slots) {}

    // About the request this thread is serving: when its first byte was awaited...
    static std::chrono::steady_clock::time_point request_started();
    // ...and whether it went past the cap (reading it failed for that reason).
    static bool request_over_cap();

    // Sets the listening socket's queue of connections not yet accepted (after bind). The
    // library listens with a queue of 5: when more clients connect at once (a thousand
    // scoreboards reconnecting), the kernel drops their handshakes and each retries after a
    // second or more (320 connections took 35 to 46 s on loopback).
    void set_listen_backlog(int connections);

    // Waits for a request slot for the request this thread serves (once per request; a thread
    // not serving a request of this server takes none).
    static void take_request_slot();
    // The request this thread serves became a long-lived stream: its slot is given back now.
    static void stream_opened();

  private:
    // httplib's Server calls this (a virtual, as for its SSL server) for each accepted socket.
    bool process_and_close_socket(socket_t sock) override;

    void give_back_slot();

    std::size_t request_cap_;
    std::mutex slots_mutex_;
    std::condition_variable slot_freed_;
    std::size_t free_slots_;
};

}  // namespace gridjudge::web
