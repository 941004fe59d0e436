#include "judge/judging/answer_test_judge.h"

#include <stdexcept>

#include "judge/util/files.h"

namespace gridjudge {
namespace fs = std::filesystem;

AnswerTestJudge::AnswerTestJudge(const Checker& checker, const ProblemPackage& package,
                                 std::vector<SubmittedFile> answers, std::int64_t output_limit_mib)
    : checker_(checker), answers_(std::move(answers)), output_limit_mib_(output_limit_mib) {
    for (const PackageTest& test : package.tests) tests_[test.name] = &test;
}

TestOutcome AnswerTestJudge::run(const TestFiles& test, const fs::path& scratch) const {
    TestOutcome outcome;
    const auto found = tests_.find(test.name);
    if (found == tests_.end())
        throw std::runtime_error("test " + test.name + " is not in the problem's package");
    const SubmittedFile* answer = find_answer(answers_, *found->second);
    if (answer == nullptr) {
        outcome.verdict = Verdict::WA;
        outcome.message = "no answer for test " + test.name;
        return outcome;
    }
    // Submitting refuses larger answers; a rejudge with a lower --output-limit meets them here.
    if (static_cast<std::int64_t>(answer->content.size()) >= output_limit_mib_ * 1024 * 1024) {
        outcome.verdict = Verdict::OLE;
        outcome.message = "the answer " + answer->name + " exceeds the output limit of " +
                          std::to_string(output_limit_mib_) + " MiB";
        return outcome;
    }
    const fs::path output = scratch / "answer";
    write_file_atomic(output, answer->content);
    return judge_by_checker(checker_, test, output, scratch, std::move(outcome));
}

}  // namespace gridjudge
