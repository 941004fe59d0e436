#include "judge/app/contest_account_book.h"

#include <stdexcept>

namespace gridjudge::app {

namespace {

accounts::StoredAccount stored(const db::AccountRecord& record) {
    return {record.account, record.password_hash};
}

db::SessionRecord session_record(const accounts::Session& session) {
    return {session.token_hash.hex, session.account_id, session.csrf_token, session.created,
            session.expires};
}

}  // namespace

std::optional<accounts::StoredAccount> StoreAccountBook::find_by_username(
    std::string_view username) const {
    const auto record = contests_.account_by_username(std::string(username));
    if (!record) return std::nullopt;
    return stored(*record);
}

std::optional<accounts::StoredAccount> StoreAccountBook::find_by_id(
    std::string_view account_id) const {
    const auto record = contests_.account_by_id(std::string(account_id));
    if (!record) return std::nullopt;
    return stored(*record);
}

void StoreAccountBook::create(const contest::Account& account, const std::string& password_hash) {
    accounts::check_new_account(account);
    db::AccountRecord record;
    record.account = account;
    record.password_hash = password_hash;
    if (account.kind == contest::AccountKind::team) {
        // A team account belongs to its team's contest; the team id must say which.
        std::string found;
        for (const auto& contest : contests_.contests()) {
            if (!contests_.team(contest.settings.id, account.team_id)) continue;
            if (!found.empty())
                throw std::invalid_argument("team_id: team '" + account.team_id +
                                            "' is in more than one contest");
            found = contest.settings.id;
        }
        if (found.empty())
            throw std::invalid_argument("team_id: no contest has team '" + account.team_id + "'");
        record.contest_id = found;
    }
    try {
        contests_.create_account(record);
    } catch (const db::ContestConflict& conflict) {
        throw accounts::AccountExists(conflict.what());
    }
}

bool StoreAccountBook::set_password_hash(std::string_view account_id, const std::string& hash) {
    return contests_.set_password_hash(std::string(account_id), hash);
}

void StoreAccountBook::create_session(const accounts::Session& session) {
    contests_.create_session(session_record(session));
}

std::optional<accounts::Session> StoreAccountBook::find_session(
    const accounts::TokenHash& token_hash) const {
    const auto record = contests_.session(token_hash.hex);
    if (!record) return std::nullopt;
    return accounts::Session{{record->token_sha256},
                             record->account_id,
                             record->csrf_token,
                             record->created,
                             record->expires};
}

void StoreAccountBook::delete_session(const accounts::TokenHash& token_hash) {
    contests_.delete_session(token_hash.hex);
}

std::size_t StoreAccountBook::delete_sessions_of(std::string_view account_id) {
    return contests_.delete_sessions_of(std::string(account_id));
}

std::size_t StoreAccountBook::delete_expired_sessions(contest::TimePoint now) {
    return contests_.delete_expired_sessions(now);
}

}  // namespace gridjudge::app
