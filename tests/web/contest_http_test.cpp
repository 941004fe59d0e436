// The live contest's pages on the real `gridjudge serve` (its SQLite database, its contest store)
// over real HTTP: a team cannot reach another team's submission or source (404, as for an id
// that does not exist), names, file names and clarifications are escaped, a POST without the
// session's CSRF token is 403 and stores nothing, a planted session cookie is not the session
// after the login, a submission while the contest is paused is refused with the use case's
// message, and the scoreboard's event stream sends a new board when a verdict arrives.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <atomic>
#include <regex>
#include <thread>

#include "db/contest_store.h"
#include "db/store.h"
#include "judge/accounts/password.h"
#include "judge/app/contest_error.h"
#include "judge/app/contest_operations.h"
#include "judge/app/contest_submit.h"
#include "judge/judging/answer_files.h"
#include "judge/util/html_text.h"
#include "tests/common/package_draft.h"
#include "tests/web/live_contest.h"
#include "tests/web/served_site.h"

namespace gridjudge::testing {
namespace {

std::string alice_source() {
    return read_file(std::filesystem::path(GRIDJUDGE_SOURCE_DIR) /
                     "examples/contest/alice/huarongdao.cpp");
}

class ContestPages : public ::testing::Test {
  protected:
    void SetUp() override {
        create_live_contest(site_.database());
        team1_ = log_in(client_, "team1", kTeamPassword);
        team2_ = log_in(client_, "team2", kTeamPassword);
    }

    httplib::Result submit(const Session& session, const std::string& csrf,
                           const std::string& file_name, const std::string& source) {
        httplib::MultipartFormDataItems items{{"problem", "huarongdao", "", ""},
                                              {"language", "cpp17", "", ""},
                                              {"file", source, file_name, "text/plain"}};
        if (!csrf.empty()) items.push_back({"csrf", csrf, "", ""});
        return client_.Post("/contests/demo/submit", session.headers(), items);
    }

    std::vector<db::SubmissionRecord> stored_submissions() {
        db::SubmissionFilter filter;
        filter.contest = kContestId;
        return db::open_store(site_.database().string())->submissions(filter);
    }

