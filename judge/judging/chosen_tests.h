// Test selection by 1-based position, as a user types it: "1-3,7".
#pragma once

#include <set>
#include <string>
#include <string_view>

namespace gridjudge {

// Empty text selects every test. Throws std::invalid_argument with a message naming the bad
// part ("tests: '0' is not a test position; there are tests 1 to 20").
std::set<int> parse_test_selection(std::string_view text, int test_count);

}  // namespace gridjudge
