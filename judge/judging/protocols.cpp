#include "judge/judging/protocols.h"

#include "judge/util/files.h"

namespace gridjudge {
namespace fs = std::filesystem;
namespace {

constexpr std::size_t kMessageLimit = 1024;

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

}  // namespace

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

namespace {

// CMS's comparators say these keys and CMS shows their English text.
std::string cms_message(const std::string& text) {
    if (text == "translate:success") return "Output is correct";
    if (text == "translate:wrong") return "Output isn't correct";
    if (text == "translate:partial") return "Output is partially correct";
    return text;
}

}  // namespace

CheckerOutcome cms_outcome(int exit_code, const std::string& stdout_text,
                           const std::string& stderr_text) {
    const std::string message = cms_message(one_line(stderr_text));
    if (exit_code != 0)
        return {Verdict::IE, 0,
                "checker exited with " + std::to_string(exit_code) +
                    " (CMS comparators exit 0): " + message};
    const std::string said = one_line(stdout_text);
    try {
        std::size_t used = 0;
        const double fraction = std::stod(said, &used);
        // Only the number: CMS reads the whole of stdout as one float.
        if (said.find_first_not_of(" \t", used) == std::string::npos && fraction >= 0 &&
            fraction <= 1)
            return {fraction >= 1 ? Verdict::AC : Verdict::WA, fraction, message};
    } catch (const std::exception&) {
    }
    return {Verdict::IE, 0,
            "checker printed no fraction in [0, 1] on stdout: '" + said + "'" +
                (message.empty() ? "" : " " + message)};
}

}  // namespace gridjudge