    ServedSite site_;
    httplib::Client client_ = site_.client();
    Session team1_, team2_;
};

TEST_F(ContestPages, AnotherTeamsSubmissionIsNotFoundNorItsSource) {
    const httplib::Result sent = submit(team1_, team1_.csrf, "solution.cpp", alice_source());
    ASSERT_TRUE(sent);
    ASSERT_EQ(sent->status, 201) << sent->body;
    const std::vector<db::SubmissionRecord> stored = stored_submissions();
    ASSERT_EQ(stored.size(), 1u);
    const std::string path = "/contests/demo/submissions/" + std::to_string(stored[0].id);

    const httplib::Result own = client_.Get(path, team1_.headers());
    EXPECT_EQ(own->status, 200);
    EXPECT_NE(own->body.find("int main"), std::string::npos);

    const httplib::Result other = client_.Get(path, team2_.headers());
    EXPECT_EQ(other->status, 404);
    EXPECT_EQ(other->body.find("int main"), std::string::npos);
    const httplib::Result unknown =
        client_.Get("/contests/demo/submissions/999999", team2_.headers());
    EXPECT_EQ(unknown->status, 404);
    EXPECT_EQ(client_.Get("/contests/demo/my-submissions.json", team2_.headers())->body, "[]");
    // Nor anonymously, nor through the review pages and their API.
    EXPECT_EQ(client_.Get(path)->status, 404);
    for (const std::string& review : {"/submissions/" + std::to_string(stored[0].id),
                                      "/api/submissions/" + std::to_string(stored[0].id)}) {
        const httplib::Result answer = client_.Get(review, team2_.headers());
        EXPECT_EQ(answer->status, 404) << review;
        EXPECT_EQ(answer->body.find("int main"), std::string::npos) << review;
    }
}

// The jury's page of a submission shows each test's verdict, CPU time, memory and checker
// message (escaped); the team's page of the same submission shows none of them.
TEST_F(ContestPages, TheJurysSubmissionPageShowsEachTestsResultAndTheTeamsDoesNot) {
    ASSERT_EQ(submit(team1_, team1_.csrf, "solution.cpp", alice_source())->status, 201);
    const std::vector<db::SubmissionRecord> stored = stored_submissions();
    ASSERT_EQ(stored.size(), 1u);
    const std::int64_t id = stored[0].id;
    std::vector<std::string> names;  // of the two tests, as the store has them
    {
        const auto store = db::open_store(site_.database().string());
        const std::optional<db::Claim> claim =
            store->claim({"worker-in-test", std::chrono::hours(1), "", id, {}});
        ASSERT_TRUE(claim);
        const std::vector<db::TestRecord> tests = store->tests(stored[0].test_set_id);
        ASSERT_GE(tests.size(), 2u);
        db::JudgmentRecord outcome;
        outcome.verdict = Verdict::WA;
        db::ResultRecord first;
        first.test_id = tests[0].id;
        first.position = tests[0].position;
        first.verdict = Verdict::AC;
        first.cpu_ms = 12;
        first.memory_kib = 2048;
        first.message = "ok 1 number";
        db::ResultRecord second = first;
        second.test_id = tests[1].id;
        second.position = tests[1].position;
        second.verdict = Verdict::WA;
        second.cpu_ms = 7;
        second.memory_kib = 3379;
        second.message = "expected <3>, found 4";
        outcome.results = {first, second};
        ASSERT_TRUE(store->finish(*claim, outcome));
        names = {tests[0].name, tests[1].name};
    }
    const std::string path = "/contests/demo/submissions/" + std::to_string(id);
    const Session jury = log_in(client_, kJuryUsername, kJuryPassword);
    const httplib::Result page = client_.Get(path, jury.headers());
    ASSERT_EQ(page->status, 200) << page->body;
    EXPECT_NE(page->body.find("<tr><td class=\"num\">1</td><td>" + html_escape(names[0]) +
                              "</td><td>AC</td><td class=\"num\">12 ms</td><td class=\"num\">"
                              "2.0 MiB</td><td class=\"message\">ok 1 number</td></tr>"),
              std::string::npos)
        << page->body;
    EXPECT_NE(page->body.find("<tr><td class=\"num\">2</td><td>" + html_escape(names[1]) +
                              "</td><td>WA</td><td class=\"num\">7 ms</td><td class=\"num\">"
                              "3.3 MiB</td><td class=\"message\">expected &lt;3&gt;, found "
                              "4</td></tr>"),
              std::string::npos)
        << page->body;

    const httplib::Result own = client_.Get(path, team1_.headers());
    ASSERT_EQ(own->status, 200);
    EXPECT_NE(own->body.find(">WA</span>"), std::string::npos) << own->body;
    EXPECT_EQ(own->body.find("jury-tests"), std::string::npos) << own->body;
    EXPECT_EQ(own->body.find("found 4"), std::string::npos) << own->body;
}

TEST_F(ContestPages, MarkupInTeamNamesFileNamesAndClarificationsIsShownAsText) {
    const httplib::Result sent =
        submit(team1_, team1_.csrf, "<img src=x onerror=alert(1)>.cpp", alice_source());
    ASSERT_EQ(sent->status, 201) << sent->body;
    EXPECT_NE(sent->body.find("<dd class=\"file\">&lt;img src=x onerror=alert(1)&gt;.cpp</dd>"),
              std::string::npos)
        << sent->body;

    const httplib::Result asked = client_.Post(
        "/contests/demo/clarifications", team1_.headers(),
        httplib::Params{
            {"csrf", team1_.csrf}, {"problem", ""}, {"text", "<script>alert(1)</script>"}});
    ASSERT_EQ(asked->status, 303) << asked->body;
    const httplib::Result page = client_.Get("/contests/demo", team1_.headers());
    EXPECT_NE(page->body.find("<p class=\"text\">&lt;script&gt;alert(1)&lt;/script&gt;</p>"),
              std::string::npos)
        << page->body;
    EXPECT_EQ(page->body.find("<script>alert"), std::string::npos);

    const httplib::Result board = client_.Get("/contests/demo/scoreboard");
    ASSERT_EQ(board->status, 200);
    EXPECT_NE(board->body.find("<td class=\"team\">&lt;i&gt;Team&lt;/i&gt; One</td>"),
              std::string::npos)
        << board->body;
    EXPECT_NE(board->body.find("Demo &lt;b&gt;Cup&lt;/b&gt;"), std::string::npos);
    EXPECT_EQ(board->body.find("<i>Team</i>"), std::string::npos);
}

TEST_F(ContestPages, PostsWithoutTheSessionsCsrfTokenAreRefusedAndStoreNothing) {
    for (const std::string& csrf : {std::string(), team2_.csrf}) {
        const httplib::Result sent = submit(team1_, csrf, "a.cpp", alice_source());
        ASSERT_TRUE(sent);
        EXPECT_EQ(sent->status, 403) << "csrf '" << csrf << "'";
        const httplib::Result asked =
            client_.Post("/contests/demo/clarifications", team1_.headers(),
                         httplib::Params{{"csrf", csrf}, {"problem", ""}, {"text", "why?"}});
        EXPECT_EQ(asked->status, 403);
        EXPECT_NE(asked->body.find("CSRF token is missing or wrong"), std::string::npos);
    }
    EXPECT_TRUE(stored_submissions().empty());
    const std::unique_ptr<db::ContestStore> contests =
        db::open_contest_store(site_.database().string());
    EXPECT_TRUE(contests->clarifications(kContestId, std::nullopt).empty());
}

TEST_F(ContestPages, ASourceOverTheCapIsRefusedBeforeItIsReadAndNothingIsStored) {
    const std::string huge = "// " + std::string(70 * 1024, 'x') + "\nint main() {}\n";
    const httplib::Result sent = submit(team1_, team1_.csrf, "big.cpp", huge);
    ASSERT_TRUE(sent);
    EXPECT_EQ(sent->status, 413);
    EXPECT_NE(sent->body.find("a request may be at most 96 KiB, its body at most 64 KiB"),
              std::string::npos)
        << sent->body;
    EXPECT_TRUE(stored_submissions().empty());
    // The page states the cap the server enforces.
    EXPECT_NE(client_.Get("/contests/demo", team1_.headers())->body.find("At most 60 KiB."),
              std::string::npos);
}

// Several files in the form's one field are one program of several files, stored as the judge
// reads them; an unplain name or two of one name are refused and nothing is stored.
TEST_F(ContestPages, SeveralFilesAreOneSubmissionAndBadNamesAreRefused) {
    auto post = [&](const std::vector<std::pair<std::string, std::string>>& files) {
        httplib::MultipartFormDataItems items{{"problem", "huarongdao", "", ""},
                                              {"language", "cpp17", "", ""},
                                              {"csrf", team1_.csrf, "", ""}};
        for (const auto& [name, content] : files)
            items.push_back({"file", content, name, "text/plain"});
        return client_.Post("/contests/demo/submit", team1_.headers(), items);
    };
    const httplib::Result twice = post({{"a.h", "x"}, {"a.h", "y"}});
    ASSERT_TRUE(twice);
    EXPECT_EQ(twice->status, 400);
    EXPECT_NE(twice->body.find(html_escape("two files named 'a.h'")), std::string::npos)
        << twice->body;
    const httplib::Result escaping = post({{"main.cpp", "x"}, {"../task.h", "y"}});
    ASSERT_TRUE(escaping);
    EXPECT_EQ(escaping->status, 400);
    EXPECT_NE(escaping->body.find(
                  html_escape("file '../task.h': a hidden file name (it starts with '.')")),
              std::string::npos)
        << escaping->body;
    EXPECT_TRUE(stored_submissions().empty());

    const httplib::Result sent = post({{"main.cpp", alice_source()}, {"notes.h", "// notes\n"}});
    ASSERT_TRUE(sent);
    ASSERT_EQ(sent->status, 201) << sent->body;
    const std::vector<db::SubmissionRecord> stored = stored_submissions();
    ASSERT_EQ(stored.size(), 1u);
    // The listing leaves sources out: the submission itself holds it.
    EXPECT_EQ(db::open_store(site_.database().string())->submission(stored[0].id)->source,
              encode_submitted_files({{"main.cpp", alice_source()}, {"notes.h", "// notes\n"}}));
    EXPECT_NE(client_.Get("/contests/demo", team1_.headers())
                  ->body.find("<input type=\"file\" name=\"file\" multiple>"),
              std::string::npos);
}

// An output-only problem of the contest: its own form asks for answer files and no language,
// and two answer files uploaded there are one submission of answers.
TEST_F(ContestPages, AnOutputOnlyProblemTakesItsAnswerFiles) {
    TempDir packages("gridjudge-web-answers-");
    {
        const std::unique_ptr<db::Store> store = db::open_store(site_.database().string());
        PackageDraft guess("guess", packages.path() / "guess.staging");
        guess.package().title = "Guess";
        guess.package().kind = ProblemKind::OutputOnly;
        guess.add_test("1", "all", 50, "1\n", "8\n");
        guess.add_test("2", "all", 50, "2\n", "30\n");
        guess.install(*store, packages.path() / "guess");
        const std::unique_ptr<db::ContestStore> contests =
            db::open_contest_store(site_.database().string());
        std::vector<db::ContestProblemRecord> problems = contests->problems(kContestId);
        problems.push_back({"guess", "B", "Guess", "", "", 2});
        contests->put_problems(kContestId, problems);
    }
    const std::string page = client_.Get("/contests/demo", team1_.headers())->body;
    ASSERT_NE(page.find("<form class=\"submit answers\""), std::string::npos) << page;
    const std::string answers_form = page.substr(page.find("<form class=\"submit answers\""));
    EXPECT_NE(answers_form.find("<input type=\"hidden\" name=\"problem\" value=\"guess\">"),
              std::string::npos)
        << page;
    EXPECT_NE(answers_form.find("Answer files <input type=\"file\" name=\"file\" multiple"),
              std::string::npos);
    EXPECT_EQ(answers_form.substr(0, answers_form.find("</form>")).find("name=\"language\""),
              std::string::npos);
    // The program form offers huarongdao only.
    EXPECT_EQ(page.find("<option value=\"guess\">B Guess</option>"), std::string::npos);

    const httplib::Result sent =
        client_.Post("/contests/demo/submit", team1_.headers(),
                     httplib::MultipartFormDataItems{{"problem", "guess", "", ""},
                                                     {"csrf", team1_.csrf, "", ""},
                                                     {"file", "8\n", "1.out", "text/plain"},
                                                     {"file", "30\n", "2.out", "text/plain"}});
    ASSERT_TRUE(sent);
    ASSERT_EQ(sent->status, 201) << sent->body;
    const std::vector<db::SubmissionRecord> stored = stored_submissions();
    ASSERT_EQ(stored.size(), 1u);
    EXPECT_EQ(stored[0].problem_id, "guess");
    EXPECT_EQ(stored[0].language, "answers");
    EXPECT_EQ(db::open_store(site_.database().string())->submission(stored[0].id)->source,
              encode_submitted_files({{"1.out", "8\n"}, {"2.out", "30\n"}}));

    // A file whose name climbs out is refused with the use case's message, nothing stored.
    const httplib::Result climbing =
        client_.Post("/contests/demo/submit", team1_.headers(),
                     httplib::MultipartFormDataItems{{"problem", "guess", "", ""},
                                                     {"csrf", team1_.csrf, "", ""},
                                                     {"file", "8\n", "..", "text/plain"}});
    ASSERT_TRUE(climbing);
    EXPECT_EQ(climbing->status, 400);
    EXPECT_NE(climbing->body.find(
                  html_escape("uploaded file '..': not a usable file name; nothing was queued")),
              std::string::npos)
        << climbing->body;
    EXPECT_EQ(stored_submissions().size(), 1u);
}

TEST_F(ContestPages, ACookiePlantedBeforeLoginIsNotTheSessionAfterIt) {
    const std::string planted = team2_.cookie;  // the attacker's own real session
    const httplib::Result form = client_.Get("/login");
    const std::string login_csrf = csrf_of(form->body);
    const httplib::Result result = client_.Post(
        "/login", {{"Cookie", "gridjudge_login_csrf=" + login_csrf + "; " + planted}},
        httplib::Params{{"csrf", login_csrf}, {"username", "team1"}, {"password", kTeamPassword}});
    ASSERT_EQ(result->status, 303);
    const std::string after = result->get_header_value("Set-Cookie");
    EXPECT_EQ(after.find(planted), std::string::npos);
    EXPECT_NE(after.find("; HttpOnly; SameSite=Strict"), std::string::npos) << after;
    // The planted session is over: its holder is sent to log in.
    const httplib::Result with_planted = client_.Get("/contests/demo", {{"Cookie", planted}});
    EXPECT_EQ(with_planted->status, 303);
    EXPECT_EQ(with_planted->get_header_value("Location"), "/login?next=/contests/demo");
}

TEST_F(ContestPages, SubmittingWhileThePauseIsOnIsRefusedWithTheUseCasesMessage) {
    const Session jury = log_in(client_, kJuryUsername, kJuryPassword);
    const httplib::Result paused = client_.Post("/contests/demo/jury/pause", jury.headers(),
                                                httplib::Params{{"csrf", jury.csrf}});
    ASSERT_EQ(paused->status, 303) << paused->body;

    const httplib::Result sent = submit(team1_, team1_.csrf, "a.cpp", alice_source());
    ASSERT_TRUE(sent);
    EXPECT_EQ(sent->status, 409);
    // The message is the use case's, word for word.
    std::string expected;
    try {
        const auto store = db::open_store(site_.database().string());
        const auto contests = db::open_contest_store(site_.database().string());
        app::submit_for_team(
            *store, *contests, {kContestId, "t1", "huarongdao", "cpp17", alice_source(), "a.cpp"},
            std::chrono::floor<contest::Seconds>(std::chrono::system_clock::now()));
    } catch (const app::ContestError& error) {
        expected = error.what();
    }
    ASSERT_FALSE(expected.empty());
    EXPECT_NE(sent->body.find(html_escape(expected)), std::string::npos)
        << sent->body << "\nexpected: " << expected;
    EXPECT_TRUE(stored_submissions().empty());
}

// The review pages show anyone a problem's statement, tests and answers: a stored contest's
// problem is not there until the contest is over (the team reads it on the contest's pages).
TEST_F(ContestPages, TheReviewPagesLeaveOutAContestsProblemUntilTheContestIsOver) {
    const httplib::Result list = client_.Get("/problems");
    ASSERT_EQ(list->status, 200);
    EXPECT_EQ(list->body.find("huarongdao"), std::string::npos) << list->body;
    EXPECT_NE(list->body.find("No problem yet"), std::string::npos);
    const httplib::Result page = client_.Get("/problems/huarongdao");
    EXPECT_EQ(page->status, 404);
    EXPECT_NE(page->body.find("there is no problem &#39;huarongdao&#39; (known: none)"),
              std::string::npos)
        << page->body;
    EXPECT_EQ(client_.Get("/api/problems")->body, "[]\n");
    const httplib::Result api_page = client_.Get("/api/problems/huarongdao");
    EXPECT_EQ(api_page->status, 404);
    EXPECT_EQ(api_page->body.find("Huarong"), std::string::npos) << api_page->body;
    EXPECT_EQ(client_.Get("/submissions?problem=huarongdao")->status, 400);

    const httplib::Result team_page =
        client_.Get("/contests/demo/problems/huarongdao", team1_.headers());
    ASSERT_EQ(team_page->status, 200);
    EXPECT_NE(team_page->body.find("Huarong Dao"), std::string::npos);

    const Session jury = log_in(client_, kJuryUsername, kJuryPassword);
    ASSERT_EQ(
        client_
            .Post("/contests/demo/jury/end", jury.headers(), httplib::Params{{"csrf", jury.csrf}})
            ->status,
        303);
    const httplib::Result after = client_.Get("/problems");
    EXPECT_NE(after->body.find("href=\"/problems/huarongdao\""), std::string::npos) << after->body;
    EXPECT_EQ(client_.Get("/problems/huarongdao")->status, 200);
}

// Before its start a contest's problems are the jury's only: not on the review pages (although
// another contest that holds the problem is over), not on the contest's pages for a team, nor
// in the Contest API's problems or its event feed for a team or the public.
TEST_F(ContestPages, AContestsProblemsBeforeItsStartAreShownToTheJuryOnly) {
    const auto now = std::chrono::floor<contest::Seconds>(std::chrono::system_clock::now());
    {
        const auto store = db::open_store(site_.database().string());
        const auto contests = db::open_contest_store(site_.database().string());
        app::NewContest later;
        later.settings.id = "later";
        later.settings.name = "Later Cup";
        later.settings.start_time = now + std::chrono::hours(2);
        later.settings.duration = std::chrono::hours(5);
        later.problems = {{"huarongdao", "A", "Huarong Dao", "", "", 1}};
        app::create_contest(*store, *contests, later, now);
        app::TeamEntry entry;
        entry.team.id = "t3";
        entry.team.name = "Team Three";
        entry.username = "team3";
        entry.password = accounts::Password(kTeamPassword);
        app::put_team(*contests, "later", entry, now);
        app::end_contest(*contests, kContestId, now);  // demo is over: only "later" hides it
    }
    EXPECT_EQ(client_.Get("/problems/huarongdao")->status, 404);
    EXPECT_EQ(client_.Get("/api/problems")->body, "[]\n");

    const Session team3 = log_in(client_, "team3", kTeamPassword, "later");
    EXPECT_EQ(client_.Get("/contests/later/problems/huarongdao", team3.headers())->status, 404);
    const httplib::Headers basic = {
        httplib::make_basic_authentication_header("team3", kTeamPassword)};
    for (const httplib::Headers& headers : {httplib::Headers{}, basic}) {
        const httplib::Result problems = client_.Get("/api/contests/later/problems", headers);
        ASSERT_EQ(problems->status, 200) << problems->body;
        EXPECT_EQ(problems->body, "[]\n");
        const httplib::Result feed =
            client_.Get("/api/contests/later/event-feed?stream=false", headers);
        ASSERT_EQ(feed->status, 200) << feed->body;
        EXPECT_NE(feed->body.find("\"type\":\"contest\""), std::string::npos) << feed->body;
        EXPECT_EQ(feed->body.find("\"type\":\"problems\""), std::string::npos) << feed->body;
        EXPECT_EQ(feed->body.find("Huarong"), std::string::npos) << feed->body;
    }
    const httplib::Headers jury = {
        httplib::make_basic_authentication_header(kJuryUsername, kJuryPassword)};
    const httplib::Result jury_feed =
        client_.Get("/api/contests/later/event-feed?stream=false", jury);
    EXPECT_NE(jury_feed->body.find("\"type\":\"problems\""), std::string::npos) << jury_feed->body;
    EXPECT_NE(client_.Get("/api/contests/later/problems", jury)->body.find("Huarong Dao"),
              std::string::npos);
}

TEST_F(ContestPages, TheJurysAnswerToOneTeamIsReadByThatTeamOnlyAndAnAnnouncementByAll) {
    ASSERT_EQ(client_
                  .Post("/contests/demo/clarifications", team1_.headers(),
                        httplib::Params{{"csrf", team1_.csrf}, {"problem", ""}, {"text", "Q1?"}})
                  ->status,
              303);
    const auto contests = db::open_contest_store(site_.database().string());
    const std::int64_t question = contests->clarifications(kContestId, std::nullopt).at(0).id;
    const Session jury = log_in(client_, kJuryUsername, kJuryPassword);
    EXPECT_NE(client_.Get("/contests/demo/jury", jury.headers())->body.find("Q1?"),
              std::string::npos);
    ASSERT_EQ(client_
                  .Post("/contests/demo/jury/clarifications", jury.headers(),
                        httplib::Params{{"csrf", jury.csrf},
                                        {"reply_to", std::to_string(question)},
                                        {"to", "t1"},
                                        {"text", "Private answer"}})
                  ->status,
              303);
    ASSERT_EQ(client_
                  .Post("/contests/demo/jury/clarifications", jury.headers(),
                        httplib::Params{{"csrf", jury.csrf},
                                        {"reply_to", ""},
                                        {"to", ""},
                                        {"text", "Announcement for all"}})
                  ->status,
              303);
    const std::string one = client_.Get("/contests/demo", team1_.headers())->body;
    const std::string two = client_.Get("/contests/demo", team2_.headers())->body;
    EXPECT_NE(one.find("<p class=\"text\">Private answer</p>"), std::string::npos) << one;
    EXPECT_NE(one.find("<p class=\"text\">Announcement for all</p>"), std::string::npos);
    EXPECT_EQ(two.find("Q1?"), std::string::npos) << two;
    EXPECT_EQ(two.find("Private answer"), std::string::npos) << two;
    EXPECT_NE(two.find("<p class=\"text\">Announcement for all</p>"), std::string::npos) << two;
}

TEST_F(ContestPages, JuryPagesAreNotFoundForTeamsAndTheirPostsNeedTheJury) {
    EXPECT_EQ(client_.Get("/contests/demo/jury", team1_.headers())->status, 404);
    const httplib::Result paused = client_.Post("/contests/demo/jury/pause", team1_.headers(),
                                                httplib::Params{{"csrf", team1_.csrf}});
    EXPECT_EQ(paused->status, 404);
    const auto contests = db::open_contest_store(site_.database().string());
    EXPECT_FALSE(contests->contest(kContestId)->state.paused_since);
}

TEST_F(ContestPages, TheScoreboardStreamSendsANewBoardWhenAVerdictArrives) {
    ASSERT_EQ(submit(team1_, team1_.csrf, "a.cpp", alice_source())->status, 201);
    std::mutex mutex;
    std::string received;
    std::atomic<bool> stop{false};
    httplib::Client stream_client = site_.client();
    std::thread reader([&] {
        stream_client.Get("/contests/demo/scoreboard/events",
                          [&](const char* data, std::size_t length) {
                              std::lock_guard lock(mutex);
                              received.append(data, length);
                              return !stop.load();
                          });
    });
    const auto count_boards = [&] {
        std::lock_guard lock(mutex);
        std::size_t n = 0;
        for (std::size_t at = received.find("event: scoreboard"); at != std::string::npos;
             at = received.find("event: scoreboard", at + 1))
            ++n;
        return n;
    };
    const auto wait_for = [&](auto condition) {
        for (int i = 0; i < 200 && !condition(); ++i)
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
        return condition();
    };
    ASSERT_TRUE(wait_for([&] { return count_boards() >= 1; }));
    {
        std::lock_guard lock(mutex);
        EXPECT_NE(received.find("<td class=\"cell pending\">+1?</td>"), std::string::npos)
            << received;
    }

    // The worker (here: the test) finishes it as accepted.
    ASSERT_TRUE(judge_as_accepted(site_.database(), stored_submissions().at(0).id));

    EXPECT_TRUE(wait_for([&] {
        std::lock_guard lock(mutex);
        return received.find("<td class=\"cell solved first\">1/") != std::string::npos;
    })) << received;
    stop = true;
    stream_client.stop();
    reader.join();
}

// With its own workers (a token), serve tells a team how far the judging of its submission got:
// its page and its status JSON read "judging (test 1 of 20)" while the first test runs. The
// program burns about 0.3 s of CPU before its (wrong) answer on every test, so each test lasts
// that long at least however fast or loaded the machine is, while the poll takes milliseconds.
class ContestJudging : public ::testing::Test {
  protected:
    void SetUp() override { create_live_contest(site_.database()); }

