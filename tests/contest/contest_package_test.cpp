// The ICPC Contest Package reader and writer on real folders: the fixtures (shaped like the
// ccs-specs examples and DOMjudge's exports), a round trip, and every protection against a hostile
// package with its exact outcome.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "judge/contest/contest_file_guard.h"
#include "judge/contest/contest_package_read.h"
#include "judge/contest/contest_package_write.h"
#include "judge/contest/contest_text_checks.h"
#include "judge/contest/contest_times.h"
#include "judge/util/files.h"

namespace fs = std::filesystem;
using namespace gridjudge::contest;
using namespace std::chrono_literals;

namespace {

fs::path fixture(const std::string& name) {
    return fs::path(GRIDJUDGE_SOURCE_DIR) / "tests/contest/fixtures" / name;
}

void write(const fs::path& path, const std::string& text) {
    std::ofstream out(path, std::ios::binary);
    out << text;
}

// A writable copy of a fixture, to be spoiled by one test.
class PackageCopy {
  public:
    explicit PackageCopy(const std::string& name) : dir_("contest-package-test-") {
        fs::copy(fixture(name), path(), fs::copy_options::recursive);
    }
    fs::path path() const { return dir_.path() / "package"; }
    fs::path operator/(const std::string& file) const { return path() / file; }

