// The web UI in a real browser: headless Chromium, driven through ChromeDriver, on the real
// `gridjudge serve`. Follows a coach's path (ranking -> submission -> problem), checks what
// the scripts do (live progress, the rejudge form) and that a student's markup stays text.
// Screenshots of every page go to GRIDJUDGE_SCREENSHOT_DIR for CI to keep.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>

#include "db/store.h"
#include "tests/common/require_environment.h"
#include "tests/common/run_program.h"
#include "tests/web/live_contest.h"
#include "tests/web/served_site.h"
#include "tests/web/webdriver.h"

namespace gridjudge::testing {
namespace {

constexpr const char* kToken = "browser-token";
constexpr auto kPageTimeout = std::chrono::seconds(10);
constexpr int kTestCount = 20;  // huarongdao's official plan

class WebBrowser : public ::testing::Test {
  protected:
    void SetUp() override {
        const std::optional<BrowserPaths> paths = installed_browser();
        if (!paths)
            GRIDJUDGE_SKIP_OR_FAIL(
                "chromium or chromedriver is not installed (scripts/install-deps.sh installs both "
                "when GRIDJUDGE_WITH_BROWSER=1)");
        browser_ = std::make_unique<Browser>(*paths, logs_.path());
    }

    // Saves the page as GRIDJUDGE_SCREENSHOT_DIR/NAME.png and checks it is a real PNG.
    void screenshot(const std::string& name) {
        const std::filesystem::path path =
            std::filesystem::path(GRIDJUDGE_SCREENSHOT_DIR) / (name + ".png");
        browser_->screenshot(path);
        const std::string png = read_file(path);
        EXPECT_GT(png.size(), 1000u) << path;
        EXPECT_EQ(png.substr(0, 8), "\x89PNG\r\n\x1a\n") << path;
    }

    // Width and height the element with this selector takes on the page.
    std::pair<double, double> rendered_size(const std::string& css) {
        const nlohmann::json box = browser_->execute(
            "const r = document.querySelector(arguments[0]).getBoundingClientRect();"
            "return [r.width, r.height];",
            {css});
        return {box[0].get<double>(), box[1].get<double>()};
    }

    int count(const std::string& css) { return static_cast<int>(browser_->find_all(css).size()); }

