// The one error the live contest's use cases throw: what was refused and why, in a message the
// CLI prints and the web pages and the Contest API show as they are (no password, no path of
// this server in it). Its kind tells the web and the API which status to answer with.
#pragma once

#include <chrono>
#include <stdexcept>
#include <string>

namespace gridjudge::app {

class ContestError : public std::runtime_error {
  public:
    enum class Kind {
        not_found,     // no such contest, team, problem, submission, clarification (HTTP 404)
        invalid,       // bad input: an empty source, a bad id, text too long (HTTP 400)
        wrong_state,   // makes no sense now: start twice, submit after the end (HTTP 409)
        forbidden,     // this viewer may not do or see this (HTTP 403)
        conflict,      // an id or username that is taken (HTTP 409)
        rate_limited,  // too many submissions from one team in a minute (HTTP 429)
    };
    ContestError(Kind kind, const std::string& message,
                 std::chrono::seconds retry_after = std::chrono::seconds{0})
        : std::runtime_error(message), kind_(kind), retry_after_(retry_after) {}
    Kind kind() const { return kind_; }
    // rate_limited: the wait before the team may submit again (HTTP's Retry-After); else 0.
    std::chrono::seconds retry_after() const { return retry_after_; }

  private:
    Kind kind_;
    std::chrono::seconds retry_after_;
};

}  // namespace gridjudge::app
