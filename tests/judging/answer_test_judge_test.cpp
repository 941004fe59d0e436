// Output-only tests (judge/judging/answer_test_judge.h, answer_files.h): which submitted file
// answers which test, the missing and the oversized answer, and the checker's verdict reached by
// the same path as a batch program's output (the built-in tokens checker, in process).
#include "judge/judging/answer_test_judge.h"

#include <gtest/gtest.h>

#include "judge/util/files.h"

namespace gridjudge {
namespace {

namespace fs = std::filesystem;

class AnswerTestJudgeTest : public ::testing::Test {
  protected:
    AnswerTestJudgeTest() {
        package_.kind = ProblemKind::OutputOnly;
        for (const char* name : {"01", "02", "secret/03"}) {
            PackageTest test;
            test.name = name;
            test.group = "all";
            test.points = 10;
            package_.tests.push_back(test);
        }
        package_.tests[2].answer_file = "data3.out";
    }

    TestOutcome run(const std::vector<SubmittedFile>& answers, const std::string& test,
                    const std::string& expected = "3\n", std::int64_t output_limit_mib = 1) {
        const AnswerTestJudge judge(*tokens_, package_, answers, output_limit_mib);
        const fs::path scratch = dir_.path() / std::to_string(++runs_);
        fs::create_directories(scratch);
        write_file_atomic(dir_.path() / "input", "1 2\n");
        write_file_atomic(dir_.path() / "answer", expected);
        return judge.run({test, dir_.path() / "input", dir_.path() / "answer"}, scratch);
    }

    ProblemPackage package_;
    TempDir dir_{"gridjudge-answer-test-"};
    std::unique_ptr<BuiltinChecker> tokens_ = BuiltinChecker::find("tokens");
    int runs_ = 0;
};

TEST_F(AnswerTestJudgeTest, EachTestTakesItsOwnNameCmsNameAndThePackagesName) {
    EXPECT_EQ(answer_names(package_.tests[0]),
              (std::vector<std::string>{"01.out", "output_01.txt"}));
    EXPECT_EQ(answer_names(package_.tests[2]),
              (std::vector<std::string>{"data3.out", "03.out", "output_03.txt"}));
    for (const auto& [file, test] :
         {std::pair{"01.out", "01"}, std::pair{"output_02.txt", "02"},
          std::pair{"data3.out", "secret/03"}, std::pair{"03.out", "secret/03"}}) {
        const TestOutcome outcome = run({{file, "3\n"}}, test);
        EXPECT_EQ(outcome.verdict, Verdict::AC) << file;
        EXPECT_EQ(outcome.fraction, 1) << file;
    }
    // The package's own name comes first when both are there.
    EXPECT_EQ(run({{"03.out", "4\n"}, {"data3.out", "3\n"}}, "secret/03").verdict, Verdict::AC);
}

TEST_F(AnswerTestJudgeTest, AMissingAnswerIsWrongWithItsTestNamed) {
    const TestOutcome outcome = run({{"02.out", "3\n"}, {"1.out", "3\n"}}, "01");
    EXPECT_EQ(outcome.verdict, Verdict::WA);
    EXPECT_EQ(outcome.message, "no answer for test 01");
    EXPECT_EQ(outcome.fraction, 0);
}

TEST_F(AnswerTestJudgeTest, AWrongAnswerGoesThroughTheCheckerWithItsDifference) {
    const TestOutcome outcome = run({{"01.out", "4\n"}}, "01");
    EXPECT_EQ(outcome.verdict, Verdict::WA);
    EXPECT_EQ(outcome.message, "token 1 (line 1): expected 3, got '4'");
    EXPECT_EQ(outcome.diff_line, 1);
    EXPECT_EQ(outcome.diff_expected, "3");
    EXPECT_EQ(outcome.diff_got, "4");
}

TEST_F(AnswerTestJudgeTest, AnAnswerBeyondTheOutputLimitIsNeverChecked) {
    const TestOutcome outcome = run({{"01.out", std::string(1 << 20, '3')}}, "01");
    EXPECT_EQ(outcome.verdict, Verdict::OLE);
    EXPECT_EQ(outcome.message, "the answer 01.out exceeds the output limit of 1 MiB");
}

TEST(SubmittedFiles, StoredAsOneTextAndReadBack) {
    const std::vector<SubmittedFile> files{{"01.out", "3\n"}, {"output_02.txt", "é \"quoted\"\n"}};
    const std::string text = encode_submitted_files(files);
    EXPECT_EQ(text, R"({"format":"gridjudge-files","files":[{"name":"01.out","content":"3\n"},)"
                    R"({"name":"output_02.txt","content":"é \"quoted\"\n"}]})");
    const std::vector<SubmittedFile> back = decode_submitted_files(text);
    ASSERT_EQ(back.size(), 2u);
    EXPECT_EQ(back[1].name, "output_02.txt");
    EXPECT_EQ(back[1].content, "é \"quoted\"\n");
}

TEST(SubmittedFiles, RefusesWhatItCannotStoreOrRead) {
    try {
        encode_submitted_files({{"01.out", "\xff\xfe"}});
        FAIL() << "invalid UTF-8 was stored";
    } catch (const std::invalid_argument& error) {
        EXPECT_STREQ(error.what(), "01.out: not UTF-8 text");
    }
    for (const char* text : {"int main() {}", R"({"format":"other","files":[]})",
                             R"({"format":"gridjudge-files","files":[{"name":1}]})"})
        EXPECT_THROW(decode_submitted_files(text), std::invalid_argument) << text;
}

}  // namespace
}  // namespace gridjudge
