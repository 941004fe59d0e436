// The review commands of the CLI on the web tests' database (made by the real gen and submit):
// `report` as text, CSV and a self-contained HTML file, and `show` with its first differences.
// The exact formats are pinned by tests/report's golden files; these check the wiring.
#include <gtest/gtest.h>

#include "tests/common/run_program.h"
#include "tests/web/served_site.h"

namespace gridjudge::testing {
namespace {

ProgramRun gridjudge(std::vector<std::string> args, const std::filesystem::path& database) {
    args.insert(args.end(), {"--db", database.string()});
    return run_program(GRIDJUDGE_BIN, args, "", std::chrono::seconds(30));
}

TEST(ReportCli, RanksAsCsvOnStandardOutput) {
    const ProgramRun run = gridjudge({"report", "--csv", "-"}, prepared_database());
    EXPECT_EQ(run.exit_code, 0) << run.err;
    EXPECT_EQ(run.out,
              "rank,contestant,huarongdao,huarongdao verdict,total\r\n"
              "1,<script>alert(1)</script>,100,AC,100\r\n"
              "2,bob,5,WA,5\r\n");
}

TEST(ReportCli, WritesASelfContainedHtmlFile) {
    TempDir scratch("gridjudge-report-");
    const std::filesystem::path file = scratch.path() / "ranking.html";
    const ProgramRun run =
        gridjudge({"report", "--problem", "puzzle", "--html", file.string()}, prepared_database());
    EXPECT_EQ(run.exit_code, 0) << run.err;
    const std::string html = read_file(file);
    EXPECT_NE(html.find("<title>Ranking: all contests, problem huarongdao</title>"),
              std::string::npos);
    EXPECT_NE(html.find("<td class=\"user\">&lt;script&gt;alert(1)&lt;/script&gt;</td>"),
              std::string::npos);
    EXPECT_EQ(html.find("<script"), std::string::npos);
}

TEST(ReportCli, RefusesAnUnknownProblemWithoutCreatingADatabase) {
    TempDir scratch("gridjudge-report-");
    const ProgramRun unknown = gridjudge({"report", "--problem", "nope"}, prepared_database());
    EXPECT_EQ(unknown.exit_code, 1);
    EXPECT_NE(unknown.err.find("unknown problem 'nope'"), std::string::npos);
    const ProgramRun missing = gridjudge({"report"}, scratch.path() / "missing.db");
    EXPECT_EQ(missing.exit_code, 1);
    EXPECT_FALSE(std::filesystem::exists(scratch.path() / "missing.db"));
}

TEST(ReportCli, ShowNamesTheFirstDifferingTokenWithoutColourInAPipe) {
    const ProgramRun run = gridjudge({"show", "2"}, prepared_database());
    EXPECT_EQ(run.exit_code, 0) << run.err;
    EXPECT_NE(run.out.find("first differences:\ntest 01, line 1, token 1: expected '"),
              std::string::npos)
        << run.out;
    EXPECT_NE(run.out.find("judged with: 1000 ms CPU, 2000 ms wall, 128 MiB, output 64 MiB, file "
                           "I/O puzzle.in -> puzzle.out\n"),
              std::string::npos)
        << run.out;
    EXPECT_NE(run.out.find("verdict WA, score 5/100\n"), std::string::npos);
    EXPECT_EQ(run.out.find('\x1b'), std::string::npos);  // stdout is a pipe here
}

}  // namespace
}  // namespace gridjudge::testing
