#include "judge/contest/contest_package_write.h"

#include <map>

#include <yaml-cpp/yaml.h>
#include <nlohmann/json.hpp>

#include "judge/contest/contest_text_checks.h"
#include "judge/contest/contest_times.h"
#include "judge/util/files.h"

namespace gridjudge::contest {
namespace {

// Every string double-quoted: "5:00:00" left plain is a number in base 60 to YAML 1.1 readers
// (PyYAML), and "#00f" would start a comment.
void field(YAML::Emitter& out, const char* key, const std::string& value) {
    out << YAML::Key << key << YAML::Value << YAML::DoubleQuoted << value;
}

void field_if_set(YAML::Emitter& out, const char* key, const std::string& value) {
    if (!value.empty()) field(out, key, value);
}

std::string finish(const YAML::Emitter& out, const char* file) {
    if (!out.good()) throw ContestPackageError(std::string(file) + ": " + out.GetLastError());
    return std::string(out.c_str()) + "\n";
}

const char* account_type(AccountKind kind) {
    switch (kind) {
        case AccountKind::team:
            return "team";
        case AccountKind::judge:
            return "judge";
        case AccountKind::admin:
            return "admin";
    }
    return "team";
}

std::string json_text(const nlohmann::json& value, const char* file) {
    try {
        return value.dump(4) + "\n";
    } catch (const nlohmann::json::exception& error) {
        throw ContestPackageError(std::string(file) + ": " + error.what());
    }
}

// What the reader would refuse is refused before writing: an export that cannot be imported
// again is no export. `where` is "teams.json: team '7'"-like.
class WritableCheck {
  public:
    void id(const std::string& where, const char* field, const std::string& value) {
        if (!is_contest_id(value))
            refuse(where, field, "'" + value + "' is not an id of the Contest API's shape");
    }
    void text(const std::string& where, const char* field, const std::string& value) {
        if (!is_valid_utf8(value)) refuse(where, field, "not valid UTF-8");
        if (has_control_character(value)) refuse(where, field, "contains a control character");
    }
    void required_text(const std::string& where, const char* field, const std::string& value) {
        if (value.empty()) refuse(where, field, "empty");
        text(where, field, value);
    }

