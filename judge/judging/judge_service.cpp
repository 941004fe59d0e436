#include "judge/judging/judge_service.h"

#include <ftw.h>

#include "judge/compile/grader_files.h"
#include "judge/judging/answer_files.h"
#include "judge/judging/answer_test_judge.h"
#include "judge/judging/communication_test_judge.h"
#include "judge/judging/interactive_test_judge.h"
#include "judge/judging/judging_plan.h"
#include "judge/judging/scoring.h"
#include "judge/util/files.h"
#include "judge/util/remove_tree.h"
#include "judge/util/version.h"

namespace gridjudge {
namespace fs = std::filesystem;
namespace {

db::ResultRecord to_record(const db::TestRecord& test, const TestOutcome& outcome,
                           double max_points) {
    db::ResultRecord record;
    record.test_id = test.id;
    record.position = test.position;
    record.test_name = test.name;
    record.group = test.group;
    record.verdict = outcome.verdict;
    record.cpu_ms = outcome.cpu_ms;
    record.wall_ms = outcome.wall_ms;
    record.memory_kib = outcome.memory_kib;
    record.exit_code = outcome.exit_code;
    record.signal = outcome.signal;
    record.score = outcome.fraction * max_points;
    record.max_score = max_points;
    record.message = outcome.message;
    record.diff_line = outcome.diff_line;
    record.diff_expected = outcome.diff_expected;
    record.diff_got = outcome.diff_got;
    record.measured_beyond_limit = outcome.measured_beyond_limit;
    record.interaction = outcome.interaction;
    return record;
}

// An outcome that ends before any test: CE or IE, with the compiler's log and the reason.
db::JudgmentRecord without_tests(Verdict verdict, const CompileResult& compiled,
                                 const std::string& reason, double max_score) {
    db::JudgmentRecord outcome;
    outcome.verdict = verdict;
    outcome.max_score = max_score;
    outcome.compile_command = compiled.command;
    outcome.compiler_version = compiled.compiler_version;
    outcome.compile_log = compiled.log;
    if (!reason.empty()) outcome.compile_log += (outcome.compile_log.empty() ? "" : "\n") + reason;
    return outcome;
}

// Room a compilation and a test's files need besides the program's output, whose limit is
// counted on top.
constexpr std::uintmax_t kWorkSlack = std::uintmax_t{16} << 20;
// Below this, a folder that had room before a run was filled while it ran.
constexpr std::uintmax_t kFilledUp = std::uintmax_t{64} << 10;

std::uintmax_t free_bytes(const fs::path& folder) {
    std::error_code error;
    const fs::space_info space = fs::space(folder, error);
    if (error)
        throw WorkerEnvironmentError("cannot see the free space of " + folder.string() + ": " +
                                     error.message());
    return space.available;
}

// The bytes the files under `folder` take on disk; any depth (nftw closes folders it must).
thread_local std::uintmax_t counted_bytes = 0;
std::uintmax_t disk_usage(const fs::path& folder) {
    counted_bytes = 0;
    ::nftw(
        folder.c_str(),
        [](const char*, const struct stat* info, int, struct FTW*) {
            counted_bytes += static_cast<std::uintmax_t>(info->st_blocks) * 512;
            return 0;
        },
        16, FTW_PHYS);
    return counted_bytes;
}

// A program whose output file cannot be written sees its output cut short (a WA) or an error
// (an RE): not its fault. A folder without room for the most a test may write makes the job go
// back to the queue instead, and is never judged with.
void require_room(const fs::path& folder, std::uintmax_t needed, const std::string& purpose) {
    const std::uintmax_t available = free_bytes(folder);
    if (available < needed)
        throw WorkerEnvironmentError("the temporary folder " + folder.string() + " has " +
                                     std::to_string(available >> 10) + " KiB free, under the " +
                                     std::to_string(needed >> 10) + " KiB " + purpose + " needs");
}

}  // namespace

JudgeService::JudgeService(Compiler& compiler, BoxRunner& runner, TestDataCache& data,
                           ProblemPreparer& preparer, JudgeIdentity identity, JudgePolicy policy,
                           RunGate* gate)
    : compiler_(compiler),
      runner_(runner),
      data_(data),
      preparer_(preparer),
      identity_(std::move(identity)),
      policy_(policy),
      gate_(gate) {}

JudgeOutcome JudgeService::store_outcome(db::Store& store, const db::Claim& claim,
                                         db::JudgmentRecord outcome, int test_count) {
    outcome.judge_version = gridjudge_version();
    outcome.machine = identity_.machine;
    if (!store.finish(claim, outcome)) return JudgeOutcome::ClaimLost;
    JudgeProgress done{claim.submission_id, JudgeProgress::Stage::Done, test_count, test_count};
    done.verdict = outcome.verdict;
    report(done);
    return JudgeOutcome::Stored;
}

JudgeOutcome JudgeService::store_failure(db::Store& store, const db::Claim& claim,
                                         const std::string& reason) {
    return store_outcome(store, claim, without_tests(Verdict::IE, {}, reason, 0), 0);
}

JudgeOutcome JudgeService::judge(db::Store& store, const db::Claim& claim,
                                 const std::function<bool()>& lost) {
    const JudgingPlan plan = load_judging_plan(store, preparer_, claim.submission_id);
    const db::SubmissionRecord& submission = plan.submission;
    const PreparedProblem& problem = *plan.problem;
    const int count = static_cast<int>(plan.tests.size());
    const std::int64_t id = submission.id;
    auto store_outcome = [&](db::JudgmentRecord outcome) {
        return this->store_outcome(store, claim, std::move(outcome), count);
    };

    std::vector<std::string> selected;
    for (const db::TestRecord* test : plan.tests) selected.push_back(test->name);
    Scoring scoring(problem.package, selected);
    const double max_score = scoring.totals().max_score;

    report({id, JudgeProgress::Stage::Compiling, 0, count});
    const std::uintmax_t output_room =
        static_cast<std::uintmax_t>(submission.settings.output_limit_mib) << 20;
    std::unique_ptr<TestJudge> runner;
    CompileResult compiled;  // stays empty for answers: nothing is compiled
    if (problem.package.output_only()) {
        if (!problem.setup_error.empty())
            return store_outcome(without_tests(
                Verdict::IE, {}, "the problem cannot judge: " + problem.setup_error, max_score));
        std::vector<SubmittedFile> answers;
        try {
            answers = decode_submitted_files(submission.source);
        } catch (const std::invalid_argument& error) {
            return store_outcome(without_tests(Verdict::IE, {}, error.what(), max_score));
        }
        require_room(fs::temp_directory_path(), kWorkSlack + output_room, "judging");
        runner =
            std::make_unique<AnswerTestJudge>(*problem.checker, problem.package, std::move(answers),
                                              submission.settings.output_limit_mib);
    } else {
        const Language* language = find_language(submission.language);
        if (language == nullptr)
            return store_outcome(without_tests(
                Verdict::IE, {}, "unknown language '" + submission.language + "'", max_score));
        require_room(fs::temp_directory_path(), kWorkSlack + output_room, "judging");
        CompileRequest request;
        request.language = language;
        request.source = submission.source;
        if (is_submitted_files(submission.source)) {  // a program of several files
            try {
                for (SubmittedFile& file : decode_submitted_files(submission.source))
                    request.submitted_files.push_back({file.name, std::move(file.content)});
            } catch (const std::invalid_argument& error) {
                return store_outcome(without_tests(Verdict::IE, {}, error.what(), max_score));
            }
            request.entry = submitted_entry(submission.source);
        }
        if (const std::vector<SourceFile>* graders = graders_for(problem.graders, *language))
            request.grader_files = *graders;
        request.submission_format = problem.package.submission_format;
        // Kattis's order: the files for every language, then the language's own.
        if (const auto every = problem.included.find("default"); every != problem.included.end())
            request.included_files = every->second;
        if (const std::vector<SourceFile>* own = graders_for(problem.included, *language))
            request.included_files.insert(request.included_files.end(), own->begin(), own->end());
        // Not gated: a compile beside a memory-bound program did not move its CPU time
        // (docs/benchmarks.md, "Timing with K workers": −2 % and −1 % median), so a rerun
        // need not wait for the other workers' compiles to end.
        compiled = compiler_.compile(request);
        if (!compiled.internal_error.empty())
            return store_outcome(
                without_tests(Verdict::IE, compiled, compiled.internal_error, max_score));
        if (!compiled.ok) return store_outcome(without_tests(Verdict::CE, compiled, "", max_score));
        if (!problem.setup_error.empty())
            return store_outcome(without_tests(Verdict::IE, compiled,
                                               "the problem cannot judge: " + problem.setup_error,
                                               max_score));
        // Programs run on the worker's own CPU, so that their CPU time does not depend on what
        // the other workers run beside them.
        CompiledProgram program = compiled.program;
        program.cpu = identity_.cpu;
        if (problem.interactor && problem.interactor->protocol == Protocol::Cms)
            runner = std::make_unique<CommunicationTestJudge>(runner_, *problem.interactor, program,
                                                              submission.settings);
        else if (problem.interactor)
            runner = std::make_unique<InteractiveTestJudge>(
                runner_, *problem.interactor, *problem.checker, program, submission.settings);
        else
            runner = std::make_unique<BatchTestJudge>(runner_, *problem.checker, program,
                                                      submission.settings);
        if (policy_.tle_reruns > 0)
            runner = std::make_unique<TleRerunJudge>(
                std::move(runner), submission.settings.time_limit_ms, policy_.tle_reruns, gate_);
    }
    report({id, JudgeProgress::Stage::Compiled, 0, count});

    TempDir work("gridjudge-judge-");
    std::vector<db::ResultRecord> results;
    for (int i = 0; i < count; ++i) {
        if (lost && lost()) return JudgeOutcome::ClaimLost;
        const db::TestRecord& test = *plan.tests[static_cast<std::size_t>(i)];
        report({id, JudgeProgress::Stage::Testing, i + 1, count});
        TestOutcome outcome;
        if (std::optional<std::string> why = scoring.skip_reason(test.name)) {
            outcome.verdict = Verdict::Skipped;
            outcome.message = "not run: " + *why;
            scoring.record_skipped(test.name);
        } else {
            const TestFiles files{test.name, data_.file(store, test.input_sha256),
                                  data_.file(store, test.answer_sha256), test.group};
            const fs::path scratch = work.path() / std::to_string(test.position);
            require_room(work.path(), kWorkSlack + output_room + fs::file_size(files.input) * 2,
                         "test " + std::to_string(test.position));
            const std::uintmax_t free_before = free_bytes(work.path());
            fs::create_directories(scratch);
            try {
                outcome = runner->run(files, scratch);
                // Filled while the program ran, and not by the program: its writes may have
                // failed for a reason that is not its own.
                if (free_bytes(work.path()) < kFilledUp &&
                    disk_usage(scratch) + kFilledUp < free_before)
                    throw WorkerEnvironmentError("the temporary folder " + work.path().string() +
                                                 " filled up during test " +
                                                 std::to_string(test.position));
            } catch (const WorkerEnvironmentError&) {
                throw;
            } catch (const std::exception& error) {
                outcome = TestOutcome{};
                outcome.verdict = Verdict::IE;
                outcome.message = std::string("judge failure: ") + error.what();
            }
            // A box the judge cannot empty is the judge's failure, not the program's verdict.
            if (const std::string why = remove_tree(scratch); !why.empty())
                throw std::runtime_error("after test " + std::to_string(test.position) + ": " +
                                         why);
            scoring.record(test.name, outcome.verdict, outcome.fraction);
        }
        results.push_back(to_record(test, outcome, scoring.test_max_points(test.name)));
        JudgeProgress tested{id, JudgeProgress::Stage::Testing, i + 1, count};
        tested.outcome = &outcome;
        report(tested);
    }

    const SubmissionScore total = scoring.totals();
    db::JudgmentRecord outcome = without_tests(total.verdict, compiled, "", total.max_score);
    outcome.score = total.score;
    outcome.results = std::move(results);
    for (const GroupScore& group : total.groups)
        outcome.groups.push_back({group.group, group.verdict, group.score, group.max_score});
    return store_outcome(std::move(outcome));
}

}  // namespace gridjudge
