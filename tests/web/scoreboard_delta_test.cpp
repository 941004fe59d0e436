// The scoreboard stream's delta: the board a stream holds plus the delta is exactly the board a
// reload shows, for solves, rank moves, ties, a new team and the freeze; and a frozen board's
// delta says no more than the frozen board does. The boards come from the real scoring
// (contest::compute_scoreboard) and the real table rendering; the delta is applied here as the
// page's script applies it (assets/app.js, applyScoreboardDelta).
#include <gtest/gtest.h>

#include <map>
#include <nlohmann/json.hpp>

#include "judge/web/contest_pages.h"
#include "judge/web/scoreboard_delta.h"

namespace gridjudge::web {
namespace {

using contest::JudgingState;
using contest::ScoredSubmission;
using std::chrono::minutes;

contest::ContestSettings settings() {
    contest::ContestSettings s;
    s.id = "demo";
    s.name = "Demo";
    s.duration = std::chrono::hours(5);
    s.scoreboard_freeze_duration = std::chrono::hours(1);
    return s;
}

const std::vector<contest::ContestProblem> kProblems{{"a", "A", "Alpha", "", "", 0},
                                                     {"b", "B", "Beta", "", "", 1}};

std::vector<contest::Team> teams(int count) {
    std::vector<contest::Team> list;
    for (int i = 1; i <= count; ++i)
        list.push_back({"t" + std::to_string(i), "Team <" + std::to_string(i) + ">", "", "", false,
                        std::chrono::seconds(0)});
    return list;
}

ScoredSubmission judged(std::string id, std::string team, std::string problem, int minute,
                        Verdict verdict = Verdict::AC) {
    return {std::move(id),
            std::move(team),
            std::move(problem),
            minutes(minute),
            JudgingState::judged,
            verdict,
            {}};
}

RenderedBoard board(const std::vector<contest::Team>& in, const std::vector<ScoredSubmission>& s,
                    int now_minutes = 100,
                    contest::Audience audience = contest::Audience::everyone) {
    contest::ScoreboardView view;
    view.audience = audience;
    view.now = minutes(now_minutes);
    return rendered_board(contest::compute_scoreboard(settings(), kProblems, in, s, view),
                          kProblems, in);
}

// What the page's script does with a delta event's data, on the table it holds: the rows sent
// replace the teams' rows (a new team's comes in), then the order and ranks, when sent, are
// applied. Gives the table's HTML.
std::string applied(const RenderedBoard& held, const std::string& delta_json) {
    const nlohmann::json delta = nlohmann::json::parse(delta_json);
    std::map<std::string, std::string> row_of;
    std::vector<std::string> order;
    for (const RenderedRow& row : held.rows) {
        row_of[row.team_id] = row.html();
        order.push_back(row.team_id);
    }
    for (const nlohmann::json& html : delta.at("rows")) {
        const std::string text = html.get<std::string>();
        const std::size_t start = text.find("data-team=\"") + 11;
        const std::string team = text.substr(start, text.find('"', start) - start);
        if (!row_of.count(team)) order.push_back(team);
        row_of[team] = text;
    }
    if (delta.contains("order")) {
        order = delta.at("order").get<std::vector<std::string>>();
        const auto ranks = delta.at("ranks").get<std::vector<int>>();
        EXPECT_EQ(ranks.size(), order.size());
        for (std::size_t i = 0; i < order.size() && i < ranks.size(); ++i) {
            std::string& row = row_of.at(order[i]);
            const std::string cell = "<td class=\"rank\">";
            const std::size_t at = row.find(cell) + cell.size();
            row.replace(at, row.find("</td>", at) - at, std::to_string(ranks[i]));
        }
    }
    std::string table = held.head + "<tbody>";
    for (const std::string& team : order) table += row_of.at(team);
    return table + "</tbody></table>";
}

// The delta from `before` to `after`, checked to turn the one into the other.
BoardDelta checked_delta(const RenderedBoard& before, const RenderedBoard& after) {
    const std::optional<BoardDelta> delta = board_delta(before, after);
    EXPECT_TRUE(delta.has_value());
    if (!delta) return {};
    EXPECT_EQ(applied(before, board_delta_json(*delta, "1.1")), after.table());
    return *delta;
}

TEST(ScoreboardDelta, ASolveWithoutARankMoveSendsThatTeamsRowOnly) {
    const auto list = teams(3);
    const std::vector<ScoredSubmission> before{judged("1", "t1", "a", 10)};
    auto after = before;
    after.push_back(judged("2", "t1", "b", 20));
    const BoardDelta delta = checked_delta(board(list, before), board(list, after));
    ASSERT_EQ(delta.rows.size(), 1u);
    EXPECT_EQ(delta.rows[0].team_id, "t1");
    EXPECT_EQ(delta.order, std::nullopt);
    EXPECT_EQ(board_delta_json(delta, "3.7").rfind("{\"from\":\"3.7\",\"rows\":[\"<tr ", 0), 0u);
}

TEST(ScoreboardDelta, ARankMoveSendsTheMovedRowsAndTheNewOrder) {
    const auto list = teams(4);
    const std::vector<ScoredSubmission> before{judged("1", "t1", "a", 10),
                                               judged("2", "t2", "a", 20)};
    auto after = before;
    after.push_back(judged("3", "t4", "a", 5));
    after.push_back(judged("4", "t4", "b", 6));
    const BoardDelta delta = checked_delta(board(list, before), board(list, after));
    // t4 goes from 3rd (tied with t3) to 1st; t1 and t2 move down one; t3 from 3rd to 4th.
    ASSERT_TRUE(delta.order.has_value());
    EXPECT_EQ(*delta.order, (std::vector<std::string>{"t4", "t1", "t2", "t3"}));
    EXPECT_EQ(delta.ranks, (std::vector<int>{1, 2, 3, 4}));
    // t4's cells changed, and t1's (no longer first to solve A); the others' new ranks go in
    // "ranks", not as rows.
    std::vector<std::string> changed;
    for (const RenderedRow& row : delta.rows) changed.push_back(row.team_id);
    EXPECT_EQ(changed, (std::vector<std::string>{"t4", "t1"}));
}

TEST(ScoreboardDelta, ATieAndItsBreakKeepEveryRankRight) {
    const auto list = teams(3);
    const std::vector<ScoredSubmission> before{judged("1", "t1", "a", 10)};
    auto tied = before;
    tied.push_back(judged("2", "t2", "a", 10));  // same solved, same time: t1 and t2 share rank 1
    const RenderedBoard tied_board = board(list, tied);
    checked_delta(board(list, before), tied_board);
    EXPECT_EQ(tied_board.rows[1].rank, 1);
    auto broken = tied;
    broken.push_back(judged("3", "t2", "b", 30));
    const BoardDelta delta = checked_delta(tied_board, board(list, broken));
    ASSERT_TRUE(delta.order.has_value());  // t2 goes ahead of t1
    EXPECT_EQ(delta.ranks, (std::vector<int>{1, 2, 3}));
    ASSERT_EQ(delta.rows.size(), 1u);  // t1's cells and t3's did not change
    EXPECT_EQ(delta.rows[0].team_id, "t2");
}

TEST(ScoreboardDelta, ANewTeamComesInItsPlace) {
    const std::vector<ScoredSubmission> before{judged("1", "t1", "a", 10)};
    auto after = before;
    after.push_back(judged("2", "t3", "a", 12));
    const BoardDelta delta = checked_delta(board(teams(2), before), board(teams(3), after));
    ASSERT_TRUE(delta.order.has_value());
    EXPECT_EQ(*delta.order, (std::vector<std::string>{"t1", "t3", "t2"}));
}

TEST(ScoreboardDelta, AFreezeOrAnotherHeadCannotBeADelta) {
    const auto list = teams(2);
    const std::vector<ScoredSubmission> solves{judged("1", "t1", "a", 10)};
    // Minute 250: the last hour of 300 is frozen for everyone.
    EXPECT_EQ(board_delta(board(list, solves, 100), board(list, solves, 250)), std::nullopt);
    EXPECT_EQ(board_delta(board(list, solves, 250), board(list, solves, 100)), std::nullopt);
    RenderedBoard other_head = board(list, solves);
    other_head.head += "<!-- another problem -->";
    EXPECT_EQ(board_delta(board(list, solves), other_head), std::nullopt);
}

TEST(ScoreboardDelta, AFrozenBoardsDeltaShowsASolveInTheFreezeAsPendingOnly) {
    const auto list = teams(2);
    const std::vector<ScoredSubmission> before{judged("1", "t1", "a", 10)};
    auto after = before;
    after.push_back(judged("2", "t2", "b", 260));  // accepted during the freeze
    const BoardDelta delta = checked_delta(board(list, before, 270), board(list, after, 270));
    const std::string json = board_delta_json(delta, "1.1");
    EXPECT_NE(json.find("cell pending\\\">+1?"), std::string::npos) << json;
    EXPECT_EQ(json.find("cell solved"), std::string::npos) << json;
    EXPECT_NE(json.find("<td class=\\\"solved\\\">0</td>"), std::string::npos) << json;
    // The judges' board of the same moment shows the solve, in its own delta.
    const BoardDelta jury = checked_delta(board(list, before, 270, contest::Audience::judges),
                                          board(list, after, 270, contest::Audience::judges));
    EXPECT_NE(board_delta_json(jury, "2.1").find("cell solved"), std::string::npos);
}

TEST(ScoreboardDelta, NothingShownChangedIsAnEmptyDelta) {
    const auto list = teams(2);
    const std::vector<ScoredSubmission> solves{judged("1", "t1", "a", 10)};
    const std::optional<BoardDelta> delta = board_delta(board(list, solves), board(list, solves));
    ASSERT_TRUE(delta.has_value());
    EXPECT_TRUE(delta->empty());
}

}  // namespace
}  // namespace gridjudge::web
