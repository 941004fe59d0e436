#include "judge/app/contest_json_team.h"

namespace gridjudge::app {
namespace {

nlohmann::ordered_json text_or_null(const std::string& text) {
    if (text.empty()) return nullptr;
    return text;
}

const char* account_type(contest::AccountKind kind) {
    switch (kind) {
        case contest::AccountKind::team:
            return "team";
        case contest::AccountKind::judge:
            return "judge";
        case contest::AccountKind::admin:
            return "admin";
    }
    return "team";
}

}  // namespace

nlohmann::ordered_json team_json(const contest::Team& team, bool strict) {
    nlohmann::ordered_json json{{"id", team.id},
                                {"name", team.name},
                                {"label", team.id},
                                {"display_name", text_or_null(team.display_name)},
                                {"organization_id", text_or_null(team.organization_id)},
                                {"hidden", team.hidden}};
    if (!strict) json["extra_time"] = team.extra_time.count();
    return json;
}

nlohmann::ordered_json organization_json(const contest::Organization& organization) {
    return {{"id", organization.id},
            {"name", organization.name},
            {"formal_name", text_or_null(organization.formal_name)},
            {"country", text_or_null(organization.country)}};
}

nlohmann::ordered_json account_json(const contest::Account& account) {
    const bool team = account.kind == contest::AccountKind::team;
    nlohmann::ordered_json json{{"id", account.id},
                                {"username", account.username},
                                {"type", account_type(account.kind)},
                                {"team_id", team ? text_or_null(account.team_id) : nullptr}};
    if (!account.name.empty()) json["name"] = account.name;
    return json;
}

}  // namespace gridjudge::app
