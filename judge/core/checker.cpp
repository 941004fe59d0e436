#include "judge/core/checker.h"

#include <utility>  // before Boost.Asio 1.74: its C++20 code uses std::exchange

#include <boost/asio.hpp>
#include <boost/process.hpp>
#include <future>

#include "checkers/builtin_checkers.h"
#include "judge/core/files.h"

namespace gridjudge {
namespace bp = boost::process;
namespace {

constexpr std::size_t kMessageLimit = 1024;

std::string first_line_capped(std::string text) {
    while (!text.empty() && (text.back() == '\n' || text.back() == '\r' || text.back() == ' '))
        text.pop_back();
    if (text.size() > kMessageLimit) text = text.substr(0, kMessageLimit) + "...";
    return text;
}

CheckerOutcome partial_points(std::string message) {
    // testlib's "points" protocol: the message starts with the awarded fraction.
    try {
        std::size_t used = 0;
        double fraction = std::stod(message, &used);
        if (fraction >= 0 && fraction <= 1) {
            Verdict verdict = fraction >= 1 ? Verdict::AC : Verdict::WA;
            return {verdict, fraction, message};
        }
    } catch (const std::exception&) {
    }
    return {Verdict::IE, 0, "checker returned points without a fraction in [0, 1]: " + message};
}

}  // namespace

CheckerOutcome run_checker(const std::filesystem::path& checker, const std::filesystem::path& input,
                           const std::filesystem::path& output, const std::filesystem::path& answer,
                           std::chrono::milliseconds timeout) {
    try {
        boost::asio::io_context io;
        std::future<std::string> err;
        bp::child child(checker.string(), input.string(), output.string(), answer.string(),
                        bp::std_in<bp::null, bp::std_out> bp::null, bp::std_err > err, io);
        // Returns as soon as the checker's stderr is at its end (it is exiting), or at the
        // timeout; only a checker still running then has timed out.
        const auto deadline = std::chrono::steady_clock::now() + timeout;
        io.run_for(timeout);
        if (std::chrono::steady_clock::now() >= deadline && child.running()) {
            child.terminate();
            return {Verdict::IE, 0, "checker timed out"};
        }
        child.wait();
        io.run();
        std::string message = first_line_capped(err.get());
        switch (child.exit_code()) {
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
                return {
                    Verdict::IE, 0,
                    "checker exited with " + std::to_string(child.exit_code()) + ": " + message};
        }
    } catch (const std::exception& error) {
        return {Verdict::IE, 0,
                std::string("cannot run checker ") + checker.string() + ": " + error.what()};
    }
}

Checker::Checker(std::string_view name)
    : name_(name), builtin_(checkers::find_builtin_checker(name)) {}

CheckerOutcome Checker::check(const std::filesystem::path& input,
                              const std::filesystem::path& output,
                              const std::filesystem::path& answer) const {
    if (name_.find('/') != std::string::npos) return run_checker(name_, input, output, answer);
    if (!builtin_) return {Verdict::IE, 0, "no built-in checker is named '" + name_ + "'"};
    try {
        const checkers::CheckResult result =
            builtin_(read_file(input), read_file(output), read_file(answer));
        std::string message = first_line_capped(result.message);
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

}  // namespace gridjudge
