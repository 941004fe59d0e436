#include "tests/web/live_contest.h"

#include <chrono>
#include <nlohmann/json.hpp>
#include <optional>
#include <regex>
#include <stdexcept>
#include <thread>

#include "db/contest_store.h"
#include "db/store.h"
#include "judge/accounts/password.h"
#include "judge/app/contest_operations.h"

namespace gridjudge::testing {

void create_live_contest(const std::filesystem::path& database) {
    const std::unique_ptr<db::Store> store = db::open_store(database.string());
    const std::unique_ptr<db::ContestStore> contests = db::open_contest_store(database.string());
    const auto now = std::chrono::floor<contest::Seconds>(std::chrono::system_clock::now());
    app::NewContest request;
    request.settings.id = kContestId;
    request.settings.name = "Demo <b>Cup</b>";
    request.settings.start_time = now - std::chrono::minutes(1);
    request.settings.duration = std::chrono::hours(5);
    request.settings.scoreboard_freeze_duration = std::chrono::hours(1);
    request.problems = {{"huarongdao", "A", "Huarong Dao", "", "", 1}};
    request.languages = {"cpp17", "python3"};
    app::create_contest(*store, *contests, request, now);
    for (const auto& [id, name, username] :
         {std::tuple{"t1", kTeamOneName, "team1"}, std::tuple{"t2", kTeamTwoName, "team2"}}) {
        app::TeamEntry entry;
        entry.team.id = id;
        entry.team.name = name;
        entry.username = username;
        entry.password = accounts::Password(kTeamPassword);
        app::put_team(*contests, kContestId, entry, now);
    }
    app::add_staff_account(*contests,
                           {kJuryUsername, kJuryUsername, contest::AccountKind::judge, "", "Jury"},
                           accounts::Password(kJuryPassword), now);
}

bool judge_as_accepted(const std::filesystem::path& database, std::int64_t submission_id) {
    const std::unique_ptr<db::Store> store = db::open_store(database.string());
    db::ClaimRequest request;
    request.worker = "test-worker";
    request.only = submission_id;
    std::optional<db::Claim> claim;
    for (int i = 0; i < 5 && !claim; ++i) claim = store->claim(request);
    if (!claim) return false;
    db::JudgmentRecord outcome;
    outcome.verdict = Verdict::AC;
    outcome.score = outcome.max_score = 100;
    return store->finish(*claim, outcome);
}

httplib::Result submit_on_page(httplib::Client& client, const Session& team,
                               const std::string& source) {
    return client.Post(
        "/contests/" + std::string(kContestId) + "/submit", team.headers(),
        httplib::MultipartFormDataItems{{"problem", "huarongdao", "", ""},
                                        {"language", "cpp17", "", ""},
                                        {"file", source, "solution.cpp", "text/plain"},
                                        {"csrf", team.csrf, "", ""}});
}

std::string follow_until_final(httplib::Client& client, const Session& team,
                               const std::function<void(const std::string& status)>& judging) {
    const auto give_up = std::chrono::steady_clock::now() + std::chrono::minutes(3);
    while (std::chrono::steady_clock::now() < give_up) {
        const httplib::Result rows = client.Get(
            "/contests/" + std::string(kContestId) + "/my-submissions.json", team.headers());
        if (!rows || rows->status != 200) return "";
        const nlohmann::json row = nlohmann::json::parse(rows->body).at(0);
        const std::string status = row.at("status");
        if (row.at("final")) return status;
        judging(status);
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    return "";
}

void add_teams_without_accounts(const std::filesystem::path& database, int count) {
    const std::unique_ptr<db::ContestStore> contests = db::open_contest_store(database.string());
    const auto now = std::chrono::floor<contest::Seconds>(std::chrono::system_clock::now());
    for (int i = 0; i < count; ++i) {
        app::TeamEntry entry;
        entry.team.id = "x" + std::to_string(i);
        entry.team.name = "Team X" + std::to_string(i);
        app::put_team(*contests, kContestId, entry, now);
    }
}

std::string csrf_of(const std::string& html) {
    std::smatch match;
    if (!std::regex_search(html, match, std::regex("name=\"csrf\" value=\"([^\"]+)\""))) return "";
    return match[1].str();
}

Session log_in(httplib::Client& client, const std::string& username, const std::string& password,
               const std::string& contest) {
    const httplib::Result form = client.Get("/login");
    if (!form || form->status != 200) throw std::runtime_error("GET /login failed");
    const std::string login_csrf = csrf_of(form->body);
    const httplib::Result result =
        client.Post("/login", {{"Cookie", "gridjudge_login_csrf=" + login_csrf}},
                    httplib::Params{{"csrf", login_csrf},
                                    {"username", username},
                                    {"password", password},
                                    {"next", "/contests/" + contest}});
    if (!result || result->status != 303)
        throw std::runtime_error("logging in as " + username +
                                 " failed: " + (result ? result->body : "no answer"));
    const std::string set_cookie = result->get_header_value("Set-Cookie");
    Session session;
    session.cookie = set_cookie.substr(0, set_cookie.find(';'));
    // A team's page is /contests/ID; the jury is sent on to /contests/ID/jury.
    httplib::Result page = client.Get("/contests/" + contest, session.headers());
    if (page && page->status == 303)
        page = client.Get(page->get_header_value("Location"), session.headers());
    if (!page || page->status != 200)
        throw std::runtime_error("the contest page after logging in as " + username + ": " +
                                 (page ? page->body : "no answer"));
    session.csrf = csrf_of(page->body);
    return session;
}

}  // namespace gridjudge::testing
