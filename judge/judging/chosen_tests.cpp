#include "judge/judging/chosen_tests.h"

#include <charconv>
#include <stdexcept>

namespace gridjudge {
namespace {
int parse_position(std::string_view text, std::string_view part, int test_count) {
    int value = 0;
    auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || error != std::errc() || end != text.data() + text.size() || value < 1 ||
        value > test_count)
        throw std::invalid_argument("tests: '" + std::string(part) +
                                    "' is not a test position; there are tests 1 to " +
                                    std::to_string(test_count));
    return value;
}
}  // namespace

std::set<int> parse_test_selection(std::string_view text, int test_count) {
    std::set<int> selected;
    if (text.empty()) {
        for (int i = 1; i <= test_count; ++i) selected.insert(i);
        return selected;
    }
    // Every comma separates two parts, so "1," and ",2" have an empty part: an error.
    for (bool more = true; more;) {
        std::size_t comma = text.find(',');
        std::string_view part = text.substr(0, comma);
        more = comma != std::string_view::npos;
        if (more) text.remove_prefix(comma + 1);
        std::size_t dash = part.find('-');
        int first = parse_position(part.substr(0, dash), part, test_count);
        int last = dash == std::string_view::npos
                       ? first
                       : parse_position(part.substr(dash + 1), part, test_count);
        if (last < first)
            throw std::invalid_argument("tests: range '" + std::string(part) + "' is empty");
        for (int i = first; i <= last; ++i) selected.insert(i);
    }
    return selected;
}

}  // namespace gridjudge
