#include "judge/accounts/authenticator.h"

#include <stdexcept>

namespace gridjudge::accounts {

Authenticator::Authenticator(AccountBook& book, LoginThrottle& throttle, const Clock& clock,
                             Seconds session_lifetime)
    : book_(book),
      throttle_(throttle),
      clock_(clock),
      session_lifetime_(session_lifetime),
      decoy_hash_(hash_password(Password("not a password anybody has"))) {
    if (session_lifetime_.count() <= 0)
        throw std::invalid_argument("a session lifetime must be positive");
}

LoginResult Authenticator::check_credentials(std::string_view username, const Password& password,
                                             std::string_view client_address) {
    LoginResult result;
    if (const auto until = throttle_.refused_until(username, client_address)) {
        result.outcome = LoginOutcome::throttled;
        result.message = lockout_message(clock_.now(), *until);
        return result;
    }
    const std::optional<StoredAccount> stored = book_.find_by_username(username);
    const TimePoint now = clock_.now();
    if (stored && proved_credentials_.proved(username, password, stored->password_hash, now)) {
        result.outcome = LoginOutcome::logged_in;
        result.account = stored->account;
        return result;
    }
    bool right = false;
    if (stored) {
        try {
            right = verify_password(stored->password_hash, password);
        } catch (const std::invalid_argument& error) {
            throw std::runtime_error("account '" + stored->account.id +
                                     "': the stored password hash cannot be read: " + error.what());
        }
    } else {
        verify_password(decoy_hash_, password);
    }
    if (!right) {
        throttle_.record_failure(username, client_address);
        result.outcome = LoginOutcome::wrong_credentials;
        result.message = std::string(wrong_credentials_message);
        return result;
    }
    throttle_.record_success(username);
    std::string current_hash = stored->password_hash;
    if (password_needs_rehash(current_hash)) {
        current_hash = hash_password(password);
        book_.set_password_hash(stored->account.id, current_hash);
    }
    proved_credentials_.remember(username, password, current_hash, now);
    result.outcome = LoginOutcome::logged_in;
    result.account = stored->account;
    return result;
}

LoginResult Authenticator::log_in(std::string_view username, const Password& password,
                                  std::string_view client_address,
                                  std::optional<std::string_view> presented_token) {
    LoginResult result = check_credentials(username, password, client_address);
    if (result.outcome != LoginOutcome::logged_in) return result;
    if (presented_token) {
        if (const auto old_hash = hash_presented_token(*presented_token))
            book_.delete_session(*old_hash);
    }
    IssuedSession issued = issue_session(result.account->id, clock_.now(), session_lifetime_);
    book_.create_session(issued.session);
    result.session = std::move(issued);
    return result;
}

std::optional<AuthenticatedSession> Authenticator::session_for(std::string_view presented_token) {
    const auto token_hash = hash_presented_token(presented_token);
    if (!token_hash) return std::nullopt;
    std::optional<Session> session = book_.find_session(*token_hash);
    if (!session) return std::nullopt;
    if (session->expires <= clock_.now()) {
        book_.delete_session(*token_hash);
        return std::nullopt;
    }
    std::optional<StoredAccount> stored = book_.find_by_id(session->account_id);
    if (!stored) {
        book_.delete_session(*token_hash);
        return std::nullopt;
    }
    return AuthenticatedSession{std::move(*session), std::move(stored->account)};
}

void Authenticator::log_out(std::string_view presented_token) {
    if (const auto token_hash = hash_presented_token(presented_token))
        book_.delete_session(*token_hash);
}

bool Authenticator::set_password(std::string_view account_id, const Password& password) {
    if (!book_.set_password_hash(account_id, hash_password(password))) return false;
    book_.delete_sessions_of(account_id);
    return true;
}

}  // namespace gridjudge::accounts
