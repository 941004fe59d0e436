#include "judge/core/checker.h"

#include <fstream>

#include "checkers/builtin_checkers.h"
#include "judge/core/run_verdict.h"
#include "judge/util/files.h"

namespace gridjudge {
namespace fs = std::filesystem;
namespace {

constexpr std::size_t kMessageLimit = 1024;
// A checker reads three files and prints a line: generous limits, so that only a broken checker
// hits them.
constexpr sandbox::Limits kCheckerLimits{/*cpu_ms=*/10'000, /*wall_ms=*/20'000,
                                         /*memory_kib=*/1024 * 1024, /*output_kib=*/64 * 1024,
                                         /*processes=*/16};

// One line for a table cell: line breaks become "; ", the length is capped.
std::string one_line(std::string text) {
    while (!text.empty() && (text.back() == '\n' || text.back() == '\r' || text.back() == ' '))
        text.pop_back();
    for (std::size_t at = 0; (at = text.find('\n', at)) != std::string::npos;)
        text.replace(at, 1, "; ");
    if (text.size() > kMessageLimit) text = text.substr(0, kMessageLimit) + "...";
    return text;
}

std::string read_capped(const fs::path& file) {
    std::error_code missing;
    if (!fs::is_regular_file(fs::symlink_status(file, missing))) return "";
    return read_file(file, 64 * 1024);
}

// testlib's points: "0.5 message" or "points 0.5 message", a fraction of the test's points.
CheckerOutcome partial_points(const std::string& message) {
    std::string text = message;
    if (text.rfind("points ", 0) == 0) text = text.substr(7);
    try {
        std::size_t used = 0;
        const double fraction = std::stod(text, &used);
        if (fraction >= 0 && fraction <= 1)
            return {fraction >= 1 ? Verdict::AC : Verdict::WA, fraction, message};
    } catch (const std::exception&) {
    }
    return {Verdict::IE, 0, "checker returned points without a fraction in [0, 1]: " + message};
}

CheckerOutcome testlib_outcome(int exit_code, const std::string& message) {
    switch (exit_code) {
        case 0:
            return {Verdict::AC, 1, message.empty() ? "ok" : message};
        case 1:
            return {Verdict::WA, 0, message};
        case 2:
            return {Verdict::PE, 0, message};
        case 3:
            return {Verdict::IE, 0, "checker failure (jury's fault): " + message};
        case 7:
            return partial_points(message);
        default:
            return {Verdict::IE, 0,
                    "checker exited with " + std::to_string(exit_code) + ": " + message};
    }
}

CheckerOutcome kattis_outcome(int exit_code, const fs::path& feedback) {
    const std::string message = one_line(read_capped(feedback / "judgemessage.txt"));
    if (exit_code == 43) return {Verdict::WA, 0, message.empty() ? "wrong answer" : message};
    if (exit_code != 42)
        return {Verdict::IE, 0,
                "output validator exited with " + std::to_string(exit_code) +
                    " (42 accepts, 43 rejects): " + message};
    const std::string score = one_line(read_capped(feedback / "score.txt"));
    if (score.empty()) return {Verdict::AC, 1, message.empty() ? "accepted" : message};
    return partial_points(score + (message.empty() ? "" : " " + message));
}

CheckerOutcome lemon_outcome(const fs::path& box, double full_score) {
    const std::string message = one_line(read_capped(box / "message.txt"));
    const std::string score = one_line(read_capped(box / "score.txt"));
    try {
        std::size_t used = 0;
        const double points = std::stod(score, &used);
        if (points >= 0 && points <= full_score) {
            const double fraction = points / full_score;
            return {fraction >= 1 ? Verdict::AC : Verdict::WA, fraction, message};
        }
    } catch (const std::exception&) {
    }
    return {Verdict::IE, 0,
            "special judge wrote no score between 0 and " + std::to_string(full_score) +
                " to score.txt: '" + score + "' " + message};
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

std::unique_ptr<BuiltinChecker> BuiltinChecker::find(const std::string& name) {
    const checkers::CheckFunction function = checkers::find_builtin_checker(name);
    if (function == nullptr) return nullptr;
    return std::unique_ptr<BuiltinChecker>(new BuiltinChecker(name, function));
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

ExternalChecker::ExternalChecker(Protocol protocol, fs::path artifacts,
                                 std::vector<std::string> run_command,
                                 std::vector<std::string> arguments, BoxRunner& runner)
    : protocol_(protocol),
      artifacts_(std::move(artifacts)),
      run_command_(std::move(run_command)),
      arguments_(std::move(arguments)),
      runner_(runner) {}

CheckerOutcome ExternalChecker::check(const CheckFiles& files) const {
    try {
        const fs::path box = files.scratch / "checker";
        fs::create_directories(box);
        place_artifacts(artifacts_, box);
        place_file(files.input, box / "input");
        place_file(files.answer, box / "answer");
        sandbox::RunSpec spec;
        spec.argv = run_command_;
        spec.env = {"PATH=/usr/bin:/bin", "LANG=C.UTF-8"};
        spec.box_dir = box;
        spec.stdout_path = "";
        spec.stderr_path = files.scratch / "checker.stderr";
        spec.limits = kCheckerLimits;
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
            default:
                place_file(files.output, box / "output");
                spec.argv.insert(spec.argv.end(), {"input", "output", "answer"});
                break;
        }
        spec.argv.insert(spec.argv.end(), arguments_.begin(), arguments_.end());
        const sandbox::RunResult run = runner_.run(spec);
        const std::string stderr_text = one_line(read_capped(spec.stderr_path));
        if (!run.error.empty()) return {Verdict::IE, 0, "checker sandbox failed: " + run.error};
        if (run.cpu_limit_exceeded || run.wall_limit_exceeded)
            return {Verdict::IE, 0, "checker timed out"};
        if (run.memory_limit_exceeded) return {Verdict::IE, 0, "checker ran out of memory"};
        if (run.signal != 0)
            return {Verdict::IE, 0, "checker crashed (" + signal_name(run.signal) + ")"};
        switch (protocol_) {
            case Protocol::Kattis:
                return kattis_outcome(run.exit_code, box / "feedback");
            case Protocol::Lemon:
                return lemon_outcome(box, kLemonFullScore);
            default:
                return testlib_outcome(run.exit_code, stderr_text);
        }
    } catch (const std::exception& error) {
        return {Verdict::IE, 0, std::string("cannot run the checker: ") + error.what()};
    }
}

}  // namespace gridjudge
