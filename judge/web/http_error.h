// HttpError: a request the server answers with an error status and a message meant for the
// person or script that sent it (400 malformed query, 404 unknown id, 503 database unreadable).
// Handlers throw it; judge/web/handler.cpp turns it into an error page or a JSON error.
#pragma once

#include <stdexcept>
#include <string>

namespace gridjudge::web {

class HttpError : public std::runtime_error {
  public:
    HttpError(int status, const std::string& message)
        : std::runtime_error(message), status_(status) {}
    int status() const { return status_; }

  private:
    int status_;
};

}  // namespace gridjudge::web
