// The names problem data gives the built-in checkers ("checker" in reference/problems.cpp) lead
// to the right functions, which the judge calls in its own process.
#include "checkers/builtin_checkers.h"

#include <gtest/gtest.h>

#include "checkers/token_checker.h"
#include "checkers/wallpusher_checker.h"

namespace gridjudge::checkers {
namespace {

TEST(BuiltinCheckers, FindsEachShippedCheckerByName) {
    const CheckFunction tokens = find_builtin_checker("tokens");
    ASSERT_NE(tokens, nullptr);
    // The token checker ignores the input file.
    EXPECT_EQ(tokens("ignored", "7\n", "8\n").message, "token 1 (line 1): expected 8, got '7'");
    EXPECT_EQ(find_builtin_checker("wallpusher"), &check_wallpusher);
    EXPECT_EQ(find_builtin_checker("Tokens"), nullptr);
    EXPECT_EQ(find_builtin_checker(""), nullptr);
}

}  // namespace
}  // namespace gridjudge::checkers
