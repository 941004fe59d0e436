#include "judge/judging/first_difference.h"

#include <vector>

namespace gridjudge {
namespace {

std::vector<std::string_view> split_lines(std::string_view text) {
    std::vector<std::string_view> lines;
    while (!text.empty()) {
        std::size_t end = text.find('\n');
        lines.push_back(text.substr(0, end));
        if (end == std::string_view::npos) break;
        text.remove_prefix(end + 1);
    }
    // Trailing blank lines are not content.
    while (!lines.empty() && lines.back().find_first_not_of(" \t\r") == std::string_view::npos)
        lines.pop_back();
    return lines;
}

std::vector<std::string_view> tokens(std::string_view line) {
    std::vector<std::string_view> result;
    std::size_t i = 0;
    while (i < line.size()) {
        i = line.find_first_not_of(" \t\r", i);
        if (i == std::string_view::npos) break;
        std::size_t end = line.find_first_of(" \t\r", i);
        if (end == std::string_view::npos) end = line.size();
        result.push_back(line.substr(i, end - i));
        i = end;
    }
    return result;
}

std::string shown(std::string_view line, std::size_t max_chars) {
    std::string text(line.substr(0, max_chars));
    if (!text.empty() && text.back() == '\r') text.pop_back();
    for (char& c : text)
        if (static_cast<unsigned char>(c) < 32 && c != '\t') c = '?';
    return line.size() > max_chars ? text + "..." : text;
}

}  // namespace

std::optional<FirstDifference> first_difference(std::string_view output, std::string_view answer,
                                                std::size_t max_chars) {
    std::vector<std::string_view> got = split_lines(output), expected = split_lines(answer);
    const std::size_t lines = std::max(got.size(), expected.size());
    for (std::size_t i = 0; i < lines; ++i) {
        const bool have_got = i < got.size(), have_expected = i < expected.size();
        if (have_got && have_expected && tokens(got[i]) == tokens(expected[i])) continue;
        return FirstDifference{static_cast<int>(i + 1),
                               have_expected ? shown(expected[i], max_chars) : "<end of file>",
                               have_got ? shown(got[i], max_chars) : "<end of file>"};
    }
    return std::nullopt;
}

}  // namespace gridjudge
