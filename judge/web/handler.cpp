#include "judge/web/handler.h"

#include <SQLiteCpp/Exception.h>
#include <sqlite3.h>

#include "judge/report/json_text.h"
#include "judge/web/http_error.h"
#include "judge/web/pages.h"

namespace gridjudge::web {

void send_html(httplib::Response& response, const std::string& html, int status) {
    response.status = status;
    response.set_content(html, "text/html; charset=utf-8");
}

void send_json(httplib::Response& response, const nlohmann::ordered_json& json, int status) {
    response.status = status;
    response.set_content(json_text(json), "application/json");
}

void send_error(httplib::Response& response, Format format, int status,
                const std::string& message) {
    if (status == 401) response.set_header("WWW-Authenticate", "Bearer realm=\"gridjudge\"");
    if (format == Format::Json)
        send_json(response, {{"error", message}, {"status", status}}, status);
    else
        send_html(response, error_page(status, message), status);
}

httplib::Server::Handler guarded(Format format, RouteHandler handle) {
    return [format, handle = std::move(handle)](const httplib::Request& request,
                                                httplib::Response& response) {
        try {
            handle(request, response);
        } catch (const HttpError& error) {
            send_error(response, format, error.status(), error.what());
        } catch (const SQLite::Exception& error) {
            const int code = error.getErrorCode();
            if (code == SQLITE_BUSY || code == SQLITE_LOCKED)
                send_error(response, format, 503,
                           "the database is locked by another process (a running grade?); "
                           "try again in a moment");
            else
                send_error(response, format, 500, std::string("database error: ") + error.what());
        } catch (const db::StoreUnavailable& error) {
            // A SQLite lock held past its busy timeout, or a database server gone for now.
            send_error(response, format, 503,
                       std::string(error.what()) + "; try again in a moment");
        } catch (const std::exception& error) {
            send_error(response, format, 500, error.what());
        }
    };
}

namespace {

// What `borrow` lends; a database that cannot be opened is a 503 naming `what` and the reason.
template <class Borrow>
auto lent_or_unavailable(Borrow borrow, db::OpenMode mode, const char* what) {
    try {
        return borrow();
    } catch (const std::exception& error) {
        throw HttpError(503, std::string(mode == db::OpenMode::ReadOnly ? "cannot read the "
                                                                        : "cannot write the ") +
                                 what + ": " + error.what());
    }
}

}  // namespace

db::Lent<db::Store> borrow_store(db::StorePool& stores, db::OpenMode mode) {
    return lent_or_unavailable([&] { return stores.store(mode); }, mode, "database");
}

db::Lent<db::ContestStore> borrow_contests(db::StorePool& stores, db::OpenMode mode) {
    return lent_or_unavailable([&] { return stores.contests(mode); }, mode, "contest database");
}

db::Lent<db::Store> open_reader(db::StorePool& stores) {
    return borrow_store(stores, db::OpenMode::ReadOnly);
}

}  // namespace gridjudge::web