  private:
    gridjudge::TempDir dir_;
};

// The message of the ContestPackageError reading `folder` throws ("" if it reads).
std::string refusal(const fs::path& folder) {
    try {
        read_contest_package(folder);
    } catch (const ContestPackageError& error) {
        return error.what();
    }
    return "";
}

TimePoint utc(int y, unsigned m, unsigned d, int hours, int minutes = 0) {
    return std::chrono::sys_days(std::chrono::year(y) / m / d) + std::chrono::hours(hours) +
           std::chrono::minutes(minutes);
}

void expect_same(const ContestPackage& a, const ContestPackage& b) {
    EXPECT_EQ(a.settings.id, b.settings.id);
    EXPECT_EQ(a.settings.name, b.settings.name);
    EXPECT_EQ(a.settings.formal_name, b.settings.formal_name);
    EXPECT_EQ(a.settings.start_time, b.settings.start_time);
    EXPECT_EQ(a.settings.duration, b.settings.duration);
    EXPECT_EQ(a.settings.scoreboard_freeze_duration, b.settings.scoreboard_freeze_duration);
    EXPECT_EQ(a.settings.scoring, b.settings.scoring);
    EXPECT_EQ(a.settings.penalty_minutes, b.settings.penalty_minutes);
    ASSERT_EQ(a.problems.size(), b.problems.size());
    for (std::size_t i = 0; i < a.problems.size(); ++i) {
        EXPECT_EQ(a.problems[i].id, b.problems[i].id);
        EXPECT_EQ(a.problems[i].label, b.problems[i].label);
        EXPECT_EQ(a.problems[i].name, b.problems[i].name);
        EXPECT_EQ(a.problems[i].color, b.problems[i].color);
        EXPECT_EQ(a.problems[i].rgb, b.problems[i].rgb);
        EXPECT_EQ(a.problems[i].ordinal, b.problems[i].ordinal);
    }
    ASSERT_EQ(a.organizations.size(), b.organizations.size());
    for (std::size_t i = 0; i < a.organizations.size(); ++i) {
        EXPECT_EQ(a.organizations[i].id, b.organizations[i].id);
        EXPECT_EQ(a.organizations[i].name, b.organizations[i].name);
        EXPECT_EQ(a.organizations[i].formal_name, b.organizations[i].formal_name);
        EXPECT_EQ(a.organizations[i].country, b.organizations[i].country);
    }
    ASSERT_EQ(a.teams.size(), b.teams.size());
    for (std::size_t i = 0; i < a.teams.size(); ++i) {
        EXPECT_EQ(a.teams[i].id, b.teams[i].id);
        EXPECT_EQ(a.teams[i].name, b.teams[i].name);
        EXPECT_EQ(a.teams[i].display_name, b.teams[i].display_name);
        EXPECT_EQ(a.teams[i].organization_id, b.teams[i].organization_id);
        EXPECT_EQ(a.teams[i].hidden, b.teams[i].hidden);
    }
    ASSERT_EQ(a.accounts.size(), b.accounts.size());
    for (std::size_t i = 0; i < a.accounts.size(); ++i) {
        EXPECT_EQ(a.accounts[i].id, b.accounts[i].id);
        EXPECT_EQ(a.accounts[i].username, b.accounts[i].username);
        EXPECT_EQ(a.accounts[i].kind, b.accounts[i].kind);
        EXPECT_EQ(a.accounts[i].team_id, b.accounts[i].team_id);
        EXPECT_EQ(a.accounts[i].name, b.accounts[i].name);
    }
    ASSERT_EQ(a.initial_passwords.size(), b.initial_passwords.size());
    for (std::size_t i = 0; i < a.initial_passwords.size(); ++i) {
        EXPECT_EQ(a.initial_passwords[i].account_id, b.initial_passwords[i].account_id);
        EXPECT_EQ(a.initial_passwords[i].password, b.initial_passwords[i].password);
    }
}

// ---------------------------------------------------------------------------------------------
// Reading the forms found in the spec and in DOMjudge's exports

TEST(ContestPackageRead, ReadsTheSpecsExampleShape) {
    const ContestPackage package = read_contest_package(fixture("spec-example"));
    const ContestSettings& settings = package.settings;
    EXPECT_EQ(settings.id, "nordic2031");
    EXPECT_EQ(settings.name, "Nordic Practice 2031");
    EXPECT_EQ(settings.formal_name, "The 2031 Nordic Collegiate Practice Contest");
    EXPECT_EQ(settings.start_time, utc(2031, 6, 25, 9));  // 10:00 at +01
    EXPECT_EQ(settings.duration, 5h);
    EXPECT_EQ(settings.scoreboard_freeze_duration, std::optional<Seconds>(1h));
    EXPECT_EQ(settings.scoring, ScoringKind::pass_fail);
    EXPECT_EQ(settings.penalty_minutes, 20);

    ASSERT_EQ(package.problems.size(), 2u);
    EXPECT_EQ(package.problems[0].id, "cables");
    EXPECT_EQ(package.problems[0].label, "A");
    EXPECT_EQ(package.problems[0].name, "Undersea Cables");
    EXPECT_EQ(package.problems[0].color, "blue");
    EXPECT_EQ(package.problems[0].rgb, "#00f");
    EXPECT_EQ(package.problems[0].ordinal, 1);
    EXPECT_EQ(package.problems[1].id, "ferries");
    EXPECT_EQ(package.problems[1].ordinal, 2);
    // cables/ is in the package; ferries has no folder (a problem already in the store).
    ASSERT_EQ(package.problem_folders.size(), 1u);
    EXPECT_EQ(package.problem_folders.at("cables"), fixture("spec-example") / "cables");

    ASSERT_EQ(package.organizations.size(), 2u);
    EXPECT_EQ(package.organizations[0].id, "uio.no");
    EXPECT_EQ(package.organizations[0].formal_name, "University of Oslo");
    EXPECT_EQ(package.organizations[0].country, "NOR");
    EXPECT_EQ(package.organizations[1].name, "NTNU");
    EXPECT_EQ(package.organizations[1].country, "");

    ASSERT_EQ(package.teams.size(), 2u);
    EXPECT_EQ(package.teams[0].id, "7");
    EXPECT_EQ(package.teams[0].name, "Fjord Runners");
    EXPECT_EQ(package.teams[0].organization_id, "uio.no");
    EXPECT_FALSE(package.teams[0].hidden);
    EXPECT_EQ(package.teams[1].name, "Ålesund Ørn");
    EXPECT_EQ(package.teams[1].display_name, "Ørn");
    EXPECT_TRUE(package.teams[1].hidden);

    ASSERT_EQ(package.accounts.size(), 3u);
    EXPECT_EQ(package.accounts[0].username, "ingrid");
    EXPECT_EQ(package.accounts[0].kind, AccountKind::judge);
    EXPECT_EQ(package.accounts[1].kind, AccountKind::team);
    EXPECT_EQ(package.accounts[1].team_id, "7");
    EXPECT_EQ(package.accounts[2].kind, AccountKind::admin);
    EXPECT_EQ(package.accounts[2].name, "Contest director");
    // The passwords stay apart from the accounts; root has none in the package.
    ASSERT_EQ(package.initial_passwords.size(), 2u);
    EXPECT_EQ(package.initial_passwords[0].account_id, "ingrid");
    EXPECT_EQ(package.initial_passwords[0].password, "long-jury-secret");
    EXPECT_EQ(package.initial_passwords[1].account_id, "team7");
    EXPECT_EQ(package.initial_passwords[1].password, "north-wind-seven");
}

TEST(ContestPackageRead, ReadsDomjudgesExportShape) {
    const ContestPackage package = read_contest_package(fixture("domjudge-export"));
    EXPECT_EQ(package.settings.id, "spring-open");
    EXPECT_EQ(package.settings.name, "spring");
    EXPECT_EQ(package.settings.formal_name, "Spring Open Practice");
    EXPECT_EQ(package.settings.start_time, utc(2031, 1, 1, 8));
    EXPECT_EQ(package.settings.duration, 5h);  // '5:00:00.000'
    EXPECT_EQ(package.settings.scoreboard_freeze_duration, std::optional<Seconds>(1h));
    EXPECT_EQ(package.settings.scoring, ScoringKind::pass_fail);  // no scoreboard_type
    ASSERT_EQ(package.problems.size(), 2u);  // problems.yaml's, not contest.yaml's old list
    EXPECT_EQ(package.problems[1].id, "ropes");
    EXPECT_EQ(package.problems[1].rgb, "#DAA520");
    EXPECT_EQ(package.problems[1].ordinal, 2);  // list order when no ordinal is given
    EXPECT_TRUE(package.problem_folders.empty());
    ASSERT_EQ(package.teams.size(), 1u);
    EXPECT_EQ(package.teams[0].display_name, "");  // null
    ASSERT_EQ(package.accounts.size(), 2u);
    EXPECT_EQ(package.accounts[0].id, "owls");    // no id: the username
    EXPECT_EQ(package.accounts[0].team_id, "2");  // an integer in the YAML
    EXPECT_EQ(package.initial_passwords[0].password, "secret:with#signs");
    EXPECT_EQ(package.accounts[1].kind, AccountKind::judge);
}

TEST(ContestPackageRead, OnlyContestYamlIsRequired) {
    gridjudge::TempDir dir("contest-package-test-");
    write(dir.path() / "contest.yaml", "id: solo\nname: Solo\nduration: 2:30:00\n");
    const ContestPackage package = read_contest_package(dir.path());
    EXPECT_EQ(package.settings.duration, 2h + 30min);
    EXPECT_EQ(package.settings.start_time, std::nullopt);
    EXPECT_EQ(package.settings.scoreboard_freeze_duration, std::nullopt);
    EXPECT_TRUE(package.problems.empty());
    EXPECT_TRUE(package.teams.empty());
    EXPECT_TRUE(package.accounts.empty());
}

TEST(ContestPackageRead, KeysOutsideTheFormatAreIgnored) {
    // As contest repositories keep them: their own settings next to the CCS fields, some empty.
    gridjudge::TempDir dir("contest-package-test-");
    write(dir.path() / "contest.yaml",
          "id: karwa-like\nname: Regional\nstart_time: 2031-01-01T12:00:00Z\nduration: 5:00:00\n"
          "#penalty_time: 30\ntitle: Regional\ntestsession: False\nblank_page_text:\n"
          "activate_time: '2030-12-31T12:00:00+00:00'\nscoreboard_freeze_time: '+02:00:00'\n");
    const ContestPackage package = read_contest_package(dir.path());
    EXPECT_EQ(package.settings.id, "karwa-like");
    EXPECT_EQ(package.settings.start_time, utc(2031, 1, 1, 12));
    EXPECT_EQ(package.settings.penalty_minutes, 20);  // the spec's default
}

TEST(ContestPackageRead, ReadsJsonIndentedWithTabsAndFilesWithCrlfOrABom) {
    PackageCopy package("spec-example");
    write(package / "teams.json", "[\n\t{\n\t\t\"id\": \"7\",\n\t\t\"name\": \"Tabbed\"\n\t}\n]\n");
    write(package / "organizations.json",
          "\xEF\xBB\xBF[{\"id\": \"uio.no\", \"name\": \"UiO\"},\r\n"
          "{\"id\": \"ntnu.no\", \"name\": \"NTNU\"}]\r\n");
    write(package / "contest.yaml",
          "id: crlf\r\nname: CRLF\r\nduration: 1:00:00\r\npenalty_time: 10\r\n");
    const ContestPackage read = read_contest_package(package.path());
    ASSERT_EQ(read.teams.size(), 1u);
    EXPECT_EQ(read.teams[0].name, "Tabbed");
    ASSERT_EQ(read.organizations.size(), 2u);
    EXPECT_EQ(read.organizations[0].id, "uio.no");
    EXPECT_EQ(read.settings.name, "CRLF");
    EXPECT_EQ(read.settings.penalty_minutes, 10);
}

TEST(ContestPackageRead, ReadsJsonEscapesAsPythonAndPhpWriteThem) {
    // json.dump and json_encode escape everything past ASCII by default, an emoji as a surrogate
    // pair (which yaml-cpp alone refuses), and PHP escapes '/', '&' and '<' too.
    PackageCopy package("spec-example");
    write(package / "teams.json",
          R"([{"id": "7", "name": "Caf\u00e9 \/ Bar \u0026 \u003Cb\u003E \ud83c\udf88"}])");
    const ContestPackage read = read_contest_package(package.path());
    ASSERT_EQ(read.teams.size(), 1u);
    EXPECT_EQ(read.teams[0].name, "Café / Bar & <b> 🎈");
}

TEST(ContestPackageRead, ReadsContestJsonAndANewerSpecsPenaltyDuration) {
    gridjudge::TempDir dir("contest-package-test-");
    write(dir.path() / "contest.json",
          R"({"id": "j1", "name": "J", "start_time": "2031-03-01T12:00:00.000+05:30",
              "duration": "4:00:00", "scoreboard_type": "score", "penalty_time": "0:15:00"})");
    const ContestPackage package = read_contest_package(dir.path());
    EXPECT_EQ(package.settings.start_time, utc(2031, 3, 1, 6, 30));
    EXPECT_EQ(package.settings.scoring, ScoringKind::ioi);
    EXPECT_EQ(package.settings.penalty_minutes, 15);
}

