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

namespace gridjudge::web {

enum class Format { Html, Json };

using RouteHandler = std::function<void(const httplib::Request&, httplib::Response&)>;

httplib::Server::Handler guarded(Format format, RouteHandler handle);

void send_html(httplib::Response& response, const std::string& html, int status = 200);
// Invalid UTF-8 in stored text (a program's output) is replaced, not a reason to fail
// (judge/report/json_text.h).
void send_json(httplib::Response& response, const nlohmann::ordered_json& json, int status = 200);
void send_error(httplib::Response& response, Format format, int status, const std::string& message);

// Opens the database read-only for one request. A missing file, a newer schema or a lock held
// too long become a 503 HttpError that names the reason.
std::unique_ptr<db::Store> open_reader(const std::string& path);

}  // namespace gridjudge::web
