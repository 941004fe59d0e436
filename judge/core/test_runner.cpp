#include "judge/core/test_runner.h"

#include <cmath>
#include <system_error>

#include "judge/core/checker.h"
#include "judge/core/files.h"
#include "judge/core/first_difference.h"

namespace gridjudge {
namespace fs = std::filesystem;
namespace {

constexpr const char* kProgramName = "main";

// A hard link costs nothing; a copy is the fallback across file systems.
void place_binary(const fs::path& binary, const fs::path& target) {
    std::error_code error;
    fs::create_hard_link(binary, target, error);
    if (error) fs::copy_file(binary, target, fs::copy_options::overwrite_existing);
}

TestOutcome from_run(const sandbox::RunResult& run, int max_score) {
    TestOutcome outcome;
    outcome.cpu_ms = run.cpu_ms;
    outcome.wall_ms = run.wall_ms;
    outcome.memory_kib = run.memory_kib;
    outcome.exit_code = run.exit_code;
    outcome.signal = run.signal;
    outcome.max_score = max_score;
    return outcome;
}

}  // namespace

std::int64_t default_wall_limit_ms(std::int64_t cpu_limit_ms) {
    return std::max(cpu_limit_ms * 2, cpu_limit_ms + 1000);
}

TestRunner::TestRunner(fs::path binary, ProblemIo io, sandbox::Limits limits, Checker checker,
                       sandbox::Options sandbox_options)
    : binary_(std::move(binary)),
      io_(std::move(io)),
      limits_(limits),
      checker_(std::move(checker)),
      sandbox_options_(sandbox_options) {}

TestOutcome TestRunner::run(const TestCase& test, const fs::path& scratch) const {
    const fs::path box = scratch / "box";
    fs::create_directories(box);
    place_binary(binary_, box / kProgramName);
    if (io_.file_io) fs::copy_file(test.input, box / (io_.file_name + ".in"));

    sandbox::RunSpec spec;
    spec.argv = {std::string("./") + kProgramName};
    spec.env = {"PATH=/usr/bin:/bin", "LANG=C.UTF-8", "ONLINE_JUDGE=1"};
    spec.box_dir = box;
    spec.stdin_path = test.input;
    spec.stdout_path = scratch / "stdout";
    spec.stderr_path = "";  // contestants' stderr is not kept: it can be huge and is not judged
    spec.limits = limits_;
    spec.profile = sandbox::Profile::Run;
    const sandbox::RunResult run = sandbox::run(spec, sandbox_options_);

    TestOutcome outcome = from_run(run, test.points);
    if (auto decided = decide_run_verdict(run, limits_)) {
        outcome.verdict = decided->verdict;
        outcome.message = decided->message;
        return outcome;
    }
    fs::path output = spec.stdout_path;
    if (io_.file_io) {
        output = box / (io_.file_name + ".out");
        // symlink_status: the box is the contestant's, and a symlink planted as the output
        // would make the (unsandboxed) checker read a host file such as the answers.
        if (!fs::is_regular_file(fs::symlink_status(output))) {
            outcome.verdict = Verdict::WA;
            outcome.message = "the program did not create " + io_.file_name +
                              ".out as a regular file (this problem uses file input/output)";
            return outcome;
        }
    }
    CheckerOutcome checked = checker_.check(test.input, output, test.answer);
    outcome.verdict = checked.verdict;
    outcome.message = checked.message;
    outcome.score = static_cast<int>(std::lround(checked.fraction * test.points));
    if (outcome.verdict == Verdict::WA || outcome.verdict == Verdict::PE) {
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
