#include "judge/app/verify.h"

#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <set>

#include "judge/app/answer_upload.h"
#include "judge/app/derived_time_limit.h"
#include "judge/app/submission_record.h"
#include "judge/compile/language.h"
#include "judge/judging/answer_files.h"
#include "judge/model/limits.h"
#include "judge/model/package_json.h"
#include "judge/package/import_package.h"
#include "judge/package/input_validation.h"
#include "judge/package/package_folder.h"
#include "judge/package/package_install.h"
#include "judge/package/solution_tags.h"
#include "judge/util/files.h"
#include "judge/util/safe_files.h"
#include "judge/worker/job_source.h"
#include "reference/problems.h"

namespace gridjudge::app {
namespace fs = std::filesystem;
namespace {

// A user's extra solution is a source file; this is far above any real one.
constexpr std::uint64_t kMaxSourceBytes = 4 * 1024 * 1024;

// The package to verify, as a folder in the scratch area.
struct Staged {
    ProblemPackage package;
    fs::path folder;
    int validated = 0;  // tests whose input a validator accepted
    std::vector<std::string> invalid;
    std::optional<db::TestSetRecord> user_test_set;  // a stored problem's version
};

Staged import_into_scratch(const VerifyRequest& request, VerifyParts& parts,
                           const fs::path& scratch) {
    parts.say("importing " + request.target);
    package::ImportResult result;
    try {
        package::ImportOptions options = request.import_options;
        options.derive_time_limit = true;
        if (options.origin.empty())
            options.origin = fs::absolute(request.target).lexically_normal().string();
        result = package::import_package(request.target, scratch / "import", *parts.tools, options);
    } catch (const std::exception& error) {
        throw VerifyError(error.what());
    }
    if (result.problems.size() != 1)
        throw VerifyError(request.target + " holds " + std::to_string(result.problems.size()) +
                          " problems; import it and verify each by its id");
    for (const std::string& note : result.notes) parts.say("note: " + note);
    Staged staged;
    staged.package = result.problems.front().package;
    staged.folder = result.problems.front().folder;
    if (const auto& rule = result.problems.front().time_limit_rule) {
        const DerivedTimeLimit derived =
            derive_time_limit(staged.package, staged.folder, *rule, scratch / "time-limit", parts);
        staged.package.limits.time_ms = derived.time_limit_ms;
        parts.say("note: " + derived.note);
    }
    // The import validated every test with every validator of the package, or failed.
    if (staged.package.validator) staged.validated = static_cast<int>(staged.package.tests.size());
    return staged;
}

// Every input checked by the package's validator: a built-in problem's in process, a package's
// own (testlib: exit 0; Kattis: exit 42) through the sandboxed tools.
void validate_inputs(Staged& staged, VerifyParts& parts) {
    const ProblemPackage& package = staged.package;
    if (!package.validator) return;
    const ProgramSpec& validator = *package.validator;
    package::ToolProgram program;
    if (validator.protocol != Protocol::Builtin) {
        program.source = staged.folder / validator.source;
        program.language = validator.language;
        for (const std::string& file : package.files)
            program.include_files.push_back(staged.folder / file);
    }
    const ProblemInfo* builtin =
        validator.protocol == Protocol::Builtin ? find_problem(validator.name) : nullptr;
    if (validator.protocol == Protocol::Builtin && builtin == nullptr)
        throw VerifyError("validator: no built-in validator '" + validator.name + "'");
    for (const PackageTest& test : package.tests) {
        const fs::path input = staged.folder / test.input;
        std::string why;
        if (builtin != nullptr) {
            try {
                builtin->validate(read_file(input), test.input);
            } catch (const std::exception& error) {
                why = error.what();
            }
        } else {
            const package::ToolResult result = parts.tools->run(
                program, package::validator_arguments_for(package, validator, test), input, {});
            if (!result.ran)
                throw VerifyError("validator " + validator.source +
                                  " could not be run: " + result.failure.substr(0, 300));
            why = package::invalid_input_reason(validator, result).value_or("");
        }
        if (why.empty())
            ++staged.validated;
        else
            staged.invalid.push_back("test " + test.name + " (" + test.input +
                                     ") is invalid: " + why);
    }
}

Staged stored_into_scratch(const VerifyRequest& request, VerifyParts& parts,
                           const fs::path& scratch) {
    db::Store& store = *parts.user_store;
    const std::optional<db::TestSetRecord> set = store.active_test_set(request.target);
    if (!set) {
        std::string known;
        for (const db::ProblemRecord& problem : store.problems())
            known += (known.empty() ? "" : ", ") + problem.id;
        throw VerifyError(
            request.target + " is neither a package folder or archive nor a stored problem" +
            (known.empty() ? std::string(" (the database has none)") : " (stored: " + known + ")") +
            (find_problem(request.target) ? "; store the built-in problem first with `gridjudge "
                                            "gen " +
                                                request.target + "`"
                                          : ""));
    }
    parts.say("verifying " + set->problem_id + " version " + std::to_string(set->version));
    const fs::path folder = package::materialize_test_set(store, *set, scratch / "stored");
    Staged staged;
    staged.package = package::load_package_folder(folder).package;
    staged.folder = folder;
    staged.user_test_set = set;
    validate_inputs(staged, parts);
    return staged;
}

struct Candidate {
    std::string file;                  // as shown
    fs::path host_path;                // the source; of several files, the entry point
    std::vector<fs::path> companions;  // a program of several files: the others
    std::string language;              // as the package or the extension says
    std::vector<Verdict> expected;
    std::optional<double> expected_score;
    std::string tag;
    // An output-only problem's solution: answer files (the source and companions, or the files
    // of the folder or archive given), judged as a contestant's answers are.
    bool answers = false;
};

std::vector<Candidate> candidates(const ProblemPackage& package, const fs::path& folder,
                                  const std::vector<ExtraSolution>& extra) {
    std::vector<Candidate> list;
    for (const PackageSolution& solution : package.solutions) {
        Candidate candidate{solution.source,   folder / solution.source, {},
                            solution.language, solution.expected,        solution.score,
                            solution.tag};
        // A program of several files is shown as its folder, as Kattis names it.
        if (!solution.companions.empty())
            candidate.file = fs::path(solution.source).parent_path().string();
        for (const std::string& companion : solution.companions)
            candidate.companions.push_back(folder / companion);
        candidate.answers = solution.language == kAnswerSolutionLanguage;
        list.push_back(std::move(candidate));
    }
    for (const ExtraSolution& added : extra) {
        Candidate candidate{added.file,     added.file,   {},          "",
                            added.expected, std::nullopt, "--solution"};
        candidate.answers = package.output_only();
        if (candidate.expected.empty() && candidate.answers)
            throw VerifyError(added.file +
                              ": no expected verdict; answers carry no @EXPECTED_RESULTS@ "
                              "comment: give FILE=VERDICT");
        if (candidate.expected.empty()) {
            const ReadOutcome read = read_regular_file(added.file, kMaxSourceBytes);
            if (!read.content) throw VerifyError(added.file + ": " + read.refusal);
            package::ExpectedComment comment;
            try {
                comment = package::expected_comment(*read.content);
            } catch (const std::invalid_argument& error) {
                throw VerifyError(added.file + ": " + error.what());
            }
            if (comment.verdicts.empty())
                throw VerifyError(added.file +
                                  ": no expected verdict; give FILE=VERDICT or put an "
                                  "@EXPECTED_RESULTS@ comment in the file");
            candidate.expected = comment.verdicts;
            candidate.expected_score = comment.score;
            candidate.tag = "@EXPECTED_RESULTS@";
        }
        list.push_back(std::move(candidate));
    }
    return list;
}

const Language& language_of(const Candidate& candidate) {
    const Language* language = candidate.language.empty()
                                   ? language_for_file(candidate.host_path.string())
                                   : find_language(candidate.language);
    if (language == nullptr)
        throw VerifyError(candidate.file + ": no language of the judge runs it (" +
                          language_id_list() + ")");
    return *language;
}

// An output-only problem's solution: its answer files gathered as `submit` gathers a
// contestant's (a folder or an archive given with --solution is flattened), by the same rules.
db::SubmissionRecord answer_submission_of(const Candidate& candidate,
                                          const StoredProblem& problem) {
    std::vector<fs::path> paths{candidate.host_path};
    paths.insert(paths.end(), candidate.companions.begin(), candidate.companions.end());
    std::vector<SubmittedFile> answers;
    try {
        answers = read_answers(paths, answer_caps(problem.package));
    } catch (const AnswerUploadError& error) {
        throw VerifyError(candidate.file + ": " + error.what());
    }
    NewProgram program;
    program.user = "verify";
    program.source_name = candidate.host_path.filename().string();
    try {
        return new_answer_submission(problem, program, answers);
    } catch (const std::invalid_argument& error) {
        throw VerifyError(candidate.file + ": " + error.what());
    }
}

db::SubmissionRecord submission_of(const Candidate& candidate, const ProblemPackage& package,
                                   const db::TestSetRecord& set, std::optional<IoMode> io_mode) {
    if (candidate.answers)
        return answer_submission_of(candidate, {{package.id, package.title, set.id}, set, package});
    const Language& language = language_of(candidate);
    const ReadOutcome read = read_regular_file(candidate.host_path, kMaxSourceBytes);
    if (!read.content) throw VerifyError(candidate.file + ": " + read.refusal);
    const StoredProblem problem{{package.id, package.title, set.id}, set, package};
    NewProgram program;
    program.language = &language;
    program.source = *read.content;
    program.source_name = candidate.host_path.filename().string();
    if (!candidate.companions.empty()) {
        // Submitted as `submit` submits a folder: every file under its own name, the entry named.
        std::vector<SubmittedFile> files{{program.source_name, *read.content}};
        for (const fs::path& companion : candidate.companions) {
            const ReadOutcome other = read_regular_file(companion, kMaxSourceBytes);
            if (!other.content)
                throw VerifyError(candidate.file + "/" + companion.filename().string() + ": " +
                                  other.refusal);
            files.push_back({companion.filename().string(), *other.content});
        }
        try {
            program.source = encode_submitted_files(files, program.source_name);
        } catch (const std::invalid_argument& error) {
            throw VerifyError(candidate.file + ": " + error.what());
        }
    }
    program.user = "verify";
    try {
        // Every run too slow is let go on to just past twice the limit: a solution meant to be
        // too slow must still be running there (the margin), and its time says by how much.
        const JudgeSettings plain = settings_for(package, language.family, {});
        program.overrides.io_mode = io_mode;
        program.overrides.measure_tle_up_to_ms =
            std::min<std::int64_t>(2 * plain.time_limit_ms + 1, kMeasureTimeRange.max);
        return new_submission(problem, program);
    } catch (const std::invalid_argument& error) {
        throw VerifyError(candidate.file + ": " + error.what());
    }
}

bool allows(const std::vector<Verdict>& expected, Verdict verdict) {
    return std::find(expected.begin(), expected.end(), verdict) != expected.end();
}

bool only_accepted(const std::vector<Verdict>& expected) {
    return expected.size() == 1 && expected.front() == Verdict::AC;
}

// The margins (problemtools warns the same way): an accepted solution needs at most half the
// limit on every test; a solution meant to fail by time still runs at twice the limit on one.
void check_margins(VerifyReport& report) {
    const VerifiedSolution* slowest = nullptr;
    bool sensitive = false;
    for (const VerifiedSolution& solution : report.solutions) {
        const std::int64_t limit = solution.time_limit_ms;
        // A TLE under the CPU limit was stopped by the wall clock: the machine gave the program
        // too little CPU, and the verdict says nothing of the package.
        for (const VerifyCell& cell : solution.tests)
            if (cell.verdict == Verdict::TLE && cell.cpu_ms < limit) {
                report.warnings.push_back(solution.file + ": TLE on test " + cell.test +
                                          " after only " + std::to_string(cell.cpu_ms) +
                                          " ms of CPU time: stopped by the wall clock on a "
                                          "loaded machine; verify again on a quieter one");
                break;
            }
        if (only_accepted(solution.expected) && solution.verdict == Verdict::AC) {
            if (!slowest || solution.max_cpu_ms > slowest->max_cpu_ms) slowest = &solution;
            for (const VerifyCell& cell : solution.tests)
                if (cell.cpu_ms * 2 > limit) {
                    report.warnings.push_back(
                        solution.file + ": " + std::to_string(cell.cpu_ms) + " ms on test " +
                        cell.test + ", above half the time limit (" + std::to_string(limit / 2) +
                        " ms): sensitive to the time limit");
                    sensitive = true;
                    break;
                }
        }
        if (solution.verdict == Verdict::TLE && !allows(solution.expected, Verdict::AC)) {
            const bool beyond =
                std::any_of(solution.tests.begin(), solution.tests.end(), [&](const VerifyCell& c) {
                    return c.verdict == Verdict::TLE && c.cpu_ms > 2 * limit;
                });
            if (!beyond) {
                report.warnings.push_back(solution.file +
                                          ": too slow, but on no test still running at twice the "
                                          "time limit (" +
                                          std::to_string(2 * limit) +
                                          " ms): sensitive to the time limit");
                sensitive = true;
            }
        }
    }
    if (!slowest) return;
    // Twice the slowest accepted solution, in whole tenths of a second.
    const std::int64_t twice = std::max<std::int64_t>(2 * slowest->max_cpu_ms, 1);
    report.suggested_time_limit_ms = (twice + 99) / 100 * 100;
    if (sensitive)
        report.warnings.push_back(
            "suggested time limit: " + std::to_string(*report.suggested_time_limit_ms) +
            " ms (twice the slowest accepted solution, " + slowest->file + ", " +
            std::to_string(slowest->max_cpu_ms) + " ms)");
}

VerifiedSolution verified(const Candidate& candidate, const db::SubmissionRecord& judged) {
    VerifiedSolution solution;
    solution.file = candidate.file;
    solution.expected = candidate.expected;
    solution.expected_score = candidate.expected_score;
    solution.tag = candidate.tag;
    solution.verdict = judged.verdict.value_or(Verdict::IE);
    solution.score = judged.score;
    solution.time_limit_ms = judged.settings.time_limit_ms;
    for (const db::ResultRecord& result : judged.results) {
        if (result.verdict == Verdict::Skipped) continue;
        solution.tests.push_back({result.test_name, result.verdict, result.cpu_ms});
        solution.max_cpu_ms = std::max(solution.max_cpu_ms, result.cpu_ms);
    }
    solution.ok =
        judged.verdict.has_value() && allows(solution.expected, solution.verdict) &&
        (!solution.expected_score || std::abs(*solution.expected_score - solution.score) < 1e-6);
    return solution;
}

// The solutions judged, in the order given, and the problem.json they were judged on.
struct JudgedCandidates {
    std::vector<VerifiedSolution> solutions;
    std::string package_json;
};

// Judges `list` by the real judge in a store of its own under `scratch`: the judge sees an
// ordinary problem and ordinary submissions, and the user's results never see them. The package
// folder `folder` is moved into the scratch store's package folder (installing takes it).
JudgedCandidates judge_candidates(std::vector<Candidate> list, const ProblemPackage& package,
                                  const fs::path& folder, const fs::path& scratch,
                                  std::optional<IoMode> io_mode, VerifyParts& parts) {
    const std::string location = (scratch / "verify.db").string();
    const std::unique_ptr<db::Store> store = db::open_store(location);
    const fs::path installed_folder = scratch / "package";
    package::InstalledPackage installed;
    try {
        installed = package::install_package(store.get(), package, folder, installed_folder);
    } catch (const std::exception& error) {
        throw VerifyError(package.id + ": " + error.what());
    }
    // The user's files now live in the installed folder (the staged one was moved there).
    auto moved = [&](fs::path& path) {
        if (path.string().rfind(folder.string(), 0) == 0)
            path = installed_folder / fs::relative(path, folder);
    };
    for (Candidate& candidate : list) {
        moved(candidate.host_path);
        for (fs::path& companion : candidate.companions) moved(companion);
    }

    std::vector<std::int64_t> ids;
    for (const Candidate& candidate : list)
        ids.push_back(
            store->enqueue(submission_of(candidate, package, *installed.test_set, io_mode)));
    if (!ids.empty()) {
        parts.say("judging " + std::to_string(ids.size()) + " solution(s) on " +
                  std::to_string(package.tests.size()) + " tests");
        ListedJobs jobs(ids);
        PoolOptions pool;
        pool.workers = std::max(1, parts.workers);
        pool.name = "verify:" + std::to_string(::getpid());
        pool.machine = "verify";
        WorkerPool running([location] { return db::open_store(location); }, location,
                           parts.make_service, jobs, pool, parts.stopping);
        running.join();
        if (parts.stopping()) throw VerifyError("interrupted: nothing was verified");
    }
    JudgedCandidates judged;
    judged.package_json = installed.test_set->package_json;
    for (std::size_t i = 0; i < list.size(); ++i)
        judged.solutions.push_back(verified(list[i], *store->submission(ids[i])));
    return judged;
}

}  // namespace

std::vector<VerifiedSolution> judge_time_limit_solutions(const ProblemPackage& package,
                                                         const fs::path& folder,
                                                         const fs::path& scratch,
                                                         TimeBoundSolutions which,
                                                         VerifyParts& parts) {
    std::vector<Candidate> accepted;
    for (Candidate& candidate : candidates(package, folder, {}))
        if (only_accepted(candidate.expected) || (which == TimeBoundSolutions::AllNotAllowedTle &&
                                                  !allows(candidate.expected, Verdict::TLE)))
            accepted.push_back(std::move(candidate));
    if (accepted.empty()) return {};
    // Judging moves the folder it is given: it gets a copy, of links where it can.
    fs::create_directories(scratch);
    const fs::path copy = scratch / "staged";
    std::error_code linked;
    fs::copy(folder, copy, fs::copy_options::recursive | fs::copy_options::create_hard_links,
             linked);
    if (linked) {
        fs::remove_all(copy);
        fs::copy(folder, copy, fs::copy_options::recursive);
    }
    for (Candidate& candidate : accepted) {
        candidate.host_path = copy / fs::relative(candidate.host_path, folder);
        for (fs::path& companion : candidate.companions)
            companion = copy / fs::relative(companion, folder);
    }
    return judge_candidates(std::move(accepted), package, copy, scratch, std::nullopt, parts)
        .solutions;
}

ExtraSolution parse_extra_solution(const std::string& text) {
    const std::size_t equals = text.rfind('=');
    ExtraSolution extra;
    extra.file = text.substr(0, equals);
    if (extra.file.empty()) throw std::invalid_argument("--solution '" + text + "': no file");
    if (equals == std::string::npos) return extra;
    const std::string list = text.substr(equals + 1);
    std::size_t start = 0;
    while (start <= list.size()) {
        std::size_t end = list.find(',', start);
        if (end == std::string::npos) end = list.size();
        const std::string name = list.substr(start, end - start);
        start = end + 1;
        const std::optional<Verdict> verdict = parse_verdict(name);
        if (!verdict || *verdict == Verdict::Skipped)
            throw std::invalid_argument("--solution '" + text + "': '" + name +
                                        "' is not a verdict (AC, WA, PE, TLE, MLE, OLE, RE, CE, "
                                        "IE)");
        if (!allows(extra.expected, *verdict)) extra.expected.push_back(*verdict);
    }
    return extra;
}

VerifyReport verify(const VerifyRequest& request, VerifyParts& parts) {
    const TempDir scratch("gridjudge-verify-");
    const bool is_path = fs::exists(fs::symlink_status(request.target));
    if (!is_path && parts.user_store == nullptr)
        throw VerifyError(request.target + ": no such package folder or archive");
    Staged staged = is_path ? import_into_scratch(request, parts, scratch.path())
                            : stored_into_scratch(request, parts, scratch.path());
    const ProblemPackage& package = staged.package;
    std::vector<Candidate> list = candidates(package, staged.folder, request.extra);
    const JudgedCandidates judged =
        judge_candidates(list, package, staged.folder, scratch.path(), request.io_mode, parts);

    VerifyReport report;
    report.problem = package.id;
    report.package_sha256 = staged.user_test_set ? sha256_hex(staged.user_test_set->package_json)
                                                 : sha256_hex(judged.package_json);
    report.time_limit_ms = package.limits.time_ms;
    report.validated_tests = staged.validated;
    for (const PackageTest& test : package.tests) report.tests.push_back(test.name);
    report.solutions = judged.solutions;
    report.warnings = staged.invalid;
    if (list.empty())
        report.warnings.push_back("the package carries no tagged solution");
    else if (std::none_of(list.begin(), list.end(),
                          [](const Candidate& c) { return allows(c.expected, Verdict::AC); }))
        report.warnings.push_back("no solution is meant to be accepted");
    // Answers are not run: no time to hold to the limit.
    if (!package.output_only()) check_margins(report);
    report.ok =
        staged.invalid.empty() && std::all_of(report.solutions.begin(), report.solutions.end(),
                                              [](const VerifiedSolution& s) { return s.ok; });

    // A stored problem keeps its last matrix beside its package folder, for the web.
    if (staged.user_test_set) {
        const fs::path dir = staged.user_test_set->package_dir;
        std::error_code gone;
        if (!dir.empty() && fs::is_directory(dir, gone) && fs::exists(dir / "problem.json")) {
            write_file_atomic(dir / kVerifyRecordName, verify_record_json(report));
            report.saved_to = (dir / kVerifyRecordName).string();
        }
    }
    return report;
}

}  // namespace gridjudge::app
