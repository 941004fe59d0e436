#include "judge/judging/batch_test_judge.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "judge/judging/first_difference.h"
#include "judge/run/run_verdict.h"
#include "judge/util/files.h"

namespace gridjudge {
namespace fs = std::filesystem;
namespace {

// The size of `name` in `box` if it is a regular file the program made there, reached without
// following a link: the box is the contestant's, and a link planted as the output would make
// the checker read a host file such as the answers. -1 otherwise.
std::int64_t regular_file_size(const fs::path& box, const std::string& name) {
    const int dir = ::open(box.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dir < 0) return -1;
    struct stat info {};
    const bool regular =
        ::fstatat(dir, name.c_str(), &info, AT_SYMLINK_NOFOLLOW) == 0 && S_ISREG(info.st_mode);
    ::close(dir);
    return regular ? static_cast<std::int64_t>(info.st_size) : -1;
}

}  // namespace

TestOutcome measured_outcome(const sandbox::RunResult& run) {
    TestOutcome outcome;
    outcome.cpu_ms = run.cpu_ms;
    outcome.wall_ms = run.wall_ms;
    outcome.memory_kib = run.memory_kib;
    outcome.exit_code = run.exit_code;
    outcome.signal = run.signal;
    return outcome;
}

BatchTestJudge::BatchTestJudge(BoxRunner& runner, const Checker& checker, CompiledProgram program,
                               JudgeSettings settings)
    : runner_(runner),
      checker_(checker),
      program_(std::move(program)),
      settings_(std::move(settings)),
      limits_(program_limits(settings_, program_, TleMeasure::UpToSettings)) {}

TestOutcome BatchTestJudge::run(const TestFiles& test, const fs::path& scratch) const {
    const fs::path box = scratch / "box";
    fs::create_directories(box);
    place_artifacts(program_.artifacts, box);
    const ProblemIo& io = settings_.io;
    // File mode: the input is in the box and on stdin too; only the output file is judged.
    if (io.mode == IoMode::File) fs::copy_file(test.input, box / io.input_file);

    sandbox::RunSpec spec = program_run_spec(program_, settings_, limits_, box);
    spec.stdin_path = test.input;
    spec.stdout_path = scratch / "stdout";
    if (keeps_stderr(program_)) spec.stderr_path = scratch / "stderr";
    const sandbox::RunResult run = runner_.run(spec);

    TestOutcome outcome = measured_outcome(run);
    RuntimeMemory runtime = limits_.runtime;
    const std::string run_stderr = run_stderr_of(spec.stderr_path);
    runtime.run_stderr = run_stderr;
    if (auto decided = decide_run_verdict(run, limits_.judged, runtime)) {
        outcome.verdict = decided->verdict;
        outcome.message = decided->message;
        // Its CPU time is its whole run's: let go on to be measured, or it ended by itself just
        // past the limit.
        outcome.measured_beyond_limit = decided->verdict == Verdict::TLE && !stopped_at_limit(run);
        return outcome;
    }
    return check_output(test, scratch, spec.stdout_path, std::move(outcome));
}

TestOutcome BatchTestJudge::check_output(const TestFiles& test, const fs::path& scratch,
                                         const fs::path& stdout_file, TestOutcome outcome) const {
    const ProblemIo& io = settings_.io;
    fs::path output = stdout_file;
    if (io.mode == IoMode::File) {
        const fs::path box = scratch / "box";
        const std::int64_t size = regular_file_size(box, io.output_file);
        if (size < 0) {
            outcome.verdict = Verdict::WA;
            std::error_code ignored;
            const auto printed = fs::file_size(stdout_file, ignored);
            outcome.message =
                !ignored && printed > 0
                    ? "the program wrote its answer to standard output, but this problem is "
                      "judged by the file " +
                          io.output_file +
                          ", which it did not create; to judge standard output instead, judge "
                          "it again with --io stdio"
                    : "the program did not create " + io.output_file +
                          " as a regular file (this problem uses file input/output)";
            return outcome;
        }
        // RLIMIT_FSIZE stops the file at the limit; a program that ignores SIGXFSZ goes on
        // after its writes fail and exits 0. Reaching the limit is OLE all the same, never
        // whatever the checker makes of the cut file.
        if (size >= limits_.judged.output_kib * 1024) {
            outcome.verdict = Verdict::OLE;
            outcome.message =
                "output exceeded " + std::to_string(limits_.judged.output_kib / 1024) + " MiB";
            return outcome;
        }
        output = box / io.output_file;
    }
    return judge_by_checker(checker_, test, output, scratch, std::move(outcome));
}

TestOutcome judge_by_checker(const Checker& checker, const TestFiles& test, const fs::path& output,
                             const fs::path& scratch, TestOutcome outcome) {
    const CheckerOutcome checked = checker.check({test.input, output, test.answer, scratch});
    outcome.verdict = checked.verdict;
    outcome.message = checked.message;
    outcome.fraction = checked.fraction;
    if ((outcome.verdict == Verdict::WA || outcome.verdict == Verdict::PE) &&
        checker.answer_is_unique()) {
        constexpr std::size_t kCompared = 1 << 20;  // enough to find a difference, bounded
        if (auto difference =
                first_difference(read_file(output, kCompared), read_file(test.answer, kCompared))) {
            outcome.diff_line = difference->line;
            outcome.diff_expected = difference->expected;
            outcome.diff_got = difference->got;
        }
    }
    return outcome;
}

}  // namespace gridjudge
