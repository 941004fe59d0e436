// ConnectionThreads: the server's task queue, one thread per open connection up to a high cap.
//
// Why not a fixed pool: a Server-Sent Events stream (an open scoreboard, a Contest API event
// feed) is one HTTP response that lasts minutes, and cpp-httplib writes it from the thread that
// serves its connection. With a fixed pool, 1000 open scoreboards need 1000 pool threads, or
// they starve every ordinary request. Here a connection gets a thread of its own when it is
// accepted (a thread that finishes takes the next waiting connection, if any), up to
// `max_threads`; past that, connections wait in order. How many ordinary requests run at once is
// bounded separately (CappedServer's request slots), so the pages and the submission POSTs keep
// a bounded share of the machine while thousands of streams sit waiting for their next board.
//
// Why a thread per stream rather than one epoll thread that writes every stream: a waiting
// thread costs no CPU and little memory (its stack is reserved, not used: a stream thread
// touches some tens of KiB), it keeps httplib's own response writing, and a reader that does not
// read blocks only its own thread until the write timeout drops it. The stacks stay at 8 MiB:
// libstdc++'s std::regex, which matches every route, recurses once per character of the path,
// and an 8 KiB path (the library's limit) needs about 4 MiB.
#pragma once

#include <httplib.h>

#include <cstddef>
#include <functional>
#include <memory>

namespace gridjudge::web {

class ConnectionThreads : public httplib::TaskQueue {
  public:
    explicit ConnectionThreads(std::size_t max_threads);
    ~ConnectionThreads() override;

    void enqueue(std::function<void()> task) override;
    // Waits until every task given so far has run to its end.
    void shutdown() override;

    std::size_t running() const;

    // Each thread's stack (see above).
    static constexpr std::size_t kStackBytes = 8 * 1024 * 1024;

    struct State;  // the queue and its count of threads (the .cpp's)

  private:
    // Shared with the threads: a thread that hands the last task back may still be leaving
    // when shutdown() returns and the queue is destroyed.
    std::shared_ptr<State> state_;
};

}  // namespace gridjudge::web
