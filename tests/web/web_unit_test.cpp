// The web UI's security-relevant pieces without a server: who may write (token, Host header),
// how strictly queries are read, the statement renderer's escaping, and a submission page
// rendered from plain records with a hostile student's strings.
#include <gtest/gtest.h>

#include "judge/app/verify_report.h"
#include "judge/judging/answer_files.h"
#include "judge/util/files.h"
#include "judge/web/auth.h"
#include "judge/web/contest_pages.h"
#include "judge/web/http_error.h"
#include "judge/web/markdown.h"
#include "judge/web/pages.h"
#include "judge/web/query.h"

namespace gridjudge::web {
namespace {

TEST(WriteAccess, NeedsTheExactBearerToken) {
    EXPECT_EQ(check_write_access("Bearer abc", "abc"), WriteAccess::Granted);
    EXPECT_EQ(check_write_access("Bearer abd", "abc"), WriteAccess::WrongToken);
    EXPECT_EQ(check_write_access("Bearer abcd", "abc"), WriteAccess::WrongToken);
    EXPECT_EQ(check_write_access("Bearer ab", "abc"), WriteAccess::WrongToken);
    EXPECT_EQ(check_write_access("Basic abc", "abc"), WriteAccess::MissingToken);
    EXPECT_EQ(check_write_access("", "abc"), WriteAccess::MissingToken);
    EXPECT_EQ(check_write_access("Bearer ", ""), WriteAccess::Disabled);
}

TEST(HostAllowed, LoopbackServersAnswerOnlyToLoopbackNames) {
    EXPECT_TRUE(host_allowed("localhost:8080", "127.0.0.1"));
    EXPECT_TRUE(host_allowed("127.0.0.1:8080", "127.0.0.1"));
    EXPECT_TRUE(host_allowed("[::1]:8080", "::1"));
    EXPECT_FALSE(host_allowed("attacker.example:8080", "127.0.0.1"));
    EXPECT_FALSE(host_allowed("localhost.attacker.example", "127.0.0.1"));
    EXPECT_FALSE(host_allowed("", "127.0.0.1"));
    EXPECT_TRUE(host_allowed("judge.school.example", "0.0.0.0"));
}

// DNS rebinding with a name that only looks like an address: a name is judged whole.
TEST(HostAllowed, OnlyLoopbackAddressesAndNamesNotWhatTheyBeginWith) {
    for (const char* good : {"127.0.0.1", "127.0.0.1:8080", "127.1.2.3:80", "localhost",
                             "LocalHost:8080", "[::1]", "[::1]:8080"})
        EXPECT_TRUE(host_allowed(good, "127.0.0.1")) << good;
    for (const char* bad :
         {"127.attacker.example", "127.attacker.example:8080", "127.0.0.1.attacker.example",
          "127.0.0.1.", "127.1", "0x7f.0.0.1", "127.0.0.256", "128.0.0.1", "[::2]:8080",
          "localhost.", "127.0.0.1:", "127.0.0.1:80a", "127.0.0.1:8080:80", "[::1]x", "["})
        EXPECT_FALSE(host_allowed(bad, "127.0.0.1")) << bad;
    EXPECT_TRUE(is_loopback_host("::1"));
    EXPECT_TRUE(is_loopback_host("127.255.255.254"));
    EXPECT_FALSE(is_loopback_host("127.attacker.example"));
    EXPECT_FALSE(is_loopback_host("0.0.0.0"));
}

TEST(HostAllowed, ConfiguredNamesAreAddedToTheLoopbackOnes) {
    const std::vector<std::string> names{"judge.lan"};
    EXPECT_TRUE(host_allowed("judge.lan:8080", "127.0.0.1", names));
    EXPECT_TRUE(host_allowed("JUDGE.LAN", "127.0.0.1", names));
    EXPECT_TRUE(host_allowed("localhost:8080", "127.0.0.1", names));
    EXPECT_FALSE(host_allowed("judge.lan.attacker.example", "127.0.0.1", names));
    EXPECT_FALSE(host_allowed("attacker.example", "127.0.0.1", names));
    // Bound elsewhere with names given: those, loopback and the server's own address only.
    EXPECT_TRUE(host_allowed("192.0.2.7:8080", "192.0.2.7", names));
    EXPECT_TRUE(host_allowed("judge.lan", "192.0.2.7", names));
    EXPECT_FALSE(host_allowed("attacker.example", "192.0.2.7", names));
}

int status_of(const std::function<void()>& parse) {
    try {
        parse();
    } catch (const HttpError& error) {
        return error.status();
    }
    return 200;
}

TEST(Query, FiltersAreCheckedStrictly) {
    const db::SubmissionFilter filter = parse_submission_filter(
        {{"problem", "huarongdao"}, {"user", "<b>"}, {"verdict", "WA"}, {"contest", ""}});
    EXPECT_EQ(filter.problem, "huarongdao");
    EXPECT_EQ(filter.user, "<b>");
    EXPECT_EQ(filter.verdict, Verdict::WA);
    EXPECT_EQ(filter.contest, std::nullopt);  // empty: any
    EXPECT_EQ(status_of([] { parse_submission_filter({{"verdict", "wa"}}); }), 400);
    EXPECT_EQ(status_of([] { parse_submission_filter({{"problem", "Not An Id"}}); }), 400);
    EXPECT_EQ(status_of([] { parse_submission_filter({{"sort", "id"}}); }), 400);
    EXPECT_EQ(status_of([] { parse_ranking_filter({{"user", "bob"}}); }), 400);
    EXPECT_EQ(status_of([] { parse_ranking_filter({{"contest", std::string(201, 'x')}}); }), 400);
}

TEST(Query, QueryStringsMustBeWellFormed) {
    for (const char* good : {"/", "/submissions", "/submissions?", "/submissions?contest=",
                             "/submissions?user=a%20b&verdict=WA", "/s?user=%C3%A9+x"})
        EXPECT_EQ(status_of([good] { check_query_syntax(good); }), 200) << good;
    for (const char* bad :
         {"/s?contest", "/s?=", "/s?=x", "/s?user=%zz", "/s?user=%4", "/s?user=%", "/s?a=1&&b=2",
          "/s?a=1&", "/s?&a=1", "/s?a=\x01", "/s?a=b c", "/s?a=\xc3\xa9"})
        EXPECT_EQ(status_of([bad] { check_query_syntax(bad); }), 400) << bad;
}

TEST(Query, VersionsAndIds) {
    EXPECT_EQ(parse_version({{"version", "12"}}), 12);
    EXPECT_EQ(parse_version({}), std::nullopt);
    for (const char* bad : {"0", "-1", "1e3", "12x", "1000000"})
        EXPECT_EQ(status_of([bad] { parse_version({{"version", bad}}); }), 400) << bad;
    EXPECT_EQ(parse_submission_id("42"), 42);
    EXPECT_EQ(status_of([] { parse_submission_id("99999999999999999999"); }), 404);
}

TEST(Markdown, RendersTheStatementSubsetAndEscapesEverythingElse) {
    EXPECT_EQ(render_markdown("# Title <x>\n\nSome *em* and **bold** `a<b`.\n\n- one\n  more\n"
                              "- two\n\n```\ncode <y>\n```\n1. first\n"),
              "<h2>Title &lt;x&gt;</h2>\n"
              "<p>Some <em>em</em> and <strong>bold</strong> <code>a&lt;b</code>.</p>\n"
              "<ul>\n<li>one more</li>\n<li>two</li>\n</ul>\n"
              "<pre><code>code &lt;y&gt;\n</code></pre>\n"
              "<ol>\n<li>first</li>\n</ol>\n");
    EXPECT_EQ(render_inline_markdown("<img src=x onerror=alert(1)> [a](javascript:x)"),
              "&lt;img src=x onerror=alert(1)&gt; [a](javascript:x)");
}

TEST(SubmissionPage, EscapesEveryStudentString) {
    SubmissionView view;
    db::SubmissionRecord& s = view.submission;
    s.id = 7;
    s.user = "<script>alert(1)</script>";
    s.problem_id = "huarongdao";
    s.language = "cpp14";
    s.status = SubmissionStatus::Done;
    s.verdict = Verdict::WA;
    s.source = "int main() { /* </code></pre><script>x()</script> */ }\n";
    s.compile_log = "main.cpp:1: <warning>";
    db::ResultRecord r;
    r.test_name = "01";
    r.verdict = Verdict::WA;
    r.message = "expected <1>, got <2>";
    r.diff_line = 1;
    r.diff_expected = "<1>";
    r.diff_got = "<2>";
    s.results.push_back(r);
    s.settings.time_limit_ms = 1000;
    s.settings.memory_limit_mib = 128;
    view.difference = DifferenceExcerpt{0, "<input>\n", false};
    const std::string html = submission_page(view, /*can_rejudge=*/false);
    EXPECT_EQ(html.find("<script>"), std::string::npos);
    EXPECT_EQ(html.find("<warning>"), std::string::npos);
    EXPECT_EQ(html.find("<input>"), std::string::npos);
    EXPECT_NE(html.find("&lt;script&gt;alert(1)&lt;/script&gt;"), std::string::npos);
    EXPECT_NE(html.find("<mark>&lt;2&gt;</mark>"), std::string::npos);
    EXPECT_EQ(html.find("<form id=\"rejudge\""), std::string::npos);
}

// Issue 19: a submission of several files is stored as encode_submitted_files()'s text; the
// review page shows each file under its name (escaped), its lines numbered on their own anchors,
// and the jury's contest page each file under its name too, never the stored text.
TEST(SubmissionPage, SeveralFilesAreShownEachUnderItsName) {
    SubmissionView view;
    db::SubmissionRecord& s = view.submission;
    s.id = 8;
    s.problem_id = "addition";
    s.language = "cpp17";
    s.status = SubmissionStatus::Done;
    s.verdict = Verdict::AC;
    s.source = encode_submitted_files(
        {{"add.cpp", "#include \"x<y>.h\"\nint add();\n"}, {"x<y>.h", "// </pre>\n"}}, "add.cpp");
    const std::string html = submission_page(view, /*can_rejudge=*/false);
    EXPECT_EQ(html.find("gridjudge-files"), std::string::npos) << html;
    const std::string expected =
        "<h2>Source</h2>\n<p class=\"hint\">2 files, cpp17</p>\n"
        "<h3 class=\"source-file\">add.cpp <span class=\"hint\">entry point</span></h3>\n"
        "<pre class=\"source\"><code><span class=\"line\" id=\"F1L1\">#include "
        "&quot;x&lt;y&gt;.h&quot;</span>\n<span class=\"line\" id=\"F1L2\">int add();</span>\n"
        "</code></pre>\n"
        "<h3 class=\"source-file\">x&lt;y&gt;.h</h3>\n"
        "<pre class=\"source\"><code><span class=\"line\" id=\"F2L1\">// &lt;/pre&gt;</span>\n"
        "</code></pre>\n";
    EXPECT_NE(html.find(expected), std::string::npos) << html;

    ContestBar bar;
    bar.contest_id = "live";
    bar.jury = true;
    ContestSubmissionRow row;
    row.id = 8;
    row.language = "cpp17";
    const std::string jury = contest_submission_page(bar, row, s.source, nullptr);
    EXPECT_EQ(jury.find("gridjudge-files"), std::string::npos) << jury;
    EXPECT_NE(jury.find("<h3 class=\"source-file\">add.cpp <span class=\"hint\">entry "
                        "point</span></h3>\n<pre class=\"contest-source\">#include "
                        "&quot;x&lt;y&gt;.h&quot;\nint add();\n</pre>\n"
                        "<h3 class=\"source-file\">x&lt;y&gt;.h</h3>\n<pre "
                        "class=\"contest-source\">// &lt;/pre&gt;\n</pre>\n"),
              std::string::npos)
        << jury;
    // One file stays one text, without a heading.
    const std::string single = contest_submission_page(bar, row, "int main() {}\n", nullptr);
    EXPECT_NE(single.find("</dl>\n<pre class=\"contest-source\">int main() {}\n</pre>"),
              std::string::npos)
        << single;
}

// The wall limit shown is the one the judge uses (judge/judging/program_limits.h): a package's
// wall limit below its CPU limit is raised to it, and none is derived from the CPU limit.
TEST(ProblemPage, ShowsTheWallLimitTheJudgeUses) {
    ProblemView view;
    view.record.id = "walls";
    ProblemVersion version;
    version.test_set.id = 1;
    version.test_set.version = 1;
    version.package.id = "walls";
    version.package.limits.time_ms = 1000;
    version.package.limits.wall_ms = 500;
    view.shown = version;
    EXPECT_NE(problem_page(view).find("<dd>1000 ms CPU (1000 ms wall)</dd>"), std::string::npos)
        << problem_page(view);
    view.shown->package.limits.wall_ms = 0;
    EXPECT_NE(problem_page(view).find("<dd>1000 ms CPU (2000 ms wall)</dd>"), std::string::npos);
    view.shown->package.limits.wall_ms = 5000;
    EXPECT_NE(problem_page(view).find("<dd>1000 ms CPU (5000 ms wall)</dd>"), std::string::npos);
}

// The problem page shows the last `verify` matrix kept beside the shown version's package folder,
// escaped, and only when it is of exactly that version's problem.json.
TEST(ProblemPage, ShowsTheLastVerifyMatrixOfExactlyTheShownVersion) {
    const TempDir folder("gridjudge-web-verify-");
    ProblemView view;
    view.record.id = "tagged-sum";
    ProblemVersion version;
    version.test_set.id = 1;
    version.test_set.version = 1;
    version.test_set.package_dir = folder.path().string();
    version.test_set.package_json = "{\"id\": \"tagged-sum\"}";
    version.package.id = "tagged-sum";
    version.package.title = "Tagged sum";
    view.shown = version;

    app::VerifyReport report;
    report.problem = "tagged-sum";
    report.package_sha256 = sha256_hex(version.test_set.package_json);
    report.time_limit_ms = 500;
    report.validated_tests = 2;
    report.tests = {"01", "02"};
    app::VerifiedSolution wrong;
    wrong.file = "solutions/<off>.cpp";
    wrong.expected = {Verdict::AC};
    wrong.verdict = Verdict::WA;
    wrong.max_cpu_ms = 4;
    wrong.tests = {{"01", Verdict::WA, 4}, {"02", Verdict::AC, 3}};
    report.solutions.push_back(wrong);
    report.warnings = {"<slow>: sensitive to the time limit"};
    EXPECT_EQ(problem_page(view).find("<h2>Verify</h2>"), std::string::npos);  // none kept yet

    write_file_atomic(folder.path() / app::kVerifyRecordName, app::verify_record_json(report));
    const std::string html = problem_page(view);
    EXPECT_NE(html.find("<h2>Verify</h2>"), std::string::npos);
    EXPECT_NE(
        html.find("Some solution got a verdict its tag does not allow. Time limit 500 ms, 2 of "
                  "2 inputs validated."),
        std::string::npos);
    EXPECT_NE(
        html.find("<tr class=\"mismatch\"><td>solutions/&lt;off&gt;.cpp</td><td>AC</td><td>WA "
                  "(mismatch)</td><td class=\"num\">4 ms</td><td>WA 4</td><td>AC 3</td></tr>"),
        std::string::npos)
        << html;
    EXPECT_NE(html.find("<p class=\"warning\">&lt;slow&gt;: sensitive to the time limit</p>"),
              std::string::npos);

    // Another version's problem.json: the record says nothing of this one.
    view.shown->test_set.package_json = "{\"id\": \"tagged-sum\", \"title\": \"v2\"}";
    EXPECT_EQ(problem_page(view).find("<h2>Verify</h2>"), std::string::npos);
}

}  // namespace
}  // namespace gridjudge::web
