#include "db/postgres/postgres_connection.h"

namespace gridjudge::db {
namespace {

// SQLSTATE classes of a server that went away: 08 (connection exception) and 57P (the server is
// shutting down, starting up, or crashed: operator intervention).
bool is_lost_server(const std::string& sqlstate) {
    return sqlstate.rfind("08", 0) == 0 || sqlstate.rfind("57P", 0) == 0;
}

// Drops every `password=...` parameter of a URL's query.
std::string without_password_parameter(const std::string& query) {
    std::string kept;
    std::size_t start = 0;
    while (start <= query.size()) {
        const std::size_t end = std::min(query.find('&', start), query.size());
        const std::string parameter = query.substr(start, end - start);
        if (!parameter.empty() && parameter.rfind("password=", 0) != 0)
            kept += (kept.empty() ? "" : "&") + parameter;
        start = end + 1;
    }
    return kept;
}

}  // namespace

std::string url_without_password(const std::string& url) {
    const std::size_t scheme_end = url.find("://");
    if (scheme_end == std::string::npos) return url;
    const std::size_t authority_start = scheme_end + 3;
    const std::size_t authority_end =
        std::min(url.find_first_of("/?#", authority_start), url.size());
    std::string authority = url.substr(authority_start, authority_end - authority_start);
    if (const std::size_t at = authority.rfind('@'); at != std::string::npos) {
        const std::size_t colon = authority.find(':');
        if (colon != std::string::npos && colon < at) authority.erase(colon, at - colon);
    }
    std::string rest = url.substr(authority_end);
    if (const std::size_t question = rest.find('?'); question != std::string::npos) {
        const std::size_t fragment = std::min(rest.find('#', question), rest.size());
        const std::string query =
            without_password_parameter(rest.substr(question + 1, fragment - question - 1));
        rest =
            rest.substr(0, question) + (query.empty() ? "" : "?" + query) + rest.substr(fragment);
    }
    return url.substr(0, authority_start) + authority + rest;
}

void hide_url_passwords(char* text) {
    const std::string copy = text;
    auto hide = [&](std::size_t from, std::size_t to) {
        for (std::size_t i = from; i < to; ++i) text[i] = 'x';
    };
    for (const char* scheme : {"postgresql://", "postgres://"}) {
        for (std::size_t start = copy.find(scheme); start != std::string::npos;
             start = copy.find(scheme, start + 1)) {
            const std::size_t authority = start + std::string(scheme).size();
            const std::size_t url_end = std::min(copy.find_first_of(" \t", authority), copy.size());
            const std::size_t authority_end =
                std::min(copy.find_first_of("/?#", authority), url_end);
            const std::size_t at = copy.rfind('@', authority_end);
            if (at != std::string::npos && at >= authority) {
                const std::size_t colon = copy.find(':', authority);
                if (colon < at) hide(colon + 1, at);
            }
            for (std::size_t parameter = copy.find("password=", authority_end);
                 parameter != std::string::npos && parameter < url_end;
                 parameter = copy.find("password=", parameter + 1)) {
                const char before = copy[parameter - 1];
                if (before != '?' && before != '&') continue;
                const std::size_t value = parameter + std::string("password=").size();
                hide(value, std::min(copy.find_first_of("&#", value), url_end));
            }
        }
    }
}

std::unique_ptr<pqxx::connection> connect_postgres(const std::string& url) {
    try {
        return std::make_unique<pqxx::connection>(url);
    } catch (...) {
        rethrow_as_store_error(url_without_password(url));
    }
}

void rethrow_as_store_error(const std::string& location) {
    const std::string prefix = "database " + location + ": ";
    try {
        throw;
    } catch (const StoreUnavailable&) {
        throw;
    } catch (const pqxx::in_doubt_error& error) {
        throw StoreUnavailable(prefix + "the connection was lost while committing (" +
                               error.what() + ")");
    } catch (const pqxx::broken_connection& error) {
        throw StoreUnavailable(prefix + "cannot reach the server: " + error.what());
    } catch (const pqxx::sql_error& error) {
        if (is_lost_server(error.sqlstate()))
            throw StoreUnavailable(prefix + "the server went away: " + error.what());
        throw std::runtime_error(prefix + error.what());
    } catch (const std::exception& error) {
        const std::string message = error.what();
        if (message.rfind("database ", 0) == 0) throw;
        throw std::runtime_error(prefix + message);
    }
}

}  // namespace gridjudge::db
