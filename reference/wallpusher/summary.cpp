// One-line summaries of Wall Pusher's inputs ("8 mazes") and answers ("8 sequences, 3..24 moves").
#include <algorithm>

#include "reference/common/summary_text.h"
#include "reference/wallpusher/wallpusher.h"

namespace gridjudge::wallpusher {

std::string summarize_input(std::string_view input) {
    // Each case is a start line and 4 maze lines; the terminator is "0 0".
    const std::size_t cases = (lines_of(input).size() - 1) / 5;
    return std::to_string(cases) + (cases == 1 ? " maze" : " mazes");
}

std::string summarize_answer(std::string_view answer) {
    const std::vector<std::string> lines = lines_of(answer);
    if (lines.empty()) return "no answers";
    std::size_t shortest = SIZE_MAX, longest = 0;
    for (const std::string& line : lines) {
        shortest = std::min(shortest, line.size());
        longest = std::max(longest, line.size());
    }
    return std::to_string(lines.size()) + " sequences, " + std::to_string(shortest) + ".." +
           std::to_string(longest) + " moves";
}

}  // namespace gridjudge::wallpusher