    ServedSite site_{"judge-token"};
    httplib::Client client_ = site_.client();
};

TEST_F(ContestJudging, ATeamFollowsItsSubmissionTestByTestOnItsPageAndItsStatusJson) {
    const Session team1 = log_in(client_, "team1", kTeamPassword);
    const httplib::Result sent = submit_on_page(client_, team1, kSlowWrongProgram);
    ASSERT_EQ(sent->status, 201) << sent->body;
    db::SubmissionFilter filter;
    filter.contest = kContestId;
    const auto submissions = db::open_store(site_.database().string())->submissions(filter);
    ASSERT_EQ(submissions.size(), 1u);
    const std::size_t test_count =
        db::open_store(site_.database().string())->tests(submissions[0].test_set_id).size();
    ASSERT_EQ(test_count, 20u);
    const std::string first_test = "judging (test 1 of 20)";

    // Poll as the page does until the verdict; every status seen is one the page may show.
    const std::regex judging_status(R"(judging( \(compiling\)| \(test [1-9][0-9]* of 20\))?)");
    bool json_saw_first = false, page_saw_first = false;
    const std::string final_status =
        follow_until_final(client_, team1, [&](const std::string& status) {
            EXPECT_TRUE(status == "queued" || std::regex_match(status, judging_status)) << status;
            json_saw_first = json_saw_first || status == first_test;
            const httplib::Result page = client_.Get("/contests/demo", team1.headers());
            ASSERT_EQ(page->status, 200);
            page_saw_first = page_saw_first ||
                             page->body.find(">" + first_test + "</span>") != std::string::npos;
        });
    EXPECT_TRUE(json_saw_first);
    EXPECT_TRUE(page_saw_first);
    EXPECT_EQ(final_status, "WA");
}

}  // namespace
}  // namespace gridjudge::testing
