#include "judge/core/judge_service.h"

#include "judge/core/checker.h"
#include "judge/core/files.h"
#include "judge/core/scoring.h"
#include "judge/core/test_selection.h"

namespace gridjudge {
namespace fs = std::filesystem;
namespace {

db::ResultRecord to_record(const db::TestRecord& test, const TestOutcome& outcome) {
    db::ResultRecord record;
    record.test_id = test.id;
    record.position = test.position;
    record.test_name = test.name;
    record.verdict = std::string(verdict_name(outcome.verdict));
    record.cpu_ms = outcome.cpu_ms;
    record.wall_ms = outcome.wall_ms;
    record.memory_kib = outcome.memory_kib;
    record.exit_code = outcome.exit_code;
    record.signal = outcome.signal;
    record.score = outcome.score;
    record.max_score = outcome.max_score;
    record.message = outcome.message;
    record.diff_line = outcome.diff_line;
    record.diff_expected = outcome.diff_expected;
    record.diff_got = outcome.diff_got;
    return record;
}

int total_points(const std::vector<db::TestRecord>& tests) {
    int total = 0;
    for (const db::TestRecord& test : tests) total += test.points;
    return total;
}

}  // namespace

JudgeService::JudgeService(db::Store& store, Compiler& compiler, sandbox::Options sandbox_options)
    : store_(store), compiler_(compiler), sandbox_options_(sandbox_options) {}

void JudgeService::judge(std::int64_t submission_id) {
    std::optional<db::SubmissionRecord> submission = store_.submission(submission_id);
    if (!submission) throw std::runtime_error("no submission " + std::to_string(submission_id));
    std::optional<db::ProblemRecord> problem = store_.problem(submission->problem_id);
    if (!problem) throw std::runtime_error("no problem " + submission->problem_id);

    std::vector<db::TestRecord> tests;
    {
        std::vector<db::TestRecord> all = store_.tests(submission->test_set_id);
        std::set<int> selected;
        try {
            selected = parse_test_selection(submission->test_filter, static_cast<int>(all.size()));
        } catch (const std::invalid_argument&) {
            // The filter was checked when the submission was made; a changed test set is our
            // fault, so judge every test rather than none.
            selected = parse_test_selection("", static_cast<int>(all.size()));
        }
        for (db::TestRecord& test : all)
            if (selected.count(test.position)) tests.push_back(std::move(test));
    }
    store_.mark_judging(submission_id);

    db::SubmissionRecord outcome;
    outcome.max_score = total_points(tests);
    const Language* language = find_language(submission->language);
    report({submission_id, JudgeProgress::Stage::Compiling, 0, static_cast<int>(tests.size())});
    CompileResult compiled;
    if (language) {
        compiled = compiler_.compile(submission->source, *language);
        outcome.compile_flags = compiled.command;
    } else {
        compiled.internal_error = "unknown language '" + submission->language + "'";
    }
    outcome.compile_log = compiled.log;
    if (!compiled.internal_error.empty()) {
        outcome.verdict = "IE";
        outcome.compile_log += (outcome.compile_log.empty() ? "" : "\n") + compiled.internal_error;
        store_.finish(submission_id, outcome, {});
        report({submission_id, JudgeProgress::Stage::Done, 0, static_cast<int>(tests.size())});
        return;
    }
    if (!compiled.ok) {
        outcome.verdict = "CE";
        store_.finish(submission_id, outcome, {});
        report({submission_id, JudgeProgress::Stage::Done, 0, static_cast<int>(tests.size())});
        return;
    }
    report({submission_id, JudgeProgress::Stage::Compiled, 0, static_cast<int>(tests.size())});

    sandbox::Limits limits;
    limits.cpu_ms = overrides_.time_limit_ms.value_or(problem->time_limit_ms);
    limits.wall_ms = default_wall_limit_ms(limits.cpu_ms);
    limits.memory_kib = overrides_.memory_limit_mib.value_or(problem->memory_limit_mib) * 1024;
    limits.output_kib = 64 * 1024;
    limits.processes = 64;  // threads count as tasks; fork bombs stop at this cap
    ProblemIo io{overrides_.file_io.value_or(problem->file_io), problem->file_name};
    TestRunner runner(compiled.binary, io, limits, Checker(problem->checker), sandbox_options_);

    TempDir work("gridjudge-judge-");
    std::vector<TestOutcome> outcomes;
    std::vector<db::ResultRecord> results;
    for (std::size_t i = 0; i < tests.size(); ++i) {
        const db::TestRecord& test = tests[i];
        report({submission_id, JudgeProgress::Stage::Testing, static_cast<int>(i + 1),
                static_cast<int>(tests.size())});
        const fs::path scratch = work.path() / test.name;
        fs::create_directories(scratch);
        TestCase test_case{test.name, scratch / "input", scratch / "answer", test.points};
        write_file_atomic(test_case.input, test.input);
        write_file_atomic(test_case.answer, test.answer);
        TestOutcome result;
        try {
            result = runner.run(test_case, scratch);
        } catch (const std::exception& error) {
            result.verdict = Verdict::IE;
            result.max_score = test.points;
            result.message = std::string("judge failure: ") + error.what();
        }
        fs::remove_all(scratch);
        outcomes.push_back(result);
        results.push_back(to_record(test, result));
        JudgeProgress done{submission_id, JudgeProgress::Stage::Testing, static_cast<int>(i + 1),
                           static_cast<int>(tests.size())};
        done.outcome = &outcomes.back();
        report(done);
    }
    SubmissionScore total = score_submission(outcomes);
    outcome.verdict = std::string(verdict_name(total.verdict));
    outcome.score = total.score;
    store_.finish(submission_id, outcome, results);
    report({submission_id, JudgeProgress::Stage::Done, static_cast<int>(tests.size()),
            static_cast<int>(tests.size())});
}

std::vector<std::int64_t> JudgeService::judge_unfinished() {
    std::vector<std::int64_t> ids = store_.unfinished();
    for (std::int64_t id : ids) judge(id);
    return ids;
}

}  // namespace gridjudge