  private:
    [[noreturn]] static void refuse(const std::string& where, const char* field,
                                    const std::string& why) {
        throw ContestPackageError(where + ": " + field + ": " + why);
    }
};

void check_writable(const ContestPackage& package) {
    WritableCheck check;
    const ContestSettings& settings = package.settings;
    check.id("contest.yaml", "id", settings.id);
    check.required_text("contest.yaml", "name", settings.name);
    check.text("contest.yaml", "formal_name", settings.formal_name);
    for (const ContestProblem& problem : package.problems) {
        const std::string where = "problems.yaml: problem '" + problem.id + "'";
        check.id(where, "id", problem.id);
        check.required_text(where, "label", problem.label);
        for (const auto& [field, value] :
             {std::pair{"name", &problem.name}, {"color", &problem.color}, {"rgb", &problem.rgb}})
            check.text(where, field, *value);
    }
    for (const Organization& organization : package.organizations) {
        const std::string where = "organizations.json: organization '" + organization.id + "'";
        check.id(where, "id", organization.id);
        check.required_text(where, "name", organization.name);
        for (const auto& [field, value] : {std::pair{"formal_name", &organization.formal_name},
                                           {"country", &organization.country}})
            check.text(where, field, *value);
    }
    for (const Team& team : package.teams) {
        const std::string where = "teams.json: team '" + team.id + "'";
        check.id(where, "id", team.id);
        if (!team.organization_id.empty()) check.id(where, "organization_id", team.organization_id);
        check.required_text(where, "name", team.name);
        check.text(where, "display_name", team.display_name);
    }
    for (const Account& account : package.accounts) {
        const std::string where = "accounts.yaml: account '" + account.id + "'";
        check.id(where, "id", account.id);
        if (!account.team_id.empty()) check.id(where, "team_id", account.team_id);
        check.required_text(where, "username", account.username);
        check.text(where, "name", account.name);
    }
    for (const InitialPassword& given : package.initial_passwords)
        check.required_text("accounts.yaml: account '" + given.account_id + "'", "password",
                            given.password);
}

}  // namespace

std::string contest_yaml_text(const ContestSettings& settings) {
    YAML::Emitter out;
    out << YAML::BeginMap;
    field(out, "id", settings.id);
    field(out, "name", settings.name);
    field_if_set(out, "formal_name", settings.formal_name);
    if (settings.start_time) field(out, "start_time", format_abstime(*settings.start_time));
    field(out, "duration", format_reltime(settings.duration));
    if (settings.scoreboard_freeze_duration)
        field(out, "scoreboard_freeze_duration",
              format_reltime(*settings.scoreboard_freeze_duration));
    // The format knows pass-fail and score; OI is a score contest whose results wait for the end.
    field(out, "scoreboard_type",
          settings.scoring == ScoringKind::pass_fail ? "pass-fail" : "score");
    out << YAML::Key << "penalty_time" << YAML::Value << settings.penalty_minutes;
    out << YAML::EndMap;
    return finish(out, "contest.yaml");
}

std::string problems_yaml_text(const std::vector<ContestProblem>& problems) {
    if (problems.empty()) return "[]\n";
    YAML::Emitter out;
    out << YAML::BeginSeq;
    for (const ContestProblem& problem : problems) {
        out << YAML::BeginMap;
        field(out, "id", problem.id);
        field(out, "label", problem.label);
        field_if_set(out, "name", problem.name);
        out << YAML::Key << "ordinal" << YAML::Value << problem.ordinal;
        field_if_set(out, "color", problem.color);
        field_if_set(out, "rgb", problem.rgb);
        out << YAML::EndMap;
    }
    out << YAML::EndSeq;
    return finish(out, "problems.yaml");
}

std::string accounts_yaml_text(const std::vector<Account>& accounts,
                               const std::vector<InitialPassword>& initial_passwords) {
    if (accounts.empty()) return "[]\n";
    std::map<std::string, std::string> passwords;
    for (const InitialPassword& given : initial_passwords)
        passwords[given.account_id] = given.password;
    YAML::Emitter out;
    out << YAML::BeginSeq;
    for (const Account& account : accounts) {
        out << YAML::BeginMap;
        field(out, "id", account.id);
        field(out, "username", account.username);
        if (const auto password = passwords.find(account.id); password != passwords.end())
            field(out, "password", password->second);
        field(out, "type", account_type(account.kind));
        field_if_set(out, "team_id", account.team_id);
        field_if_set(out, "name", account.name);
        out << YAML::EndMap;
    }
    out << YAML::EndSeq;
    return finish(out, "accounts.yaml");
}

std::string teams_json_text(const std::vector<Team>& teams) {
    nlohmann::json list = nlohmann::json::array();
    for (const Team& team : teams) {
        // The spec wants a label; gridjudge shows teams by name and keeps none, so the id serves.
        nlohmann::json object = {{"id", team.id}, {"label", team.id}, {"name", team.name}};
        if (!team.display_name.empty()) object["display_name"] = team.display_name;
        if (!team.organization_id.empty()) object["organization_id"] = team.organization_id;
        object["hidden"] = team.hidden;
        list.push_back(std::move(object));
    }
    return json_text(list, "teams.json");
}

std::string organizations_json_text(const std::vector<Organization>& organizations) {
    nlohmann::json list = nlohmann::json::array();
    for (const Organization& organization : organizations) {
        nlohmann::json object = {{"id", organization.id}, {"name", organization.name}};
        if (!organization.formal_name.empty()) object["formal_name"] = organization.formal_name;
        if (!organization.country.empty()) object["country"] = organization.country;
        list.push_back(std::move(object));
    }
    return json_text(list, "organizations.json");
}

void write_contest_package(const ContestPackage& package, const std::filesystem::path& folder) {
    check_writable(package);
    const std::map<std::string, std::string> files = {
        {"contest.yaml", contest_yaml_text(package.settings)},
        {"problems.yaml", problems_yaml_text(package.problems)},
        {"accounts.yaml", accounts_yaml_text(package.accounts, package.initial_passwords)},
        {"teams.json", teams_json_text(package.teams)},
        {"organizations.json", organizations_json_text(package.organizations)},
    };
    try {
        std::filesystem::create_directories(folder);
        for (const auto& [name, text] : files) write_file_atomic(folder / name, text);
    } catch (const std::exception& error) {
        throw ContestPackageError(folder.string() +
                                  ": cannot write the contest package: " + error.what());
    }
}

}  // namespace gridjudge::contest