    TempDir logs_{"gridjudge-browser-"};
    std::unique_ptr<Browser> browser_;
};

TEST_F(WebBrowser, RankingLeadsToASubmissionWithItsTestTable) {
    ServedSite site;
    browser_->open(site.url("/"));
    EXPECT_EQ(browser_->title(), "Ranking · gridjudge");
    ASSERT_EQ(count("table.ranking tbody tr"), 2);
    screenshot("ranking");

    const Browser::Element first_row = browser_->find("table.ranking tbody tr");
    browser_->click(browser_->find_all_in(first_row, "td.score a").at(0));
    ASSERT_TRUE(browser_->wait_until("location.pathname === '/submissions/1'", kPageTimeout))
        << browser_->current_url();
    EXPECT_EQ(browser_->text(browser_->find("h1 .badge")), "AC");
    ASSERT_EQ(count("table.tests tbody tr"), kTestCount);
    for (const Browser::Element& badge : browser_->find_all("table.tests tbody td .badge"))
        EXPECT_EQ(browser_->text(badge), "AC");
    // Three meters per test (CPU, wall, memory), drawn with a real size.
    EXPECT_EQ(count("table.tests svg.meter"), 3 * kTestCount);
    const auto [width, height] = rendered_size("table.tests svg.meter");
    EXPECT_GT(width, 0);
    EXPECT_GT(height, 0);
    const std::string source = read_file(std::filesystem::path(GRIDJUDGE_SOURCE_DIR) /
                                         "examples/contest/alice/huarongdao.cpp");
    EXPECT_EQ(count("pre.source span.line"), std::count(source.begin(), source.end(), '\n'));
    EXPECT_EQ(count("form#rejudge"), 0);  // a read-only server offers no rejudge
    screenshot("submission-accepted");
}

TEST_F(WebBrowser, WrongAnswerShowsInputExpectedAndGotAtTheFirstDifference) {
    ServedSite site;
    browser_->open(site.url("/submissions/2"));
    EXPECT_EQ(browser_->text(browser_->find("h1 .badge")), "WA");
    EXPECT_EQ(count("table.tests tbody tr"), kTestCount);
    EXPECT_EQ(browser_->text(browser_->find("figure.got mark")), "-1");
    EXPECT_NE(browser_->text(browser_->find("figure.expected mark")), "-1");
    EXPECT_FALSE(browser_->text(browser_->find(".difference figure pre")).empty());
    screenshot("submission-wrong-answer");
}

TEST_F(WebBrowser, ProblemPageDrawsTheVerdictChart) {
    ServedSite site;
    browser_->open(site.url("/problems/huarongdao"));
    ASSERT_EQ(count("svg.chart.verdicts"), 1);
    const auto [width, height] = rendered_size("svg.chart.verdicts");
    EXPECT_GT(width, 100);
    EXPECT_GT(height, 20);
    EXPECT_EQ(count("svg.chart.verdicts g.v-AC rect.bar"), 1);
    EXPECT_EQ(count("svg.chart.verdicts g.v-WA rect.bar"), 1);
    EXPECT_EQ(count("table.problem-tests tbody tr"), kTestCount);
    screenshot("problem");
}

TEST_F(WebBrowser, ScriptNamedStudentIsShownAsText) {
    ServedSite site;
    const std::vector<std::pair<std::string, std::vector<std::string>>> names_by_page{
        {"/", {kScriptStudent, "bob"}},
        {"/submissions", {"carol", "bob", kScriptStudent}},
        {"/submissions/1", {kScriptStudent}}};
    for (const auto& [path, names] : names_by_page) {
        browser_->open(site.url(path));
        EXPECT_FALSE(browser_->alert_text()) << path;
        std::vector<std::string> shown;
        for (const Browser::Element& name : browser_->find_all("a.user, td.user a"))
            shown.push_back(browser_->text(name));
        EXPECT_EQ(shown, names) << path;
        // Only the site's own script is on the page.
        EXPECT_EQ(browser_->execute("return [...document.scripts].map(s => s.src);"),
                  nlohmann::json::array({site.url("/static/app.js")}))
            << path;
    }
    screenshot("script-student");
}

TEST_F(WebBrowser, UnknownIdsAndBadQueriesShowErrorPages) {
    ServedSite site;
    browser_->open(site.url("/submissions/999"));
    EXPECT_EQ(browser_->text(browser_->find("h1")), "Not found");
    screenshot("error-404");
    browser_->open(site.url("/submissions?verdict=XYZ"));
    EXPECT_EQ(browser_->text(browser_->find("h1")), "Bad request");
    EXPECT_NE(browser_->text(browser_->find("p.error")).find("unknown verdict 'XYZ'"),
              std::string::npos);
    screenshot("error-400");
}

TEST_F(WebBrowser, SubmissionBeingJudgedUpdatesWithoutReload) {
    ServedSite site;
    browser_->open(site.url("/submissions/3"));
    ASSERT_EQ(count("#live progress"), 1);
    EXPECT_EQ(count("table.tests"), 0);
    screenshot("submission-judging");

    // The running judge (another process) finishes it; the open page must notice by itself.
    const std::unique_ptr<db::Store> store = db::open_store(site.database().string());
    const db::SubmissionRecord judging = *store->submission(kJudgingSubmission);
    db::JudgmentRecord outcome;
    for (const db::TestRecord& test : store->tests(judging.test_set_id)) {
        db::ResultRecord result;
        result.test_id = test.id;
        result.position = test.position;
        result.verdict = Verdict::AC;
        result.score = result.max_score = test.points;
        outcome.results.push_back(result);
    }
    outcome.verdict = Verdict::AC;
    outcome.score = outcome.max_score = 100;
    ASSERT_TRUE(store->finish(kJudgingClaim, outcome));

    EXPECT_TRUE(
        browser_->wait_until("!document.querySelector('#live') && "
                             "document.querySelectorAll('table.tests tbody tr').length",
                             kPageTimeout));
    EXPECT_EQ(count("table.tests tbody tr"), kTestCount);
    EXPECT_EQ(browser_->text(browser_->find("h1 .badge")), "AC");
    screenshot("submission-judged-live");
}

TEST_F(WebBrowser, RejudgeFormNeedsTheTokenThenFollowsTheNewSubmission) {
    ServedSite site(kToken);
    browser_->open(site.url("/submissions/1"));
    const Browser::Element token = browser_->find("form#rejudge input[name=token]");
    browser_->type(token, "wrong");
    browser_->click(browser_->find("form#rejudge button"));
    ASSERT_TRUE(browser_->wait_until(
        "document.querySelector('.rejudge-message').textContent === 'wrong token'", kPageTimeout));
    screenshot("rejudge-refused");

    browser_->clear(token);
    browser_->type(token, kToken);
    browser_->click(browser_->find("form#rejudge button"));
    ASSERT_TRUE(browser_->wait_until("location.pathname === '/submissions/4'", kPageTimeout))
        << browser_->current_url();
    // Compiling and 20 tests; the page shows the outcome when the judge is done.
    ASSERT_TRUE(browser_->wait_until("document.querySelectorAll('table.tests tbody tr').length",
                                     std::chrono::seconds(60)));
    EXPECT_EQ(browser_->text(browser_->find("h1 .badge")), "AC");
    EXPECT_EQ(count("table.tests tbody tr"), kTestCount);
    screenshot("rejudged");
}

// A team's contest in the browser: log in, paste and submit a correct program, watch its
// verdict arrive on the open page (the server's own worker judges it; the page is not
// reloaded), ask the jury a question, then follow the scoreboard while another team's solve
// arrives by Server-Sent Events, as deltas the page applies to its table: the table is then
// exactly the one a reload shows.
TEST_F(WebBrowser, TeamLogsInSubmitsWatchesTheVerdictAsksAndSeesTheScoreboardMove) {
    ServedSite site(kToken);
    create_live_contest(site.database());
    add_teams_without_accounts(site.database(), 20);
    const std::string source = read_file(std::filesystem::path(GRIDJUDGE_SOURCE_DIR) /
                                         "examples/contest/alice/huarongdao.cpp");

    browser_->open(site.url("/login?next=/contests/demo"));
    browser_->type(browser_->find("input[name=username]"), "team1");
    browser_->type(browser_->find("input[name=password]"), kTeamPassword);
    browser_->click(browser_->find("form.login button"));
    ASSERT_TRUE(browser_->wait_until("location.pathname === '/contests/demo'", kPageTimeout))
        << browser_->current_url();
    EXPECT_EQ(browser_->text(browser_->find(".contest-bar .who")), kTeamOneName);
    // Only the contest's languages are offered.
    EXPECT_EQ(browser_->execute("return [...document.querySelectorAll("
                                "'select[name=language] option')].map(o => o.value);"),
              nlohmann::json::array({"cpp17", "python3"}));
    screenshot("contest-team-page");

    browser_->execute(
        "document.querySelector('select[name=language]').value = 'cpp17';"
        "document.querySelector('textarea[name=source]').value = arguments[0];",
        {source});
    browser_->click(browser_->find("form.submit button"));
    ASSERT_TRUE(
        browser_->wait_until("document.querySelector('h1') && "
                             "document.querySelector('h1').textContent.endsWith('received')",
                             kPageTimeout));
    screenshot("contest-submission-received");
    browser_->click(browser_->find("main a[href='/contests/demo']"));
    ASSERT_TRUE(browser_->wait_until("location.pathname === '/contests/demo'", kPageTimeout));
    ASSERT_EQ(count("table.contest-submissions tbody tr"), 1);
    browser_->execute("window.notReloaded = true;");
    // Compiling and 20 tests by the server's worker; the row changes in place.
    ASSERT_TRUE(browser_->wait_until(
        "document.querySelector('table.contest-submissions td.status').textContent === 'AC'",
        std::chrono::seconds(90)))
        << browser_->text(browser_->find("table.contest-submissions td.status"));
    EXPECT_EQ(browser_->execute("return window.notReloaded === true;"), true);
    screenshot("contest-verdict-arrived");

    browser_->type(browser_->find("form.ask textarea[name=text]"), "Is the board always 4x5?");
    browser_->click(browser_->find("form.ask button"));
    ASSERT_TRUE(browser_->wait_until("document.querySelectorAll('ol.clarifications li').length",
                                     kPageTimeout));
    EXPECT_EQ(browser_->text(browser_->find("ol.clarifications .text")),
              "Is the board always 4x5?");
    screenshot("contest-clarification-asked");

    browser_->open(site.url("/contests/demo/scoreboard"));
    ASSERT_TRUE(browser_->wait_until("document.querySelector('#scoreboard').dataset.updates",
                                     kPageTimeout));
    EXPECT_EQ(count("table.scoreboard td.cell.solved"), 1);
    browser_->execute("window.notReloaded = true;");
    // Another team solves it: the open board shows it without a reload.
    httplib::Client client = site.client();
    const Session team2 = log_in(client, "team2", kTeamPassword);
    const httplib::Result sent =
        client.Post("/contests/demo/submit", team2.headers(),
                    httplib::MultipartFormDataItems{{"csrf", team2.csrf, "", ""},
                                                    {"problem", "huarongdao", "", ""},
                                                    {"language", "cpp17", "", ""},
                                                    {"file", source, "main.cpp", "text/plain"}});
    ASSERT_EQ(sent->status, 201) << sent->body;
    ASSERT_TRUE(browser_->wait_until(
        "document.querySelectorAll('table.scoreboard td.cell.solved').length === 2",
        std::chrono::seconds(90)));
    EXPECT_EQ(browser_->execute("return window.notReloaded === true;"), true);
    // The solve came as deltas (its pending try, then its verdict), not as whole tables.
    EXPECT_GE(browser_
                  ->execute("return Number(document.querySelector('#scoreboard')"
                            ".dataset.deltas || 0);")
                  .get<int>(),
              1);
    const std::string kept =
        browser_->execute("return document.querySelector('table.scoreboard').outerHTML;");
    screenshot("contest-scoreboard-moved");
    browser_->open(site.url("/contests/demo/scoreboard"));
    ASSERT_TRUE(browser_->wait_until("document.querySelector('table.scoreboard')", kPageTimeout));
    EXPECT_EQ(browser_->execute("return document.querySelector('table.scoreboard').outerHTML;"),
              kept);
}

}  // namespace
}  // namespace gridjudge::testing
