#include "judge/web/server.h"

#include <sys/resource.h>
#include <sys/socket.h>

#include <chrono>
#include <cstdio>
#include <stdexcept>

#include "judge/web/auth.h"
#include "judge/web/connection_threads.h"
#include "judge/web/contest_api_routes.h"
#include "judge/web/contest_site.h"
#include "judge/web/handler.h"
#include "judge/web/http_error.h"
#include "judge/web/query.h"

namespace gridjudge::web {
namespace {

// The pages load only the site's own files; nothing inline runs, even if escaping ever failed.
constexpr const char* kContentSecurityPolicy =
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
    "connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

Format format_for(const httplib::Request& request) {
    return request.path.rfind("/api/", 0) == 0 ? Format::Json : Format::Html;
}

// What the log shows of a method or path: "-" when the request was refused before it had one,
// and control characters (a decoded "%1b" would drive the operator's terminal) as '?'.
std::string loggable(const std::string& text) {
    if (text.empty()) return "-";
    std::string shown = text;
    for (char& c : shown)
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) c = '?';
    return shown;
}

// Each open connection is a descriptor; the soft limit is often 1024, well under
// kConnectionThreads. Raising it to the hard limit needs no privilege.
void raise_open_file_limit() {
    rlimit limit{};
    if (::getrlimit(RLIMIT_NOFILE, &limit) != 0 || limit.rlim_cur >= limit.rlim_max) return;
    limit.rlim_cur = limit.rlim_max;
    ::setrlimit(RLIMIT_NOFILE, &limit);
}

}  // namespace

WebServer::WebServer(ServerOptions options, const LiveProgressBoard* live, ContestSite* contest)
    : options_(std::move(options)),
      config_{std::make_shared<db::StorePool>(options_.db_path), options_.token, live, contest},
      server_(kRequestCap, kRequestSlots) {
    server_.set_default_headers({{"Content-Security-Policy", kContentSecurityPolicy},
                                 {"X-Content-Type-Options", "nosniff"},
                                 {"Referrer-Policy", "no-referrer"},
                                 {"X-Frame-Options", "DENY"}});
    server_.set_payload_max_length(kBodyCap);
    // stop() waits for every idle keep-alive connection to time out (httplib's default: 5 s
    // per open browser tab); a second keeps Ctrl-C prompt, and a reconnect on loopback is cheap.
    server_.set_keep_alive_timeout(1);
    server_.set_keep_alive_max_count(kRequestsPerConnection);
    server_.set_read_timeout(kReadTimeout);
    server_.set_write_timeout(kWriteTimeout);
    server_.new_task_queue = [] { return new ConnectionThreads(kConnectionThreads); };
    server_.set_pre_routing_handler(
        [this](const httplib::Request& request, httplib::Response& response) {
            CappedServer::take_request_slot();
            if (!host_allowed(request.get_header_value("Host"), options_.host,
                              options_.allowed_hosts)) {
                send_error(response, format_for(request), 403,
                           "this server answers only to loopback addresses, localhost and the "
                           "names given with --allow-host, not to Host '" +
                               request.get_header_value("Host") + "'");
                return httplib::Server::HandlerResponse::Handled;
            }
            try {
                check_query_syntax(request.target);
            } catch (const HttpError& error) {
                send_error(response, format_for(request), error.status(), error.what());
                return httplib::Server::HandlerResponse::Handled;
            }
            return httplib::Server::HandlerResponse::Unhandled;
        });
    // Called for every status >= 400; fills in only responses no route wrote (unknown URLs), and
    // names a request refused for its size (the library reports a failed read as 400).
    server_.set_error_handler(httplib::Server::HandlerWithResponse(
        [](const httplib::Request& request, httplib::Response& response) {
            // Past the whole request's cap the rest is never read: the connection is closed.
            // (A Content-Length over the body's cap alone is skipped by the library, and the
            // connection goes on.)
            const bool over_cap = CappedServer::request_over_cap();
            if (over_cap || response.status == 413) {
                if (over_cap) response.set_header("Connection", "close");
                send_error(response, format_for(request), 413,
                           "a request may be at most " + std::to_string(kRequestCap / 1024) +
                               " KiB, its body at most " + std::to_string(kBodyCap / 1024) +
                               " KiB" + (over_cap ? "; the connection is closed" : ""));
                return httplib::Server::HandlerResponse::Handled;
            }
            if (!response.body.empty()) return httplib::Server::HandlerResponse::Unhandled;
            send_error(response, format_for(request), response.status,
                       response.status == 404 ? "there is no page at " + request.path
                                              : "the server cannot answer this request");
            return httplib::Server::HandlerResponse::Handled;
        }));
    if (options_.log_requests)
        server_.set_logger([](const httplib::Request& request, const httplib::Response& response) {
            const auto elapsed = std::chrono::steady_clock::now() - CappedServer::request_started();
            std::fprintf(stderr, "%s %s %d %.1f ms\n", loggable(request.method).c_str(),
                         loggable(request.path).c_str(), response.status,
                         std::chrono::duration<double, std::milli>(elapsed).count());
        });
    add_page_routes(server_, config_);
    add_api_routes(server_, config_);
    add_static_routes(server_);
    add_contest_routes(server_, config_);
    add_contest_api_routes(server_, config_, &stopping_);
}

int WebServer::bind() {
    raise_open_file_limit();
    const int port =
        options_.port == 0
            ? server_.bind_to_any_port(options_.host)
            : (server_.bind_to_port(options_.host, options_.port) ? options_.port : -1);
    if (port < 0)
        throw std::runtime_error("cannot listen on " + options_.host + ":" +
                                 std::to_string(options_.port) +
                                 " (in use, or not an address of this machine)");
    server_.set_listen_backlog(SOMAXCONN);
    return port;
}

void WebServer::stop() {
    // Open scoreboard streams and event feeds hold their connections' threads until they end;
    // the server waits for them.
    stopping_ = true;
    if (config_.contest != nullptr) config_.contest->feeds.stop();
    stopping_ = true;  // and the Contest API's event feeds
    server_.stop();
}

void WebServer::run() {
    if (!server_.listen_after_bind()) throw std::runtime_error("the server stopped unexpectedly");
}

}  // namespace gridjudge::web
