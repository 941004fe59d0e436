// Logging in to a live contest, and who a request is: accounts::Authenticator's rules
// (throttling, same answer for unknown users and wrong passwords, fresh sessions) on the store's
// accounts, plus what a contest adds: a team's first login opens its own window in a per-team
// contest. Passwords are never logged nor put in a message.
#pragma once

#include <mutex>
#include <optional>
#include <string>
#include <string_view>

#include "db/contest_store.h"
#include "judge/accounts/authenticator.h"
#include "judge/accounts/serialized_account_book.h"
#include "judge/app/contest_account_book.h"
#include "judge/app/contest_viewer.h"

namespace gridjudge::app {

struct LoginAnswer {
    accounts::LoginOutcome outcome = accounts::LoginOutcome::wrong_credentials;
    std::string message;  // for the login page / the 401 body; empty when logged in
    std::optional<Viewer> viewer;
    std::string session_token;  // the cookie's value, when logged in
    std::string csrf_token;     // the session's CSRF token, when logged in
};

// A viewer and its session's CSRF token (for the forms of its pages).
struct SessionViewer {
    Viewer viewer;
    std::string csrf_token;
};

// One per process (the web server's); thread-safe: its store is one connection, and every access to
// it holds one mutex, but the Argon2 checks (a quarter second of CPU each) run outside it, so one
// team's first login does not make every other request wait behind it.
class ContestLogin {
  public:
    ContestLogin(db::ContestStore& contests, accounts::LoginThrottle& throttle,
                 const accounts::Clock& clock);

    // A browser's login. `presented_token`: the session cookie it sent along, ended on success.
    LoginAnswer login(std::string_view username, const accounts::Password& password,
                      std::string_view client_address,
                      std::optional<std::string_view> presented_token = std::nullopt);
    // The viewer of a session cookie; nullopt when not a live session.
    std::optional<SessionViewer> viewer_for_session(std::string_view token);
    // An API client's HTTP Basic credentials (throttled as a login); a refusal is the answer's
    // outcome and message, its viewer nullopt.
    LoginAnswer viewer_for_basic(std::string_view username, const accounts::Password& password,
                                 std::string_view client_address);
    void logout(std::string_view token);

  private:
    std::optional<db::AccountRecord> account_record(const std::string& account_id);
    // A team's login in a per-team contest that is running starts the team's window.
    void open_team_window(const Viewer& viewer);

    db::ContestStore& contests_;
    const accounts::Clock& clock_;
    // Guards every use of `contests_`, through `serialized_book_` or directly.
    std::mutex store_mutex_;
    StoreAccountBook book_;
    accounts::SerializedAccountBook serialized_book_;
    accounts::Authenticator authenticator_;
};

}  // namespace gridjudge::app
