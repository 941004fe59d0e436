#include <gtest/gtest.h>

#include "judge/package/summaries.h"
#include "judge/report/ranking.h"
#include "judge/report/table.h"

namespace gridjudge {
namespace {

db::SubmissionRecord judged(std::int64_t id, std::string user, std::string problem, int score,
                            std::string verdict) {
    db::SubmissionRecord s;
    s.id = id;
    s.user = std::move(user);
    s.problem_id = std::move(problem);
    s.score = score;
    s.max_score = 100;
    s.verdict = std::move(verdict);
    s.status = "done";
    return s;
}

TEST(Ranking, LatestSubmissionCountsAndTiesShareARank) {
    std::vector<db::SubmissionRecord> list{
        judged(1, "bob", "huarongdao", 100, "AC"), judged(2, "bob", "huarongdao", 40, "WA"),
        judged(3, "amy", "halloween", 40, "TLE"), judged(4, "cat", "halloween", 90, "WA")};
    db::SubmissionRecord queued = judged(5, "cat", "wallpusher", 0, "");
    queued.status = "queued";
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

TEST(Summaries, DescribeInputsAndAnswers) {
    EXPECT_EQ(summarize_input("huarongdao", "30 29 500\n1 1\n"), "30x29, q=500");
    EXPECT_EQ(summarize_answer("huarongdao", "3\n-1\n7\n-1\n"), "4 answers, max 7, 2 x -1");
    EXPECT_EQ(summarize_answer("halloween", "77\n"), "answer 77");
    EXPECT_EQ(summarize_answer("wallpusher", "NES\nW\n"), "2 sequences, 1..3 moves");
    EXPECT_EQ(summarize_input("halloween",
                              "5 5 2\n#####\n#A#B#\n#   #\n#b#a#\n#####\n"
                              "4 4 1\n####\n#a #\n# A#\n####\n0 0 0\n"),
              "2 maps, largest 5x5, up to 2 ghosts");
    EXPECT_EQ(summarize_input("wallpusher",
                              "1 1\n0 0 0 0 0 0\n0 0 0 0 0 0\n0 0 0 0 0 0\n"
                              "0 0 0 0 0 0\n0 0\n"),
              "1 maze");
}

}  // namespace
}  // namespace gridjudge
