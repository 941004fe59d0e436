#include "checkers/check_result.h"

namespace gridjudge::checkers {

std::string quoted(std::string_view text) {
    constexpr std::size_t kShown = 30;
    std::string shown(text.substr(0, kShown));
    for (char& c : shown)
        if (static_cast<unsigned char>(c) < 32 || static_cast<unsigned char>(c) > 126) c = '?';
    return "'" + shown + (text.size() > kShown ? "...'" : "'");
}

std::string count_of(std::size_t count, std::string_view noun) {
    return std::to_string(count) + " " + std::string(noun) + (count == 1 ? "" : "s");
}

std::string output_ends_early(std::size_t got, std::size_t expected, std::string_view unit,
                              std::string_view next) {
    const std::string should = " (" + std::string(unit) + " " + std::to_string(got + 1) +
                               " should be " + std::string(next) + ")";
    if (got == 0) return "the output is empty; expected " + count_of(expected, unit) + should;
    return "the output ends after " + count_of(got, unit) + "; expected " +
           std::to_string(expected) + should;
}

}  // namespace gridjudge::checkers
