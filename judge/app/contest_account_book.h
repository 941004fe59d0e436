// accounts::AccountBook kept in the database: the ContestStore's accounts and sessions, so that
// the web's login (accounts::Authenticator) works on what `gridjudge contest import` and
// `add-team` stored.
#pragma once

#include "db/contest_store.h"
#include "judge/accounts/account_book.h"

namespace gridjudge::app {

class StoreAccountBook final : public accounts::AccountBook {
  public:
    explicit StoreAccountBook(db::ContestStore& contests) : contests_(contests) {}

    std::optional<accounts::StoredAccount> find_by_username(
        std::string_view username) const override;
    std::optional<accounts::StoredAccount> find_by_id(std::string_view account_id) const override;
    // A team account is stored with its team's contest (the team must exist in exactly one
    // contest, else std::invalid_argument); a taken id or username throws AccountExists.
    void create(const contest::Account& account, const std::string& password_hash) override;
    bool set_password_hash(std::string_view account_id, const std::string& hash) override;
    void create_session(const accounts::Session& session) override;
    std::optional<accounts::Session> find_session(
        const accounts::TokenHash& token_hash) const override;
    void delete_session(const accounts::TokenHash& token_hash) override;
    std::size_t delete_sessions_of(std::string_view account_id) override;
    std::size_t delete_expired_sessions(contest::TimePoint now) override;

  private:
    db::ContestStore& contests_;
};

}  // namespace gridjudge::app
