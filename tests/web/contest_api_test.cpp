// The Contest API end to end: the real `gridjudge serve` on a copy of the web tests' SQLite
// database, with a live contest added to it through the real SQLite contest store (two teams, a
// hidden one, a jury account, their Argon2id passwords; submissions of both teams judged by the
// fixture's real judge), asked over HTTP by cpp-httplib's client as the public, a team and the
// jury. Every endpoint's answer (strict) is validated against the JSON Schemas written from the
// spec (tests/web/contest_api_schemas) by scripts/contest-api/yajsv on python3-jsonschema, and
// the event feed line by line; then what each viewer may see, and the hostile uploads' 400s.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <regex>
#include <set>
#include <thread>

#include <unistd.h>

#include "db/contest_store.h"
#include "db/store.h"
#include "judge/accounts/password.h"
#include "judge/app/contest_events.h"
#include "judge/contest/contest_times.h"
#include "judge/judging/answer_files.h"
#include "judge/util/files.h"
#include "tests/common/package_draft.h"
#include "tests/web/served_site.h"

namespace gridjudge::testing {
namespace {

using Json = nlohmann::json;
namespace fs = std::filesystem;

constexpr const char* kContest = "live";
constexpr const char* kTeamUser = "team1";
constexpr const char* kTeamPassword = "correct-horse";
constexpr const char* kJuryUser = "jury";
constexpr const char* kJuryPassword = "battery-staple";

contest::TimePoint now_seconds() {
    return std::chrono::floor<contest::Seconds>(std::chrono::system_clock::now());
}

// The fixture's judged submissions 1 (AC) and 2 (WA) again as contest submissions of t1 and t2,
// finished with their stored outcomes in a worker's name, as a judge would.
void add_judged(db::Store& store, std::int64_t original, const std::string& team) {
    db::SubmissionRecord record = *store.submission(original);
    record.contest = kContest;
    record.user = team;
    const std::int64_t id = store.enqueue(record);
    const std::optional<db::Claim> claim =
        store.claim({"api-test", std::chrono::hours(1), "", id, {}});
    ASSERT_TRUE(claim);
    db::JudgmentRecord outcome;
    outcome.verdict = *record.verdict;
    outcome.score = record.score;
    outcome.max_score = record.max_score;
    outcome.results = record.results;
    outcome.groups = record.groups;
    ASSERT_TRUE(store.finish(*claim, outcome));
}

// The event log as the use cases write it (app/contest_events.h), for what this test stored
// behind their back.
void log_events(db::ContestStore& contests, db::Store& store) {
    const contest::TimePoint now = now_seconds();
    const db::ContestRecord contest = *contests.contest(kContest);
    const auto log = [&](const std::string& type, const std::string& id, const std::string& data) {
        app::log_contest_event(contests, kContest, type, id, data, now);
    };
    log("contests", kContest, app::contest_object_json(contest));
    log("state", "", app::state_object_json(contest, now));
    for (const contest::ContestProblem& problem : contests.problems(kContest))
        log("problems", problem.id, app::problem_object_json(problem));
    for (const contest::Organization& organization : contests.organizations(kContest))
        log("organizations", organization.id, app::organization_object_json(organization));
    for (const contest::Team& team : contests.teams(kContest))
        log("teams", team.id, app::team_object_json(team));
    for (const db::AccountRecord& account : contests.accounts(kContest))
        log("accounts", account.account.id, app::account_object_json(account.account));
    db::SubmissionFilter filter;
    filter.contest = kContest;
    // As the use cases do: each logged at the moment it was made, timed from the contest's start.
    const contest::TimePoint start = *contest.settings.start_time;
    const auto since_start = [&](contest::TimePoint time) {
        return std::chrono::duration_cast<contest::Seconds>(time - start);
    };
    for (const db::SubmissionRecord& s : store.submissions(filter)) {
        const contest::TimePoint submitted = *contest::parse_abstime(s.submitted_at).value;
        log("submissions", std::to_string(s.id),
            app::submission_object_json(s, since_start(submitted), submitted));
    }
    app::record_new_judgements(store, contests, kContest, now);
    for (const db::ClarificationRecord& c : contests.clarifications(kContest, std::nullopt))
        log("clarifications", std::to_string(c.id),
            app::clarification_object_json(c, since_start(c.time)));
}

void add_contest(const fs::path& database) {
    const std::unique_ptr<db::ContestStore> contests = db::open_contest_store(database.string());
    db::ContestRecord record;
    record.settings.id = kContest;
    record.settings.name = "Live <b>Round</b>";
    record.settings.start_time = now_seconds() - std::chrono::hours(1);
    record.settings.duration = std::chrono::hours(5);
    record.settings.scoreboard_freeze_duration = std::chrono::hours(1);
    contests->put_contest(record);
    contests->put_problems(kContest, {{"huarongdao", "A", "Huarong Dao", "red", "#ff0000", 1}});
    contests->put_organization(kContest, {"uni", "University", "The University", "NLD"});
    contests->put_team(kContest, {"t1", "Team One", "", "uni", false, {}});
    contests->put_team(kContest, {"t2", "Team Two", "", "uni", false, {}});
    contests->put_team(kContest, {"ghost", "Hidden Team", "", "", true, {}});
    const std::string team_hash = accounts::hash_password(accounts::Password(kTeamPassword));
    const std::string jury_hash = accounts::hash_password(accounts::Password(kJuryPassword));
    contests->create_account(
        {{"a-t1", kTeamUser, contest::AccountKind::team, "t1", ""}, kContest, team_hash});
    contests->create_account(
        {{"a-jury", kJuryUser, contest::AccountKind::judge, "", ""}, "", jury_hash});
    db::ClarificationRecord question;
    question.contest_id = kContest;
    question.from_team_id = "t2";
    question.text = "Is the board always 4x5?";
    question.time = now_seconds() - std::chrono::minutes(30);
    contests->add_clarification(question);
    db::ClarificationRecord announcement;
    announcement.contest_id = kContest;
    announcement.text = "Welcome!";
    announcement.time = now_seconds() - std::chrono::minutes(50);
    contests->add_clarification(announcement);
    const std::unique_ptr<db::Store> store = db::open_store(database.string());
    add_judged(*store, kScriptStudentSubmission, "t1");
    add_judged(*store, kWrongAnswerSubmission, "t2");
    log_events(*contests, *store);
}

struct Answer {
    int status = 0;
    std::string body;
    std::string content_type;
};

enum class As { everyone, team, jury };

Answer get(const ServedSite& site, const std::string& path, As as = As::everyone) {
    httplib::Client client = site.client();
    if (as == As::team) client.set_basic_auth(kTeamUser, kTeamPassword);
    if (as == As::jury) client.set_basic_auth(kJuryUser, kJuryPassword);
    const httplib::Result result = client.Get(path);
    if (!result) return {-1, "no answer", ""};
    return {result->status, result->body, result->get_header_value("Content-Type")};
}

// yajsv's verdict on each named document against tests/web/contest_api_schemas/`schema`: "" when
// all are valid, else its lines, which name the failing document's file (`name`.json). One run
// for several documents: the validator's start (Python, jsonschema) is most of its time.
std::string schema_problems(const std::string& schema,
                            const std::vector<std::pair<std::string, std::string>>& documents) {
    const TempDir scratch("gridjudge-api-check-");
    const std::string schemas =
        std::string(GRIDJUDGE_SOURCE_DIR) + "/tests/web/contest_api_schemas";
    std::string command = "python3 '" + std::string(GRIDJUDGE_SOURCE_DIR) +
                          "/scripts/contest-api/yajsv' -q -s '" + schemas + "/" + schema +
                          "' -r '" + schemas + "/*.json'";
    for (const auto& [name, body] : documents) {
        const fs::path document = scratch.path() / (name + ".json");
        write_file_atomic(document, body);
        command += " '" + document.string() + "'";
    }
    command += " 2>&1";
    std::string output;
    FILE* pipe = popen(command.c_str(), "r");
    if (!pipe) return "cannot run yajsv";
    std::array<char, 4096> buffer{};
    while (fgets(buffer.data(), buffer.size(), pipe)) output += buffer.data();
    const int status = pclose(pipe);
    if (status != 0 && output.empty())
        output = "yajsv failed with status " + std::to_string(status);
    return status == 0 ? "" : output;
}

std::string schema_problems(const std::string& schema, const std::string& body) {
    return schema_problems(schema, {{"answer", body}});
}

class ContestApi : public ::testing::Test {
  protected:
    void SetUp() override { add_contest(site_.database()); }
    std::string api(const std::string& endpoint) const {
        return std::string("/api/contests/") + kContest + endpoint;
    }
    // Problem B of the contest: the output-only "guess", whose test k wants answers[k-1] and
    // shares the 100 points.
    void add_output_only_guess(const std::filesystem::path& packages,
                               const std::vector<std::string>& answers) {
        const std::unique_ptr<db::Store> store = db::open_store(site_.database().string());
        PackageDraft guess("guess", packages / "guess.staging");
        guess.package().title = "Guess";
        guess.package().kind = ProblemKind::OutputOnly;
        for (std::size_t k = 1; k <= answers.size(); ++k)
            guess.add_test(std::to_string(k), "all", 100 / static_cast<int>(answers.size()),
                           std::to_string(k) + "\n", answers[k - 1]);
        guess.install(*store, packages / "guess");
        db::open_contest_store(site_.database().string())
            ->put_problems(kContest, {{"huarongdao", "A", "Huarong Dao", "red", "#ff0000", 1},
                                      {"guess", "B", "Guess", "", "", 2}});
    }
    // What the store keeps as the source of the submission the API answered with.
    std::string stored_source(const Json& created) const {
        const std::optional<db::SubmissionRecord> stored =
            db::open_store(site_.database().string())
                ->submission(std::stoll(created["id"].get<std::string>()));
        return stored ? stored->source : "(no such submission)";
    }
    ServedSite site_;
};

TEST_F(ContestApi, EveryEndpointMatchesTheSpecsSchemaForEveryViewer) {
    const std::vector<std::pair<std::string, std::string>> endpoints = {
        {"/api", "api_information.json"},
        {"/api/contests", "contests.json"},
        {api(""), "contest.json"},
        {api("/state"), "state.json"},
        {api("/access"), "access.json"},
        {api("/languages"), "languages.json"},
        {api("/judgement-types"), "judgement-types.json"},
        {api("/problems"), "problems.json"},
        {api("/groups"), "groups.json"},
        {api("/organizations"), "organizations.json"},
        {api("/teams"), "teams.json"},
        {api("/accounts"), "accounts.json"},
        {api("/submissions"), "submissions.json"},
        {api("/judgements"), "judgements.json"},
        {api("/runs"), "runs.json"},
        {api("/clarifications"), "clarifications.json"},
        {api("/scoreboard"), "scoreboard.json"},
        {api("/problems/huarongdao"), "problem.json"},
        {api("/teams/t1"), "team.json"},
    };
    const std::vector<std::pair<As, std::string>> viewers = {
        {As::everyone, "everyone"}, {As::team, "team"}, {As::jury, "jury"}};
    for (const auto& [path, schema] : endpoints) {
        std::vector<std::pair<std::string, std::string>> answers;  // viewer's name, body
        for (const auto& [as, viewer] : viewers) {
            const Answer answer = get(site_, path + "?strict=1", as);
            ASSERT_EQ(answer.status, 200) << path << " as " << viewer << ": " << answer.body;
            EXPECT_EQ(answer.content_type, "application/json") << path;
            answers.emplace_back(viewer, answer.body);
        }
        EXPECT_EQ(schema_problems(schema, answers), "") << path << ": " << answers[0].second << "\n"
                                                        << answers[1].second << "\n"
                                                        << answers[2].second;
    }
    // The jury's lists are not empty, so the schemas checked real objects.
    for (const char* endpoint : {"/submissions", "/judgements", "/runs", "/accounts"})
        EXPECT_FALSE(Json::parse(get(site_, api(endpoint), As::jury).body).empty()) << endpoint;
}

TEST_F(ContestApi, StrictHasOnlyTheSpecsPropertiesAndLooseAddsOurs) {
    const Json loose = Json::parse(get(site_, api("")).body);
    EXPECT_EQ(loose["scoring"], "pass_fail");
    const Json strict = Json::parse(get(site_, api("?strict=1")).body);
    EXPECT_FALSE(strict.contains("scoring"));
    EXPECT_EQ(strict["name"], "Live <b>Round</b>");
    EXPECT_EQ(get(site_, api("?strict=maybe")).status, 400);
    EXPECT_EQ(get(site_, api("/teams?since_id=1")).status, 400);
}

// One mapping: what the use cases log is what GET shows (not strict) for the same object, so the
// event feed sends the log's data as it is.
TEST_F(ContestApi, LoggedDataIsTheEndpointsObject) {
    const std::unique_ptr<db::ContestStore> contests =
        db::open_contest_store(site_.database().string());
    const auto logged = [&](const std::string& type, const std::string& id) {
        Json data;
        for (const db::ContestEventRecord& event : contests->events(kContest, 0, 1000))
            if (event.type == type && event.object_id == id) data = Json::parse(event.data_json);
        return data;
    };
    const auto shown = [&](const std::string& endpoint) {
        const Answer answer = get(site_, api(endpoint), As::jury);
        EXPECT_EQ(answer.status, 200) << endpoint;
        return Json::parse(answer.body);
    };
    EXPECT_EQ(logged("contests", kContest), shown(""));
    EXPECT_EQ(logged("teams", "t1"), shown("/teams/t1"));
    EXPECT_EQ(logged("teams", "t1")["label"], "t1");
    EXPECT_EQ(logged("accounts", "a-t1"), shown("/accounts/a-t1"));
    EXPECT_FALSE(logged("accounts", "a-t1").contains("name"));  // the spec has no null name
    const Json submissions = shown("/submissions");
    ASSERT_EQ(submissions.size(), 2u);
    for (const Json& submission : submissions) {
        const std::string id = submission["id"];
        EXPECT_EQ(logged("submissions", id), submission);
        EXPECT_EQ(logged("submissions", id), shown("/submissions/" + id));
        EXPECT_TRUE(logged("submissions", id).contains("files"));
    }
    const Json clarifications = shown("/clarifications");
    ASSERT_EQ(clarifications.size(), 2u);
    for (const Json& clarification : clarifications) {
        const std::string id = clarification["id"];
        EXPECT_EQ(logged("clarifications", id), clarification);
        EXPECT_FALSE(logged("clarifications", id).contains("to_team_ids"));
    }
    EXPECT_EQ(logged("contests", kContest)["penalty_time"], 20);
}

TEST_F(ContestApi, EachViewerSeesOnlyWhatItMay) {
    const Json team_subs = Json::parse(get(site_, api("/submissions"), As::team).body);
    ASSERT_EQ(team_subs.size(), 1u);
    EXPECT_EQ(team_subs[0]["team_id"], "t1");
    EXPECT_EQ(Json::parse(get(site_, api("/submissions")).body), Json::array());
    EXPECT_EQ(Json::parse(get(site_, api("/judgements")).body), Json::array());
    EXPECT_EQ(Json::parse(get(site_, api("/runs"), As::team).body), Json::array());
    EXPECT_EQ(Json::parse(get(site_, api("/submissions"), As::jury).body).size(), 2u);
    // The hidden team: the jury only.
    EXPECT_EQ(get(site_, api("/teams/ghost")).status, 404);
    EXPECT_EQ(get(site_, api("/teams/ghost"), As::jury).status, 200);
    // Another team's code is not said to exist.
    const std::string other = Json::parse(get(site_, api("/submissions"), As::jury).body)[1]["id"];
    const Answer stolen = get(site_, api("/submissions/" + other + "/files"), As::team);
    EXPECT_EQ(stolen.status, 404) << stolen.body;
    const std::string own = team_subs[0]["id"];
    const Answer files = get(site_, api("/submissions/" + own + "/files"), As::team);
    EXPECT_EQ(files.status, 200);
    EXPECT_EQ(files.content_type, "application/zip");
    EXPECT_EQ(files.body.substr(0, 2), "PK");
    // Another team's question is not the team's to read; the announcement is everyone's.
    const Json clars = Json::parse(get(site_, api("/clarifications"), As::team).body);
    ASSERT_EQ(clars.size(), 1u);
    EXPECT_EQ(clars[0]["text"], "Welcome!");
    EXPECT_EQ(Json::parse(get(site_, api("/accounts"), As::team).body).size(), 1u);
    EXPECT_EQ(Json::parse(get(site_, api("/accounts")).body), Json::array());
}

TEST_F(ContestApi, WrongCredentialsAre401WithABasicChallenge) {
    httplib::Client client = site_.client();
    client.set_basic_auth(kTeamUser, "wrong");
    const httplib::Result result = client.Get(api("/teams"));
    ASSERT_TRUE(result);
    EXPECT_EQ(result->status, 401);
    EXPECT_EQ(result->get_header_value("WWW-Authenticate"),
              "Basic realm=\"gridjudge contest API\"");
    EXPECT_EQ(Json::parse(result->body)["error"], "Wrong username or password.");
}

TEST_F(ContestApi, UnknownObjectsAndEndpointsAre404AsTheSpecsCheckerExpects) {
    for (const char* missing :
         {"/doesnt-exist", "/doesnt-exist/42", "/submissions/999999", "/submissions/xyz9999",
          "/submissions/XYZ_999", "/submissions/XYZ-999"})
        EXPECT_EQ(get(site_, api(missing), As::jury).status, 404) << missing;
    EXPECT_EQ(get(site_, "/api/contests/nothing/teams").status, 404);
    // The review API is still there beside it.
    EXPECT_EQ(get(site_, "/api/submissions/1").status, 200);
}

// A zip of one stored (uncompressed) entry, written by hand so that any name can be given.
std::string stored_zip(const std::string& name, const std::string& data) {
    std::uint32_t crc = 0xffffffffu;
    for (unsigned char c : data) {
        crc ^= c;
        for (int k = 0; k < 8; ++k) crc = (crc >> 1) ^ (0xedb88320u & (0u - (crc & 1u)));
    }
    crc ^= 0xffffffffu;
    std::string zip;
    auto u16 = [&zip](unsigned v) {
        zip += static_cast<char>(v & 0xff);
        zip += static_cast<char>((v >> 8) & 0xff);
    };
    auto u32 = [&u16](std::uint32_t v) {
        u16(v & 0xffff);
        u16(v >> 16);
    };
    const auto size = static_cast<std::uint32_t>(data.size());
    const auto name_size = static_cast<unsigned>(name.size());
    u32(0x04034b50);  // local header: version, flags, method (stored), time, date
    for (unsigned v : {10u, 0u, 0u, 0u, 0u}) u16(v);
    u32(crc);
    u32(size);
    u32(size);
    u16(name_size);
    u16(0);
    zip += name + data;
    const auto central = static_cast<std::uint32_t>(zip.size());
    u32(0x02014b50);  // central header
    for (unsigned v : {20u, 10u, 0u, 0u, 0u, 0u}) u16(v);
    u32(crc);
    u32(size);
    u32(size);
    for (unsigned v : {name_size, 0u, 0u, 0u, 0u}) u16(v);
    u32(0);
    u32(0);
    zip += name;
    const auto central_size = static_cast<std::uint32_t>(zip.size()) - central;
    u32(0x06054b50);  // end of central directory
    for (unsigned v : {0u, 0u, 1u, 1u}) u16(v);
    u32(central_size);
    u32(central);
    u16(0);
    return zip;
}

std::string base64(const std::string& bytes) {
    static const char* alphabet =
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    std::string out;
    for (std::size_t i = 0; i < bytes.size(); i += 3) {
        unsigned bits = static_cast<unsigned char>(bytes[i]) << 16;
        if (i + 1 < bytes.size()) bits |= static_cast<unsigned char>(bytes[i + 1]) << 8;
        if (i + 2 < bytes.size()) bits |= static_cast<unsigned char>(bytes[i + 2]);
        out += alphabet[bits >> 18 & 63];
        out += alphabet[bits >> 12 & 63];
        out += i + 1 < bytes.size() ? alphabet[bits >> 6 & 63] : '=';
        out += i + 2 < bytes.size() ? alphabet[bits & 63] : '=';
    }
    return out;
}

// The names and contents of a zip's entries, as Python's zipfile reads them: "NAME\nCONTENT".
std::string unzipped(const std::string& zip) {
    const TempDir scratch("gridjudge-api-zip-");
    write_file_atomic(scratch.path() / "files.zip", zip);
    const std::string command =
        "python3 -c 'import sys, zipfile\nz = zipfile.ZipFile(sys.argv[1])\nfor n in "
        "z.namelist(): sys.stdout.buffer.write(n.encode() + b\"\\n\" + z.read(n))' '" +
        (scratch.path() / "files.zip").string() + "'";
    std::string output;
    FILE* pipe = popen(command.c_str(), "r");
    if (!pipe) return "cannot run python3";
    std::array<char, 4096> buffer{};
    for (std::size_t got; (got = fread(buffer.data(), 1, buffer.size(), pipe)) > 0;)
        output.append(buffer.data(), got);
    pclose(pipe);
    return output;
}

Json json_submission(const std::string& zip) {
    return {{"problem_id", "huarongdao"},
            {"language_id", "cpp17"},
            {"files", {{{"data", base64(zip)}}}}};
}

TEST_F(ContestApi, HostileUploadsAre400NamingTheEntry) {
    httplib::Client client = site_.client();
    client.set_basic_auth(kTeamUser, kTeamPassword);
    const httplib::Result result = client.Post(
        api("/submissions"), json_submission(stored_zip("../evil.cpp", "int main(){}")).dump(),
        "application/json");
    ASSERT_TRUE(result);
    EXPECT_EQ(result->status, 400);
    EXPECT_EQ(Json::parse(result->body)["error"].get<std::string>().rfind(
                  "files: entry '../evil.cpp': ", 0),
              0u)
        << result->body;
    // Nothing was queued.
    EXPECT_EQ(Json::parse(get(site_, api("/submissions"), As::team).body).size(), 1u);
    const Json broken{
        {"problem_id", "huarongdao"}, {"language_id", "cpp17"}, {"files", {{{"data", "%%%%"}}}}};
    const httplib::Result refused =
        client.Post(api("/submissions"), broken.dump(), "application/json");
    ASSERT_TRUE(refused);
    EXPECT_EQ(refused->status, 400);
    EXPECT_EQ(Json::parse(refused->body)["error"],
              "files: not base64 (a character outside its alphabet at offset 0)");
}

// An output-only problem of the contest takes the zip as its answers, no language_id needed; a
// hostile entry is refused naming it, nothing queued.
TEST_F(ContestApi, AnOutputOnlyProblemTakesTheZipOfAnswers) {
    TempDir packages("gridjudge-api-answers-");
    add_output_only_guess(packages.path(), {"8\n"});
    httplib::Client client = site_.client();
    client.set_basic_auth(kTeamUser, kTeamPassword);
    const std::size_t before = Json::parse(get(site_, api("/submissions"), As::team).body).size();
    const Json evil{{"problem_id", "guess"},
                    {"files", {{{"data", base64(stored_zip("../1.out", "8\n"))}}}}};
    const httplib::Result refused =
        client.Post(api("/submissions"), evil.dump(), "application/json");
    ASSERT_TRUE(refused);
    EXPECT_EQ(refused->status, 400);
    EXPECT_EQ(Json::parse(refused->body)["error"],
              "files.zip: entry '../1.out': a '..' component; nothing was queued");
    EXPECT_EQ(Json::parse(get(site_, api("/submissions"), As::team).body).size(), before);

    const Json answers{{"problem_id", "guess"},
                       {"files", {{{"data", base64(stored_zip("1.out", "8\n"))}}}}};
    const httplib::Result posted =
        client.Post(api("/submissions"), answers.dump(), "application/json");
    ASSERT_TRUE(posted);
    ASSERT_EQ(posted->status, 201) << posted->body;
    const Json created = Json::parse(posted->body);
    EXPECT_EQ(created["problem_id"], "guess");
    EXPECT_EQ(created["language_id"], "answers");
    EXPECT_EQ(stored_source(created), encode_submitted_files({{"1.out", "8\n"}}));
}

// Issue 19: the multipart form takes an output-only problem's answers as files[] parts (answer
// files or zips of them, no language), by the same upload rules as the JSON's zip: a zip part's
// `../` entry is refused naming the part and the entry, nothing queued. The old form asked for
// one code[] source and a language.
TEST_F(ContestApi, TheFormTakesAnOutputOnlyProblemsAnswerFiles) {
    TempDir packages("gridjudge-api-form-answers-");
    add_output_only_guess(packages.path(), {"8\n", "30\n"});
    httplib::Client client = site_.client();
    client.set_basic_auth(kTeamUser, kTeamPassword);
    const std::size_t before = Json::parse(get(site_, api("/submissions"), As::team).body).size();
    const auto refusal = [&](const httplib::MultipartFormDataItems& form) {
        const httplib::Result refused = client.Post(api("/submissions"), form);
        EXPECT_TRUE(refused);
        if (!refused) return std::string();
        EXPECT_EQ(refused->status, 400) << refused->body;
        return Json::parse(refused->body)["error"].get<std::string>();
    };
    EXPECT_EQ(refusal({{"problem", "guess", "", ""},
                       {"files[]", stored_zip("../1.out", "8\n"), "evil.zip", "application/zip"}}),
              "evil.zip: entry '../1.out': a '..' component; nothing was queued");
    EXPECT_EQ(refusal({{"problem", "guess", "", ""},
                       {"language", "cpp17", "", ""},
                       {"code[]", "int main() {}\n", "a.cpp", "text/x-c++src"},
                       {"files[]", "8\n", "1.out", "text/plain"}}),
              "code[] and files: a program's source or an output-only problem's answers, not "
              "both");
    EXPECT_EQ(
        refusal({{"problem", "huarongdao", "", ""}, {"files[]", "8\n", "1.out", "text/plain"}}),
        "problem 'huarongdao' takes a program: name its language");
    EXPECT_EQ(Json::parse(get(site_, api("/submissions"), As::team).body).size(), before);

    const httplib::MultipartFormDataItems form = {{"problem_id", "guess", "", ""},
                                                  {"files[]", "8\n", "1.out", "text/plain"},
                                                  {"files[]", "30\n", "2.out", "text/plain"}};
    const httplib::Result posted = client.Post(api("/submissions"), form);
    ASSERT_TRUE(posted);
    ASSERT_EQ(posted->status, 201) << posted->body;
    const Json created = Json::parse(posted->body);
    EXPECT_EQ(created["problem_id"], "guess");
    EXPECT_EQ(created["language_id"], "answers");
    EXPECT_EQ(stored_source(created),
              encode_submitted_files({{"1.out", "8\n"}, {"2.out", "30\n"}}));
}

TEST_F(ContestApi, ATeamSubmitsAsJsonOrAsAFormAndAsks) {
    const std::string source =
        read_file(std::string(GRIDJUDGE_SOURCE_DIR) + "/examples/contest/alice/huarongdao.cpp");
    httplib::Client client = site_.client();
    client.set_basic_auth(kTeamUser, kTeamPassword);
    const httplib::Result posted =
        client.Post(api("/submissions?strict=1"),
                    json_submission(stored_zip("hrd.cpp", source)).dump(), "application/json");
    ASSERT_TRUE(posted);
    ASSERT_EQ(posted->status, 201) << posted->body;
    const Json created = Json::parse(posted->body);
    EXPECT_EQ(schema_problems("submission.json", posted->body), "");
    EXPECT_EQ(created["team_id"], "t1");
    EXPECT_EQ(posted->get_header_value("Location"),
              api("/submissions/" + created["id"].get<std::string>()));
    // What was stored is what was sent.
    const Answer files =
        get(site_, api("/submissions/" + created["id"].get<std::string>() + "/files"), As::team);
    EXPECT_EQ(unzipped(files.body), "hrd.cpp\n" + source);
    // DOMjudge's form.
    const httplib::MultipartFormDataItems form = {
        {"problem", "huarongdao", "", ""},
        {"language", "cpp17", "", ""},
        {"code[]", source, "../../hrd.cpp", "text/x-c++src"}};
    const httplib::Result formed = client.Post(api("/submissions"), form);
    ASSERT_TRUE(formed);
    ASSERT_EQ(formed->status, 201) << formed->body;
    EXPECT_EQ(Json::parse(formed->body)["source_name"], "hrd.cpp");
    EXPECT_EQ(Json::parse(get(site_, api("/submissions"), As::team).body).size(), 3u);
    // The jury may not submit as a team; nobody submits anonymously.
    httplib::Client jury = site_.client();
    jury.set_basic_auth(kJuryUser, kJuryPassword);
    EXPECT_EQ(jury.Post(api("/submissions"), json_submission(stored_zip("a.cpp", source)).dump(),
                        "application/json")
                  ->status,
              403);
    EXPECT_EQ(site_.client()
                  .Post(api("/submissions"), json_submission(stored_zip("a.cpp", source)).dump(),
                        "application/json")
                  ->status,
              401);
    // A question, then the jury's answer to everyone.
    const httplib::Result asked =
        client.Post(api("/clarifications"), Json{{"text", "May we use <bits/stdc++.h>?"}}.dump(),
                    "application/json");
    ASSERT_TRUE(asked);
    ASSERT_EQ(asked->status, 201) << asked->body;
    const Json question = Json::parse(asked->body);
    EXPECT_EQ(question["from_team_id"], "t1");
    const httplib::Result answered = jury.Post(
        api("/clarifications"), Json{{"text", "Yes."}, {"reply_to_id", question["id"]}}.dump(),
        "application/json");
    ASSERT_TRUE(answered);
    ASSERT_EQ(answered->status, 201) << answered->body;
    EXPECT_EQ(schema_problems("clarification.json", answered->body), "");
    const Json everyone = Json::parse(get(site_, api("/clarifications")).body);
    ASSERT_EQ(everyone.size(), 2u);
    EXPECT_EQ(everyone[1]["text"], "Yes.");
}

}  // namespace
}  // namespace gridjudge::testing

