#include "db/postgres/postgres_queue_signal.h"

#include <thread>

#include "db/postgres/postgres_store.h"

namespace gridjudge::db {
namespace {

// How long a lost listener waits before connecting again: a restarting server refuses
// connections for a second or two, and there is no point in asking it many times a second.
constexpr std::chrono::seconds kReconnectEvery{2};

}  // namespace

class PostgresQueueSignal::Receiver : public pqxx::notification_receiver {
  public:
    explicit Receiver(pqxx::connection& connection)
        : pqxx::notification_receiver(connection, kQueueChannel) {}
    void operator()(const std::string&, int) override { notified = true; }
    bool notified = false;
};

PostgresQueueSignal::PostgresQueueSignal(std::string url) : url_(std::move(url)) {}

PostgresQueueSignal::~PostgresQueueSignal() {
    // The receiver unregisters itself from the connection: it goes first.
    receiver_.reset();
    connection_.reset();
}

bool PostgresQueueSignal::listening() {
    if (connection_ && connection_->is_open()) return true;
    receiver_.reset();
    connection_.reset();
    const auto now = std::chrono::steady_clock::now();
    if (now < next_attempt_) return false;
    next_attempt_ = now + kReconnectEvery;
    try {
        connection_ = std::make_unique<pqxx::connection>(url_);
        receiver_ = std::make_unique<Receiver>(*connection_);
        return true;
    } catch (const std::exception&) {
        receiver_.reset();
        connection_.reset();
        return false;
    }
}

bool PostgresQueueSignal::wait(std::chrono::milliseconds timeout) {
    if (!listening()) {
        std::this_thread::sleep_for(timeout);
        return false;
    }
    try {
        receiver_->notified = false;
        const auto seconds = std::chrono::duration_cast<std::chrono::seconds>(timeout);
        const auto micros =
            std::chrono::duration_cast<std::chrono::microseconds>(timeout - seconds);
        connection_->await_notification(seconds.count(), micros.count());
        return receiver_->notified;
    } catch (const std::exception&) {
        // The server went away while we listened: the next wait connects again.
        receiver_.reset();
        connection_.reset();
        return false;
    }
}

}  // namespace gridjudge::db
