#include "judge/judging/checker.h"

#include <fstream>

#include "checkers/builtin_checkers.h"
#include "judge/judging/protocols.h"
#include "judge/run/run_verdict.h"
#include "judge/util/files.h"

namespace gridjudge {
namespace fs = std::filesystem;
namespace {

// A checker reads three files and prints a line: generous limits, so that only a broken checker
// hits them. Its CPU time is the package's; the wall time leaves a loaded machine room for it,
// and ends a checker that sleeps.
sandbox::Limits checker_limits(std::int64_t cpu_ms, std::int64_t memory_mib) {
    return {cpu_ms, 2 * cpu_ms, memory_mib * 1024, /*output_kib=*/64 * 1024, /*processes=*/16};
}

// Lemon special judges are given the test's full score and answer out of it; the judge only
// needs the fraction, so a fixed scale serves every test.
constexpr double kLemonFullScore = 100;

void place_file(const fs::path& from, const fs::path& to) {
    std::error_code not_linked;
    fs::create_hard_link(from, to, not_linked);
    if (not_linked) fs::copy_file(from, to);
}

}  // namespace

void place_artifacts(const fs::path& artifacts, const fs::path& box) {
    for (const auto& file : fs::directory_iterator(artifacts))
        place_file(file.path(), box / file.path().filename());
}

std::unique_ptr<BuiltinChecker> BuiltinChecker::find(const std::string& name,
                                                     const std::vector<std::string>& arguments) {
    if (checkers::find_builtin_checker(name) == nullptr) return nullptr;
    return std::unique_ptr<BuiltinChecker>(
        new BuiltinChecker(name, checkers::make_builtin_checker(name, arguments)));
}

CheckerOutcome BuiltinChecker::check(const CheckFiles& files) const {
    try {
        const checkers::CheckResult result =
            function_(read_file(files.input), read_file(files.output), read_file(files.answer));
        const std::string message = one_line(result.message);
        switch (result.verdict) {
            case checkers::CheckVerdict::Ok:
                return {Verdict::AC, 1, message};
            case checkers::CheckVerdict::WrongAnswer:
                return {Verdict::WA, 0, message};
            case checkers::CheckVerdict::PresentationError:
                return {Verdict::PE, 0, message};
            case checkers::CheckVerdict::Fail:
                break;
        }
        return {Verdict::IE, 0, "checker failure (jury's fault): " + message};
    } catch (const std::exception& error) {
        return {Verdict::IE, 0, "checker " + name_ + " failed: " + error.what()};
    }
}

ExternalChecker::ExternalChecker(Protocol protocol, CompiledProgram program,
                                 std::vector<std::string> arguments, std::int64_t cpu_ms,
                                 std::int64_t memory_mib, BoxRunner& runner)
    : protocol_(protocol),
      program_(std::move(program)),
      arguments_(std::move(arguments)),
      limits_(checker_limits(cpu_ms, memory_mib)),
      runner_(runner) {}

CheckerOutcome ExternalChecker::check(const CheckFiles& files) const {
    try {
        const fs::path box = files.scratch / "checker";
        fs::create_directories(box);
        place_artifacts(program_.artifacts, box);
        place_file(files.input, box / "input");
        place_file(files.answer, box / "answer");
        sandbox::RunSpec spec;
        spec.argv = program_argv(program_.run_command, limits_.memory_kib / 1024);
        spec.readonly_binds = program_.readonly_binds;
        spec.env = {"PATH=/usr/bin:/bin", "LANG=C.UTF-8"};
        for (std::string& variable : program_argv(program_.environment, limits_.memory_kib / 1024))
            spec.env.push_back(std::move(variable));
        spec.box_dir = box;
        spec.stdout_path = "";
        spec.stderr_path = files.scratch / "checker.stderr";
        spec.limits = limits_;
        spec.limits.processes = std::max(limits_.processes, program_.processes);
        switch (protocol_) {
            case Protocol::Kattis:
                // The validator runs as the box's user and writes its feedback here.
                fs::create_directory(box / "feedback");
                fs::permissions(box / "feedback", fs::perms::all);
                spec.stdin_path = files.output;
                spec.argv.insert(spec.argv.end(), {"input", "answer", "feedback/"});
                break;
            case Protocol::Lemon:
                place_file(files.output, box / "output");
                spec.argv.insert(
                    spec.argv.end(),
                    {"input", "output", "answer", std::to_string(static_cast<int>(kLemonFullScore)),
                     "score.txt", "message.txt"});
                break;
            case Protocol::Cms:
                // CMS's order: the jury's answer before the contestant's output.
                place_file(files.output, box / "output");
                spec.stdout_path = files.scratch / "checker.stdout";
                spec.argv.insert(spec.argv.end(), {"input", "answer", "output"});
                break;
            default:
                place_file(files.output, box / "output");
                spec.argv.insert(spec.argv.end(), {"input", "output", "answer"});
                break;
        }
        spec.argv.insert(spec.argv.end(), arguments_.begin(), arguments_.end());
        const sandbox::RunResult run = runner_.run(spec);
        const std::string stderr_text = one_line(read_capped(spec.stderr_path));
        if (std::optional<std::string> failed = jury_program_failure(run, "checker"))
            return {Verdict::IE, 0, *failed};
        switch (protocol_) {
            case Protocol::Kattis:
                return kattis_outcome(run.exit_code, box / "feedback");
            case Protocol::Lemon:
                return lemon_outcome(box, kLemonFullScore);
            case Protocol::Cms:
                return cms_outcome(run.exit_code, read_capped(spec.stdout_path),
                                   read_capped(spec.stderr_path));
            default:
                return testlib_outcome(run.exit_code, stderr_text);
        }
    } catch (const std::exception& error) {
        return {Verdict::IE, 0, std::string("cannot run the checker: ") + error.what()};
    }
}

}  // namespace gridjudge
