// The PostgreSQL store's connection to its server: opening one from a postgresql:// URL, the URL
// as it may be shown (never with its password), and the line between a server that is gone for
// now (StoreUnavailable: the worker reconnects) and a statement that failed (a lasting error).
#pragma once

#include <pqxx/pqxx>

#include <memory>
#include <string>
#include <utility>

#include "db/store.h"

namespace gridjudge::db {

// `url` without the password of its user part or of a `password=` parameter: what logs, errors
// and Store::location() show.
std::string url_without_password(const std::string& url);

// Connects to `url`. Throws StoreUnavailable (naming the URL without its password) if the server
// cannot be reached or refuses the connection.
std::unique_ptr<pqxx::connection> connect_postgres(const std::string& url);

// Inside a catch block: rethrows the exception in flight as StoreUnavailable if the connection
// was lost (or the server is shutting down), else as std::runtime_error; both say "database
// `location`: ...".
[[noreturn]] void rethrow_as_store_error(const std::string& location);

// Runs `body`, turning libpqxx's exceptions into the store's (rethrow_as_store_error).
template <class Body>
auto guarded(const std::string& location, Body&& body) -> decltype(body()) {
    try {
        return std::forward<Body>(body)();
    } catch (...) {
        rethrow_as_store_error(location);
    }
}

}  // namespace gridjudge::db