// ---------------------------------------------------------------------------------------------
// The round trip

TEST(ContestPackageWrite, ReadWriteReadGivesTheSameValue) {
    for (const std::string name : {"spec-example", "domjudge-export"}) {
        SCOPED_TRACE(name);
        const ContestPackage first = read_contest_package(fixture(name));
        gridjudge::TempDir out("contest-package-test-");
        write_contest_package(first, out.path() / "export");
        const ContestPackage second = read_contest_package(out.path() / "export");
        expect_same(first, second);
    }
}

TEST(ContestPackageWrite, AwkwardTextSurvivesTheRoundTrip) {
    // Text YAML or JSON would take for something else if it were written plainly.
    const std::vector<std::string> awkward = {"null",       "~",
                                              "true",       "20",
                                              "5:00:00",    "#00f",
                                              "- item",     "a: b",
                                              " padded ",   "'single'",
                                              "\"double\"", "back\\slash",
                                              "tab\there",  "Ålesund 板橋 🎈",
                                              "&anchor",    "*alias",
                                              "{}",         "[x]",
                                              "%directive", "@at",
                                              "`tick`",     "!tag",
                                              "|",          ">",
                                              "?"};
    ContestPackage package;
    package.settings.id = "awkward";
    package.settings.name = "Awkward";
    package.settings.duration = 1h;
    for (std::size_t i = 0; i < awkward.size(); ++i) {
        const std::string id = "x" + std::to_string(i);
        ContestProblem problem;
        problem.id = id;
        problem.label = awkward[i];
        problem.name = awkward[i];
        problem.color = awkward[i];
        problem.ordinal = static_cast<int>(i) + 1;
        package.problems.push_back(problem);
        Organization organization;
        organization.id = id;
        organization.name = awkward[i];
        organization.formal_name = awkward[i];
        package.organizations.push_back(organization);
        Team team;
        team.id = id;
        team.name = awkward[i];
        team.display_name = awkward[i];
        team.organization_id = id;
        package.teams.push_back(team);
        Account account;
        account.id = id;
        account.username = awkward[i];
        account.team_id = id;
        account.name = awkward[i];
        package.accounts.push_back(account);
        package.initial_passwords.push_back({id, awkward[i]});
    }
    gridjudge::TempDir out("contest-package-test-");
    write_contest_package(package, out.path());
    expect_same(package, read_contest_package(out.path()));
}