namespace gridjudge::testing {
namespace {

std::vector<Json> feed_lines(const std::string& body) {
    std::vector<Json> lines;
    std::size_t start = 0;
    for (std::size_t end; (end = body.find('\n', start)) != std::string::npos; start = end + 1)
        if (end > start) lines.push_back(Json::parse(body.substr(start, end - start)));
    EXPECT_EQ(start, body.size()) << "the feed's last line has no newline";
    return lines;
}

TEST_F(ContestApi, EventFeedLinesMatchTheSchemaAndEachViewerGetsItsOwn) {
    const Answer jury = get(site_, api("/event-feed?stream=false&strict=1"), As::jury);
    ASSERT_EQ(jury.status, 200) << jury.body;
    EXPECT_EQ(jury.content_type, "application/x-ndjson");
    const std::vector<Json> all = feed_lines(jury.body);
    ASSERT_GE(all.size(), 10u);
    std::vector<std::pair<std::string, std::string>> lines;  // "line-N", the line
    for (std::size_t i = 0; i < all.size(); ++i)
        lines.emplace_back("line-" + std::to_string(i + 1), all[i].dump());
    EXPECT_EQ(schema_problems("event.json", lines), "") << jury.body;
    EXPECT_EQ(all[0]["type"], "contest");
    // A team: its own submission and judgement, no other team's, no hidden team.
    int own = 0;
    for (const Json& line :
         feed_lines(get(site_, api("/event-feed?stream=false"), As::team).body)) {
        if (line["type"] == "submissions" || line["type"] == "judgements") ++own;
        if (line["type"] == "submissions") EXPECT_EQ(line["data"]["team_id"], "t1");
        if (line["type"] == "teams") EXPECT_NE(line["id"], "ghost");
        EXPECT_NE(line["type"], "runs");
    }
    EXPECT_EQ(own, 2);
    for (const Json& line : feed_lines(get(site_, api("/event-feed?stream=false")).body))
        EXPECT_TRUE(line["type"] != "submissions" && line["type"] != "judgements" &&
                    line["type"] != "accounts")
            << line.dump();
    // since_token: what follows that event, and 400 for a token the feed never gave.
    const std::string token = all[all.size() - 2]["token"];
    const std::vector<Json> rest =
        feed_lines(get(site_, api("/event-feed?stream=false&since_token=" + token), As::jury).body);
    ASSERT_EQ(rest.size(), 1u);
    EXPECT_EQ(rest[0], all.back());
    EXPECT_EQ(get(site_, api("/event-feed?since_token=99999"), As::jury).status, 400);
    EXPECT_EQ(get(site_, api("/event-feed?since_token=abc"), As::jury).status, 400);
}

// The jury's answer to one team reaches that team's feed only: the log names its recipient as
// the feed filters it (to_team_id), so it is not mistaken for an announcement to everyone.
TEST_F(ContestApi, AJuryAnswerToOneTeamIsInNoOtherFeed) {
    {
        const std::unique_ptr<db::ContestStore> contests =
            db::open_contest_store(site_.database().string());
        db::ClarificationRecord answer;
        answer.contest_id = kContest;
        answer.to_team_id = "t2";
        answer.text = "Only for team two";
        answer.time = now_seconds();
        answer.id = contests->add_clarification(answer);
        app::log_contest_event(*contests, kContest, "clarifications", std::to_string(answer.id),
                               app::clarification_object_json(answer, std::chrono::minutes(60)),
                               now_seconds());
    }
    const Answer team = get(site_, api("/event-feed?stream=false"), As::team);
    ASSERT_EQ(team.status, 200);
    EXPECT_EQ(team.body.find("Only for team two"), std::string::npos) << team.body;
    EXPECT_NE(team.body.find("Welcome!"), std::string::npos) << team.body;
    const Answer everyone = get(site_, api("/event-feed?stream=false"));
    EXPECT_EQ(everyone.body.find("Only for team two"), std::string::npos) << everyone.body;
    const Answer jury = get(site_, api("/event-feed?stream=false"), As::jury);
    EXPECT_NE(jury.body.find("Only for team two"), std::string::npos);
}

// Kept open: a new event reaches a reader that is already waiting.
TEST_F(ContestApi, EventFeedStreamsNewEvents) {
    const int fd = connect_to(site_.port());
    const std::string request =
        std::string("GET ") + api("/event-feed") + " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
    ASSERT_EQ(::write(fd, request.data(), request.size()), static_cast<ssize_t>(request.size()));
    std::this_thread::sleep_for(std::chrono::milliseconds(700));
    {
        const std::unique_ptr<db::ContestStore> contests =
            db::open_contest_store(site_.database().string());
        db::ClarificationRecord late;
        late.contest_id = kContest;
        late.text = "The late announcement";
        late.time = now_seconds();
        late.id = contests->add_clarification(late);
        app::log_contest_event(*contests, kContest, "clarifications", std::to_string(late.id),
                               app::clarification_object_json(late, std::chrono::minutes(61)),
                               now_seconds());
    }
    const std::string seen = read_until_closed(fd, std::chrono::milliseconds(2500));
    ::close(fd);
    EXPECT_NE(seen.find("The late announcement"), std::string::npos) << seen;
    EXPECT_NE(seen.find("Transfer-Encoding: chunked"), std::string::npos) << seen;
}

// A team's feed opened before the start gets no problems then (the set is secret), and gets them
// on the same connection once the contest starts.
TEST_F(ContestApi, AFeedOpenedBeforeTheStartGetsTheProblemsOnceItStarts) {
    {
        const std::unique_ptr<db::ContestStore> contests =
            db::open_contest_store(site_.database().string());
        db::ContestRecord record = *contests->contest(kContest);
        record.settings.start_time = now_seconds() + std::chrono::hours(1);
        contests->put_contest(record);
    }
    const int fd = connect_to(site_.port());
    const std::string basic = "Basic " + base64(std::string(kTeamUser) + ":" + kTeamPassword);
    const std::string request = std::string("GET ") + api("/event-feed") +
                                " HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: " + basic +
                                "\r\n\r\n";
    ASSERT_EQ(::write(fd, request.data(), request.size()), static_cast<ssize_t>(request.size()));
    std::this_thread::sleep_for(std::chrono::milliseconds(1200));
    {
        const std::unique_ptr<db::ContestStore> contests =
            db::open_contest_store(site_.database().string());
        db::ContestStateRecord state = contests->contest(kContest)->state;
        state.started = now_seconds();
        contests->set_state(kContest, state);
    }
    const std::string seen = read_until_closed(fd, std::chrono::milliseconds(2500));
    ::close(fd);
    EXPECT_NE(seen.find("200 OK"), std::string::npos) << seen;
    EXPECT_NE(seen.find("\"type\":\"problems\",\"id\":\"huarongdao\""), std::string::npos) << seen;
    // Before the start every token says the problems were held back; the released problem
    // carries the feed's position (the last event read), not its own older token, so that a
    // reconnect with it repeats nothing.
    std::vector<std::string> tokens;
    const std::regex token_field("\"token\":\"([^\"]+)\"");
    for (auto it = std::sregex_iterator(seen.begin(), seen.end(), token_field);
         it != std::sregex_iterator(); ++it)
        tokens.push_back((*it)[1]);
    // The release comes right after the last held token; events logged after it (on a loaded
    // machine some come within the read) carry their own tokens after it.
    const auto last_held = std::find_if(tokens.rbegin(), tokens.rend(),
                                        [](const std::string& t) { return t.ends_with(".held"); });
    ASSERT_NE(last_held, tokens.rend()) << seen;
    ASSERT_NE(last_held, tokens.rbegin()) << seen;  // something was released after it
    EXPECT_EQ(*std::prev(last_held) + ".held", *last_held) << seen;
}

// A team that read its feed before the start and reconnects after it with its last token gets
// exactly what it has not seen: the problems held back from it, once, and nothing it already
// had; reconnecting with the token after those gets nothing again. Together the two reads are
// the feed a team opening after the start gets, each event once.
TEST_F(ContestApi, ASinceTokenTakenBeforeTheStartGetsTheHeldBackProblemsExactlyOnce) {
    const auto key = [](const Json& line) {
        return line["type"].get<std::string>() + "/" + line["id"].dump();
    };
    {
        const std::unique_ptr<db::ContestStore> contests =
            db::open_contest_store(site_.database().string());
        db::ContestRecord record = *contests->contest(kContest);
        record.settings.start_time = now_seconds() + std::chrono::hours(1);
        contests->put_contest(record);
    }
    const std::vector<Json> before =
        feed_lines(get(site_, api("/event-feed?stream=false"), As::team).body);
    ASSERT_FALSE(before.empty());
    for (const Json& line : before) EXPECT_NE(line["type"], "problems") << line.dump();
    {
        const std::unique_ptr<db::ContestStore> contests =
            db::open_contest_store(site_.database().string());
        db::ContestStateRecord state = contests->contest(kContest)->state;
        state.started = now_seconds();
        contests->set_state(kContest, state);
    }
    const std::string before_token = before.back()["token"];
    const Answer resumed =
        get(site_, api("/event-feed?stream=false&since_token=" + before_token), As::team);
    ASSERT_EQ(resumed.status, 200) << resumed.body;
    const std::vector<Json> rest = feed_lines(resumed.body);
    std::multiset<std::string> got;
    for (const Json& line : before) got.insert(key(line));
    std::multiset<std::string> problems_resumed;
    for (const Json& line : rest) {
        got.insert(key(line));
        if (line["type"] == "problems") problems_resumed.insert(key(line));
    }
    const std::vector<Json> whole =
        feed_lines(get(site_, api("/event-feed?stream=false"), As::team).body);
    std::multiset<std::string> expected;
    std::multiset<std::string> problems_expected;
    for (const Json& line : whole) {
        expected.insert(key(line));
        if (line["type"] == "problems") problems_expected.insert(key(line));
    }
    EXPECT_EQ(problems_expected.size(), 1u);
    EXPECT_EQ(problems_resumed, problems_expected);
    EXPECT_EQ(got, expected);
    // The token of the last line after the released problems: nothing is sent twice.
    ASSERT_FALSE(rest.empty());
    const std::string after_token = rest.back()["token"];
    const Answer again =
        get(site_, api("/event-feed?stream=false&since_token=" + after_token), As::team);
    ASSERT_EQ(again.status, 200) << again.body;
    EXPECT_EQ(again.body, "");
}

}  // namespace
}  // namespace gridjudge::testing

namespace gridjudge::testing {
namespace {

// Each open feed holds a connection thread: one client gets at most 4 at once, and the fifth is
// refused (429) while they are open; the rest of the site still answers.
TEST_F(ContestApi, EventFeedsPerClientAreBounded) {
    std::vector<int> open;
    const std::string request =
        std::string("GET ") + api("/event-feed") + " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
    for (int i = 0; i < 4; ++i) {
        const int fd = connect_to(site_.port());
        ASSERT_EQ(::write(fd, request.data(), request.size()),
                  static_cast<ssize_t>(request.size()));
        open.push_back(fd);
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(700));
    const Answer fifth = get(site_, api("/event-feed"));
    EXPECT_EQ(fifth.status, 429);
    EXPECT_EQ(Json::parse(fifth.body)["error"],
              "too many open event feeds (at most 4 per client and 256 in all); close one first");
    // Another client's feeds are not counted against this one's (the jury asks from the same
    // address here, so only the total is shown by a plain read of the review API).
    EXPECT_EQ(get(site_, "/api/submissions/1").status, 200);
    for (int fd : open) ::close(fd);
}

}  // namespace
}  // namespace gridjudge::testing
