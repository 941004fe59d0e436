#include "judge/report/token_difference.h"

#include <vector>

namespace gridjudge {
namespace {

std::vector<std::string_view> split_tokens(std::string_view line) {
    std::vector<std::string_view> tokens;
    std::size_t i = 0;
    while ((i = line.find_first_not_of(" \t\r", i)) != std::string_view::npos) {
        std::size_t end = line.find_first_of(" \t\r", i);
        if (end == std::string_view::npos) end = line.size();
        tokens.push_back(line.substr(i, end - i));
        i = end;
    }
    return tokens;
}

}  // namespace

std::optional<TokenDifference> first_token_difference(std::string_view expected_line,
                                                      std::string_view got_line) {
    constexpr std::string_view kEndOfFile = "<end of file>";
    if (expected_line == kEndOfFile || got_line == kEndOfFile) return std::nullopt;
    const std::vector<std::string_view> expected = split_tokens(expected_line);
    const std::vector<std::string_view> got = split_tokens(got_line);
    for (std::size_t i = 0; i < std::max(expected.size(), got.size()); ++i) {
        const std::string_view e = i < expected.size() ? expected[i] : "";
        const std::string_view g = i < got.size() ? got[i] : "";
        if (e != g) return TokenDifference{static_cast<int>(i + 1), std::string(e), std::string(g)};
    }
    return std::nullopt;
}

}  // namespace gridjudge
