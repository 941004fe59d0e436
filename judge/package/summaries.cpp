#include "judge/package/summaries.h"

#include <algorithm>
#include <sstream>
#include <vector>

namespace gridjudge {
namespace {

std::vector<std::string> lines_of(std::string_view text) {
    std::vector<std::string> lines;
    std::istringstream stream{std::string(text)};
    for (std::string line; std::getline(stream, line);) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        lines.push_back(line);
    }
    return lines;
}

std::string huarongdao_input(std::string_view input) {
    std::istringstream stream{std::string(input)};
    int n = 0, m = 0, q = 0;
    stream >> n >> m >> q;
    return std::to_string(n) + "x" + std::to_string(m) + ", q=" + std::to_string(q);
}

std::string wallpusher_input(std::string_view input) {
    // Each case is a start line and 4 maze lines; the terminator is "0 0".
    std::size_t cases = (lines_of(input).size() - 1) / 5;
    return std::to_string(cases) + (cases == 1 ? " maze" : " mazes");
}

std::string halloween_input(std::string_view input) {
    std::vector<std::string> lines = lines_of(input);
    int cases = 0, largest_w = 0, largest_h = 0, most_ghosts = 0;
    for (std::size_t i = 0; i < lines.size();) {
        std::istringstream header(lines[i]);
        int w = 0, h = 0, n = 0;
        header >> w >> h >> n;
        if (w == 0) break;
        ++cases;
        if (w * h > largest_w * largest_h) largest_w = w, largest_h = h;
        most_ghosts = std::max(most_ghosts, n);
        i += static_cast<std::size_t>(h) + 1;
    }
    return std::to_string(cases) + (cases == 1 ? " map" : " maps") + ", largest " +
           std::to_string(largest_w) + "x" + std::to_string(largest_h) + ", up to " +
           std::to_string(most_ghosts) + (most_ghosts == 1 ? " ghost" : " ghosts");
}

std::string integer_answers(std::string_view answer) {
    std::istringstream stream{std::string(answer)};
    std::vector<long long> values;
    for (long long value; stream >> value;) values.push_back(value);
    if (values.empty()) return "no answers";
    long long largest = *std::max_element(values.begin(), values.end());
    auto impossible = std::count(values.begin(), values.end(), -1);
    std::string text = values.size() == 1 ? "answer " + std::to_string(values[0])
                                          : std::to_string(values.size()) + " answers, max " +
                                                std::to_string(largest);
    if (impossible > 0 && values.size() > 1) text += ", " + std::to_string(impossible) + " x -1";
    return text;
}

std::string move_sequences(std::string_view answer) {
    std::vector<std::string> lines = lines_of(answer);
    std::size_t shortest = SIZE_MAX, longest = 0;
    for (const std::string& line : lines) {
        shortest = std::min(shortest, line.size());
        longest = std::max(longest, line.size());
    }
    if (lines.empty()) return "no answers";
    return std::to_string(lines.size()) + " sequences, " + std::to_string(shortest) + ".." +
           std::to_string(longest) + " moves";
}

}  // namespace

std::string summarize_input(std::string_view problem_id, std::string_view input) {
    if (problem_id == "huarongdao") return huarongdao_input(input);
    if (problem_id == "wallpusher") return wallpusher_input(input);
    if (problem_id == "halloween") return halloween_input(input);
    return std::to_string(input.size()) + " bytes";
}

std::string summarize_answer(std::string_view problem_id, std::string_view answer) {
    if (problem_id == "wallpusher") return move_sequences(answer);
    return integer_answers(answer);
}

}  // namespace gridjudge
