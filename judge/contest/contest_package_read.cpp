#include "judge/contest/contest_package_read.h"

#include <algorithm>
#include <map>
#include <set>

#include "judge/contest/contest_package_file.h"
#include "judge/contest/contest_text_checks.h"
#include "judge/contest/contest_times.h"
#include "judge/util/safe_files.h"

namespace gridjudge::contest {
namespace {

// Refuses a value given twice across the items of one file (ids, labels, usernames), pointing at
// both lines.
class UniqueValues {
  public:
    UniqueValues(const PackageFile& file, const char* field) : file_(file), field_(field) {}

    void add(const YAML::Node& item, const std::string& value) {
        const YAML::Node at = file_.entry(item, field_);
        const auto [first, inserted] = lines_.emplace(value, PackageFile::line(at));
        if (!inserted)
            file_.fail(at, field_,
                       "'" + value + "' is given twice (first at line " +
                           std::to_string(first->second) + ")");
    }

  private:
    const PackageFile& file_;
    const char* field_;
    std::map<std::string, int> lines_;
};

Seconds reltime(const PackageFile& file, const YAML::Node& map, const char* key) {
    const ParsedSeconds parsed = parse_reltime(file.text(map, key));
    if (!parsed.value) file.fail(file.entry(map, key), key, parsed.problem);
    return *parsed.value;
}

// penalty_time: minutes as an integer (2023-06), or a duration "0:20:00" (later versions).
int penalty_minutes(const PackageFile& file, const YAML::Node& map) {
    const char* key = "penalty_time";
    const YAML::Node value = file.entry(map, key);
    const std::string text = file.text(map, key);
    if (text.find(':') == std::string::npos) {
        const std::int64_t minutes = file.integer(map, key);
        if (minutes < 0 || minutes > 24 * 60)
            file.fail(value, key, "'" + text + "' is not between 0 and 1440 minutes");
        return static_cast<int>(minutes);
    }
    const Seconds duration = reltime(file, map, key);
    if (duration.count() % 60 != 0 || duration > std::chrono::hours(24))
        file.fail(value, key, "'" + text + "' is not a whole number of minutes up to 24:00:00");
    return static_cast<int>(duration.count() / 60);
}

// The keys of the older CLICS contest.yaml (DOMjudge 7 and before): still found in public
// contest repositories. Refused by name, so that the fix is obvious, rather than read: their
// meaning drifted (short-name was a label, not an id).
void refuse_legacy_keys(const PackageFile& file, const YAML::Node& root) {
    static const std::pair<const char*, const char*> renamed[] = {
        {"short-name", "id"},
        {"formal-name", "formal_name"},
        {"start-time", "start_time"},
        {"scoreboard-freeze-length", "scoreboard_freeze_duration"},
        {"scoreboard-freeze", "scoreboard_freeze_duration"},
        {"penalty-time", "penalty_time"},
    };
    for (const auto& [old_key, new_key] : renamed)
        if (file.entry(root, old_key).IsDefined())
            file.fail(file.entry(root, old_key), old_key,
                      std::string("a key of the older CLICS format: write ") + new_key +
                          " (ccs-specs 2023-06)");
}

ContestSettings read_settings(const PackageFile& file) {
    const YAML::Node& root = file.root();
    if (!root.IsMap()) file.fail(root, "contest", "expected a map of the contest's fields");
    refuse_legacy_keys(file, root);
    ContestSettings settings;
    settings.id = file.id(root, "id");
    settings.name = file.text(root, "name");
    settings.formal_name = file.optional_text(root, "formal_name");
    if (file.present(root, "start_time")) {
        const ParsedTime start = parse_abstime(file.text(root, "start_time"));
        if (!start.value) file.fail(file.entry(root, "start_time"), "start_time", start.problem);
        settings.start_time = start.value;
    }
    settings.duration = reltime(file, root, "duration");
    if (settings.duration.count() == 0)
        file.fail(file.entry(root, "duration"), "duration", "a contest cannot last 0:00:00");
    if (file.present(root, "scoreboard_freeze_duration")) {
        settings.scoreboard_freeze_duration = reltime(file, root, "scoreboard_freeze_duration");
        if (*settings.scoreboard_freeze_duration > settings.duration)
            file.fail(file.entry(root, "scoreboard_freeze_duration"), "scoreboard_freeze_duration",
                      "longer than the contest's duration");
    }
    // DOMjudge's own contest.yaml leaves scoreboard_type out: pass-fail, its only kind.
    const std::string type = file.optional_text(root, "scoreboard_type");
    if (type == "score") {
        settings.scoring = ScoringKind::ioi;
    } else if (type.empty() || type == "pass-fail") {
        settings.scoring = ScoringKind::pass_fail;
    } else {
        file.fail(file.entry(root, "scoreboard_type"), "scoreboard_type",
                  "'" + type + "' is neither pass-fail nor score");
    }
    if (file.present(root, "penalty_time")) settings.penalty_minutes = penalty_minutes(file, root);
    return settings;
}

std::vector<ContestProblem> read_problems(const PackageFile& file) {
    std::vector<ContestProblem> problems;
    UniqueValues ids(file, "id"), labels(file, "label"), ordinals(file, "ordinal");
    for (const YAML::Node& item : file.items("problems")) {
        ContestProblem problem;
        problem.id = file.id(item, "id");
        ids.add(item, problem.id);
        problem.label = file.text(item, "label");
        labels.add(item, problem.label);
        // The name usually comes from the problem package; problems.yaml may leave it out.
        problem.name = file.optional_text(item, "name");
        problem.color = file.optional_text(item, "color");
        problem.rgb = file.optional_text(item, "rgb");
        if (!problem.rgb.empty() && !is_hex_rgb(problem.rgb))
            file.fail(file.entry(item, "rgb"), "rgb",
                      "'" + problem.rgb + "' is not #rgb or #rrggbb");
        problem.ordinal = static_cast<int>(problems.size()) + 1;
        if (file.present(item, "ordinal")) {
            const std::int64_t ordinal = file.integer(item, "ordinal");
            if (ordinal < 0 || ordinal > 1'000'000)
                file.fail(file.entry(item, "ordinal"), "ordinal", "out of range");
            problem.ordinal = static_cast<int>(ordinal);
            ordinals.add(item, std::to_string(ordinal));
        }
        problems.push_back(std::move(problem));
    }
    // A problem without an ordinal takes its position, which may be one another problem gives.
    std::map<int, std::string> by_ordinal;
    for (const ContestProblem& problem : problems) {
        const auto [other, inserted] = by_ordinal.emplace(problem.ordinal, problem.id);
        if (!inserted)
            file.fail(file.root(), "ordinal",
                      "'" + other->second + "' and '" + problem.id + "' both have ordinal " +
                          std::to_string(problem.ordinal) +
                          " (give every problem an ordinal, or none)");
    }
    return problems;
}

std::vector<Organization> read_organizations(const PackageFile& file) {
    std::vector<Organization> organizations;
    UniqueValues ids(file, "id");
    for (const YAML::Node& item : file.items("organizations")) {
        Organization organization;
        organization.id = file.id(item, "id");
        ids.add(item, organization.id);
        organization.name = file.text(item, "name");
        organization.formal_name = file.optional_text(item, "formal_name");
        organization.country = file.optional_text(item, "country");
        const std::string& country = organization.country;
        const bool alpha3 =
            country.size() == 3 && std::all_of(country.begin(), country.end(),
                                               [](char c) { return c >= 'A' && c <= 'Z'; });
        if (!country.empty() && !alpha3)
            file.fail(file.entry(item, "country"), "country",
                      "'" + country + "' is not an ISO 3166-1 alpha-3 code (like NLD)");
        organizations.push_back(std::move(organization));
    }
    return organizations;
}

std::vector<Team> read_teams(const PackageFile& file,
                             const std::vector<Organization>& organizations) {
    std::set<std::string> known_organizations;
    for (const Organization& organization : organizations)
        known_organizations.insert(organization.id);
    std::vector<Team> teams;
    UniqueValues ids(file, "id");
    for (const YAML::Node& item : file.items("teams")) {
        Team team;
        team.id = file.id(item, "id");
        ids.add(item, team.id);
        team.name = file.text(item, "name");
        team.display_name = file.optional_text(item, "display_name");
        team.organization_id = file.optional_id(item, "organization_id");
        if (!team.organization_id.empty() && !known_organizations.count(team.organization_id))
            file.fail(file.entry(item, "organization_id"), "organization_id",
                      "'" + team.organization_id + "' names no organization of organizations.json");
        if (file.present(item, "hidden")) team.hidden = file.boolean(item, "hidden");
        teams.push_back(std::move(team));
    }
    return teams;
}

AccountKind account_kind(const PackageFile& file, const YAML::Node& item) {
    const std::string type = file.text(item, "type");
    if (type == "team") return AccountKind::team;
    if (type == "judge") return AccountKind::judge;
    if (type == "admin") return AccountKind::admin;
    if (type == "analyst" || type == "staff")
        file.fail(file.entry(item, "type"), "type",
                  "'" + type +
                      "' accounts are not supported: gridjudge has team, judge and admin accounts "
                      "(make it a judge account if it may see everything and rejudge)");
    file.fail(file.entry(item, "type"), "type", "'" + type + "' is not team, judge or admin");
}

void read_accounts(const PackageFile& file, const std::vector<Team>& teams,
                   ContestPackage& package) {
    std::set<std::string> known_teams;
    for (const Team& team : teams) known_teams.insert(team.id);
    UniqueValues ids(file, "id"), usernames(file, "username");
    for (const YAML::Node& item : file.items("accounts")) {
        Account account;
        account.username = file.text(item, "username");
        usernames.add(item, account.username);
        // DOMjudge's accounts.yaml often has no id: the username is the id then.
        if (file.present(item, "id")) {
            account.id = file.id(item, "id");
            ids.add(item, account.id);
        } else {
            account.id = file.id(item, "username");
            ids.add(item, account.id);
        }
        account.kind = account_kind(file, item);
        account.name = file.optional_text(item, "name");
        account.team_id = file.optional_id(item, "team_id");
        if (account.kind == AccountKind::team && account.team_id.empty())
            file.fail(item, "team_id", "missing (a team account belongs to a team)");
        if (!account.team_id.empty() && !known_teams.count(account.team_id))
            file.fail(file.entry(item, "team_id"), "team_id",
                      "'" + account.team_id + "' names no team of teams.json");
        if (file.present(item, "password")) {
            package.initial_passwords.push_back({account.id, file.text(item, "password")});
        }
        package.accounts.push_back(std::move(account));
    }
}

// DIR/<id>/ for each problem that has one. An id cannot be "..", contain '/' or start with '.'
// (is_contest_id), so the path stays inside the folder unless a link leads out: links are refused.
void find_problem_folders(const std::filesystem::path& folder, const PackageFile& problems_file,
                          ContestPackage& package) {
    const std::vector<YAML::Node> items = problems_file.items("problems");
    for (std::size_t i = 0; i < package.problems.size(); ++i) {
        const std::string& id = package.problems[i].id;
        const std::filesystem::path path = folder / id;
        switch (entry_kind(path)) {
            case EntryKind::Missing:
                break;  // a problem already in the store
            case EntryKind::Directory:
                package.problem_folders[id] = path;
                break;
            case EntryKind::Symlink:
                problems_file.fail(problems_file.entry(items[i], "id"), "id",
                                   "the problem folder '" + id +
                                       "/' is a symbolic link: a problem folder must be a real "
                                       "folder inside the package");
            case EntryKind::RegularFile:
            case EntryKind::Other:
                problems_file.fail(problems_file.entry(items[i], "id"), "id",
                                   "'" + id + "' in the package is not a folder");
        }
    }
}

}  // namespace

ContestPackage read_contest_package(const std::filesystem::path& folder) {
    if (entry_kind(folder) != EntryKind::Directory &&
        !std::filesystem::is_directory(folder))  // the operator's own argument may be a link
        throw ContestPackageError(folder.string() + ": not a folder");
    ContestPackage package;
    const auto contest = PackageFile::open(folder, {"contest.yaml", "contest.json"});
    if (!contest) throw ContestPackageError("contest.yaml: missing (the contest's settings)");
    package.settings = read_settings(*contest);

    if (const auto file = PackageFile::open(folder, {"problems.yaml", "problems.json"})) {
        package.problems = read_problems(*file);
        find_problem_folders(folder, *file, package);
    }
    if (const auto file = PackageFile::open(folder, {"organizations.json"}))
        package.organizations = read_organizations(*file);
    if (const auto file = PackageFile::open(folder, {"teams.json"}))
        package.teams = read_teams(*file, package.organizations);
    if (const auto file = PackageFile::open(folder, {"accounts.yaml", "accounts.json"}))
        read_accounts(*file, package.teams, package);
    return package;
}

}  // namespace gridjudge::contest