TEST(ContestPackageWrite, WritesTheSpecsForms) {
    ContestSettings settings;
    settings.id = "w1";
    settings.name = "Week 1";
    settings.start_time = utc(2031, 6, 25, 9);
    settings.duration = 5h;
    settings.scoreboard_freeze_duration = 1h;
    settings.penalty_minutes = 20;
    EXPECT_EQ(contest_yaml_text(settings),
              "id: \"w1\"\n"
              "name: \"Week 1\"\n"
              "start_time: \"2031-06-25T09:00:00Z\"\n"
              "duration: \"5:00:00\"\n"
              "scoreboard_freeze_duration: \"1:00:00\"\n"
              "scoreboard_type: \"pass-fail\"\n"
              "penalty_time: 20\n");
    Team team;
    team.id = "7";
    team.name = "Fjord <Runners>";
    EXPECT_EQ(teams_json_text({team}),
              "[\n    {\n        \"hidden\": false,\n        \"id\": \"7\",\n        \"label\": "
              "\"7\",\n        \"name\": \"Fjord <Runners>\"\n    }\n]\n");
}

TEST(ContestPackageWrite, AValueThatCannotBeWrittenLeavesTheFolderUntouched) {
    ContestPackage package = read_contest_package(fixture("spec-example"));
    const auto refusal_writing = [&package] {
        gridjudge::TempDir out("contest-package-test-");
        try {
            write_contest_package(package, out.path());
        } catch (const ContestPackageError& error) {
            EXPECT_TRUE(fs::is_empty(out.path()));
            return std::string(error.what());
        }
        return std::string();
    };
    package.teams[0].name = "bad \xC3";
    EXPECT_EQ(refusal_writing(), "teams.json: team '7': name: not valid UTF-8");
    package.teams[0].name = "good";
    package.accounts[1].name = "bad \xC3";  // YAML would carry it; reading it back would not
    EXPECT_EQ(refusal_writing(), "accounts.yaml: account 'team7': name: not valid UTF-8");
    package.accounts[1].name = "";
    package.organizations[1].name = "";
    EXPECT_EQ(refusal_writing(), "organizations.json: organization 'ntnu.no': name: empty");
    package.organizations[1].name = "NTNU";
    package.teams[1].display_name = "two\nlines";
    EXPECT_EQ(refusal_writing(),
              "teams.json: team '12': display_name: contains a control character");
    package.teams[1].display_name = "";
    package.problems[1].id = "../ferries";
    EXPECT_EQ(refusal_writing(),
              "problems.yaml: problem '../ferries': id: '../ferries' is not an id of the Contest "
              "API's shape");
}

// ---------------------------------------------------------------------------------------------
// Errors name the file, the line and the field

TEST(ContestPackageErrors, MalformedDurationNamesFileLineAndField) {
    gridjudge::TempDir dir("contest-package-test-");
    write(dir.path() / "contest.yaml",
          "id: c1\nname: C\nstart_time: 2031-06-25T10:00:00Z\nduration: 5:7\n");
    EXPECT_EQ(refusal(dir.path()), "contest.yaml:4: duration: '5:7' is not h:mm:ss");
}

