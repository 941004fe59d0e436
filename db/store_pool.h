// StorePool: a server's database connections, opened once and lent to one request at a time.
//
// Opening a store is not cheap: a SQLite writer runs SQLite's quick integrity check over the
// whole file before its first write (open_sqlite_database), every SQLite connection starts with
// an empty page cache and parses the schema again, and a PostgreSQL store is a new server
// connection with its own authentication. A request that opened its own stores paid all of it,
// so a POST during a contest's last-minute rush cost a scan of the whole database.
//
// The pool keeps each kind of connection (Store or ContestStore, read-only or read-write) on
// its own shelf. A request borrows one (`Lent`), uses it alone, and gives it back when the Lent
// goes out of scope. A Lent that goes out of scope while an exception passes through it is
// closed instead of given back: the request may have left the connection mid-way (a broken
// server connection, a transaction a driver did not roll back), and the next request must not
// inherit that. At most `idle_per_shelf` connections wait on a shelf; more are closed when given
// back. Borrowing never blocks: an empty shelf opens a new connection (open failures are thrown
// to the borrower, as open_store's).
//
// Thread-safe. A Lent may outlive its pool (it keeps its shelf alive).
#pragma once

#include <cstddef>
#include <exception>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

#include "db/contest_store.h"
#include "db/store.h"

namespace gridjudge::db {

// One shelf of idle connections of one kind.
template <class Connection>
class Shelf {
  public:
    using Opener = std::function<std::unique_ptr<Connection>()>;

    Shelf(Opener open, std::size_t idle_limit) : open_(std::move(open)), idle_limit_(idle_limit) {}

    std::unique_ptr<Connection> take() {
        {
            const std::lock_guard lock(mutex_);
            if (!idle_.empty()) {
                std::unique_ptr<Connection> connection = std::move(idle_.back());
                idle_.pop_back();
                return connection;
            }
        }
        return open_();  // outside the lock: opening may wait on the database
    }

    void give_back(std::unique_ptr<Connection> connection) {
        const std::lock_guard lock(mutex_);
        if (idle_.size() < idle_limit_) idle_.push_back(std::move(connection));
    }

    std::size_t idle() const {
        const std::lock_guard lock(mutex_);
        return idle_.size();
    }

  private:
    Opener open_;
    std::size_t idle_limit_;
    mutable std::mutex mutex_;
    std::vector<std::unique_ptr<Connection>> idle_;
};

// A connection borrowed from a shelf: used like a pointer, given back when it goes out of
// scope normally, closed when it goes out of scope through an exception.
template <class Connection>
class Lent {
  public:
    Lent() = default;
    Lent(std::shared_ptr<Shelf<Connection>> shelf, std::unique_ptr<Connection> connection)
        : shelf_(std::move(shelf)),
          connection_(std::move(connection)),
          exceptions_when_lent_(std::uncaught_exceptions()) {}
    Lent(Lent&& other) noexcept = default;
    Lent& operator=(Lent&& other) noexcept {
        if (this != &other) {
            release();
            shelf_ = std::move(other.shelf_);
            connection_ = std::move(other.connection_);
            exceptions_when_lent_ = other.exceptions_when_lent_;
        }
        return *this;
    }
    ~Lent() { release(); }

    Connection& operator*() const { return *connection_; }
    Connection* operator->() const { return connection_.get(); }
    Connection* get() const { return connection_.get(); }
    explicit operator bool() const { return connection_ != nullptr; }

  private:
    void release() noexcept {
        if (!connection_ || !shelf_) return;
        // More exceptions in flight than when it was lent: this scope is being unwound.
        if (std::uncaught_exceptions() > exceptions_when_lent_) {
            connection_.reset();
            return;
        }
        try {
            shelf_->give_back(std::move(connection_));
        } catch (...) {
            connection_.reset();  // no room to keep it: closing it is all that is lost
        }
    }

    std::shared_ptr<Shelf<Connection>> shelf_;
    std::unique_ptr<Connection> connection_;
    int exceptions_when_lent_ = 0;
};

class StorePool {
  public:
    // `location` as open_store takes it (a SQLite file or a postgresql:// URL).
    explicit StorePool(std::string location, std::size_t idle_per_shelf = 16);

    const std::string& location() const { return location_; }

    Lent<Store> store(OpenMode mode);
    Lent<ContestStore> contests(OpenMode mode);

    // Connections waiting to be lent, on all shelves (for tests and diagnostics).
    std::size_t idle() const;

  private:
    static int shelf_index(OpenMode mode) { return mode == OpenMode::ReadWrite ? 0 : 1; }

    std::string location_;
    std::shared_ptr<Shelf<Store>> stores_[2];
    std::shared_ptr<Shelf<ContestStore>> contests_[2];
};

}  // namespace gridjudge::db
