#include "reference/common/summary_text.h"

#include <algorithm>
#include <sstream>

namespace gridjudge {

std::vector<std::string> lines_of(std::string_view text) {
    std::vector<std::string> lines;
    std::istringstream stream{std::string(text)};
    for (std::string line; std::getline(stream, line);) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        lines.push_back(line);
    }
    return lines;
}

std::string summarize_integer_answers(std::string_view answer) {
    std::istringstream stream{std::string(answer)};
    std::vector<long long> values;
    for (long long value; stream >> value;) values.push_back(value);
    if (values.empty()) return "no answers";
    const long long largest = *std::max_element(values.begin(), values.end());
    const auto impossible = std::count(values.begin(), values.end(), -1);
    std::string text = values.size() == 1 ? "answer " + std::to_string(values[0])
                                          : std::to_string(values.size()) + " answers, max " +
                                                std::to_string(largest);
    if (impossible > 0 && values.size() > 1) text += ", " + std::to_string(impossible) + " x -1";
    return text;
}

}  // namespace gridjudge
