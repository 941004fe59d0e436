// How every route answers: an HTML page or JSON, and every failure turned into an error
// response instead of an exception: HttpError keeps its status, a database another process
// holds locked is 503 "busy", anything unexpected is 500. The server never crashes on a request.
#pragma once

#include <httplib.h>
#include <nlohmann/json.hpp>

#include <functional>
#include <memory>
#include <string>

#include "db/store.h"
#include "db/store_pool.h"

namespace gridjudge::web {

enum class Format { Html, Json };

using RouteHandler = std::function<void(const httplib::Request&, httplib::Response&)>;

httplib::Server::Handler guarded(Format format, RouteHandler handle);

void send_html(httplib::Response& response, const std::string& html, int status = 200);
// Invalid UTF-8 in stored text (a program's output) is replaced, not a reason to fail
// (judge/report/json_text.h).
void send_json(httplib::Response& response, const nlohmann::ordered_json& json, int status = 200);
void send_error(httplib::Response& response, Format format, int status, const std::string& message);

// Borrows a store of the server's pool for one request. A missing file, a newer schema or a
// lock held too long become a 503 HttpError that names the reason.
db::Lent<db::Store> borrow_store(db::StorePool& stores, db::OpenMode mode);
db::Lent<db::ContestStore> borrow_contests(db::StorePool& stores, db::OpenMode mode);
// A read-only one.
db::Lent<db::Store> open_reader(db::StorePool& stores);

}  // namespace gridjudge::web
