// The exported and printed forms of a judged contest, compared byte for byte with golden files:
// the ranking as CSV, as a self-contained HTML file and as terminal text, and one submission as
// `show` prints it, plain and coloured.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "judge/report/ranking.h"
#include "judge/report/report_csv.h"
#include "judge/report/report_html.h"
#include "judge/report/submission_text.h"
#include "tests/report/sample_contest.h"

namespace gridjudge {
namespace {

const std::filesystem::path kGoldenDir = GRIDJUDGE_GOLDEN_DIR;

// Compares with golden/NAME. Only GRIDJUDGE_UPDATE_GOLDEN=1 (exactly) writes `actual` there
// instead, and that run fails: a rewritten golden file must be reviewed, never pass unseen.
void expect_golden(const std::string& name, const std::string& actual) {
    const std::filesystem::path path = kGoldenDir / name;
    const char* update = std::getenv("GRIDJUDGE_UPDATE_GOLDEN");
    if (update != nullptr && std::string(update) == "1") {
        std::ofstream(path, std::ios::binary) << actual;
        FAIL() << "rewrote " << path
               << "; review the diff, then run again without GRIDJUDGE_UPDATE_GOLDEN";
    }
    std::ifstream file(path, std::ios::binary);
    ASSERT_TRUE(file) << "missing golden file " << path
                      << " (run with GRIDJUDGE_UPDATE_GOLDEN=1 to create it)";
    std::ostringstream expected;
    expected << file.rdbuf();
    EXPECT_EQ(actual, expected.str()) << "differs from " << path;
}

Ranking sample_ranking() {
    return compute_ranking(testing::sample_contest_submissions());
}

TEST(ReportGolden, RankingCsv) {
    expect_golden("ranking.csv", ranking_csv(sample_ranking()));
}

TEST(ReportGolden, RankingHtmlIsSelfContained) {
    const std::string html = ranking_report_html(sample_ranking(), {"spring", std::nullopt});
    expect_golden("ranking.html", html);
    // Opens offline: nothing to fetch, nothing to run.
    EXPECT_EQ(html.find("<script"), std::string::npos);
    EXPECT_EQ(html.find("<link"), std::string::npos);
    EXPECT_EQ(html.find("href="), std::string::npos);
}

TEST(ReportGolden, RankingText) {
    expect_golden("ranking.txt", render_ranking(sample_ranking()));
}

TEST(ReportGolden, SubmissionPlain) {
    expect_golden("submission.txt",
                  render_submission(testing::sample_judged_submission(), TextStyle::Plain));
}

TEST(ReportGolden, SubmissionColour) {
    expect_golden("submission-colour.txt",
                  render_submission(testing::sample_judged_submission(), TextStyle::Colour));
}

}  // namespace
}  // namespace gridjudge
