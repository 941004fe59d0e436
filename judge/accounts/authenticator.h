// Logging in and out, and who a request is: the rules the web's pages and API share, on an
// AccountBook, a LoginThrottle and a Clock.
//  - A login is refused unread while its username or address must wait (login_throttle.h).
//  - An unknown username costs the same Argon2 work as a wrong password and gets the same
//    message, so neither timing nor wording tells which usernames exist.
//  - A right password whose hash was made with weaker limits is rehashed on the spot.
//  - Credentials proved and used in the last 5 minutes skip Argon2 (credential_cache.h): HTTP
//    Basic clients send them with every request.
//  - A browser login always issues a brand-new session and deletes the one it presented: a
//    token planted before the login (session fixation) is never the one after.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "judge/accounts/account_book.h"
#include "judge/accounts/clock.h"
#include "judge/accounts/credential_cache.h"
#include "judge/accounts/login_throttle.h"
#include "judge/accounts/password.h"
#include "judge/accounts/session.h"

namespace gridjudge::accounts {

enum class LoginOutcome { logged_in, wrong_credentials, throttled };

struct LoginResult {
    LoginOutcome outcome = LoginOutcome::wrong_credentials;
    std::string message;                      // for the login page or the API's 401 body
    std::optional<contest::Account> account;  // when logged_in
    std::optional<IssuedSession> session;     // when logged_in through log_in()
};

struct AuthenticatedSession {
    Session session;
    contest::Account account;
};

inline constexpr std::string_view wrong_credentials_message = "Wrong username or password.";

class Authenticator {
  public:
    // `session_lifetime`: 12 hours covers a 5-hour contest with its warm-up and some margin,
    // and ends before the next day's round.
    Authenticator(AccountBook& book, LoginThrottle& throttle, const Clock& clock,
                  Seconds session_lifetime = Seconds{12 * 60 * 60});

    // A browser's login: on success, a new session (the cookie's token and the stored session).
    // `presented_token` is the session cookie the browser sent along, if any: it is ended.
    LoginResult log_in(std::string_view username, const Password& password,
                       std::string_view client_address,
                       std::optional<std::string_view> presented_token = std::nullopt);

    // An API client's HTTP Basic credentials: the same checks and throttling, no session.
    LoginResult check_credentials(std::string_view username, const Password& password,
                                  std::string_view client_address);

    // The session and account a presented cookie stands for; nullopt when it is not a live
    // session (unknown, expired — then deleted — or its account gone).
    std::optional<AuthenticatedSession> session_for(std::string_view presented_token);

    void log_out(std::string_view presented_token);

    // Stores a new hash and ends every session of the account (all its browsers must log in
    // again). False when there is no such account.
    bool set_password(std::string_view account_id, const Password& password);

    Seconds session_lifetime() const { return session_lifetime_; }

  private:
    AccountBook& book_;
    LoginThrottle& throttle_;
    const Clock& clock_;
    Seconds session_lifetime_;
    // Verified against when the username is unknown, so that case costs what a wrong password
    // costs.
    std::string decoy_hash_;
    VerifiedCredentialCache proved_credentials_;
};

}  // namespace gridjudge::accounts
