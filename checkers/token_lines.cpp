#include <string>
#include <vector>

#include "checkers/token_modes.h"

namespace gridjudge::checkers {
namespace {

// The lines that count: a final newline ends the last line rather than starting one; a CR
// before LF never counts; unless `exact`, trailing spaces and tabs of a line and blank lines at
// the end do not count either.
std::vector<std::string_view> lines_of(std::string_view text, bool exact) {
    std::vector<std::string_view> lines;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        std::string_view line = text.substr(start, end - start);
        if (exact) {
            if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        } else {
            while (!line.empty() &&
                   (line.back() == ' ' || line.back() == '\t' || line.back() == '\r'))
                line.remove_suffix(1);
        }
        lines.push_back(line);
        start = end + 1;
    }
    if (!exact)
        while (!lines.empty() && lines.back().empty()) lines.pop_back();
    return lines;
}

}  // namespace

CheckResult compare_lines(std::string_view output, std::string_view answer,
                          const TokenOptions& options) {
    const bool exact = options.space_change_sensitive;
    const std::vector<std::string_view> expected = lines_of(answer, exact);
    const std::vector<std::string_view> got = lines_of(output, exact);
    for (std::size_t i = 0; i < got.size(); ++i) {
        const std::string line = "line " + std::to_string(i + 1);
        if (i == expected.size())
            return CheckResult::wrong_answer("extra output: " + line + " " + quoted(got[i]) +
                                             " after the expected " +
                                             count_of(expected.size(), "line"));
        if (!same_text(got[i], expected[i], options.case_insensitive))
            return CheckResult::wrong_answer(line + ": expected " + quoted(expected[i]) + ", got " +
                                             quoted(got[i]));
    }
    if (got.size() < expected.size())
        return CheckResult::wrong_answer(
            output_ends_early(got.size(), expected.size(), "line", quoted(expected[got.size()])));
    return CheckResult::ok(count_of(expected.size(), "line") + ", all as expected");
}

}  // namespace gridjudge::checkers