TEST(ContestPackageErrors, EachContestFieldIsChecked) {
    const std::string head = "id: c1\nname: C\n";
    const std::pair<std::string, std::string> cases[] = {
        {head, "contest.yaml:1: duration: missing"},
        {head + "duration: 0:00:00\n", "contest.yaml:3: duration: a contest cannot last 0:00:00"},
        {head + "duration: -1:00:00\n", "contest.yaml:3: duration: '-1:00:00' is negative"},
        {head + "duration: 5:00:00.250\n",
         "contest.yaml:3: duration: '5:00:00.250' has a fraction of a second (gridjudge keeps "
         "whole seconds)"},
        {head + "duration: 5:60:00\n",
         "contest.yaml:3: duration: '5:60:00' is not h:mm:ss (minutes and seconds go up to 59)"},
        {head + "duration: 1:00:00\nscoreboard_freeze_duration: 2:00:00\n",
         "contest.yaml:4: scoreboard_freeze_duration: longer than the contest's duration"},
        {head + "duration: 1:00:00\nstart_time: 2031-06-25T10:00:00\n",
         "contest.yaml:4: start_time: '2031-06-25T10:00:00' is not a time yyyy-mm-ddThh:mm:ss "
         "with an offset (+hh:mm or Z)"},
        {head + "duration: 1:00:00\nstart_time: 2031-02-30T10:00:00Z\n",
         "contest.yaml:4: start_time: '2031-02-30T10:00:00Z' is not a real date and time"},
        {head + "duration: 1:00:00\nscoreboard_type: ioi\n",
         "contest.yaml:4: scoreboard_type: 'ioi' is neither pass-fail nor score"},
        {head + "duration: 1:00:00\npenalty_time: twenty\n",
         "contest.yaml:4: penalty_time: expected an integer, found 'twenty'"},
        {head + "duration: 1:00:00\npenalty_time: 0:20:30\n",
         "contest.yaml:4: penalty_time: '0:20:30' is not a whole number of minutes up to "
         "24:00:00"},
        {"id: c1\nname: [C]\nduration: 1:00:00\n",
         "contest.yaml:2: name: expected a single value, not a list or a map"},
        {"- id: c1\n", "contest.yaml:1: contest: expected a map of the contest's fields"},
        {"id: c1\nname: ''\nduration: 1:00:00\n", "contest.yaml:2: name: empty"},
    };
    for (const auto& [text, expected] : cases) {
        gridjudge::TempDir dir("contest-package-test-");
        write(dir.path() / "contest.yaml", text);
        EXPECT_EQ(refusal(dir.path()), expected) << text;
    }
}

TEST(ContestPackageErrors, TheOlderClicsKeysAreRefusedByName) {
    EXPECT_EQ(refusal(fixture("legacy-clics")),
              "contest.yaml:2: short-name: a key of the older CLICS format: write id (ccs-specs "
              "2023-06)");
}

TEST(ContestPackageErrors, AFolderThatIsNotThereIsNamed) {
    gridjudge::TempDir dir("contest-package-test-");
    EXPECT_EQ(refusal(dir.path() / "nowhere"),
              (dir.path() / "nowhere").string() + ": not a folder");
    write(dir.path() / "file.yaml", "id: x\n");
    EXPECT_EQ(refusal(dir.path() / "file.yaml"),
              (dir.path() / "file.yaml").string() + ": not a folder");
}

TEST(ContestPackageErrors, AMissingContestYamlIsNamed) {
    gridjudge::TempDir dir("contest-package-test-");
    EXPECT_EQ(refusal(dir.path()), "contest.yaml: missing (the contest's settings)");
}

TEST(ContestPackageErrors, ContestYamlAndContestJsonTogetherAreAmbiguous) {
    PackageCopy package("domjudge-export");
    write(package / "contest.json", R"({"id": "other", "name": "O", "duration": "1:00:00"})");
    EXPECT_EQ(refusal(package.path()),
              "contest.yaml and contest.json are both present: keep one of them");
}

TEST(ContestPackageErrors, AnAnalystAccountIsRefusedWithWhatToDo) {
    PackageCopy package("domjudge-export");
    write(package / "accounts.yaml", "- username: watcher\n  type: analyst\n");
    EXPECT_EQ(refusal(package.path()),
              "accounts.yaml:2: type: 'analyst' accounts are not supported: gridjudge has team, "
              "judge and admin accounts (make it a judge account if it may see everything and "
              "rejudge)");
    // The ICPC tools' own account types, as contest repositories list them next to the CCS's.
    write(package / "accounts.yaml",
          "- username: admin\n  type: admin\n- username: balloon\n  type: balloon\n");
    EXPECT_EQ(refusal(package.path()),
              "accounts.yaml:4: type: 'balloon' is not team, judge or admin");
}

