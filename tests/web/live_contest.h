// A live contest on a served site's database, made with the contest use cases as an operator's
// `gridjudge contest` commands would, and the HTTP steps a browser takes on it (log in, read the
// CSRF token of a page), for the contest pages' tests.
#pragma once

#include <httplib.h>

#include <cstdint>
#include <filesystem>
#include <functional>
#include <string>

namespace gridjudge::testing {

inline constexpr const char* kContestId = "demo";
// Markup in names and the contest's title: the pages must show it as text.
inline constexpr const char* kTeamOneName = "<i>Team</i> One";
inline constexpr const char* kTeamTwoName = "Team Two";
inline constexpr const char* kTeamPassword = "team password";
inline constexpr const char* kJuryUsername = "jury1";
inline constexpr const char* kJuryPassword = "jury password";

// Contest "demo" (pass-fail, started a minute ago, 5 hours, the last hour frozen) with problem
// huarongdao as A (C++17 and Python 3 only), teams t1 (account team1) and t2 (team2), and the
// judge jury1.
void create_live_contest(const std::filesystem::path& database);
// `count` more teams in it, x0, x1, … named "Team X0", …, without accounts (no password to hash):
// a board of some size.
void add_teams_without_accounts(const std::filesystem::path& database, int count);

// Stands in for a worker: claims submission `submission_id` of `database` and stores it as
// accepted, 100 points. False when it cannot be claimed or finished.
bool judge_as_accepted(const std::filesystem::path& database, std::int64_t submission_id);

// A wrong answer that burns about 0.3 s of CPU on every test first, so that each test lasts that
// long at least however fast or loaded the machine is, while a poll takes milliseconds.
inline constexpr const char* kSlowWrongProgram =
    "#include <cstdio>\n"
    "int main() {\n"
    "    volatile unsigned long sum = 0;\n"
    "    for (unsigned long i = 0; i < 300000000UL; ++i) sum += i;\n"
    "    std::printf(\"%d\\n\", sum == 1 ? 0 : -1);\n"
    "}\n";

// A browser's session on the site: the cookie after logging in, and its CSRF token.
struct Session {
    std::string cookie;  // "gridjudge_session=…"
    std::string csrf;
    httplib::Headers headers() const { return {{"Cookie", cookie}}; }
};

// GET /login, POST /login, then the account's page of `contest`; throws with the server's answer
// when it does not log in.
Session log_in(httplib::Client& client, const std::string& username, const std::string& password,
               const std::string& contest = kContestId);

// POSTs `source` as the team's C++17 solution of huarongdao through the contest page's form.
httplib::Result submit_on_page(httplib::Client& client, const Session& team,
                               const std::string& source);

// Polls the team's my-submissions.json as its page does, every 20 ms for at most 3 minutes, and
// calls `judging` with each status of its first submission until that one is final; returns
// the final status ("" when none came in time or the JSON was not answered).
std::string follow_until_final(httplib::Client& client, const Session& team,
                               const std::function<void(const std::string& status)>& judging);

// The value of the first hidden "csrf" field of a page; "" when it has none.
std::string csrf_of(const std::string& html);

}  // namespace gridjudge::testing
