#include <gtest/gtest.h>

#include "judge/report/ranking.h"
#include "judge/report/table.h"

namespace gridjudge {
namespace {

db::SubmissionRecord judged(std::int64_t id, std::string user, std::string problem, double score,
                            std::optional<Verdict> verdict) {
    db::SubmissionRecord s;
    s.id = id;
    s.user = std::move(user);
    s.problem_id = std::move(problem);
    s.score = score;
    s.max_score = 100;
    s.verdict = verdict;
    s.status = SubmissionStatus::Done;
    return s;
}

TEST(Ranking, LatestSubmissionCountsAndTiesShareARank) {
    std::vector<db::SubmissionRecord> list{judged(1, "bob", "huarongdao", 100, Verdict::AC),
                                           judged(2, "bob", "huarongdao", 40, Verdict::WA),
                                           judged(3, "amy", "halloween", 40, Verdict::TLE),
                                           judged(4, "cat", "halloween", 90, Verdict::WA)};
    db::SubmissionRecord queued = judged(5, "cat", "wallpusher", 0, std::nullopt);
    queued.status = SubmissionStatus::Queued;
    list.push_back(queued);
    Ranking ranking = compute_ranking(list);
    EXPECT_EQ(ranking.problems, (std::vector<std::string>{"halloween", "huarongdao"}));
    ASSERT_EQ(ranking.rows.size(), 3u);
    EXPECT_EQ(ranking.rows[0].user, "cat");
    EXPECT_EQ(ranking.rows[0].rank, 1);
    EXPECT_EQ(ranking.rows[1].user, "amy");
    EXPECT_EQ(ranking.rows[1].rank, 2);
    EXPECT_EQ(ranking.rows[2].user, "bob");
    EXPECT_EQ(ranking.rows[2].rank, 2);
    EXPECT_EQ(ranking.rows[2].total, 40);
    EXPECT_EQ(render_ranking(ranking),
              "rank  contestant  halloween  huarongdao  total\n"
              "----------------------------------------------\n"
              "   1  cat             90 WA           -     90\n"
              "   2  amy            40 TLE           -     40\n"
              "   2  bob                 -       40 WA     40\n");
}

TEST(TextTable, AlignsColumnsAndCountsWideCharacters) {
    TextTable table({"id", "title"}, {true, false});
    table.add_row({"1", "华容道"});
    table.add_row({"10", "ab"});
    EXPECT_EQ(table.render(),
              "id  title\n"
              "----------\n"
              " 1  华容道\n"
              "10  ab\n");
    EXPECT_EQ(display_width("华容道"), 6u);
}

TEST(Ranking, FractionalPointsAddUpAndTiesShareARank) {
    const Ranking ranking = compute_ranking(
        {judged(1, "amy", "a", 12.5, Verdict::WA), judged(2, "amy", "b", 20.25, Verdict::WA),
         judged(3, "bob", "a", 32.75, Verdict::WA), judged(4, "cat", "b", 32.5, Verdict::AC)});
    ASSERT_EQ(ranking.rows.size(), 3u);
    EXPECT_EQ(ranking.rows[0].user, "amy");
    EXPECT_EQ(ranking.rows[0].rank, 1);
    EXPECT_EQ(ranking.rows[1].user, "bob");
    EXPECT_EQ(ranking.rows[1].rank, 1);
    EXPECT_EQ(ranking.rows[2].rank, 3);
    EXPECT_EQ(render_ranking(ranking),
              "rank  contestant         a         b  total\n"
              "-------------------------------------------\n"
              "   1  amy          12.5 WA  20.25 WA  32.75\n"
              "   1  bob         32.75 WA         -  32.75\n"
              "   3  cat                -      32.5   32.5\n");
}

}  // namespace
}  // namespace gridjudge