TEST(ContestPackageErrors, DuplicatesAreRefusedWithBothLines) {
    {
        PackageCopy package("spec-example");
        write(package / "problems.yaml",
              "- id: a1\n  label: A\n- id: a2\n  label: B\n- id: a1\n  label: C\n");
        EXPECT_EQ(refusal(package.path()),
                  "problems.yaml:5: id: 'a1' is given twice (first at line 1)");
    }
    {
        PackageCopy package("spec-example");
        write(package / "problems.yaml", "- id: a1\n  label: A\n- id: a2\n  label: A\n");
        EXPECT_EQ(refusal(package.path()),
                  "problems.yaml:4: label: 'A' is given twice (first at line 2)");
    }
    {
        PackageCopy package("spec-example");
        write(package / "problems.yaml",
              "- id: a1\n  label: A\n  ordinal: 3\n- id: a2\n  label: B\n  ordinal: 3\n");
        EXPECT_EQ(refusal(package.path()),
                  "problems.yaml:6: ordinal: '3' is given twice (first at line 3)");
    }
    {
        PackageCopy package("spec-example");
        write(package / "problems.yaml",
              "- id: a1\n  label: A\n- id: a2\n  label: B\n  ordinal: 1\n");
        EXPECT_EQ(refusal(package.path()),
                  "problems.yaml:1: ordinal: 'a1' and 'a2' both have ordinal 1 (give every "
                  "problem an ordinal, or none)");
    }
    {
        PackageCopy package("spec-example");
        write(package / "accounts.yaml",
              "- username: jo\n  type: judge\n- id: jo2\n  username: jo\n  type: judge\n");
        EXPECT_EQ(refusal(package.path()),
                  "accounts.yaml:4: username: 'jo' is given twice (first at line 1)");
    }
    {
        PackageCopy package("spec-example");
        write(package / "teams.json",
              "[{\"id\": \"7\", \"name\": \"A\"},\n {\"id\": \"7\", \"name\": \"B\"}]\n");
        EXPECT_EQ(refusal(package.path()),
                  "teams.json:2: id: '7' is given twice (first at line 1)");
    }
    {
        // The same key twice in one map: which one counts would be a guess.
        PackageCopy package("spec-example");
        write(package / "teams.json", "[{\"id\": \"7\",\n  \"name\": \"A\", \"name\": \"B\"}]\n");
        EXPECT_EQ(refusal(package.path()),
                  "teams.json:2: name: given twice in one map (first at line 2)");
    }
}

TEST(ContestPackageErrors, ReferencesMustNameSomething) {
    {
        PackageCopy package("spec-example");
        write(package / "accounts.yaml", "- username: team9\n  type: team\n  team_id: '9'\n");
        EXPECT_EQ(refusal(package.path()),
                  "accounts.yaml:3: team_id: '9' names no team of teams.json");
    }
    {
        PackageCopy package("spec-example");
        write(package / "accounts.yaml", "- username: team9\n  type: team\n");
        EXPECT_EQ(refusal(package.path()),
                  "accounts.yaml:1: team_id: missing (a team account belongs to a team)");
    }
    {
        PackageCopy package("spec-example");
        write(package / "teams.json",
              "[{\"id\": \"7\", \"name\": \"A\",\n"
              "  \"organization_id\": \"mit.edu\"}]\n");
        EXPECT_EQ(refusal(package.path()),
                  "teams.json:2: organization_id: 'mit.edu' names no organization of "
                  "organizations.json");
    }
}

TEST(ContestPackageErrors, IdsOutsideTheSpecsPatternAreRefused) {
    const std::string why =
        "' is not an id ([a-zA-Z0-9_.-], at most 36 characters, not starting with '-' or '.', "
        "not ending with '.')";
    for (const std::string& id : std::vector<std::string>{
             "../evil", "..", ".hidden", "-flag", "end.", "a b", "a/b", std::string(37, 'x')}) {
        PackageCopy package("spec-example");
        write(package / "problems.yaml", "- id: '" + id + "'\n  label: A\n");
        EXPECT_EQ(refusal(package.path()), "problems.yaml:1: id: '" + id + why) << id;
    }
    EXPECT_TRUE(is_contest_id(std::string(36, 'x')));
    EXPECT_TRUE(is_contest_id("kth.se"));
    EXPECT_TRUE(is_contest_id("_a-b"));
}

TEST(ContestPackageErrors, OtherFieldShapesAreChecked) {
    {
        PackageCopy package("spec-example");
        write(package / "accounts.yaml", "- username: ''\n  type: judge\n");
        EXPECT_EQ(refusal(package.path()), "accounts.yaml:1: username: empty");
    }
    {
        PackageCopy package("spec-example");
        write(package / "accounts.yaml", "- username: jo\n  type: judge\n  password: \"\"\n");
        EXPECT_EQ(refusal(package.path()), "accounts.yaml:3: password: empty");
    }
    {
        PackageCopy package("spec-example");
        write(package / "teams.json", "[{\"id\": \"7\", \"name\": \"\"}]");
        EXPECT_EQ(refusal(package.path()), "teams.json:1: name: empty");
    }
    {
        PackageCopy package("spec-example");
        write(package / "problems.yaml", "- id: a1\n  label: A\n  rgb: '#12345'\n");
        EXPECT_EQ(refusal(package.path()), "problems.yaml:3: rgb: '#12345' is not #rgb or #rrggbb");
    }
    {
        PackageCopy package("spec-example");
        write(package / "organizations.json",
              "[{\"id\": \"o\", \"name\": \"O\", \"country\": \"NO\"}]");
        EXPECT_EQ(
            refusal(package.path()),
            "organizations.json:1: country: 'NO' is not an ISO 3166-1 alpha-3 code (like NLD)");
    }
    {
        PackageCopy package("spec-example");
        write(package / "teams.json", "[{\"id\": \"7\", \"name\": \"A\", \"hidden\": \"yes\"}]");
        EXPECT_EQ(refusal(package.path()),
                  "teams.json:1: hidden: expected true or false, found 'yes'");
    }
    {
        PackageCopy package("spec-example");
        write(package / "teams.json", "{\"id\": \"7\", \"name\": \"A\"}");
        EXPECT_EQ(refusal(package.path()), "teams.json:1: teams: expected a list of teams");
    }
    {
        PackageCopy package("spec-example");
        write(package / "teams.json", "[{\"id\": \"7\", \"name\": \"A\"");
        EXPECT_EQ(refusal(package.path()).rfind("teams.json:1: malformed JSON: ", 0), 0u)
            << refusal(package.path());
    }
}

