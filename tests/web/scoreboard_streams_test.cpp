// Many open scoreboards on the real `gridjudge serve`: 320 Server-Sent Events streams open at
// once (more than the old fixed pool of 128 connection threads, and five times the old cap of
// 64 streams), one more whose reader never reads, and an ordinary page that still answers while
// they are all open; when a verdict arrives every reading stream gets what changed: a delta of
// the one row and the new ranks, a small fraction of the whole board each stream got on connect.
//
// The streams are plain sockets read by one poll() loop (cpp-httplib's client would need a
// thread each). Deadlines are generous: this test checks that every stream gets the board, the
// rush bench measures how soon (docs/benchmarks.md).
#include <gtest/gtest.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <chrono>
#include <string>
#include <vector>

#include "db/contest_store.h"
#include "db/store.h"
#include "judge/util/files.h"
#include "tests/web/live_contest.h"
#include "tests/web/served_site.h"

namespace gridjudge::testing {
namespace {

using Clock = std::chrono::steady_clock;

constexpr int kStreams = 320;
constexpr int kMoreTeams = 40;  // without accounts: a board of some size, as a delta's contrast
constexpr const char* kSolvedCell = "<td class=\"cell solved first\">1/";
// The same cell inside a delta's JSON, where its quotes are escaped.
constexpr const char* kSolvedCellInADelta = "<td class=\\\"cell solved first\\\">1/";

struct OpenStream {
    int fd = -1;
    std::string received;
    bool closed = false;
};

// Connects and asks for the public scoreboard's stream.
OpenStream open_stream(int port) {
    OpenStream stream;
    stream.fd = connect_to(port);
    const std::string request =
        "GET /contests/demo/scoreboard/events HTTP/1.1\r\n"
        "Host: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n";
    if (::send(stream.fd, request.data(), request.size(), MSG_NOSIGNAL) !=
        static_cast<ssize_t>(request.size()))
        throw std::runtime_error("cannot send the stream's request");
    return stream;
}

// Reads every stream until `done` holds for each of them or `timeout` passes; true if it held.
template <typename Done>
bool read_streams(std::vector<OpenStream>& streams, Done done, std::chrono::seconds timeout) {
    const auto deadline = Clock::now() + timeout;
    for (;;) {
        std::vector<pollfd> waiting;
        std::vector<OpenStream*> of;
        for (OpenStream& stream : streams)
            if (!stream.closed && !done(stream)) {
                waiting.push_back({stream.fd, POLLIN, 0});
                of.push_back(&stream);
            }
        if (waiting.empty()) return true;
        const auto left =
            std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
        if (left.count() <= 0) return false;
        if (::poll(waiting.data(), waiting.size(), static_cast<int>(left.count())) < 0)
            return false;
        for (std::size_t i = 0; i < waiting.size(); ++i) {
            if (waiting[i].revents == 0) continue;
            char buffer[16384];
            const ssize_t got = ::recv(waiting[i].fd, buffer, sizeof buffer, 0);
            if (got <= 0)
                of[i]->closed = true;
            else
                of[i]->received.append(buffer, static_cast<std::size_t>(got));
        }
    }
}

bool has_board(const OpenStream& stream) {
    return stream.received.find("event: scoreboard") != std::string::npos;
}

bool has_solved_board(const OpenStream& stream) {
    return stream.received.find(kSolvedCell) != std::string::npos ||
           stream.received.find(kSolvedCellInADelta) != std::string::npos;
}

TEST(ScoreboardStreams, ThreeHundredOpenBoardsAllGetTheNewVerdictWhileAPageStillAnswers) {
    ServedSite site;
    create_live_contest(site.database());
    add_teams_without_accounts(site.database(), kMoreTeams);
    // Team one's submission, queued as the team page queues it, before any board is open.
    httplib::Client client = site.client();
    const Session team1 = log_in(client, "team1", kTeamPassword);
    const httplib::MultipartFormDataItems items{{"problem", "huarongdao", "", ""},
                                                {"language", "cpp17", "", ""},
                                                {"file", "int main() {}\n", "a.cpp", "text/plain"},
                                                {"csrf", team1.csrf, "", ""}};
    const httplib::Result sent = client.Post("/contests/demo/submit", team1.headers(), items);
    ASSERT_TRUE(sent);
    ASSERT_EQ(sent->status, 201) << sent->body;

    // A reader that never reads, with the smallest receive buffer: it must hold up no one.
    OpenStream stalled = open_stream(site.port());
    const int small = 1;
    ::setsockopt(stalled.fd, SOL_SOCKET, SO_RCVBUF, &small, sizeof small);

    std::vector<OpenStream> streams;
    for (int i = 0; i < kStreams; ++i) streams.push_back(open_stream(site.port()));
    ASSERT_TRUE(read_streams(streams, has_board, std::chrono::seconds(120)));
    int refused = 0, closed = 0;
    for (const OpenStream& stream : streams) {
        if (stream.received.rfind("HTTP/1.1 200", 0) != 0) ++refused;
        if (stream.closed) ++closed;
    }
    EXPECT_EQ(refused, 0) << streams.back().received.substr(0, 400);
    EXPECT_EQ(closed, 0);
    EXPECT_NE(streams.front().received.find("<td class=\"cell pending\">+1?</td>"),
              std::string::npos)
        << streams.front().received;

    // What each stream got so far: the whole board once (no event came since).
    std::vector<std::size_t> before_verdict;
    for (const OpenStream& stream : streams) before_verdict.push_back(stream.received.size());
    const std::size_t board_bytes = streams.front().received.size();

    // An ordinary page answers while every stream is open.
    const httplib::Result page = client.Get("/contests");
    ASSERT_TRUE(page);
    EXPECT_EQ(page->status, 200);
    EXPECT_NE(page->body.find("demo"), std::string::npos);

    // The worker (here: the test) finishes the submission as accepted.
    {
        const auto store = db::open_store(site.database().string());
        db::SubmissionFilter filter;
        filter.contest = kContestId;
        const std::vector<db::SubmissionRecord> stored = store->submissions(filter);
        ASSERT_EQ(stored.size(), 1u);
        ASSERT_TRUE(judge_as_accepted(site.database(), stored.at(0).id));
    }
    EXPECT_TRUE(read_streams(streams, has_solved_board, std::chrono::seconds(120)));
    int updated = 0;
    for (const OpenStream& stream : streams)
        if (has_solved_board(stream)) ++updated;
    EXPECT_EQ(updated, kStreams);
    // Each stream got the verdict as a delta: team one's row and the new ranks, not the board.
    int deltas = 0, small_enough = 0;
    for (std::size_t i = 0; i < streams.size(); ++i) {
        const std::string since = streams[i].received.substr(before_verdict[i]);
        if (since.find("event: scoreboard-delta\n") != std::string::npos &&
            since.find("event: scoreboard\n") == std::string::npos)
            ++deltas;
        if (since.size() * 5 < board_bytes) ++small_enough;
    }
    EXPECT_EQ(deltas, kStreams) << streams.front().received.substr(before_verdict.front());
    EXPECT_EQ(small_enough, kStreams)
        << "the board: " << board_bytes << " bytes; after the verdict: "
        << streams.front().received.size() - before_verdict.front();

    for (OpenStream& stream : streams) ::close(stream.fd);
    ::close(stalled.fd);
}

}  // namespace
}  // namespace gridjudge::testing
