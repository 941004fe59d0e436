// The web UI over plain HTTP (cpp-httplib's client): status codes and error pages for bad
// input, escaping of what students control, no file outside the site's own assets, the token
// guard on rejudge, the JSON API's fields, and a database the server cannot read.
#include <gtest/gtest.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <unistd.h>

#include <SQLiteCpp/Database.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cerrno>
#include <sstream>
#include <thread>

#include "db/store.h"
#include "tests/common/run_program.h"
#include "tests/web/served_site.h"

namespace gridjudge::testing {
namespace {

constexpr const char* kToken = "s3cret-token";
constexpr const char* kEscapedScriptStudent = "&lt;script&gt;alert(1)&lt;/script&gt;";

httplib::Result get(const ServedSite& site, const std::string& path) {
    httplib::Client client = site.client();
    client.set_url_encode(false);  // send each probe byte for byte
    httplib::Result result = client.Get(path);
    if (!result) ADD_FAILURE() << "no answer to GET " << path;
    return result;
}

httplib::Result rejudge(const ServedSite& site, const std::string& body,
                        const std::string& authorization = "") {
    httplib::Headers headers;
    if (!authorization.empty()) headers.emplace("Authorization", authorization);
    return site.client().Post("/api/rejudge", headers, body, "application/json");
}

nlohmann::json json_of(const httplib::Result& result) {
    return nlohmann::json::parse(result->body);
}

TEST(WebHttp, EveryPageAnswersWithStrictSecurityHeaders) {
    ServedSite site;
    for (const std::string path :
         {"/", "/submissions", "/submissions/1", "/submissions/2", "/submissions/3", "/problems",
          "/problems/huarongdao", "/?problem=huarongdao", "/submissions?user=bob&verdict=WA"}) {
        const httplib::Result result = get(site, path);
        ASSERT_TRUE(result);
        EXPECT_EQ(result->status, 200) << path;
        EXPECT_EQ(result->get_header_value("Content-Type"), "text/html; charset=utf-8") << path;
        EXPECT_EQ(
            result->get_header_value("Content-Security-Policy").rfind("default-src 'none';", 0), 0u)
            << path;
        EXPECT_EQ(result->get_header_value("X-Content-Type-Options"), "nosniff") << path;
    }
}

TEST(WebHttp, StudentNamesAreEscapedEverywhere) {
    ServedSite site;
    for (const std::string path : {"/", "/submissions", "/submissions/1",
                                   "/submissions?user=%3Cscript%3Ealert(1)%3C%2Fscript%3E"}) {
        const httplib::Result result = get(site, path);
        ASSERT_TRUE(result);
        EXPECT_EQ(result->status, 200) << path;
        EXPECT_NE(result->body.find(kEscapedScriptStudent), std::string::npos) << path;
        EXPECT_EQ(result->body.find(kScriptStudent), std::string::npos) << path;
    }
    // The link to the student's submissions carries the name percent-encoded.
    EXPECT_NE(
        get(site, "/")->body.find("/submissions?user=%3Cscript%3Ealert%281%29%3C%2Fscript%3E"),
        std::string::npos);
}

TEST(WebHttp, FilteredListShowsOnlyMatchingSubmissions) {
    ServedSite site;
    const nlohmann::json wrong = json_of(get(site, "/api/submissions?verdict=WA"));
    ASSERT_EQ(wrong.size(), 1u);
    EXPECT_EQ(wrong[0]["id"], kWrongAnswerSubmission);
    EXPECT_EQ(wrong[0]["user"], "bob");
    const nlohmann::json script =
        json_of(get(site, "/api/submissions?user=%3Cscript%3Ealert(1)%3C%2Fscript%3E"));
    ASSERT_EQ(script.size(), 1u);
    EXPECT_EQ(script[0]["user"], kScriptStudent);
    EXPECT_EQ(json_of(get(site, "/api/submissions?problem=huarongdao")).size(), 3u);
    // A problem the database does not hold is a bad request, not an empty list.
    EXPECT_EQ(get(site, "/api/submissions?problem=wallpusher")->status, 400);
}

TEST(WebHttp, StaticFilesComeOnlyFromTheSiteItself) {
    ServedSite site;
    const httplib::Result css = get(site, "/static/site.css");
    ASSERT_TRUE(css);
    EXPECT_EQ(css->status, 200);
    EXPECT_EQ(css->get_header_value("Content-Type"), "text/css; charset=utf-8");
    for (const std::string path :
         {"/static/../../etc/passwd", "/static/%2e%2e/%2e%2e/etc/passwd",
          "/static/..%2f..%2f..%2fetc%2fpasswd", "/static/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd",
          "/static/%252e%252e%252fetc%252fpasswd", "/static/..%5c..%5cetc%5cpasswd",
          "/static//etc/passwd", "/static/site.css/../../../etc/passwd", "/../../etc/passwd",
          "/etc/passwd", "/static/", "/static/CMakeLists.txt"}) {
        const httplib::Result result = get(site, path);
        ASSERT_TRUE(result) << path;
        EXPECT_TRUE(result->status == 404 || result->status == 400)
            << path << " answered " << result->status;
        EXPECT_EQ(result->body.find("root:"), std::string::npos) << path;
    }
}

TEST(WebHttp, UnknownIdsAreNotFoundPages) {
    ServedSite site;
    for (const std::string path : {"/submissions/999", "/submissions/99999999999999999999",
                                   "/submissions/abc", "/problems/nope", "/no/such/page"}) {
        const httplib::Result result = get(site, path);
        ASSERT_TRUE(result);
        EXPECT_EQ(result->status, 404) << path;
        EXPECT_NE(result->body.find("<h1>Not found</h1>"), std::string::npos) << path;
    }
    const httplib::Result api = get(site, "/api/submissions/999");
    ASSERT_TRUE(api);
    EXPECT_EQ(api->status, 404);
    EXPECT_EQ(json_of(api),
              (nlohmann::json{{"error", "there is no submission 999"}, {"status", 404}}));
}

TEST(WebHttp, MalformedQueriesAreBadRequestPages) {
    ServedSite site;
    const std::vector<std::pair<std::string, std::string>> cases{
        {"/submissions?verdict=XYZ", "unknown verdict &#39;XYZ&#39;"},
        {"/submissions?problem=nope", "unknown problem &#39;nope&#39;"},
        {"/?bogus=1", "unknown query parameter &#39;bogus&#39;"},
        {"/submissions?user=a&user=b", "query parameter &#39;user&#39; is given more than once"},
        {"/problems/huarongdao?version=abc", "must be a test-set version number"},
        {"/submissions/1?x=<script>", "unknown query parameter &#39;x&#39;"},
        // cpp-httplib reads these leniently (no filter, a dropped item, '%zz' kept as it is):
        // the server refuses them before any route sees them.
        {"/submissions?contest", "query item &#39;contest&#39; has no &#39;=&#39;"},
        {"/submissions?=", "query item &#39;=&#39; has no name"},
        {"/submissions?user=%zz", "holds &#39;%zz&#39;, which is not a percent escape"},
        {"/submissions?user=a&&verdict=AC", "the query has an empty item"}};
    for (const auto& [path, message] : cases) {
        const httplib::Result result = get(site, path);
        ASSERT_TRUE(result);
        EXPECT_EQ(result->status, 400) << path;
        EXPECT_NE(result->body.find("<h1>Bad request</h1>"), std::string::npos) << path;
        EXPECT_NE(result->body.find(message), std::string::npos) << path << ": " << result->body;
    }
    EXPECT_EQ(get(site, "/problems/huarongdao?version=7")->status, 404);
    EXPECT_EQ(get(site, "/problems/halloween")->status, 404);  // never generated nor imported
    EXPECT_EQ(get(site, "/api/ranking?problem=nope")->status, 400);
}

int status_for_host(const ServedSite& site, const std::string& host) {
    httplib::Client client = site.client();
    const httplib::Result result = client.Get("/api/problems", {{"Host", host}});
    if (!result) ADD_FAILURE() << "no answer for Host " << host;
    return result ? result->status : 0;
}

// DNS rebinding: a page on attacker.example that resolves its own name to 127.0.0.1 reaches
// the server with its own Host name. A name that begins like a loopback address is no address.
TEST(WebHttp, ForeignHostNamesAreRefused) {
    ServedSite site;
    const std::string port = ":" + std::to_string(site.port());
    for (const std::string& host : std::vector<std::string>{
             "attacker.example", "127.attacker.example", "127.attacker.example" + port,
             "127.0.0.1.attacker.example" + port, "localhost.attacker.example" + port}) {
        EXPECT_EQ(status_for_host(site, host), 403) << host;
    }
    httplib::Client client = site.client();
    const httplib::Result page = client.Get("/", {{"Host", "127.attacker.example"}});
    ASSERT_TRUE(page);
    EXPECT_EQ(page->status, 403);
    EXPECT_NE(page->body.find("not to Host &#39;127.attacker.example&#39;"), std::string::npos)
        << page->body;
    for (const std::string& host : std::vector<std::string>{
             "127.0.0.1" + port, "localhost" + port, "[::1]" + port, "127.0.0.1", "localhost"})
        EXPECT_EQ(status_for_host(site, host), 200) << host;
}

TEST(WebHttp, AllowHostAddsNamesToTheLoopbackOnes) {
    ServedSite site("", {"--allow-host", "judge.lan", "--allow-host", "review.school.example"});
    const std::string port = ":" + std::to_string(site.port());
    for (const std::string& host :
         std::vector<std::string>{"judge.lan" + port, "review.school.example", "localhost" + port})
        EXPECT_EQ(status_for_host(site, host), 200) << host;
    for (const std::string& host :
         std::vector<std::string>{"attacker.example" + port, "judge.lan.attacker.example" + port,
                                  "127.attacker.example"})
        EXPECT_EQ(status_for_host(site, host), 403) << host;

    const ProgramRun refused = run_program(
        GRIDJUDGE_BIN, {"serve", "--db", site.database().string(), "--allow-host", "judge.lan:80"},
        "", std::chrono::seconds(30));
    EXPECT_EQ(refused.exit_code, 2);
    EXPECT_NE(refused.err.find("'judge.lan:80' is not a host name"), std::string::npos)
        << refused.err;
}

// Every request is logged with the time it took, also one refused before it was routed (a
// request line that is not HTTP, a URI over the library's 8 KiB), and nothing a URL holds
// reaches the operator's terminal as a control character.
TEST(WebHttp, EveryRequestIsLoggedWithItsOwnDuration) {
    ServedSite site;
    for (const std::string& request :
         {std::string("NOT HTTP\r\n\r\n"),
          "GET /" + std::string(9000, 'a') +
              " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
          std::string("GET /%1b%5b2J HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"),
          std::string(
              "GET /api/problems HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")}) {
        const int fd = connect_to(site.port());
        ASSERT_EQ(::send(fd, request.data(), request.size(), MSG_NOSIGNAL),
                  static_cast<ssize_t>(request.size()));
        EXPECT_EQ(read_until_closed(fd, std::chrono::seconds(10)).substr(0, 9), "HTTP/1.1 ");
        ::close(fd);
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(200));  // the log follows the answer
    std::istringstream log(site.log());
    std::vector<std::string> lines;
    for (std::string line; std::getline(log, line);) lines.push_back(line);
    ASSERT_EQ(lines.size(), 4u) << site.log();
    EXPECT_TRUE(lines[0].starts_with("NOT - 400 ")) << lines[0];
    EXPECT_TRUE(lines[1].starts_with("- - 414 ")) << lines[1];
    EXPECT_TRUE(lines[2].starts_with("GET /?[2J 404 ")) << lines[2];
    EXPECT_TRUE(lines[3].starts_with("GET /api/problems 200 ")) << lines[3];
    for (const std::string& line : lines) {
        const std::size_t number = line.rfind(' ', line.size() - 4);
        ASSERT_EQ(line.substr(line.size() - 3), " ms") << line;
        const double ms = std::stod(line.substr(number + 1));
        EXPECT_GE(ms, 0.0) << line;
        EXPECT_LT(ms, 5000.0) << line;  // microseconds in fact; a stale start was days
    }
}

TEST(WebHttp, RejudgeIsRefusedByAReadOnlyServer) {
    ServedSite site;
    const httplib::Result result = rejudge(site, R"({"submission": 1})", "Bearer anything");
    ASSERT_TRUE(result);
    EXPECT_EQ(result->status, 403);
    EXPECT_NE(json_of(result)["error"].get<std::string>().find("read-only"), std::string::npos);
    EXPECT_EQ(json_of(get(site, "/api/submissions")).size(), 3u);  // nothing was written
}

TEST(WebHttp, RejudgeNeedsTheTokenAndThenJudges) {
    ServedSite site(kToken);
    const std::string body = R"({"submission": 1})";
    const httplib::Result missing = rejudge(site, body);
    ASSERT_TRUE(missing);
    EXPECT_EQ(missing->status, 401);
    EXPECT_EQ(missing->get_header_value("WWW-Authenticate"), "Bearer realm=\"gridjudge\"");
    EXPECT_EQ(rejudge(site, body, "Bearer wrong-token")->status, 403);
    EXPECT_EQ(rejudge(site, body, std::string("Basic ") + kToken)->status, 401);
    EXPECT_EQ(rejudge(site, "{\"submission\": \"1\"}", std::string("Bearer ") + kToken)->status,
              400);
    EXPECT_EQ(rejudge(site, R"({"submission": 999})", std::string("Bearer ") + kToken)->status,
              404);
    EXPECT_EQ(json_of(get(site, "/api/submissions")).size(), 3u);  // refusals write nothing

    const httplib::Result accepted = rejudge(site, body, std::string("Bearer ") + kToken);
    ASSERT_TRUE(accepted);
    EXPECT_EQ(accepted->status, 202);
    EXPECT_EQ(json_of(accepted),
              (nlohmann::json{{"id", 4}, {"rejudge_of", 1}, {"status", "queued"}}));
    nlohmann::json progress;
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
    do {
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        progress = json_of(get(site, "/api/submissions/4/progress"));
    } while (progress["status"] != "done" && std::chrono::steady_clock::now() < deadline);
    EXPECT_EQ(progress["verdict"], "AC");
    EXPECT_EQ(progress["score"], 100);
    EXPECT_EQ(json_of(get(site, "/api/submissions/4"))["rejudge_of"], 1);
}

// serve --jobs 0 judges nothing itself: the rejudge it queues stays queued until a separate
// worker of the same database judges it, and the API then says so.
TEST(WebHttp, WithJobsZeroARejudgeIsJudgedByASeparateWorker) {
    ServedSite site(kToken, {"--jobs", "0"});
    const httplib::Result accepted =
        rejudge(site, R"({"submission": 1})", std::string("Bearer ") + kToken);
    ASSERT_TRUE(accepted);
    EXPECT_EQ(accepted->status, 202);
    EXPECT_EQ(json_of(accepted),
              (nlohmann::json{{"id", 4}, {"rejudge_of", 1}, {"status", "queued"}}));
    // A server with workers of its own judges this in about a second (the test above).
    std::this_thread::sleep_for(std::chrono::seconds(3));
    const nlohmann::json waiting = json_of(get(site, "/api/submissions/4/progress"));
    EXPECT_EQ(waiting["status"], "queued");
    EXPECT_EQ(waiting["stage"], "queued");

    const ProgramRun worker = run_program(
        GRIDJUDGE_BIN, {"worker", "--once", "--jobs", "1", "--db", site.database().string()}, "",
        std::chrono::seconds(120));
    ASSERT_EQ(worker.exit_code, 0) << worker.err;
    const nlohmann::json judged = json_of(get(site, "/api/submissions/4/progress"));
    EXPECT_EQ(judged["status"], "done");
    EXPECT_EQ(judged["verdict"], "AC");
    EXPECT_EQ(judged["score"], 100);
}

// A server that takes rejudges judges with a pool of workers like `gridjudge worker`: whatever is
// queued in its database, by it or by another command, is judged without a restart.
TEST(WebHttp, ASubmissionAnotherCommandQueuesIsJudgedByTheServersWorkers) {
    ServedSite site(kToken);
    std::int64_t id = 0;
    {
        const std::unique_ptr<db::Store> store = db::open_store(site.database().string());
        db::SubmissionRecord again = *store->submission(1);
        again.user = "dave";
        again.results.clear();
        id = store->enqueue(again);
    }
    nlohmann::json progress;
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
    do {
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        progress = json_of(get(site, "/api/submissions/" + std::to_string(id) + "/progress"));
    } while (progress["status"] != "done" && std::chrono::steady_clock::now() < deadline);
    EXPECT_EQ(progress["verdict"], "AC");
    EXPECT_EQ(progress["score"], 100);
    EXPECT_EQ(json_of(get(site, "/api/submissions/" + std::to_string(id)))["user"], "dave");
}

// The server's own workers judge below its requests' priority, so that a page or a POST never
// waits behind a compile or a contestant's program for a core: the program, in its box, reads
// its own niceness and writes it as its answer (wrong, so the first difference shows it).
TEST(WebHttp, TheServersOwnWorkersJudgeTenNiceStepsBelowItsRequests) {
    errno = 0;
    const int own = getpriority(PRIO_PROCESS, 0);  // the server inherits the test's
    ASSERT_EQ(errno, 0);
    ServedSite site(kToken);
    std::int64_t id = 0;
    {
        const std::unique_ptr<db::Store> store = db::open_store(site.database().string());
        db::SubmissionRecord nice = *store->submission(1);
        nice.user = "nice";
        nice.results.clear();
        nice.source = R"(#include <errno.h>
#include <stdio.h>
#include <sys/resource.h>
int main() {
    errno = 0;
    int nice = getpriority(PRIO_PROCESS, 0);
    if (errno != 0) return 1;
    FILE* out = fopen("puzzle.out", "w");
    if (out == NULL) return 1;
    fprintf(out, "nice %d\n", nice);
    return fclose(out) == 0 ? 0 : 1;
}
)";
        id = store->enqueue(nice);
    }
    nlohmann::json shown;
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
    do {
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        shown = json_of(get(site, "/api/submissions/" + std::to_string(id)));
    } while (shown["status"] != "done" && std::chrono::steady_clock::now() < deadline);
    ASSERT_EQ(shown["status"], "done") << shown.dump(2);
    const nlohmann::json& first = shown["tests"].at(0);
    EXPECT_EQ(first["verdict"], "PE") << first.dump(2);  // a word where numbers belong
    EXPECT_EQ(first["first_difference"]["got"], "nice " + std::to_string(std::min(own + 10, 19)))
        << first.dump(2);
}

TEST(WebHttp, ApiSubmissionHasTheFieldsOfShowJson) {
    ServedSite site;
    const ProgramRun show =
        run_program(GRIDJUDGE_BIN, {"show", "2", "--json", "--db", site.database().string()}, "",
                    std::chrono::seconds(30));
    ASSERT_EQ(show.exit_code, 0) << show.err;
    nlohmann::json api = json_of(get(site, "/api/submissions/2"));
    EXPECT_NE(api["source"].get<std::string>().find("std::puts(\"-1\")"), std::string::npos);
    api.erase("source");  // the page has room for the source; the terminal does not print it
    EXPECT_EQ(api, nlohmann::json::parse(show.out));
}

TEST(WebHttp, ProblemApiListsTestsAndVerdicts) {
    ServedSite site;
    const nlohmann::json problem = json_of(get(site, "/api/problems/huarongdao"));
    EXPECT_EQ(problem["id"], "huarongdao");
    EXPECT_EQ(problem["time_limit_ms"], 1000);
    EXPECT_EQ(problem["test_set_version"], 1);
    EXPECT_EQ(problem["tests"].size(), 20u);
    EXPECT_EQ(problem["verdicts"], (nlohmann::json{{"AC", 1}, {"WA", 1}}));
}

TEST(WebHttp, NewerSchemaIsAClearMessageAndNeverWritten) {
    ServedSite site;
    SQLite::Database(site.database().string(), SQLite::OPEN_READWRITE)
        .exec("PRAGMA user_version = 999");
    const httplib::Result page = get(site, "/");
    ASSERT_TRUE(page);
    EXPECT_EQ(page->status, 503);
    EXPECT_NE(page->body.find("newer than this gridjudge understands"), std::string::npos)
        << page->body;
    // Started on it, serve refuses at once with the same reason.
    const ProgramRun serve =
        run_program(GRIDJUDGE_BIN, {"serve", "--db", site.database().string(), "--port", "0"}, "",
                    std::chrono::seconds(30));
    EXPECT_NE(serve.exit_code, 0);
    EXPECT_NE(serve.err.find("newer than this gridjudge understands"), std::string::npos)
        << serve.err;
    EXPECT_EQ(SQLite::Database(site.database().string()).execAndGet("PRAGMA user_version").getInt(),
              999);
}

TEST(WebHttp, LockedDatabaseIsAClearMessage) {
    ServedSite site;
    // What a writer that keeps the database to itself looks like to a reader.
    SQLite::Database writer(site.database().string(), SQLite::OPEN_READWRITE);
    writer.exec("PRAGMA locking_mode = EXCLUSIVE");
    writer.exec("BEGIN EXCLUSIVE");
    writer.exec("UPDATE submissions SET user_name = user_name");
    const httplib::Result page = get(site, "/submissions/1");
    ASSERT_TRUE(page);
    EXPECT_EQ(page->status, 503);
    EXPECT_NE(page->body.find("locked"), std::string::npos) << page->body;
}

}  // namespace
}  // namespace gridjudge::testing