// ---------------------------------------------------------------------------------------------
// Hostile packages

TEST(ContestPackageHostile, InvalidUtf8InANameIsRefusedWithTheField) {
    for (const std::string bytes :
         {"\xC3", "\xC0\xAF", "\xED\xA0\x80", "\xF4\x90\x80\x80", "\xFF"}) {
        PackageCopy package("spec-example");
        write(package / "teams.json", "[{\"id\": \"7\",\n  \"name\": \"Team " + bytes + "\"}]\n");
        EXPECT_EQ(refusal(package.path()), "teams.json:2: name: not valid UTF-8");
    }
    EXPECT_TRUE(gridjudge::is_valid_utf8("Ålesund Ørn 板橋 🎈"));
}

TEST(ContestPackageHostile, ControlCharactersAndLoneSurrogatesAreRefused) {
    {
        PackageCopy package("spec-example");
        write(package / "teams.json", R"([{"id": "7", "name": "bell\u0007"}])");
        EXPECT_EQ(refusal(package.path()), "teams.json:1: name: contains a control character");
    }
    {
        PackageCopy package("spec-example");
        write(package / "organizations.json", "[{\"id\": \"o\",\n \"name\": \"two\\nlines\"}]");
        EXPECT_EQ(refusal(package.path()),
                  "organizations.json:2: name: contains a control character");
    }
    {
        PackageCopy package("spec-example");
        write(package / "teams.json", R"([{"id": "7", "name": "half \ud83c pair"}])");
        EXPECT_EQ(refusal(package.path()), "teams.json:1: malformed JSON: invalid unicode: 55356");
    }
}

TEST(ContestPackageHostile, AYamlAliasBombIsRefusedQuickly) {
    // "Billion laughs": nine levels of ten aliases each expand to 10^9 values.
    std::string bomb = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n";
    for (int level = 1; level <= 9; ++level) {
        const std::string previous = "*a" + std::to_string(level - 1);
        bomb += "a" + std::to_string(level) + ": &a" + std::to_string(level) + " [";
        for (int i = 0; i < 10; ++i) bomb += (i ? ", " : "") + previous;
        bomb += "]\n";
    }
    PackageCopy package("spec-example");
    write(package / "contest.yaml", "id: c1\nname: C\nduration: 1:00:00\n" + bomb);
    const std::clock_t start = std::clock();
    EXPECT_EQ(refusal(package.path()),
              "contest.yaml:9: more than 200000 values, counting each alias as all it names (a "
              "YAML bomb?)");
    // CPU time, generous: the check reads a few hundred events (a millisecond); expanding the
    // aliases would take minutes and gigabytes.
    EXPECT_LT(static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC, 5.0);
}

