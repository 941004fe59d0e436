// PostgresQueueSignal: wakes an idle worker when a submission is queued or given back. Listens on
// the store's notification channel over a connection of its own; when the server goes away, each
// wait tries to connect again (no more often than every `retry`) and meanwhile simply sleeps,
// so that the worker falls back to polling until the server is back.
#pragma once

#include <pqxx/pqxx>

#include <chrono>
#include <memory>
#include <string>

#include "db/store.h"

namespace gridjudge::db {

class PostgresQueueSignal : public QueueSignal {
  public:
    explicit PostgresQueueSignal(std::string url);
    ~PostgresQueueSignal() override;

    bool wait(std::chrono::milliseconds timeout) override;

  private:
    class Receiver;
    bool listening();

    std::string url_;
    std::unique_ptr<pqxx::connection> connection_;
    std::unique_ptr<Receiver> receiver_;
    std::chrono::steady_clock::time_point next_attempt_{};
};

}  // namespace gridjudge::db
