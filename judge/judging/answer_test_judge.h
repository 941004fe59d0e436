// AnswerTestJudge: judges one test of an output-only problem. Nothing runs: the contestant's
// answer file for the test (answer_files.h) goes to the problem's checker exactly as a batch
// program's output does (judge_by_checker). A test without an answer is WA, as CMS scores a file
// not submitted (0 points); an answer beyond the output limit is OLE, never read by the checker.
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <vector>

#include "judge/judging/answer_files.h"
#include "judge/judging/batch_test_judge.h"
#include "judge/judging/checker.h"
#include "judge/model/package.h"

namespace gridjudge {

class AnswerTestJudge : public TestJudge {
  public:
    AnswerTestJudge(const Checker& checker, const ProblemPackage& package,
                    std::vector<SubmittedFile> answers, std::int64_t output_limit_mib);

    TestOutcome run(const TestFiles& test, const std::filesystem::path& scratch) const override;

  private:
    const Checker& checker_;
    std::map<std::string, const PackageTest*> tests_;
    std::vector<SubmittedFile> answers_;
    std::int64_t output_limit_mib_;
};

}  // namespace gridjudge