TEST(ContestPackageHostile, FloodsOfTinyValuesAreRefused) {
    {
        // No alias, within the size cap, but a tree of hundreds of thousands of nodes.
        std::string many;
        for (int i = 0; i < 200'001; ++i) many += "- 1\n";
        PackageCopy package("spec-example");
        write(package / "problems.yaml", many);
        EXPECT_EQ(refusal(package.path()),
                  "problems.yaml:200000: more than 200000 values, counting each alias as all it "
                  "names (a YAML bomb?)");
    }
    {
        // The same in flow form, which yaml-cpp would hold whole in memory before any count.
        std::string many = "[";
        for (int i = 0; i < 100'001; ++i) many += "{},";
        many += "{}]";
        PackageCopy package("spec-example");
        write(package / "teams.json", many);
        const std::clock_t start = std::clock();
        EXPECT_EQ(refusal(package.path()),
                  "teams.json: more than 100000 of ',', '[' and '{' (3000 teams take some 30000)");
        EXPECT_LT(static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC, 2.0);
    }
}

TEST(ContestPackageHostile, DeepNestingIsRefused) {
    {
        PackageCopy package("spec-example");
        write(package / "teams.json", std::string(5000, '[') + std::string(5000, ']'));
        EXPECT_EQ(refusal(package.path()),
                  "teams.json:1: nested deeper than 32 levels (a contest file needs a few)");
    }
    {
        PackageCopy package("spec-example");
        std::string deep;
        for (int level = 0; level < 40; ++level) deep += std::string(level * 2, ' ') + "k:\n";
        write(package / "accounts.yaml", deep);
        EXPECT_EQ(refusal(package.path()),
                  "accounts.yaml:33: nested deeper than 32 levels (a contest file needs a few)");
    }
}

TEST(ContestPackageHostile, ASecondYamlDocumentIsRefused) {
    PackageCopy package("spec-example");
    write(package / "problems.yaml", "- id: a1\n  label: A\n---\n- id: a2\n  label: B\n");
    EXPECT_EQ(refusal(package.path()), "problems.yaml: more than one YAML document (a '---' line)");
}

TEST(ContestPackageHostile, LinksAreNotFollowed) {
    gridjudge::TempDir outside("contest-package-test-");
    write(outside.path() / "secret.json", "[{\"id\": \"7\", \"name\": \"from outside\"}]");
    {
        PackageCopy package("spec-example");
        fs::remove(package / "teams.json");
        fs::create_symlink(outside.path() / "secret.json", package / "teams.json");
        EXPECT_EQ(refusal(package.path()),
                  "teams.json: not read: a symbolic link (only regular files are read)");
    }
    {
        PackageCopy package("spec-example");
        fs::remove(package / "contest.yaml");
        fs::create_symlink("../../etc/passwd", package / "contest.yaml");
        EXPECT_EQ(refusal(package.path()),
                  "contest.yaml: not read: a symbolic link (only regular files are read)");
    }
    {
        PackageCopy package("spec-example");
        fs::remove_all(package / "cables");
        fs::create_directory_symlink(outside.path(), package / "cables");
        EXPECT_EQ(refusal(package.path()),
                  "problems.yaml:1: id: the problem folder 'cables/' is a symbolic link: a problem "
                  "folder must be a real folder inside the package");
    }
}

TEST(ContestPackageHostile, AFifoIsRefusedWithoutBlocking) {
    PackageCopy package("spec-example");
    fs::remove(package / "accounts.yaml");
    ASSERT_EQ(::mkfifo((package / "accounts.yaml").c_str(), 0600), 0);
    // No writer ever opens the FIFO: a reader that blocked would hang here (ctest's timeout).
    EXPECT_EQ(refusal(package.path()),
              "accounts.yaml: not read: a special file (FIFO, device or socket), not a regular "
              "file");
}

TEST(ContestPackageHostile, AProblemFolderThatIsNotAFolderIsRefused) {
    {
        PackageCopy package("spec-example");
        write(package / "ferries", "not a folder");
        EXPECT_EQ(refusal(package.path()),
                  "problems.yaml:9: id: 'ferries' in the package is not a folder");
    }
    {
        PackageCopy package("spec-example");
        ASSERT_EQ(::mkfifo((package / "ferries").c_str(), 0600), 0);
        EXPECT_EQ(refusal(package.path()),
                  "problems.yaml:9: id: 'ferries' in the package is not a folder");
    }
}

TEST(ContestPackageHostile, AFileOverTheCapIsRefusedUnread) {
    PackageCopy package("spec-example");
    // Sparse: 16 MiB and a byte, without writing them.
    fs::resize_file(package / "organizations.json", 16 * 1024 * 1024 + 1);
    EXPECT_EQ(refusal(package.path()),
              "organizations.json: not read: larger than the limit of 16 MiB (16777217 bytes)");
}

// ---------------------------------------------------------------------------------------------
// The time forms

TEST(ContestTimes, ReadsTheSpecsAndDomjudgesForms) {
    EXPECT_EQ(parse_reltime("5:00:00").value, std::optional<Seconds>(5h));
    EXPECT_EQ(parse_reltime("05:00:00.000").value, std::optional<Seconds>(5h));
    EXPECT_EQ(parse_reltime("123:04:05").value, std::optional<Seconds>(123h + 4min + 5s));
    EXPECT_EQ(parse_reltime("0:00:00").value, std::optional<Seconds>(0s));
    EXPECT_FALSE(parse_reltime("5:00").value);
    EXPECT_FALSE(parse_reltime("5:0:00").value);
    EXPECT_FALSE(parse_reltime("5:00:00.").value);
    EXPECT_FALSE(parse_reltime(" 5:00:00").value);
    EXPECT_EQ(parse_reltime("999999:00:00").value, std::optional<Seconds>(999999h));  // archives
    EXPECT_FALSE(parse_reltime("1234567:00:00").value);

    EXPECT_EQ(parse_abstime("2031-06-25T10:00:00+01").value, utc(2031, 6, 25, 9));
    EXPECT_EQ(parse_abstime("2031-06-25T10:00:00Z").value, utc(2031, 6, 25, 10));
    EXPECT_EQ(parse_abstime("2031-06-25T10:00:00.000-03:30").value, utc(2031, 6, 25, 13, 30));
    EXPECT_EQ(parse_abstime("2031-04-26T16:00:00-07:00").value, utc(2031, 4, 26, 23));
    EXPECT_EQ(parse_abstime("2032-02-29T00:00:00+00:00").value, utc(2032, 2, 29, 0));
    EXPECT_FALSE(parse_abstime("2031-02-29T00:00:00Z").value);
    EXPECT_FALSE(parse_abstime("2031-06-25 10:00:00Z").value);
    EXPECT_FALSE(parse_abstime("2031-06-25T24:00:00Z").value);
    EXPECT_FALSE(parse_abstime("2031-06-25T10:00:00+1").value);

    EXPECT_EQ(format_reltime(125h + 3min + 4s), "125:03:04");
    EXPECT_EQ(format_abstime(utc(2031, 6, 25, 9, 5)), "2031-06-25T09:05:00Z");
}

}  // namespace
