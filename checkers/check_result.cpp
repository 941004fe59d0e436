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

}  // namespace gridjudge::checkers
