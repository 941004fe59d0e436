#include "judge/accounts/account_book.h"

#include <algorithm>

#include "judge/util/utf8.h"

namespace gridjudge::accounts {

void check_new_account(const contest::Account& account) {
    const std::string who = "account '" + account.id + "': ";
    if (account.id.empty()) throw std::invalid_argument("account: field id is empty");
    const std::string& username = account.username;
    if (username.empty()) throw std::invalid_argument(who + "field username is empty");
    if (username.size() > 64)
        throw std::invalid_argument(who + "field username is longer than 64 bytes");
    if (!is_valid_utf8(username))
        throw std::invalid_argument(who + "field username is not valid UTF-8");
    const bool control_or_colon = std::any_of(username.begin(), username.end(), [](char c) {
        const auto byte = static_cast<unsigned char>(c);
        return byte < 0x20 || byte == 0x7F || c == ':';
    });
    if (control_or_colon)
        throw std::invalid_argument(who + "field username holds a control character or a ':'");
    if (account.kind == contest::AccountKind::team && account.team_id.empty())
        throw std::invalid_argument(who + "field team_id is empty for a team account");
}

}  // namespace gridjudge::accounts
