// A live contest on a served site's database, made with the contest use cases as an operator's
// `gridjudge contest` commands would, and the HTTP steps a browser takes on it (log in, read the
// CSRF token of a page), for the contest pages' tests.
#pragma once

#include <httplib.h>

#include <filesystem>
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

// The value of the first hidden "csrf" field of a page; "" when it has none.
std::string csrf_of(const std::string& html);

}  // namespace gridjudge::testing
