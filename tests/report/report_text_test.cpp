// The small pieces the report formats are built from: escaping for HTML and URLs, the first
// differing token of a line, how times and sizes read, and verdict styles.
#include <gtest/gtest.h>

#include "judge/report/measures.h"
#include "judge/report/token_difference.h"
#include "judge/report/verdict_style.h"
#include "judge/util/html_text.h"

namespace gridjudge {
namespace {

TEST(HtmlEscape, EscapesMarkupAndQuotes) {
    EXPECT_EQ(html_escape("<script>alert('x')</script> & \"y\""),
              "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;y&quot;");
}

TEST(HtmlEscape, KeepsValidUtf8AndReplacesInvalidBytes) {
    EXPECT_EQ(html_escape("华容道"), "华容道");
    // A lone continuation byte, an overlong '<' (0xC0 0xBC) and a truncated sequence.
    EXPECT_EQ(html_escape("a\x80"
                          "b\xC0\xBC"
                          "c\xE5\x8D"),
              "a\xEF\xBF\xBD"
              "b\xEF\xBF\xBD\xEF\xBF\xBD"
              "c\xEF\xBF\xBD\xEF\xBF\xBD");
}

TEST(UrlEncode, EncodesAllButUnreserved) {
    EXPECT_EQ(url_encode("a-b_c.d~e"), "a-b_c.d~e");
    EXPECT_EQ(url_encode("<a b>&=/?"), "%3Ca%20b%3E%26%3D%2F%3F");
    EXPECT_EQ(url_encode("李"), "%E6%9D%8E");
}

TEST(TokenDifference, FindsTheFirstDifferingToken) {
    const auto difference = first_token_difference("3 -1  7", "3 -1 9");
    ASSERT_TRUE(difference);
    EXPECT_EQ(difference->token, 3);
    EXPECT_EQ(difference->expected, "7");
    EXPECT_EQ(difference->got, "9");
}

TEST(TokenDifference, AMissingTokenIsEmpty) {
    const auto difference = first_token_difference("1 2", "1");
    ASSERT_TRUE(difference);
    EXPECT_EQ(difference->token, 2);
    EXPECT_EQ(difference->expected, "2");
    EXPECT_EQ(difference->got, "");
}

TEST(TokenDifference, NoneForEqualTokensOrEndOfFile) {
    EXPECT_FALSE(first_token_difference("1  2", "1 2"));
    EXPECT_FALSE(first_token_difference("1 2", "<end of file>"));
}

TEST(Measures, FormatTimesSizesAndFractions) {
    EXPECT_EQ(format_ms(312), "312 ms");
    EXPECT_EQ(format_mib(3072), "3.0 MiB");
    EXPECT_EQ(format_mib(3430), "3.3 MiB");
    EXPECT_EQ(format_mib(131072), "128.0 MiB");
    EXPECT_DOUBLE_EQ(fraction_of_limit(250, 1000), 0.25);
    EXPECT_DOUBLE_EQ(fraction_of_limit(5, 0), 0.0);
}

TEST(VerdictStyle, ClassesAndColours) {
    EXPECT_EQ(verdict_css_class(Verdict::WA), "v-WA");
    EXPECT_EQ(verdict_css_class(Verdict::Skipped), "v-SK");
    EXPECT_EQ(verdict_css_class(std::nullopt), "v-none");
    EXPECT_EQ(verdict_ansi(Verdict::AC, "AC"), "\x1b[32mAC\x1b[0m");
    EXPECT_EQ(verdict_ansi(Verdict::IE, "IE"), "\x1b[1;37;41mIE\x1b[0m");
}

TEST(Measures, ATleStoppedAtTheLimitClaimsOnlyThatItWasOver) {
    db::ResultRecord stopped;
    stopped.verdict = Verdict::TLE;
    stopped.cpu_ms = 1004;
    JudgeSettings settings;
    settings.time_limit_ms = 1000;
    EXPECT_EQ(format_cpu(stopped, settings), "> 1000 ms");
    stopped.cpu_ms = 1000;  // stopped over the limit, measured in whole milliseconds
    EXPECT_EQ(format_cpu(stopped, settings), "> 1000 ms");
    settings.measure_tle_up_to_ms = 3000;  // let run on, and stopped at that cap
    stopped.cpu_ms = 3004;
    EXPECT_EQ(format_cpu(stopped, settings), "> 3000 ms");
    stopped.measured_beyond_limit = true;
    stopped.cpu_ms = 2345;
    EXPECT_EQ(format_cpu(stopped, settings), "2345 ms");
    // Let run on, but stopped below the cap (the wall rule, the memory limit): where it stopped.
    stopped.measured_beyond_limit = false;
    stopped.cpu_ms = 2004;
    EXPECT_EQ(format_cpu(stopped, settings), "> 2004 ms");
    // The run: the wall rule stopped it after 1864 ms of CPU, under its 3000 ms limit.
    // That is what it used: not "> 3000 ms (62%)".
    db::ResultRecord waited;
    waited.verdict = Verdict::TLE;
    waited.cpu_ms = 1864;
    settings.time_limit_ms = 3000;
    settings.measure_tle_up_to_ms = 0;
    EXPECT_EQ(format_cpu(waited, settings), "1864 ms");
    db::ResultRecord accepted;
    accepted.verdict = Verdict::AC;
    accepted.cpu_ms = 12;
    EXPECT_EQ(format_cpu(accepted, settings), "12 ms");
}

}  // namespace
}  // namespace gridjudge
